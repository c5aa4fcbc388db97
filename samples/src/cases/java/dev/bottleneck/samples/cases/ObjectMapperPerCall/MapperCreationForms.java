package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

class MapperCreationForms {
  static final class CustomMapper extends ObjectMapper {}

  Object jackson2(Object body) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    new ObjectMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new JsonMapper()
    new JsonMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new XmlMapper()
    new XmlMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new YAMLMapper()
    new YAMLMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    new ObjectMapper() {}.writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new MapperCreationForms.CustomMapper()
    new CustomMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // JsonMapper.builder()...build()
    JsonMapper.builder().findAndAddModules().build().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // XmlMapper.builder()...build()
    XmlMapper.builder().defaultUseWrapper(false).build().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // YAMLMapper.builder()...build()
    return YAMLMapper.builder().build().writeValueAsString(body);
  }

  Object jackson3(Object body) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    new tools.jackson.databind.ObjectMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new JsonMapper()
    new tools.jackson.databind.json.JsonMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new XmlMapper()
    new tools.jackson.dataformat.xml.XmlMapper().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // JsonMapper.builder()...build()
    tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(body);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // JsonMapper.builderWithJackson2Defaults()...build()
    tools.jackson.databind.json.JsonMapper.builderWithJackson2Defaults().build();
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // YAMLMapper.builder()...build()
    return tools.jackson.dataformat.yaml.YAMLMapper.builder().build();
  }
}
