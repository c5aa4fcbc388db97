package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.BeanNameAware;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationContextAware;

// Spring calls each Aware callback once per bean, while it creates the bean: a debug line there is
// built once. The same method on a class that is no Aware bean runs whenever its callers do.
class AwareCallbacksRunOnce {
  private static final Logger log = LoggerFactory.getLogger(AwareCallbacksRunOnce.class);

  interface Filter extends BeanNameAware {}

  static final class NamedFilter implements Filter {
    @Override
    public void setBeanName(String name) {
      log.debug("filter bean " + name + " created");
    }
  }

  static final class ContextHolder implements ApplicationContextAware, BeanFactoryAware {
    @Override
    public void setApplicationContext(ApplicationContext context) {
      log.debug("context " + context.getId() + " set");
    }

    @Override
    public void setBeanFactory(BeanFactory factory) {
      log.debug("factory " + factory + " set");
    }
  }

  // A form object that a request handler fills per request.
  static final class ReportForm {
    void setBeanName(String beanName) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("report on " + beanName);
    }
  }

  String report(String beanName) {
    ReportForm form = new ReportForm();
    form.setBeanName(beanName);
    return beanName;
  }
}
