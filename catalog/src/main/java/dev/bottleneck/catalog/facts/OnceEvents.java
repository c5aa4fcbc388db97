package dev.bottleneck.catalog.facts;

import java.util.List;

/**
 * A listener annotation whose method runs once when the events it listens to are published once (at
 * start-up). The events are named in the annotation's class-valued attributes
 * ({@code @EventListener(ApplicationReadyEvent.class)}) or, when those are empty, by the type of
 * the method's single parameter ({@code @EventListener void on(ApplicationReadyEvent event)}). A
 * method runs once when every event it listens to is one of {@link #events}; a listener that also
 * hears a repeated event runs per event.
 *
 * @param annotation the listener annotation, canonical name
 * @param attributes its attributes that name event classes
 * @param events the events published once, canonical names
 */
public record OnceEvents(String annotation, List<String> attributes, List<String> events) {
  public OnceEvents {
    if (attributes.isEmpty() || events.isEmpty()) {
      throw new IllegalArgumentException(
          annotation + ": a listener needs the attributes that name events and the once events");
    }
    attributes = List.copyOf(attributes);
    events = List.copyOf(events);
  }

  /** Whether a listener hearing exactly {@code heard} (canonical names, not empty) runs once. */
  public boolean onlyOnce(List<String> heard) {
    return !heard.isEmpty() && events.containsAll(heard);
  }
}
