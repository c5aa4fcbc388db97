package dev.bottleneck.samples.cases.WideTransactional;

import com.aliyun.oss.OSS;
import com.aliyuncs.IAcsClient;
import java.io.ByteArrayInputStream;

/** The implementations of {@link Signup}'s interfaces, in a file of their own. */
class AliyunSmsSender implements SmsSender {
  IAcsClient client;

  @Override
  public void send(String phone, String text) {
    client.getAcsResponse(phone + text);
  }
}

/** The development variant: writes the message to the log. */
class LoggingSmsSender implements SmsSender {
  @Override
  public void send(String phone, String text) {
    System.out.println(phone + ": " + text);
  }
}

/** Six random digits, no I/O. */
class RandomCodeGenerator implements CodeGenerator {
  @Override
  public String next() {
    return String.valueOf(100000 + new java.util.Random().nextInt(900000));
  }
}

/** Avatars in Aliyun OSS. */
class OssAvatarStore extends AvatarStore {
  OSS oss;

  @Override
  void store(String user, byte[] image) {
    oss.putObject("avatars", user, new ByteArrayInputStream(image));
  }
}
