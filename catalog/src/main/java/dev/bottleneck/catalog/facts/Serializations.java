package dev.bottleneck.catalog.facts;

import java.util.List;

/**
 * Calls that serialize a whole object to text or bytes: JSON mappers (Jackson 1, 2 and 3, Gson,
 * fastjson and fastjson2, Hutool) and commons-lang's reflection {@code toString} builders. Each
 * walks the object graph, by reflection or through cached serializers, and costs micro- rather than
 * nanoseconds. As an argument of a log call they run before the logger checks the level, whether
 * the text then fills a {@code {}} placeholder or not: a placeholder defers only the formatting.
 */
public final class Serializations {
  private static final String JACKSON2 = "com.fasterxml.jackson.databind.";
  private static final String JACKSON3 = "tools.jackson.databind.";
  private static final String JACKSON1 = "org.codehaus.jackson.map.";
  private static final String[] JACKSON_WRITES = {"writeValueAsString", "writeValueAsBytes"};
  private static final String[] JACKSON_WRITERS = {
    "writer", "writerFor", "writerWithView", "writerWithDefaultPrettyPrinter"
  };
  private static final String FASTJSON_TO_STRING = "toJSONString";

  /** The serializing calls; each instance fact counts subtypes of its owner. */
  public static final List<Api> CALLS =
      List.of(
          Api.instanceMethod(JACKSON2 + "ObjectMapper", JACKSON_WRITES),
          Api.instanceMethod(JACKSON2 + "ObjectWriter", JACKSON_WRITES),
          Api.instanceMethod(JACKSON3 + "ObjectMapper", JACKSON_WRITES),
          Api.instanceMethod(JACKSON3 + "ObjectWriter", JACKSON_WRITES),
          Api.instanceMethod(JACKSON1 + "ObjectMapper", JACKSON_WRITES),
          Api.instanceMethod(JACKSON1 + "ObjectWriter", JACKSON_WRITES),
          Api.instanceMethod("com.google.gson.Gson", "toJson"),
          // fastjson's JSONObject and JSONArray extend JSON, and are often named instead.
          Api.staticMethod("com.alibaba.fastjson.JSON", FASTJSON_TO_STRING),
          Api.staticMethod("com.alibaba.fastjson.JSONObject", FASTJSON_TO_STRING),
          Api.staticMethod("com.alibaba.fastjson.JSONArray", FASTJSON_TO_STRING),
          Api.staticMethod("com.alibaba.fastjson2.JSON", FASTJSON_TO_STRING),
          Api.staticMethod("cn.hutool.json.JSONUtil", "toJsonStr", "toJsonPrettyStr"),
          Api.staticMethod(
              "org.apache.commons.lang3.builder.ToStringBuilder", "reflectionToString"),
          Api.staticMethod(
              "org.apache.commons.lang3.builder.ReflectionToStringBuilder", "toString"),
          Api.staticMethod("org.apache.commons.lang.builder.ToStringBuilder", "reflectionToString"),
          Api.staticMethod(
              "org.apache.commons.lang.builder.ReflectionToStringBuilder", "toString"));

  /** The writers a Jackson mapper derives, so that {@code mapper.writer().writeValueAsString}. */
  public static final List<Returns> RETURNS =
      List.of(
          new Returns(
              Api.instanceMethod(JACKSON2 + "ObjectMapper", JACKSON_WRITERS),
              JACKSON2 + "ObjectWriter"),
          new Returns(
              Api.instanceMethod(JACKSON3 + "ObjectMapper", JACKSON_WRITERS),
              JACKSON3 + "ObjectWriter"),
          new Returns(
              Api.instanceMethod(JACKSON1 + "ObjectMapper", JACKSON_WRITERS),
              JACKSON1 + "ObjectWriter"));

  /**
   * The writers above, known to have no supertype that matters to a rule; the mappers are {@link
   * PerCallCreations#OBJECT_MAPPER}'s.
   */
  public static final List<Supertypes> SUPERTYPES =
      List.of(
          Supertypes.leaf(JACKSON2 + "ObjectWriter"),
          Supertypes.leaf(JACKSON3 + "ObjectWriter"),
          Supertypes.leaf(JACKSON1 + "ObjectWriter"));

  private Serializations() {}

  /**
   * How a finding names a serializing call: {@code JSON.toJSONString(...)}, {@code
   * ObjectMapper.writeValueAsString(...)}.
   */
  public static String construct(Api api, String method) {
    return api.simpleOwner() + "." + method + "(...)";
  }
}
