package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;

// Jackson makes every mapper subclass override copy(), which must create an instance.
class CustomMapper extends ObjectMapper {
  CustomMapper() {}

  CustomMapper(CustomMapper source) {
    super(source);
  }

  @Override
  public CustomMapper copy() {
    return new CustomMapper(this);
  }

  static CustomMapper withDefaults() {
    return new CustomMapper();
  }

  ObjectMapper plain() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }

  static class Builder {
    CustomMapper build() {
      return new CustomMapper();
    }
  }
}
