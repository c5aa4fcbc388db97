package dev.bottleneck.cost.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading and writing the result files; read errors name the file and what is wrong. */
final class Json {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {}

  static JsonNode read(Path file) {
    try {
      return MAPPER.readTree(file.toFile());
    } catch (JsonProcessingException e) {
      throw error(
          file,
          "is not valid JSON (line "
              + e.getLocation().getLineNr()
              + "): "
              + e.getOriginalMessage()
              + "; rerun the measurement that writes it");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  static String text(Path file, JsonNode node, String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull() || value.isContainerNode()) {
      throw error(file, "lacks the field \"" + field + "\"");
    }
    return value.asText();
  }

  /** A number; JMH writes {@code "NaN"} as a string where it has no error estimate. */
  static double number(Path file, JsonNode node, String field) {
    JsonNode value = node.get(field);
    if (value != null && value.isNumber()) {
      return value.doubleValue();
    }
    if (value != null && value.isTextual()) {
      try {
        return Double.parseDouble(value.asText());
      } catch (NumberFormatException e) {
        // reported below
      }
    }
    throw error(file, "has no number in \"" + field + "\"");
  }

  /** Writes {@code value} as indented JSON ending in a line feed, creating the folder. */
  static void write(Path out, Object value) throws IOException {
    Path parent = out.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.writeString(
        out, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value) + "\n");
  }

  static IllegalArgumentException error(Path file, String what) {
    return new IllegalArgumentException(file + " " + what);
  }
}
