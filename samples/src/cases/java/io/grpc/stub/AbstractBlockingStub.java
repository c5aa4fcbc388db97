// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package io.grpc.stub;

public abstract class AbstractBlockingStub<S extends AbstractBlockingStub<S>>
    extends AbstractStub<S> {}
