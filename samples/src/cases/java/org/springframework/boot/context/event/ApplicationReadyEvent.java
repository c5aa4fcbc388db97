// Spring Boot is not among the samples' dependencies: the checks know its events by name.
package org.springframework.boot.context.event;

public class ApplicationReadyEvent extends org.springframework.context.ApplicationEvent {
  public ApplicationReadyEvent(Object source) {
    super(source);
  }
}
