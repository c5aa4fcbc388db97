package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

final class PerCallCreationsTest {
  @Test
  void restClientWrappingATemplateIsExcluded() {
    assertThat(PerCallCreations.HTTP_CLIENT.exclusions())
        .containsExactly(
            Api.staticMethod("org.springframework.web.client.RestClient", "create")
                .withParameters("org.springframework.web.client.RestTemplate"));
  }

  @Test
  void buildersEndInBuildWithoutParameters() {
    for (PerCallSubject subject :
        List.of(PerCallCreations.OBJECT_MAPPER, PerCallCreations.HTTP_CLIENT)) {
      // Aliyun's OSSClientBuilder alone takes the endpoint and credentials in build(...).
      assertThat(subject.builds())
          .filteredOn(build -> !build.owner().equals("com.aliyun.oss.OSSClientBuilder"))
          .allMatch(build -> build.parameters().equals(Parameters.NONE));
    }
    // Gson's builder ends in create.
    assertThat(PerCallCreations.OBJECT_MAPPER.buildNames()).containsExactly("build", "create");
    // Azure's builders end in buildClient, GCP's StorageOptions hands out its client by getService.
    assertThat(PerCallCreations.HTTP_CLIENT.buildNames())
        .containsExactly("build", "buildAsyncClient", "buildClient", "getService");
    assertThat(PerCallCreations.JAXB_CONTEXT.buildNames()).isEmpty();
  }

  @Test
  void everyJacksonFormatMapperIsAnObjectMapper() {
    assertThat(PerCallCreations.OBJECT_MAPPER.supertypes())
        .contains(
            Supertypes.of(
                "com.fasterxml.jackson.dataformat.xml.XmlMapper",
                "com.fasterxml.jackson.databind.ObjectMapper"),
            Supertypes.of(
                "tools.jackson.databind.json.JsonMapper", "tools.jackson.databind.ObjectMapper"),
            Supertypes.leaf("com.fasterxml.jackson.databind.ObjectMapper"));
  }

  @Test
  void sharedRequestTableServesReadOnlyUses() {
    assertThat(PerCallCreations.HTTP_CLIENT.readOnlyUses()).contains(HttpRequests.REST_OPERATIONS);
    assertThat(HttpRequests.REST_OPERATIONS.named("exchange")).isTrue();
  }

  @Test
  void aChainNeedsBothEnds() {
    Api start = Api.staticMethod("a.B", "builder");

    assertThatThrownBy(
            () ->
                new PerCallSubject(
                    "a B",
                    List.of(),
                    List.of(start),
                    List.of(),
                    List.of(),
                    List.of(),
                    List.of(),
                    "cost",
                    "remedy"))
        .hasMessage("a B: a builder chain needs both its starts and its terminal calls");
  }

  @Test
  void runOncePlacesNameEachCallOnce() {
    assertThat(RunOncePlaces.LOADER_CALLS)
        .filteredOn(api -> api.named("computeIfAbsent"))
        .containsExactly(Api.instanceMethod("java.util.Map", "computeIfAbsent"));
    assertThat(RunOncePlaces.CALLBACKS)
        .filteredOn(callback -> callback.named("load"))
        .extracting(Api::owner)
        .containsExactly(
            "com.google.common.cache.CacheLoader",
            "com.github.benmanes.caffeine.cache.CacheLoader",
            "com.github.benmanes.caffeine.cache.AsyncCacheLoader");
    assertThat(RunOncePlaces.CALLBACKS)
        .filteredOn(callback -> callback.named("run"))
        .extracting(Api::owner)
        .containsExactly(
            "org.springframework.boot.ApplicationRunner",
            "org.springframework.boot.CommandLineRunner");
    assertThat(RunOncePlaces.ANNOTATIONS).contains("jakarta.annotation.PostConstruct");
  }

  @Test
  void functionsRunWithTheirCallerOnlyWhereTheCallRunsThemOnceOrInline() {
    assertThat(RunOncePlaces.RUN_WITH_CALLER)
        .containsExactlyElementsOf(
            java.util.stream.Stream.concat(
                    RunOncePlaces.INLINE_CALLS.stream(), RunOncePlaces.ONE_SHOT_TASKS.stream())
                .toList());
    assertThat(RunOncePlaces.INLINE_CALLS)
        .filteredOn(api -> api.form() == Form.INSTANCE && api.named("forEach"))
        .extracting(Api::owner)
        .containsExactly(
            "java.lang.Iterable",
            "java.util.Map",
            "java.util.stream.Stream",
            "java.util.stream.IntStream",
            "java.util.stream.LongStream",
            "java.util.stream.DoubleStream");
    // A loader call keeps its result: it is a run-once place of its own, not a call that runs its
    // function as often as it is called.
    assertThat(RunOncePlaces.INLINE_CALLS)
        .filteredOn(api -> api.owner().equals("java.util.Map"))
        .singleElement()
        .satisfies(map -> assertThat(map.names()).doesNotContain("computeIfAbsent"));
    // Repeating schedulers run their task per tick.
    assertThat(RunOncePlaces.ONE_SHOT_TASKS)
        .noneMatch(api -> api.named("scheduleAtFixedRate") || api.named("scheduleWithFixedDelay"));
  }

  @Test
  void callbackOnlyTypesDeclareRunOnceCallbacksOrNothing() {
    assertThat(RunOncePlaces.CALLBACK_ONLY_TYPES)
        .filteredOn(type -> RunOncePlaces.CALLBACKS.stream().noneMatch(c -> c.owner().equals(type)))
        .containsExactly("org.springframework.beans.factory.Aware");
  }

  @Test
  void onlyAnnotationsThatSayNothingOfWhoCallsAMethodAreCallerNeutral() {
    assertThat(RunOncePlaces.CALLER_NEUTRAL_ANNOTATIONS)
        .contains(
            "java.lang.Override",
            Transactions.SPRING_TRANSACTIONAL,
            "org.springframework.cache.annotation.CacheEvict")
        .doesNotContain(
            "org.springframework.scheduling.annotation.Scheduled",
            "org.springframework.context.event.EventListener");
  }
}
