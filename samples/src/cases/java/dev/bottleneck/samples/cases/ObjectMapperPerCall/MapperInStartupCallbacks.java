package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.CommandLineRunner;

// Callbacks a container or Spring Boot calls once, at start-up or once per bean.
class MapperInStartupCallbacks {
  static final class Runner implements ApplicationRunner {
    @Override
    public void run(ApplicationArguments args) throws Exception {
      new ObjectMapper().writeValueAsString(args);
    }
  }

  static final class CommandLine implements CommandLineRunner {
    @Override
    public void run(String... args) throws Exception {
      new ObjectMapper().writeValueAsString(args);
    }
  }

  static final class Initializing implements InitializingBean, SmartInitializingSingleton {
    private ObjectMapper mapper;

    @Override
    public void afterPropertiesSet() {
      mapper = new ObjectMapper();
    }

    @Override
    public void afterSingletonsInstantiated() {
      mapper.setConfig(new ObjectMapper().getSerializationConfig());
    }
  }

  static final class Listener implements ServletContextListener {
    @Override
    public void contextInitialized(ServletContextEvent event) {
      new ObjectMapper();
    }

    // Not a callback of the listener: any caller may run it as often as it likes.
    public void onRequest() {
      // BUG: Diagnostic contains: ObjectMapperPerCall
      new ObjectMapper();
    }
  }
}
