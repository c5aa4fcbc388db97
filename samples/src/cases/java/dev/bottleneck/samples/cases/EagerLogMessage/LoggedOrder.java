package dev.bottleneck.samples.cases.EagerLogMessage;

/** The domain type the log calls of these cases print. */
class LoggedOrder {}
