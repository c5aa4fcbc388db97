// Spring Boot is not among the samples' dependencies: the checks know its events by name.
package org.springframework.boot.context.event;

public class ApplicationStartedEvent extends org.springframework.context.ApplicationEvent {
  public ApplicationStartedEvent(Object source) {
    super(source);
  }
}
