// commons-lang3 is not among the samples' dependencies: the checks know it by name.
package org.apache.commons.lang3.builder;

public class ToStringBuilder {
  public static String reflectionToString(Object object) {
    return "";
  }
}
