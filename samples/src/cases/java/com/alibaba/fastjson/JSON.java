// fastjson is not among the samples' dependencies: the checks know it by name.
package com.alibaba.fastjson;

public abstract class JSON {
  public static String toJSONString(Object object) {
    return "";
  }

  public static <T> T parseObject(String text, Class<T> type) {
    return null;
  }
}
