package dev.bottleneck.catalog.facts;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Remote calls of SDKs and RPC frameworks, facts of the WideTransactional rule: payment SDKs,
 * Hutool's HTTP client, Alibaba Cloud's API client, Dubbo references and gRPC blocking stubs. Each
 * waits for a partner's answer over the network. Members that only sign or build a request locally
 * (Alipay's {@code pageExecute} and {@code sdkExecute}, which return a form or an order string for
 * the client; WxJava's notification parsers) are left out.
 */
public final class RemoteSdkCalls {
  /** Alipay's SDK client: {@code execute} and {@code certificateExecute} send the request. */
  public static final Api ALIPAY =
      Api.instanceMethod("com.alipay.api.AlipayClient", "execute", "certificateExecute");

  private static final String WX_JAVA_PAY = "com.github.binarywang.wxpay.service.WxPayService";

  /** WxJava's pay service: each of these calls WeChat Pay's API. */
  public static final Api WX_JAVA_PAY_CALLS =
      Api.instanceMethod(
          WX_JAVA_PAY,
          "unifiedOrder",
          "unifiedOrderV3",
          "createOrder",
          "createOrderV3",
          "createPartnerOrderV3",
          "queryOrder",
          "queryOrderV3",
          "closeOrder",
          "closeOrderV3",
          "reverseOrder",
          "refund",
          "refundV2",
          "refundV3",
          "refundQuery",
          "refundQueryV2",
          "refundQueryV3",
          "micropay",
          "downloadBill",
          "downloadFundFlow",
          "shorturl",
          "authcode2Openid",
          "post",
          "postV3",
          "get",
          "getV3");

  private static final String WECHAT_PAY = "com.wechat.pay.java.service.";

  /** WeChat Pay's official Java SDK (wechatpay-java): its payment and refund services. */
  public static final List<Api> WECHAT_PAY_CALLS =
      List.of(
          Api.instanceMethod(
              WECHAT_PAY + "payments.jsapi.JsapiService",
              "prepay",
              "queryOrderById",
              "queryOrderByOutTradeNo",
              "closeOrder"),
          Api.instanceMethod(
              WECHAT_PAY + "payments.jsapi.JsapiServiceExtension",
              "prepayWithRequestPayment",
              "queryOrderById",
              "queryOrderByOutTradeNo",
              "closeOrder"),
          Api.instanceMethod(
              WECHAT_PAY + "payments.nativepay.NativePayService",
              "prepay",
              "queryOrderById",
              "queryOrderByOutTradeNo",
              "closeOrder"),
          Api.instanceMethod(
              WECHAT_PAY + "payments.app.AppService",
              "prepay",
              "queryOrderById",
              "queryOrderByOutTradeNo",
              "closeOrder"),
          Api.instanceMethod(
              WECHAT_PAY + "payments.app.AppServiceExtension",
              "prepayWithRequestPayment",
              "queryOrderById",
              "queryOrderByOutTradeNo",
              "closeOrder"),
          Api.instanceMethod(
              WECHAT_PAY + "payments.h5.H5Service",
              "prepay",
              "queryOrderById",
              "queryOrderByOutTradeNo",
              "closeOrder"),
          Api.instanceMethod(WECHAT_PAY + "refund.RefundService", "create", "queryByOutRefundNo"));

  /** Hutool's HTTP helpers: each sends a request and reads the answer. */
  public static final Api HUTOOL_HTTP_UTIL =
      Api.staticMethod(
          "cn.hutool.http.HttpUtil",
          "get",
          "post",
          "downloadString",
          "downloadBytes",
          "downloadFile",
          "downloadFileFromUrl",
          "download");

  /** Hutool's request builder sends on {@code execute}. */
  public static final Api HUTOOL_HTTP_REQUEST =
      Api.instanceMethod("cn.hutool.http.HttpRequest", "execute", "executeAsync");

  /** Alibaba Cloud's API client ({@code DefaultAcsClient}): SMS, STS and every other service. */
  public static final Api ALIYUN_ACS =
      Api.instanceMethod(
          "com.aliyuncs.IAcsClient", "getAcsResponse", "doAction", "getCommonResponse");

  /** The SDK calls, in the order engines try them. */
  public static final List<Api> CALLS =
      Stream.of(
              List.of(ALIPAY, WX_JAVA_PAY_CALLS),
              WECHAT_PAY_CALLS,
              List.of(HUTOOL_HTTP_UTIL, HUTOOL_HTTP_REQUEST, ALIYUN_ACS))
          .flatMap(List::stream)
          .toList();

  /** The library hierarchy of the SDK clients, for an engine without them on its class path. */
  public static final List<Supertypes> SUPERTYPES =
      List.of(
          Supertypes.of("com.alipay.api.DefaultAlipayClient", ALIPAY.owner()),
          Supertypes.of("com.alipay.api.AbstractAlipayClient", ALIPAY.owner()),
          Supertypes.of("com.github.binarywang.wxpay.service.impl.WxPayServiceImpl", WX_JAVA_PAY),
          Supertypes.of("com.aliyuncs.DefaultAcsClient", ALIYUN_ACS.owner()),
          Supertypes.leaf(ALIPAY.owner()),
          Supertypes.leaf(WX_JAVA_PAY),
          Supertypes.leaf(HUTOOL_HTTP_REQUEST.owner()),
          Supertypes.leaf(ALIYUN_ACS.owner()));

  /**
   * Annotations of a field whose every call goes to another process: Dubbo's references, current
   * and older (Apache and Alibaba packages).
   */
  public static final Set<String> REMOTE_FIELD_ANNOTATIONS =
      Set.of(
          "org.apache.dubbo.config.annotation.DubboReference",
          "org.apache.dubbo.config.annotation.Reference",
          "com.alibaba.dubbo.config.annotation.Reference");

  /**
   * The methods of {@code Object}, which a remote proxy or a stub answers locally ({@code
   * toString}, {@code hashCode}, {@code equals}) or which are final and run locally anyway.
   */
  public static final Set<String> LOCAL_PROXY_METHODS =
      Arrays.stream(Object.class.getMethods())
          .map(Method::getName)
          .collect(Collectors.toUnmodifiableSet());

  /** gRPC's blocking stubs: every call of a generated stub waits for the server's answer. */
  public static final String GRPC_BLOCKING_STUB = "io.grpc.stub.AbstractBlockingStub";

  /**
   * How gRPC's generator names a blocking stub, nested in the service's {@code ...Grpc} class: for
   * an engine without the generated code on its class path.
   */
  public static final List<String> GRPC_BLOCKING_STUB_SUFFIXES =
      List.of("BlockingStub", "BlockingV2Stub");

  /** The outer class gRPC's generator declares the stubs in ends with this. */
  public static final String GRPC_SERVICE_SUFFIX = "Grpc";

  /** The members of a stub that configure a copy of it, or read it, locally. */
  public static final Set<String> GRPC_STUB_LOCAL_METHODS =
      Set.of(
          "withDeadline",
          "withDeadlineAfter",
          "withExecutor",
          "withCompression",
          "withChannel",
          "withOption",
          "withInterceptors",
          "withCallCredentials",
          "withWaitForReady",
          "withMaxInboundMessageSize",
          "withMaxOutboundMessageSize",
          "withOnReadyThreshold",
          "getChannel",
          "getCallOptions",
          "build");

  private RemoteSdkCalls() {}
}
