package dev.bottleneck.samples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Mappers created once and shared: a constant, a bean, a lazily created field, a cache per tenant.
 * Readers and writers derived from a shared mapper reuse its caches and are cheap per call.
 */
@RestController
public class ObjectMapperPerCallGood {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final ObjectReader ORDER_READER = MAPPER.readerFor(Map.class);

  private final Map<String, ObjectMapper> mapperByTenant = new ConcurrentHashMap<>();
  private final ObjectMapper injected;
  private volatile XmlMapper xmlMapper;

  public ObjectMapperPerCallGood(ObjectMapper injected) {
    this.injected = injected;
  }

  /** Spring builds the bean once and injects it where it is needed. */
  @Configuration
  public static class JacksonConfiguration {
    @Bean
    public ObjectMapper objectMapper() {
      return JsonMapper.builder().findAndAddModules().build();
    }
  }

  @PostMapping("/orders")
  public String create(@RequestBody Map<String, Object> order) throws JsonProcessingException {
    return MAPPER.writeValueAsString(order) + injected.writeValueAsString(order);
  }

  public Map<String, Object> parse(String json) throws JsonProcessingException {
    return ORDER_READER.readValue(json);
  }

  public String pretty(Map<String, Object> order) throws JsonProcessingException {
    ObjectWriter writer = MAPPER.writerWithDefaultPrettyPrinter();
    return writer.writeValueAsString(order);
  }

  public String exportXml(Map<String, Object> order) throws JsonProcessingException {
    if (xmlMapper == null) {
      xmlMapper = new XmlMapper();
    }
    return xmlMapper.writeValueAsString(order);
  }

  public String forTenant(String tenant, Map<String, Object> order) throws JsonProcessingException {
    ObjectMapper mapper = mapperByTenant.computeIfAbsent(tenant, key -> new ObjectMapper());
    return mapper.writeValueAsString(order);
  }
}
