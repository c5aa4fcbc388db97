package dev.bottleneck.samples.cases.EagerLogMessage;

import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A message built behind a check that the same block (or method) closes for later calls is built
 * once per object or per key, as lazy initialization is: silent. (Seen in a real application: a
 * Solr client looked up while its field is null, configuration loaded behind an initialized flag
 * or after {@code if (inited) return;}, plugins installed once per interface.) Checks that later
 * calls pass again are reported.
 */
class GuardedLogging {
  private static final Logger log = LoggerFactory.getLogger(GuardedLogging.class);
  private Object solr;
  private boolean initialized;
  private boolean inited;
  private boolean stale;
  private Map<String, String> mapping;
  private final Map<String, String> plugins = new HashMap<>();

  Object solr(String url) {
    if (solr == null) {
      log.debug("Solr URL: " + url);
      solr = url;
    }
    return solr;
  }

  synchronized void init(String prefix) {
    if (!initialized) {
      load(prefix);
      initialized = true;
    }
  }

  private void load(String prefix) {
    log.debug("Loading configuration under " + prefix);
  }

  void initOnce(String name) {
    if (inited) {
      return;
    }
    inited = true;
    log.debug("Crosswalk " + name + " reads its maps");
  }

  void initialize(String[] keys) {
    if (mapping != null) {
      return;
    }
    Map<String, String> map = new HashMap<>();
    log.debug("Loading mapping from " + String.join(",", keys));
    mapping = map;
  }

  void configure(String iface) {
    if (!plugins.containsKey(iface)) {
      install(iface);
      plugins.put(iface, "marker");
    }
  }

  private void install(String iface) {
    log.debug("Installing plugins of " + iface);
  }

  void checkedButNotAssigned(String url) {
    if (solr == null) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("No Solr at " + url);
    }
  }

  void reopenedByAnotherCondition(String url) {
    if (solr == null || stale) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Loading Solr from " + url);
      solr = url;
    }
  }

  void localChecked(String key) {
    String found = plugins.get(key);
    if (found == null) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("No plugin for " + key);
      found = key;
    }
    plugins.put(key, found);
  }

  void flagNeverSet(String prefix) {
    if (!initialized) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Not yet loaded: " + prefix);
    }
  }
}
