package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.context.ResourceLoaderAware;
import org.springframework.core.io.ResourceLoader;

// A bean that implements an Aware callback: its other methods run as often as their callers, here
// a request handler's, so the mapper is made per request.
class MapperInAwareBeanHandlers {
  static class PackageDescriptions implements ResourceLoaderAware {
    private ResourceLoader resourceLoader;

    @Override
    public void setResourceLoader(ResourceLoader resourceLoader) {
      this.resourceLoader = resourceLoader;
    }

    public String describe(String name) throws Exception {
      // BUG: Diagnostic contains: ObjectMapperPerCall
      return new ObjectMapper().writeValueAsString(resourceLoader.getResource(name).getFilename());
    }
  }

  static class PackageController {
    private final PackageDescriptions descriptions;

    PackageController(PackageDescriptions descriptions) {
      this.descriptions = descriptions;
    }

    public String show(String name) throws Exception {
      return descriptions.describe(name);
    }
  }
}
