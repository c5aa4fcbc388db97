package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.event.Observes;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.event.ApplicationStartedEvent;
import org.springframework.context.event.ContextRefreshedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.web.context.support.RequestHandledEvent;

// Listeners to events Spring and CDI publish once, when the application has started.
class MapperInStartupListeners {
  @EventListener(ApplicationStartedEvent.class)
  void started() {
    new ObjectMapper();
  }

  @EventListener(classes = {ApplicationReadyEvent.class, ContextRefreshedEvent.class})
  void readyOrRefreshed() {
    new ObjectMapper();
  }

  @EventListener(value = ApplicationReadyEvent.class)
  void ready() {
    new ObjectMapper();
  }

  @EventListener
  void refreshed(ContextRefreshedEvent event) {
    new ObjectMapper();
  }

  // Also hears an event published per request: runs per event.
  @EventListener({ApplicationReadyEvent.class, RequestHandledEvent.class})
  void readyOrHandled() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    new ObjectMapper();
  }

  // Any event of the application's own: runs per event.
  @EventListener
  void onOrder(String order) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    new ObjectMapper();
  }

  // CDI fires @Initialized(ApplicationScoped.class) once, when the application has started.
  void onStart(@Observes @Initialized(ApplicationScoped.class) Object event) {
    new ObjectMapper();
  }

  // Fired once per request.
  void onRequestStart(@Observes @Initialized(RequestScoped.class) Object event) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    new ObjectMapper();
  }
}
