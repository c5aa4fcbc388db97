// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.github.binarywang.wxpay.service;

public interface WxPayService {
  <T> T createOrder(Object request);

  Object refund(Object request);

  Object parseOrderNotifyResult(String xml);
}
