package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

final class OnceEventsTest {
  private static final OnceEvents LISTENER =
      new OnceEvents("a.Listen", List.of("value"), List.of("a.Started", "a.Ready"));

  @Test
  void runsOnceOnlyWhenEveryHeardEventIsPublishedOnce() {
    assertThat(LISTENER.onlyOnce(List.of("a.Started"))).isTrue();
    assertThat(LISTENER.onlyOnce(List.of("a.Started", "a.Ready"))).isTrue();
    assertThat(LISTENER.onlyOnce(List.of("a.Started", "a.Request"))).isFalse();
    assertThat(LISTENER.onlyOnce(List.of())).isFalse();
  }

  @Test
  void aListenerNeedsAttributesAndEvents() {
    assertThatThrownBy(() -> new OnceEvents("a.Listen", List.of(), List.of("a.Started")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "a.Listen: a listener needs the attributes that name events and the once events");
  }

  @Test
  void springStartUpEventsAreListenedToOnce() {
    assertThat(RunOncePlaces.EVENT_LISTENERS)
        .singleElement()
        .satisfies(
            listener ->
                assertThat(
                        listener.onlyOnce(
                            List.of("org.springframework.context.event.ContextRefreshedEvent")))
                    .isTrue());
  }
}
