// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.obs.services;

public interface IObsClient {
  Object putObject(String bucket, String key, java.io.InputStream input);

  Object getObject(String bucket, String key);
}
