package dev.bottleneck.samples.cases.EagerLogMessage.bus;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** An application's command bus marks its handlers with this: it calls them per request. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@interface Command {}
