package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;

/**
 * Slow work behind an interface or an abstract method of the module: the call runs one of the
 * implementations the module declares, and the transaction is wide when any of them does slow work
 * (the one wired in production is the one that matters; a logging variant beside it does not make
 * the transaction narrow). The path names the implementation. An interface whose implementations
 * all work locally is no slow work.
 */
public class Signup {
  SmsSender sms;
  AvatarStore avatars;
  CodeGenerator codes;

  @Transactional
  public void register(String phone, byte[] avatar) {
    String code = codes.next();
    // BUG: Diagnostic contains: WideTransactional
    // AliyunSmsSender.send() -> IAcsClient.getAcsResponse (remote call)
    sms.send(phone, code);
    // BUG: Diagnostic contains: WideTransactional
    // OssAvatarStore.store() -> OSS.putObject (remote call)
    avatars.store(phone, avatar);
  }
}

/** Sends a text message; two implementations, one chosen by configuration. */
interface SmsSender {
  void send(String phone, String text);
}

/** Generates verification codes locally. */
interface CodeGenerator {
  String next();
}

/** Stores avatars; the subclass says where. */
abstract class AvatarStore {
  abstract void store(String user, byte[] image);
}
