package dev.bottleneck.samples.cases.EagerLogMessage;

import org.apache.wicket.markup.html.WebPage;
import org.apache.wicket.protocol.http.WebApplication;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

// Wicket's filter initializes its Application once when the web application starts and destroys it
// once when it stops: a debug line in init or onDestroy is built once. A page's onInitialize runs
// once per page instance, that is per request that creates the page, and a method named init on a
// class that is no Wicket application runs whenever its callers do.
class WicketApplicationRunsOnce {
  private static final Logger log = LoggerFactory.getLogger(WicketApplicationRunsOnce.class);

  static final class ConferenceApplication extends WebApplication {
    private final String home = System.getProperty("user.dir");

    @Override
    protected void init() {
      super.init();
      log.debug("application home " + home);
    }

    @Override
    protected void onDestroy() {
      log.debug("stopping application at " + home);
    }
  }

  static final class RoomPage extends WebPage {
    private final String room;

    RoomPage(String room) {
      this.room = room;
    }

    @Override
    protected void onInitialize() {
      super.onInitialize();
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("entering room " + room);
    }
  }

  // A request handler's helper that shares the name.
  static final class RoomSession {
    void init(String room) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("session for room " + room);
    }
  }

  String enter(String room) {
    new RoomSession().init(room);
    new RoomPage(room);
    return room;
  }
}
