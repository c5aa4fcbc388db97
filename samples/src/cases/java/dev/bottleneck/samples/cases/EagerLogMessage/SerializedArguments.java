package dev.bottleneck.samples.cases.EagerLogMessage;

import cn.hutool.json.JSONUtil;
import com.alibaba.fastjson.JSON;
import com.alibaba.fastjson.JSONObject;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import org.apache.commons.lang3.builder.ReflectionToStringBuilder;
import org.apache.commons.lang3.builder.ToStringBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Arguments that serialize an object run on every call, whatever the level: a {} placeholder
 * defers the formatting of the text, not the serialization that produced it.
 */
class SerializedArguments {
  private static final Logger log = LoggerFactory.getLogger(SerializedArguments.class);
  private static final java.util.logging.Logger jul =
      java.util.logging.Logger.getLogger("orders");
  private final org.apache.logging.log4j.Logger log4j =
      org.apache.logging.log4j.LogManager.getLogger();
  private final org.apache.commons.logging.Log commons =
      org.apache.commons.logging.LogFactory.getLog(SerializedArguments.class);
  private final ObjectMapper mapper;
  private final Gson gson;
  private final org.codehaus.jackson.map.ObjectMapper legacyMapper;

  SerializedArguments(ObjectMapper mapper, Gson gson, org.codehaus.jackson.map.ObjectMapper old) {
    this.mapper = mapper;
    this.gson = gson;
    this.legacyMapper = old;
  }

  void place(LoggedOrder order) throws JsonProcessingException {
    // BUG: Diagnostic contains: EagerLogMessage
    // ObjectMapper.writeValueAsString(...) serializes an object for this debug call
    log.debug("order {}", mapper.writeValueAsString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // ObjectWriter.writeValueAsString(...) serializes
    log.debug("order {}", mapper.writerWithDefaultPrettyPrinter().writeValueAsString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // JSON.toJSONString(...) serializes an object for this debug call even when debug logging is
    log.debug("order: " + JSON.toJSONString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // JSONObject.toJSONString(...)
    log.trace("order {}", JSONObject.toJSONString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // JSON.toJSONString(...) serializes
    log.debug("order {}", com.alibaba.fastjson2.JSON.toJSONString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // Gson.toJson(...) serializes
    log.debug("order {}", gson.toJson(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // JSONUtil.toJsonStr(...)
    log.debug("order {}", JSONUtil.toJsonStr(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // ToStringBuilder.reflectionToString(...)
    log.debug("order {}", ToStringBuilder.reflectionToString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // ReflectionToStringBuilder.toString(...)
    log.debug("order {}", ReflectionToStringBuilder.toString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // ObjectMapper.writeValueAsString(...)
    log.debug("order {}", legacyMapper.writeValueAsString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // use the fluent API: atDebug().addArgument(() -> ...)
    log.debug("order {} of {}", String.valueOf(JSON.toJSONString(order).length()), "today");
  }

  void otherApis(LoggedOrder order) {
    // BUG: Diagnostic contains: EagerLogMessage
    // pass it as addArgument(() -> ...), or guard the call with isDebugEnabled()
    log.atDebug().addArgument(JSON.toJSONString(order)).log("order {}");
    // BUG: Diagnostic contains: EagerLogMessage
    // or pass a Supplier (() -> ...) as the parameter
    log4j.debug("order {}", JSON.toJSONString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // pass a Supplier lambda (() -> ...) instead of the string, or guard the call with
    jul.fine("order " + JSON.toJSONString(order));
    // BUG: Diagnostic contains: EagerLogMessage
    // serializes an object for this debug call even when debug logging is off, placeholder or
    commons.debug(JSON.toJSONString(order));
  }
}
