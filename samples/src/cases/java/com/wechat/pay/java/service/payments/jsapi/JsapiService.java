// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.wechat.pay.java.service.payments.jsapi;

public class JsapiService {
  public Object prepay(Object request) {
    return null;
  }
}
