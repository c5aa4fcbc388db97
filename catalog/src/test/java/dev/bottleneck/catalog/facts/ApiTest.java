package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class ApiTest {
  @Test
  void instanceMethodsIncludeSubtypesUnlessExact() {
    Api send = Api.instanceMethod("java.net.http.HttpClient", "send");

    assertThat(send.subtypes()).isTrue();
    assertThat(send.exactOwner().subtypes()).isFalse();
    assertThat(send.exactOwner().orSubtypes()).isEqualTo(send);
  }

  @Test
  void staticMethodsAndConstructorsAreExactByDefault() {
    assertThat(Api.staticMethod("java.lang.Thread", "sleep").subtypes()).isFalse();
    assertThat(Api.constructor("java.io.FileReader").subtypes()).isFalse();
  }

  @Test
  void parametersNarrowTheOverloads() {
    Api build = Api.instanceMethod("a.Builder", "build");

    assertThat(build.parameters()).isEqualTo(Parameters.ANY);
    assertThat(build.withNoParameters().parameters()).isEqualTo(Parameters.NONE);
    assertThat(build.withParameters("a.Config").parameters().types()).containsExactly("a.Config");
  }

  @Test
  void constructorHasNoNameAndMethodNeedsOne() {
    assertThatThrownBy(
            () -> new Api("a.B", Form.CONSTRUCTOR, false, java.util.Set.of("x"), Parameters.ANY))
        .hasMessageContaining("a.B");
    assertThatThrownBy(() -> Api.staticMethod("a.B")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void everyStaticMethodMatchesAnyNameOfExactlyItsOwner() {
    Api factories = Api.everyStaticMethod("reactor.core.publisher.Mono");

    assertThat(factories.anyName()).isTrue();
    assertThat(factories.named("fromCallable")).isTrue();
    assertThat(factories.subtypes()).isFalse();
    assertThat(Api.staticMethod("java.lang.Thread", "sleep").named("yield")).isFalse();
    assertThat(Api.constructor("java.io.FileReader").named("")).isFalse();
  }

  @Test
  void ownerNamesForBytecodeAndMessages() {
    Api builder = Api.constructor("okhttp3.OkHttpClient.Builder");

    assertThat(builder.binaryOwner()).isEqualTo("okhttp3.OkHttpClient$Builder");
    assertThat(builder.simpleOwner()).isEqualTo("OkHttpClient.Builder");
    assertThat(TypeName.packageName("okhttp3.OkHttpClient.Builder")).isEqualTo("okhttp3");
    assertThat(TypeName.binary("java.lang.Thread")).isEqualTo("java.lang.Thread");
    assertThat(TypeName.simple("Unpackaged")).isEqualTo("Unpackaged");
  }

  @Test
  void everyInstanceMethodMatchesAnyName() {
    Api all = Api.everyInstanceMethod("a.Immutable");

    assertThat(all.anyName()).isTrue();
    assertThat(all.named("anything")).isTrue();
    assertThat(Api.instanceMethod("a.B", "x").named("y")).isFalse();
    assertThat(Api.constructor("a.B").anyName()).isFalse();
  }

  @Test
  void parametersAcceptCanonicalOrBinaryNames() {
    Parameters nested = Parameters.exactly("okhttp3.OkHttpClient.Builder");

    assertThat(nested.accepts(java.util.List.of("okhttp3.OkHttpClient.Builder"))).isTrue();
    assertThat(nested.accepts(java.util.List.of("okhttp3.OkHttpClient$Builder"))).isTrue();
    assertThat(nested.accepts(java.util.List.of())).isFalse();
    assertThat(Parameters.NONE.accepts(java.util.List.of())).isTrue();
    assertThat(Parameters.ANY.accepts(java.util.List.of("int"))).isTrue();
  }
}
