// commons-lang3 is not among the samples' dependencies: the checks know it by name.
package org.apache.commons.lang3.builder;

public class ReflectionToStringBuilder extends ToStringBuilder {
  public static String toString(Object object) {
    return "";
  }
}
