// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.alipay.api;

public interface AlipayClient {
  <T> T execute(Object request);

  <T> T sdkExecute(Object request);
}
