package dev.bottleneck.samples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.json.JsonMapper;

/**
 * A controller that builds a Jackson mapper in every request. Each new mapper introspects the order
 * classes and builds its serializers again, work a shared mapper does once and caches: the more
 * classes the payload reaches, the more every request pays (see the rule page's Evidence).
 */
@RestController
public class ObjectMapperPerCallBad {

  @PostMapping("/orders")
  public String create(@RequestBody Map<String, Object> order) throws JsonProcessingException {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    ObjectMapper mapper = new ObjectMapper();
    return mapper.writeValueAsString(order);
  }

  @GetMapping("/orders/export.xml")
  public String exportXml(List<Map<String, Object>> orders) throws JsonProcessingException {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return new XmlMapper().writeValueAsString(orders);
  }

  @GetMapping("/orders/export.yaml")
  public String exportYaml(List<Map<String, Object>> orders) throws JsonProcessingException {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return YAMLMapper.builder().build().writeValueAsString(orders);
  }

  public List<String> exportEachAsXml(List<Map<String, Object>> orders) {
    return orders.stream()
        .map(
            order -> {
              try {
                ObjectMapper mapper =
                    // BUG: Diagnostic contains: ObjectMapperPerCall
                    XmlMapper.builder().defaultUseWrapper(false).build();
                return mapper.writeValueAsString(order);
              } catch (JsonProcessingException e) {
                throw new IllegalArgumentException(e);
              }
            })
        .toList();
  }

  /** Jackson 3 mappers are immutable and as costly to build. */
  public String jackson3(Map<String, Object> order) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    String compact = new JsonMapper().writeValueAsString(order);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    JsonMapper pretty = JsonMapper.builder().build();
    return compact + pretty.writerWithDefaultPrettyPrinter().writeValueAsString(order);
  }

  public String audit(Map<String, Object> order) throws JsonProcessingException {
    return auditMapper().writeValueAsString(order);
  }

  /** Private, but called from a request method: it runs per request too. */
  private ObjectMapper auditMapper() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return new ObjectMapper().findAndRegisterModules();
  }
}
