package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ResourceLoaderAware;
import org.springframework.context.event.EventListener;
import org.springframework.core.io.ResourceLoader;

// Spring calls an Aware callback once per bean and no other method of the bean for implementing
// it: the index's download runs as often as its only caller, a start-up listener, so its mapper is
// made once (a method a request handler calls: MapperInAwareBeanHandlers). Error Prone follows
// calls within one class.
class MapperInAwareBeans {
  static class PackageIndex implements ResourceLoaderAware {
    private ResourceLoader resourceLoader;

    @Override
    public void setResourceLoader(ResourceLoader resourceLoader) {
      this.resourceLoader = resourceLoader;
    }

    public List<?> download(String index) throws Exception {
      // Error Prone alone: Diagnostic contains: ObjectMapperPerCall
      return new ObjectMapper().readValue(resourceLoader.getResource(index).getURL(), List.class);
    }
  }

  static class IndexInitializer {
    private final PackageIndex index;

    IndexInitializer(PackageIndex index) {
      this.index = index;
    }

    @EventListener(ApplicationReadyEvent.class)
    public void synchronize() throws Exception {
      index.download("classpath:index.yml");
    }
  }
}
