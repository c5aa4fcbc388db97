package dev.bottleneck.samples.cases.EagerLogMessage;

// A field inherited from a superclass in another file: its type, not its name, decides. As javac
// reads a simple name, a field the class itself declares or inherits comes before a field of the
// class around it; a private field of the superclass is not inherited, so the name then means the
// outer class's field.
class InheritedLoggers {
  static final class Notes {
    void debug(String message) {}
  }

  private final Notes log = new Notes();
  private final Notes audit = new Notes();

  final class Handler extends InheritedLoggerBase implements InheritedLoggerBase.Events {
    String handle(String order) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("handling " + order);
      // BUG: Diagnostic contains: EagerLogMessage
      this.log.debug("handled " + order);
      // BUG: Diagnostic contains: EagerLogMessage
      super.log.debug("done " + order);
      // BUG: Diagnostic contains: EagerLogMessage
      EVENTS.debug("order " + order);
      // The superclass's audit logger is private: this is the outer class's Notes.
      audit.debug("audited " + order);
      return order;
    }

    Runnable later(String order) {
      return new Runnable() {
        @Override
        public void run() {
          // BUG: Diagnostic contains: EagerLogMessage
          log.debug("later " + order);
        }
      };
    }
  }

  // Outside the subclass, the name means the outer class's own field.
  void note(String order) {
    log.debug("noted " + order);
  }

  // A local of the subclass's method comes before the field it inherits.
  final class Shadowed extends InheritedLoggerBase {
    String handle(String order) {
      Notes log = new Notes();
      log.debug("handling " + order);
      return order;
    }
  }
}
