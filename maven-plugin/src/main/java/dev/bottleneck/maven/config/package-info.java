/**
 * The scanning stage for Spring Boot configuration files ({@code application*.properties} and
 * YAML): reads them leniently and reports settings that are slow. Depends on {@code finding} and
 * the catalog only.
 */
package dev.bottleneck.maven.config;
