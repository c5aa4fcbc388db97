// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.obs.services;

public class ObsClient implements IObsClient {
  public ObsClient(String accessKey, String secretKey, String endpoint) {}

  @Override
  public Object putObject(String bucket, String key, java.io.InputStream input) {
    return null;
  }

  @Override
  public Object getObject(String bucket, String key) {
    return null;
  }
}
