package dev.bottleneck.samples.cases.WideTransactional;

import cn.hutool.http.HttpRequest;
import cn.hutool.http.HttpUtil;
import com.alipay.api.AlipayClient;
import com.aliyuncs.IAcsClient;
import com.github.binarywang.wxpay.service.WxPayService;
import com.wechat.pay.java.service.payments.jsapi.JsapiService;
import org.springframework.transaction.annotation.Transactional;

/**
 * Payment SDKs, Hutool's HTTP client and Alibaba Cloud's API client wait for a partner's answer
 * inside the transaction. Alipay's {@code sdkExecute} only signs an order string for the app, and
 * WxJava parses a notification locally.
 */
public class PaymentAndHttpSdks {
  AlipayClient alipay;
  WxPayService wxPay;
  JsapiService jsapi;
  IAcsClient aliyun;

  @Transactional
  public void pay(String order) {
    // BUG: Diagnostic contains: WideTransactional
    // AlipayClient.execute (remote call)
    alipay.execute(order);
    // BUG: Diagnostic contains: WideTransactional
    // WxPayService.createOrder (remote call)
    wxPay.createOrder(order);
    // BUG: Diagnostic contains: WideTransactional
    // JsapiService.prepay (remote call)
    jsapi.prepay(order);
  }

  @Transactional
  public Object signOnly(String order, String notification) {
    return alipay.sdkExecute(order) + "" + wxPay.parseOrderNotifyResult(notification);
  }

  @Transactional
  public void notifyShop(String url, String body) {
    // BUG: Diagnostic contains: WideTransactional
    // HttpUtil.post (remote call)
    HttpUtil.post(url, body);
    // BUG: Diagnostic contains: WideTransactional
    // HttpRequest.execute (remote call)
    HttpRequest.post(url).body(body).execute();
    HttpUtil.createGet(url);
  }

  @Transactional
  public void sendCode(Object smsRequest) {
    // BUG: Diagnostic contains: WideTransactional
    // IAcsClient.getAcsResponse (remote call)
    aliyun.getAcsResponse(smsRequest);
  }
}
