package dev.bottleneck.catalog.facts;

/**
 * What library methods return, so that an engine without the library on its class path can follow a
 * call chain ({@code logger.atDebug().addArgument(x).log()}, {@code client.target(u).request()}).
 *
 * @param api the methods
 * @param type the canonical name of what they return
 */
public record Returns(Api api, String type) {}
