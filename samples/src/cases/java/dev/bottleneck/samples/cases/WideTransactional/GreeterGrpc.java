package dev.bottleneck.samples.cases.WideTransactional;

import io.grpc.stub.AbstractBlockingStub;

/** The shape of a class gRPC's generator writes for a service, with its blocking stub. */
public final class GreeterGrpc {
  private GreeterGrpc() {}

  /** The blocking stub: each method sends the request and waits for the answer. */
  public static final class GreeterBlockingStub extends AbstractBlockingStub<GreeterBlockingStub> {
    public String sayHello(String name) {
      return name;
    }
  }
}
