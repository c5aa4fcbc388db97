/**
 * How each front end of the engine (the Maven goals, the standalone command, the language server)
 * names its settings and commands, so that a message from any stage tells the user what to type in
 * the tool they ran. Plain data, the bottom of the plugin beside {@code finding}: depends on
 * nothing else of it.
 */
package dev.bottleneck.maven.frontend;
