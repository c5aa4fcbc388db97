// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.aliyuncs;

public interface IAcsClient {
  <T> T getAcsResponse(Object request);
}
