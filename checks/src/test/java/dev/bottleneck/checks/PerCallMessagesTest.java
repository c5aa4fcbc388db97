package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import dev.bottleneck.catalog.facts.PerCallCreations;
import org.junit.jupiter.api.Test;

/**
 * The three per-call checks print the catalog's message with the construct as the source writes
 * it; the Maven plugin's {@code PerCallMessagesTest} asserts the same texts on the same sources.
 */
final class PerCallMessagesTest {
  @Test
  void objectMapperConstructsAsWritten() {
    CompilationTestHelper.newInstance(ObjectMapperPerCall.class, getClass())
        .addSourceLines(
            "p/Source.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;

            class Mappers {
              Object plain() {
                // BUG: Diagnostic contains: %s
                return new ObjectMapper();
              }

              Object withFactory(com.fasterxml.jackson.core.JsonFactory factory) {
                // BUG: Diagnostic contains: %s
                return new ObjectMapper(factory);
              }

              Object anonymous() {
                // BUG: Diagnostic contains: %1$s
                return new ObjectMapper() {};
              }

              Object jackson3() {
                // BUG: Diagnostic contains: %s
                return tools.jackson.databind.json.JsonMapper.builderWithJackson2Defaults().build();
              }

              Object builder() {
                // BUG: Diagnostic contains: %s
                return JsonMapper.builder().findAndAddModules().build();
              }
            }
            """
                .formatted(
                    PerCallCreations.OBJECT_MAPPER.message("new ObjectMapper()"),
                    PerCallCreations.OBJECT_MAPPER.message("new ObjectMapper(...)"),
                    PerCallCreations.OBJECT_MAPPER.message(
                        "JsonMapper.builderWithJackson2Defaults()...build()"),
                    PerCallCreations.OBJECT_MAPPER.message("JsonMapper.builder()...build()")))
        .doTest();
  }

  @Test
  void jaxbFactoryShowsItsArguments() {
    CompilationTestHelper.newInstance(JaxbContextPerCall.class, getClass())
        .addSourceLines(
            "p/Source.java",
            """
            package p;

            import jakarta.xml.bind.JAXBContext;

            class Contexts {
              Object create() throws Exception {
                // BUG: Diagnostic contains: %s
                return JAXBContext.newInstance(Contexts.class);
              }
            }
            """
                .formatted(PerCallCreations.JAXB_CONTEXT.message("JAXBContext.newInstance(...)")))
        .doTest();
  }

  @Test
  void httpClientsNameNestedBuildersWithTheirOuterType() {
    CompilationTestHelper.newInstance(HttpClientPerCall.class, getClass())
        .addSourceLines(
            "p/Source.java",
            """
            package p;

            import java.net.http.HttpClient;
            import okhttp3.OkHttpClient;

            class Clients {
              Object jdk() {
                // BUG: Diagnostic contains: %s
                return HttpClient.newHttpClient();
              }

              Object okHttp() {
                // BUG: Diagnostic contains: %s
                return new OkHttpClient.Builder().build();
              }
            }
            """
                .formatted(
                    PerCallCreations.HTTP_CLIENT.message("HttpClient.newHttpClient()"),
                    PerCallCreations.HTTP_CLIENT.message("new OkHttpClient.Builder()...build()")))
        .doTest();
  }
}
