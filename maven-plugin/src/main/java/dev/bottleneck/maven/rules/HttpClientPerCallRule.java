package dev.bottleneck.maven.rules;

import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;

/**
 * An HTTP client built where it runs per call: Spring {@code RestTemplate}, {@code RestClient},
 * {@code WebClient}; the JDK {@code HttpClient}; Apache HttpClient 4 and 5; OkHttp; CXF; JAX-RS.
 * Clients derived from a shared one ({@code client.newBuilder()}, {@code webClient.mutate()},
 * {@code RestClient.create(restTemplate)}) and clients built from an injected {@code
 * RestTemplateBuilder} are not creations.
 */
@AutoService(JavaRule.class)
public final class HttpClientPerCallRule implements JavaRule {
  static final String ID = "HttpClientPerCall";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public boolean mayReport(FileText text) {
    return PerCallCreation.mayReport(text, PerCallCreations.HTTP_CLIENT);
  }

  @Override
  public void check(SourceFile file) {
    PerCallCreation.check(file, ID, PerCallCreations.HTTP_CLIENT);
  }
}
