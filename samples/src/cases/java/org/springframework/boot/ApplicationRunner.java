// Spring Boot is not among the samples' dependencies: the checks know its callbacks by name.
package org.springframework.boot;

public interface ApplicationRunner {
  void run(ApplicationArguments args) throws Exception;
}
