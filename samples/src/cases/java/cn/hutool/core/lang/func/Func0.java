// Hutool is not among the samples' dependencies: the checks know it by name.
package cn.hutool.core.lang.func;

import java.io.Serializable;

@FunctionalInterface
public interface Func0<R> extends Serializable {
  R call() throws Exception;
}
