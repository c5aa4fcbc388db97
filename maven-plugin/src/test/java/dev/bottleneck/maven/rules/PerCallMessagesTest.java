package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three per-call rules print the catalog's message with the construct as the source writes
 * it, as the Error Prone checks do ({@code PerCallMessagesTest} there asserts the same texts).
 */
final class PerCallMessagesTest {
  @TempDir Path root;

  @Test
  void objectMapperConstructsAsWritten() {
    assertThat(messages("ObjectMapperPerCall", """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;

            class Mappers {
              Object plain() {
                return new ObjectMapper();
              }

              Object withFactory(com.fasterxml.jackson.core.JsonFactory factory) {
                return new ObjectMapper(factory);
              }

              Object anonymous() {
                return new ObjectMapper() {};
              }

              Object jackson3() {
                return tools.jackson.databind.json.JsonMapper.builderWithJackson2Defaults().build();
              }

              Object builder() {
                return JsonMapper.builder().findAndAddModules().build();
              }
            }
            """))
        .containsExactly(
            PerCallCreations.OBJECT_MAPPER.message("new ObjectMapper()"),
            PerCallCreations.OBJECT_MAPPER.message("new ObjectMapper(...)"),
            PerCallCreations.OBJECT_MAPPER.message("new ObjectMapper()"),
            PerCallCreations.OBJECT_MAPPER.message(
                "JsonMapper.builderWithJackson2Defaults()...build()"),
            PerCallCreations.OBJECT_MAPPER.message("JsonMapper.builder()...build()"));
  }

  @Test
  void jaxbFactoryShowsItsArguments() {
    assertThat(messages("JaxbContextPerCall", """
            package p;

            import jakarta.xml.bind.JAXBContext;

            class Contexts {
              Object create() throws Exception {
                return JAXBContext.newInstance(Contexts.class);
              }
            }
            """))
        .containsExactly(PerCallCreations.JAXB_CONTEXT.message("JAXBContext.newInstance(...)"));
  }

  @Test
  void httpClientsNameNestedBuildersWithTheirOuterType() {
    assertThat(messages("HttpClientPerCall", """
            package p;

            import java.net.http.HttpClient;
            import okhttp3.OkHttpClient;

            class Clients {
              Object jdk() {
                return HttpClient.newHttpClient();
              }

              Object okHttp() {
                return new OkHttpClient.Builder().build();
              }
            }
            """))
        .containsExactly(
            PerCallCreations.HTTP_CLIENT.message("HttpClient.newHttpClient()"),
            PerCallCreations.HTTP_CLIENT.message("new OkHttpClient.Builder()...build()"));
  }

  private java.util.List<String> messages(String ruleId, String source) {
    return RuleScan.of(root, ruleId).add("p/Source.java", source).findings().stream()
        .map(Finding::message)
        .toList();
  }
}
