// Spring Shell is not among the samples' dependencies: the checks know its command annotations by
// name.
package org.springframework.shell.command.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Command {
  String[] command() default {};
}
