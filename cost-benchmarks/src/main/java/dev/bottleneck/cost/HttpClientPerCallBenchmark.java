package dev.bottleneck.cost;

import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.http.CountingHttpServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.util.concurrent.TimeUnit;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.core5.http.ParseException;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;

/**
 * One GET of a small JSON price from a local HTTP/1.1 server ({@link CountingHttpServer}), with a
 * client built for the call versus a shared one, per client library. The server is on 127.0.0.1 and
 * plain HTTP: a remote host adds a network round trip to every new connection and HTTPS a TLS
 * handshake, so these figures are the least a per-call client costs.
 *
 * <p>The per-call forms are written as users write them, with two exceptions that keep a run
 * stable: the per-call OkHttp client's pool is emptied after the call (an OkHttp pool keeps an idle
 * connection for five minutes, so a run would otherwise hold thousands of open sockets; closing the
 * socket is a cost the leak only defers), and nothing is done about the JDK clients, which have no
 * {@code close()} on JDK 17: each keeps a selector thread until it is garbage collected. {@code
 * RestClient.create()} picks its request factory by the class path: Apache HttpClient 5 is on it
 * here, so it builds an Apache client per call and never closes it (its socket closes when the
 * garbage collector finds it).
 *
 * <p>{@code new RestTemplate()} uses {@code SimpleClientHttpRequestFactory} ({@code
 * HttpURLConnection}), whose connections live in the JDK's keep-alive cache, shared by the whole
 * JVM: a template per call reuses connections like a shared one (see {@code
 * HttpClientPerCallConnections}), and what it pays per call is its own set-up, the message
 * converters, a Jackson {@code ObjectMapper} among them.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class HttpClientPerCallBenchmark {

  static final String JDK = "JDK HttpClient";
  static final String APACHE = "Apache HttpClient 5 (classic)";
  static final String OK_HTTP = "OkHttp";
  static final String REST_TEMPLATE = "Spring RestTemplate";
  static final String REST_CLIENT = "Spring RestClient";

  private CountingHttpServer server;
  private URI uri;
  private HttpRequest jdkRequest;
  private Request okHttpRequest;

  private HttpClient sharedJdk;
  private CloseableHttpClient sharedApache;
  private OkHttpClient sharedOkHttp;
  private RestTemplate sharedRestTemplate;
  private HttpComponentsClientHttpRequestFactory pooledFactory;
  private RestTemplate sharedPooledRestTemplate;
  private RestClient sharedRestClient;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    server = CountingHttpServer.start();
    uri = server.uri("/v1/prices/sku-1042");
    jdkRequest = HttpRequest.newBuilder(uri).build();
    okHttpRequest = new Request.Builder().url(uri.toString()).build();
    sharedJdk = HttpClient.newHttpClient();
    sharedApache = HttpClients.createDefault();
    sharedOkHttp = new OkHttpClient();
    sharedRestTemplate = new RestTemplate();
    pooledFactory = new HttpComponentsClientHttpRequestFactory();
    sharedPooledRestTemplate = new RestTemplate(pooledFactory);
    sharedRestClient = RestClient.create();
  }

  @TearDown(Level.Trial)
  public void tearDown() throws Exception {
    sharedApache.close();
    sharedOkHttp.connectionPool().evictAll();
    pooledFactory.destroy();
    server.close();
  }

  /** The server this trial talks to, for {@code HttpClientPerCallConnections}. */
  CountingHttpServer server() {
    return server;
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "HttpClient.newHttpClient().send(request, ofString())",
      group = JDK)
  public String jdkPerCall() throws IOException, InterruptedException {
    return HttpClient.newHttpClient().send(jdkRequest, BodyHandlers.ofString()).body();
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "CLIENT.send(request, ofString())", group = JDK)
  public String jdkShared() throws IOException, InterruptedException {
    return sharedJdk.send(jdkRequest, BodyHandlers.ofString()).body();
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "try (var client = HttpClients.createDefault()) { client.execute(get, handler) }",
      group = APACHE)
  public String apachePerCall() throws IOException {
    try (CloseableHttpClient client = HttpClients.createDefault()) {
      return client.execute(new HttpGet(uri), HttpClientPerCallBenchmark::body);
    }
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "CLIENT.execute(get, handler)", group = APACHE)
  public String apacheShared() throws IOException {
    return sharedApache.execute(new HttpGet(uri), HttpClientPerCallBenchmark::body);
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "new OkHttpClient().newCall(request).execute()", group = OK_HTTP)
  public String okHttpPerCall() throws IOException {
    OkHttpClient client = new OkHttpClient();
    try (Response response = client.newCall(okHttpRequest).execute()) {
      return response.body().string();
    } finally {
      client.connectionPool().evictAll();
    }
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "CLIENT.newCall(request).execute()", group = OK_HTTP)
  public String okHttpShared() throws IOException {
    try (Response response = sharedOkHttp.newCall(okHttpRequest).execute()) {
      return response.body().string();
    }
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "new RestTemplate().getForObject(url, String.class)",
      group = REST_TEMPLATE)
  public String restTemplatePerCall() {
    return new RestTemplate().getForObject(uri, String.class);
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "TEMPLATE.getForObject(url, String.class)",
      group = REST_TEMPLATE)
  public String restTemplateShared() {
    return sharedRestTemplate.getForObject(uri, String.class);
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "TEMPLATE.getForObject(url, String.class), on HttpComponentsClientHttpRequestFactory",
      group = REST_TEMPLATE)
  public String restTemplateSharedPooled() {
    return sharedPooledRestTemplate.getForObject(uri, String.class);
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "RestClient.create().get().uri(url).retrieve().body(String.class)",
      group = REST_CLIENT)
  public String restClientPerCall() {
    return RestClient.create().get().uri(uri).retrieve().body(String.class);
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "CLIENT.get().uri(url).retrieve().body(String.class)",
      group = REST_CLIENT)
  public String restClientShared() {
    return sharedRestClient.get().uri(uri).retrieve().body(String.class);
  }

  private static String body(org.apache.hc.core5.http.ClassicHttpResponse response)
      throws IOException {
    try {
      return EntityUtils.toString(response.getEntity());
    } catch (ParseException e) {
      throw new IOException(e);
    }
  }
}
