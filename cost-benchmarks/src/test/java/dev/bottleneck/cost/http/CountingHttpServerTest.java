package dev.bottleneck.cost.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

final class CountingHttpServerTest {

  private static final String GET = "GET /v1/prices/sku-1042 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  private static final String OK =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 62\r\n\r\n"
          + CountingHttpServer.BODY;

  @Test
  void keepsTheConnectionAliveAcrossRequests() throws IOException {
    try (CountingHttpServer server = CountingHttpServer.start();
        Socket socket = new Socket("127.0.0.1", server.port())) {
      for (int i = 0; i < 3; i++) {
        send(socket, GET);
        assertThat(read(socket.getInputStream(), OK.length())).isEqualTo(OK);
      }
      assertThat(server.acceptedConnections()).isEqualTo(1);
      assertThat(server.answeredRequests()).isEqualTo(3);
    }
  }

  @Test
  void answersPipelinedRequestsInOrder() throws IOException {
    try (CountingHttpServer server = CountingHttpServer.start();
        Socket socket = new Socket("127.0.0.1", server.port())) {
      send(socket, GET + GET);
      assertThat(read(socket.getInputStream(), 2 * OK.length())).isEqualTo(OK + OK);
      assertThat(server.acceptedConnections()).isEqualTo(1);
    }
  }

  @Test
  void countsEveryConnectionAndClosesOnConnectionClose() throws IOException {
    try (CountingHttpServer server = CountingHttpServer.start()) {
      for (int i = 0; i < 2; i++) {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
          send(socket, GET.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"));
          assertThat(readToEnd(socket.getInputStream()))
              .isEqualTo(OK.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"));
        }
      }
      assertThat(server.acceptedConnections()).isEqualTo(2);
      assertThat(server.answeredRequests()).isEqualTo(2);
    }
  }

  @Test
  void closesAfterAnHttp10Request() throws IOException {
    try (CountingHttpServer server = CountingHttpServer.start();
        Socket socket = new Socket("127.0.0.1", server.port())) {
      send(socket, GET.replace("HTTP/1.1", "HTTP/1.0"));
      assertThat(readToEnd(socket.getInputStream()))
          .isEqualTo(OK.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"));
    }
  }

  @Test
  void refusesARequestWithABody() throws IOException {
    try (CountingHttpServer server = CountingHttpServer.start();
        Socket socket = new Socket("127.0.0.1", server.port())) {
      send(socket, "POST /v1/prices HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}");
      assertThat(readToEnd(socket.getInputStream()))
          .isEqualTo(
              "HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: 0"
                  + "\r\nConnection: close\r\n\r\n");
    }
  }

  @Test
  void readsAHeadLongerThanItsFirstBuffer() throws IOException {
    String longHeader = "X-Trace: " + "a".repeat(6000) + "\r\n";
    try (CountingHttpServer server = CountingHttpServer.start();
        Socket socket = new Socket("127.0.0.1", server.port())) {
      send(socket, GET.replace("\r\n\r\n", "\r\n" + longHeader + "\r\n"));
      assertThat(read(socket.getInputStream(), OK.length())).isEqualTo(OK);
    }
  }

  private static void send(Socket socket, String request) throws IOException {
    OutputStream out = socket.getOutputStream();
    out.write(request.getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
  }

  private static String read(InputStream in, int length) throws IOException {
    return new String(in.readNBytes(length), StandardCharsets.UTF_8);
  }

  private static String readToEnd(InputStream in) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    in.transferTo(bytes);
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
