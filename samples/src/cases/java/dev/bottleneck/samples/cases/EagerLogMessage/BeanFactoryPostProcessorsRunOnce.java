package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;

// Spring calls each bean factory post-processor once, while it refreshes the context and before it
// creates any other bean (seen in LibrePlan, whose post-processor logs each bean it redirects): a
// debug line there is built once. A bean post-processor's callbacks are not such places: they run
// for every bean Spring creates, prototypes included. A method of the same name on a class that is
// no post-processor runs whenever its callers do.
class BeanFactoryPostProcessorsRunOnce {
  private static final Logger log = LoggerFactory.getLogger(BeanFactoryPostProcessorsRunOnce.class);

  static final class Redirects implements BeanFactoryPostProcessor {
    @Override
    public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
      for (String name : beanFactory.getBeanDefinitionNames()) {
        log.debug("redirecting " + name);
      }
    }
  }

  static final class Registrations implements BeanDefinitionRegistryPostProcessor {
    @Override
    public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) {
      log.debug("registering beside " + registry.getBeanDefinitionCount() + " definitions");
    }

    @Override
    public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
      log.debug("registered " + beanFactory.getBeanDefinitionCount() + " definitions");
    }
  }

  // A request handler's helper that shares the name.
  static final class TenantBeans {
    void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("tenant beans " + beanFactory);
    }
  }

  String beans(ConfigurableListableBeanFactory beanFactory) {
    new TenantBeans().postProcessBeanFactory(beanFactory);
    return beanFactory.toString();
  }
}
