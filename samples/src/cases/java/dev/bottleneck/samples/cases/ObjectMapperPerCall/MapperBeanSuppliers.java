package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.function.Supplier;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.support.BeanDefinitionBuilder;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;

/**
 * Beans registered in code: Spring runs the supplier of a singleton bean once and keeps the bean,
 * as it runs a {@code @Bean} method, so a mapper made by the supplier (a lambda, or a method it
 * references) is made once. A supplier given to anything else runs whenever its holder calls it.
 */
class MapperBeanSuppliers {
  AnnotationConfigApplicationContext context() {
    AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
    context.registerBean("mapper", ObjectMapper.class, this::registryMapper);
    context.registerBean(Publisher.class, () -> new Publisher(registryMapper()));
    context.registerBean(
        "defaults", ObjectMapper.class, () -> new ObjectMapper(), definition -> {});
    context.registerBeanDefinition(
        "plain",
        BeanDefinitionBuilder.genericBeanDefinition(ObjectMapper.class, () -> new ObjectMapper())
            .getBeanDefinition());
    return context;
  }

  private ObjectMapper registryMapper() {
    return new ObjectMapper().findAndRegisterModules();
  }

  // The mapper bean when there is one, else a new mapper per call.
  ObjectMapper current(ObjectProvider<ObjectMapper> mappers) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return mappers.getIfAvailable(() -> new ObjectMapper());
  }

  // A registry of the application's own, named like Spring's: it runs the supplier per lookup.
  Object lookup(Registry registry) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return registry.registerBean("mapper", () -> new ObjectMapper());
  }

  static final class Registry {
    Object registerBean(String name, Supplier<ObjectMapper> supplier) {
      return supplier.get();
    }
  }

  record Publisher(ObjectMapper mapper) {}
}
