// Spring Cloud Netflix 1.x (the legacy Feign package) is not among the samples' dependencies: the
// checks know its annotation by name.
package org.springframework.cloud.netflix.feign;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface FeignClient {
  String value() default "";
}
