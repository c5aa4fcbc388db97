// Hutool is not among the samples' dependencies: the checks know it by name.
package cn.hutool.core.lang;

import cn.hutool.core.lang.func.Func0;

public final class Singleton {
  private Singleton() {}

  public static <T> T get(String key, Func0<T> supplier) {
    return null;
  }

  public static void put(String key, Object object) {}
}
