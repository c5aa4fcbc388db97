package dev.bottleneck.maven.config;

/**
 * One key and its value in a Spring Boot configuration file.
 *
 * @param key the full key as written, YAML levels joined with dots, e.g. {@code
 *     spring.mvc.pathmatch.matchingStrategy}
 * @param value the value, unescaped
 * @param line 1-based line where the value starts
 * @param column 1-based column where the value starts
 * @param snippet the source line of the value, for baseline matching
 */
public record ConfigEntry(String key, String value, int line, int column, String snippet) {}
