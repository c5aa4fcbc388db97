// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package io.grpc.stub;

public abstract class AbstractStub<S extends AbstractStub<S>> {
  public final S withDeadlineAfter(long duration, java.util.concurrent.TimeUnit unit) {
    return null;
  }
}
