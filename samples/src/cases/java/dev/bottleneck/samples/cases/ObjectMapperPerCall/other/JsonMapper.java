package dev.bottleneck.samples.cases.ObjectMapperPerCall.other;

public class JsonMapper {
  public static Builder builder() {
    return new Builder();
  }

  public static final class Builder {
    public JsonMapper build() {
      return new JsonMapper();
    }
  }
}
