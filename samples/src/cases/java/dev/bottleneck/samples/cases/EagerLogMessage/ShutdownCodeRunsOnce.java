package dev.bottleneck.samples.cases.EagerLogMessage;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Destroyed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.event.Observes;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.EventListener;

// Code that runs when the application shuts down runs once per process, like start-up code: a
// debug line there costs nothing per request. (Seen in a real application: a static holder of the
// application context logs the context it forgets, from DisposableBean.destroy.)
class ShutdownCodeRunsOnce {
  private static final Logger log = LoggerFactory.getLogger(ShutdownCodeRunsOnce.class);

  private static Object context;

  static final class Holder implements DisposableBean {
    @Override
    public void destroy() {
      forget();
    }
  }

  // Private, and called only from destroy(): it runs once too.
  private static void forget() {
    log.debug("forgetting the context " + context);
    context = null;
  }

  static final class ContextListener implements ServletContextListener {
    @Override
    public void contextDestroyed(ServletContextEvent event) {
      log.debug("context " + event + " destroyed");
    }
  }

  @PreDestroy
  void close() {
    log.debug("closing with " + System.getProperties());
  }

  @EventListener(ContextClosedEvent.class)
  void closed() {
    log.debug("closed " + context);
  }

  // CDI fires @Destroyed(ApplicationScoped.class) once, when the application stops.
  void onStop(@Observes @Destroyed(ApplicationScoped.class) Object event) {
    log.debug("stopping " + event);
  }

  // Fired at the end of every request: runs per request.
  void onRequestEnd(@Observes @Destroyed(RequestScoped.class) Object event) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("request ended " + event);
  }
}
