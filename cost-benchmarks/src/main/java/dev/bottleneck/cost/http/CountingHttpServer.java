package dev.bottleneck.cost.http;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A local HTTP/1.1 server on 127.0.0.1 that answers every GET with the same small JSON body and
 * counts the TCP connections it accepts: the number a client per call drives up.
 *
 * <p>It keeps connections alive until the client closes them or sends {@code Connection: close},
 * and never times them out, so that the count shows what the client does, not what the server
 * enforces. One selector thread serves every connection: connections a leaked client leaves open
 * cost the server no thread. Requests with a body are answered with 400 and the connection is
 * closed: the benchmarks send only GETs.
 */
public final class CountingHttpServer implements AutoCloseable {

  /** The body of every answer: a price, as a pricing API returns it. */
  public static final String BODY =
      "{\"sku\":\"sku-1042\",\"price\":\"19.90\",\"currency\":\"EUR\",\"stock\":12}";

  private static final byte[] END_OF_HEADERS = {'\r', '\n', '\r', '\n'};
  private static final int MAX_HEADERS = 16 * 1024;

  private final ServerSocketChannel channel;
  private final Selector selector;
  private final int port;
  private final Thread loop;
  private final AtomicInteger accepted = new AtomicInteger();
  private final AtomicInteger requests = new AtomicInteger();
  private volatile boolean running = true;

  private CountingHttpServer(ServerSocketChannel channel, Selector selector) throws IOException {
    this.channel = channel;
    this.selector = selector;
    this.port = ((InetSocketAddress) channel.getLocalAddress()).getPort();
    this.loop = new Thread(this::serve, "counting-http-server-" + port);
    this.loop.setDaemon(true);
  }

  /** Starts a server on a free port of 127.0.0.1. */
  public static CountingHttpServer start() throws IOException {
    ServerSocketChannel channel = ServerSocketChannel.open();
    channel.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
    channel.configureBlocking(false);
    Selector selector = Selector.open();
    channel.register(selector, SelectionKey.OP_ACCEPT);
    CountingHttpServer server = new CountingHttpServer(channel, selector);
    server.loop.start();
    return server;
  }

  public int port() {
    return port;
  }

  /** {@code http://127.0.0.1:<port><path>}. */
  public URI uri(String path) {
    return URI.create("http://127.0.0.1:" + port + path);
  }

  /** TCP connections accepted since the start. */
  public int acceptedConnections() {
    return accepted.get();
  }

  /** Requests answered since the start. */
  public int answeredRequests() {
    return requests.get();
  }

  /** Stops serving and closes every connection. */
  @Override
  public void close() throws IOException {
    running = false;
    selector.wakeup();
    try {
      loop.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (loop.isAlive()) {
      throw new IOException("the server on port " + port + " did not stop within 5 s");
    }
  }

  private void serve() {
    try (selector;
        channel) {
      while (running) {
        selector.select();
        for (SelectionKey key : selector.selectedKeys()) {
          handle(key);
        }
        selector.selectedKeys().clear();
      }
      closeAll();
    } catch (IOException e) {
      throw new UncheckedIOException("the server on port " + port + " failed", e);
    }
  }

  private void handle(SelectionKey key) throws IOException {
    if (!key.isValid()) {
      return;
    }
    if (key.isAcceptable()) {
      accept();
      return;
    }
    Connection connection = (Connection) key.attachment();
    try {
      if (key.isReadable()) {
        connection.read();
      }
      if (key.isValid() && key.isWritable()) {
        connection.write();
      }
    } catch (IOException e) {
      // A client that resets its connection is no error of the server's.
      connection.close();
    }
  }

  private void accept() throws IOException {
    SocketChannel socket;
    while ((socket = channel.accept()) != null) {
      accepted.incrementAndGet();
      socket.configureBlocking(false);
      socket.setOption(StandardSocketOptions.TCP_NODELAY, true);
      Connection connection = new Connection(socket);
      connection.key = socket.register(selector, SelectionKey.OP_READ, connection);
    }
  }

  private void closeAll() {
    for (SelectionKey key : selector.keys()) {
      if (key.attachment() instanceof Connection connection) {
        connection.close();
      }
    }
  }

  private final class Connection {
    private final SocketChannel socket;
    private ByteBuffer in = ByteBuffer.allocate(4096);
    private ByteBuffer out = ByteBuffer.allocate(0);
    private boolean closeAfterWrite;
    private SelectionKey key;

    Connection(SocketChannel socket) {
      this.socket = socket;
    }

    void read() throws IOException {
      if (!in.hasRemaining()) {
        if (in.capacity() >= MAX_HEADERS) {
          answer(400, true);
          write();
          return;
        }
        in = ByteBuffer.allocate(in.capacity() * 2).put(in.flip());
      }
      if (socket.read(in) < 0) {
        close();
        return;
      }
      int end;
      while (!closeAfterWrite && (end = endOfHeaders()) >= 0) {
        String head = new String(in.array(), 0, end, StandardCharsets.ISO_8859_1);
        in.flip().position(end + END_OF_HEADERS.length);
        in.compact();
        Request request = Request.parse(head);
        answer(request.hasBody() ? 400 : 200, request.hasBody() || request.close());
      }
      write();
    }

    private int endOfHeaders() {
      byte[] bytes = in.array();
      int limit = in.position() - END_OF_HEADERS.length;
      for (int i = 0; i <= limit; i++) {
        if (bytes[i] == '\r'
            && bytes[i + 1] == '\n'
            && bytes[i + 2] == '\r'
            && bytes[i + 3] == '\n') {
          return i;
        }
      }
      return -1;
    }

    private void answer(int status, boolean close) {
      requests.incrementAndGet();
      String body = status == 200 ? BODY : "";
      byte[] bodyBytes = body.getBytes(StandardCharsets.UTF_8);
      String head =
          "HTTP/1.1 "
              + (status == 200 ? "200 OK" : "400 Bad Request")
              + "\r\nContent-Type: application/json\r\nContent-Length: "
              + bodyBytes.length
              + (close ? "\r\nConnection: close" : "")
              + "\r\n\r\n";
      byte[] headBytes = head.getBytes(StandardCharsets.ISO_8859_1);
      ByteBuffer next = ByteBuffer.allocate(out.remaining() + headBytes.length + bodyBytes.length);
      out = next.put(out).put(headBytes).put(bodyBytes).flip();
      closeAfterWrite = close;
    }

    void write() throws IOException {
      socket.write(out);
      if (out.hasRemaining()) {
        key.interestOps(SelectionKey.OP_READ | SelectionKey.OP_WRITE);
      } else if (closeAfterWrite) {
        close();
      } else {
        key.interestOps(SelectionKey.OP_READ);
      }
    }

    void close() {
      key.cancel();
      try {
        socket.close();
      } catch (IOException e) {
        // Closing is all that is left to do.
      }
    }
  }

  /** What the server needs of a request head: whether it has a body and asks to close. */
  record Request(boolean hasBody, boolean close) {

    static Request parse(String head) {
      String[] lines = head.split("\r\n");
      boolean hasBody = false;
      boolean close = lines[0].endsWith("HTTP/1.0");
      for (String line : lines) {
        int colon = line.indexOf(':');
        if (colon < 0) {
          continue;
        }
        String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
        String value = line.substring(colon + 1).trim().toLowerCase(Locale.ROOT);
        switch (name) {
          case "content-length" -> hasBody |= !value.equals("0");
          case "transfer-encoding" -> hasBody = true;
          case "connection" -> close |= value.contains("close");
          default -> {}
        }
      }
      return new Request(hasBody, close);
    }
  }
}
