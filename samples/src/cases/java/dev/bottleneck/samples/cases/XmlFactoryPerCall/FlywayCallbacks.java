package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathFactory;
import org.flywaydb.core.api.callback.BaseCallback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;
import org.flywaydb.core.api.migration.BaseJavaMigration;

/**
 * Flyway runs a callback on the events of a migration, which an application runs at start-up (or
 * from a migration command), and a Java migration once per database: a factory they create is
 * created once (a Callback implemented directly, with a private helper: RegistryLoadingCallback). A
 * method named {@code handle} or {@code migrate} on a class that is neither runs whenever its
 * callers do.
 */
class FlywayCallbacks {
  static final class SeedLoader extends BaseCallback {
    @Override
    public void handle(Event event, Context context) {
      XPathFactory.newInstance();
    }
  }

  static final class V2__Seed_formats extends BaseJavaMigration {
    @Override
    public void migrate(org.flywaydb.core.api.migration.Context context) {
      DocumentBuilderFactory.newInstance();
    }
  }

  // An event handler of the application's own: its handle runs per event.
  static final class OrderEventHandler {
    void handle(String event) {
      // BUG: Diagnostic contains: XmlFactoryPerCall
      DocumentBuilderFactory.newInstance();
    }

    void migrate(String document) {
      // BUG: Diagnostic contains: XmlFactoryPerCall
      XPathFactory.newInstance();
    }
  }
}
