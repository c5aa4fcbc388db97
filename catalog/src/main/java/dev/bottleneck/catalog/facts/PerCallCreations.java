package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The subjects of the "per call" creation rules: Jackson mappers ({@code ObjectMapperPerCall}),
 * JAXB contexts ({@code JaxbContextPerCall}), HTTP clients ({@code HttpClientPerCall}) and JAXP
 * factories ({@code XmlFactoryPerCall}). Where code runs once is {@link RunOncePlaces}.
 */
public final class PerCallCreations {
  private static final String JACKSON2_MAPPER = "com.fasterxml.jackson.databind.ObjectMapper";
  private static final String JACKSON3_MAPPER = "tools.jackson.databind.ObjectMapper";
  private static final String JACKSON1_MAPPER = "org.codehaus.jackson.map.ObjectMapper";
  private static final String GSON = "com.google.gson.Gson";
  private static final String GSON_BUILDER = "com.google.gson.GsonBuilder";

  /** The methods of a Jackson 1 or 2 mapper that leave a shared one as it was. */
  private static final String[] JACKSON_READ_ONLY = {
    "readValue",
    "readValues",
    "readTree",
    "writeValue",
    "writeValueAsString",
    "writeValueAsBytes",
    "convertValue",
    "treeToValue",
    "valueToTree",
    "updateValue",
    "reader",
    "readerFor",
    "readerForUpdating",
    "readerWithView",
    "writer",
    "writerFor",
    "writerWithView",
    "writerWithDefaultPrettyPrinter",
    "createObjectNode",
    "createArrayNode",
    "getTypeFactory",
    "canSerialize",
    "canDeserialize"
  };

  /**
   * JSON mappers that cache what they learn per type: Jackson 2 and 3 mappers of any format ({@code
   * new ObjectMapper()}, {@code new XmlMapper()}, any subclass, mapper {@code builder()...build()}
   * chains), the Jackson 1 {@code org.codehaus.jackson.map.ObjectMapper}, and Gson ({@code new
   * Gson()}, {@code new GsonBuilder()...create()}). Mappers derived from a shared one ({@code
   * copy()}, {@code rebuild()}, {@code readerFor(...)}, {@code gson.newBuilder()}) are not
   * creations.
   */
  public static final PerCallSubject OBJECT_MAPPER =
      new PerCallSubject(
          "a JSON mapper (a Jackson ObjectMapper, a Gson)",
          List.of(
              Api.constructor(JACKSON2_MAPPER).orSubtypes(),
              Api.constructor(JACKSON3_MAPPER).orSubtypes(),
              Api.constructor(JACKSON1_MAPPER).orSubtypes(),
              Api.constructor(GSON)),
          List.of(
              Api.staticMethod(JACKSON2_MAPPER, "builder", "builderWithJackson2Defaults")
                  .orSubtypes(),
              Api.staticMethod(JACKSON3_MAPPER, "builder", "builderWithJackson2Defaults")
                  .orSubtypes(),
              Api.constructor(GSON_BUILDER)),
          List.of(
              Api.instanceMethod("com.fasterxml.jackson.databind.cfg.MapperBuilder", "build")
                  .withNoParameters(),
              Api.instanceMethod("tools.jackson.databind.cfg.MapperBuilder", "build")
                  .withNoParameters(),
              Api.instanceMethod(GSON_BUILDER, "create").withNoParameters()),
          List.of(),
          List.of(
              // Jackson 3 mappers and Gson instances are immutable.
              Api.everyInstanceMethod(JACKSON3_MAPPER),
              Api.everyInstanceMethod(GSON),
              Api.instanceMethod(JACKSON1_MAPPER, JACKSON_READ_ONLY),
              // A Jackson 2 mapper also has setters that must not run per call on a shared one.
              Api.instanceMethod(JACKSON2_MAPPER, JACKSON_READ_ONLY)),
          jacksonMappers(),
          "a mapper is thread-safe, and a new one must build by reflection again every serializer"
              + " and deserializer the shared one has cached",
          PerCallSubject.SHARE);

  /**
   * {@code JAXBContext.newInstance(...)}, javax and jakarta. No read-only use: {@code newInstance}
   * throws the checked {@code JAXBException}, which a static field initializer cannot throw.
   */
  public static final PerCallSubject JAXB_CONTEXT =
      new PerCallSubject(
          "a JAXBContext",
          List.of(
              Api.staticMethod("javax.xml.bind.JAXBContext", "newInstance"),
              Api.staticMethod("jakarta.xml.bind.JAXBContext", "newInstance")),
          List.of(),
          List.of(),
          List.of(),
          List.of(),
          List.of(
              Supertypes.leaf("javax.xml.bind.JAXBContext"),
              Supertypes.leaf("jakarta.xml.bind.JAXBContext")),
          "a JAXBContext is thread-safe, and creating one reflects over every bound class and"
              + " builds its whole binding model",
          "create the context once and share it (a bean, a lazily initialized field, or a static"
              + " final field set by a helper method that handles JAXBException), and create only"
              + " the cheap marshallers and unmarshallers per call");

  private static final String REST_TEMPLATE = "org.springframework.web.client.RestTemplate";
  private static final String REST_CLIENT = "org.springframework.web.client.RestClient";

  /** The methods that start a request on RestClient and WebClient: each uses the client. */
  private static final String[] FLUENT_REQUESTS = {
    "get", "head", "post", "put", "patch", "delete", "options", "method"
  };

  private static final String SPRING_WEB_CLIENT =
      "org.springframework.web.reactive.function.client.WebClient";
  private static final String JDK_HTTP_CLIENT = "java.net.http.HttpClient";

  /** OkHttp's client type, as the shared request table names it. */
  private static final String OK_HTTP_CLIENT = HttpRequests.OK_HTTP_NEW_CALL.owner();

  private static final String APACHE4 = "org.apache.http.impl.client.";
  private static final String APACHE5 = "org.apache.hc.client5.http.impl.classic.";
  private static final String JAX_RS_JAVAX = "javax.ws.rs.client.";
  private static final String JAX_RS_JAKARTA = "jakarta.ws.rs.client.";

  /** AWS SDK v2 service clients, package under {@code software.amazon.awssdk.services.}. */
  private static final List<String> AWS_V2_CLIENTS =
      List.of(
          "s3.S3Client",
          "s3.S3AsyncClient",
          "s3.presigner.S3Presigner",
          "sqs.SqsClient",
          "sns.SnsClient",
          "dynamodb.DynamoDbClient",
          "ses.SesClient",
          "sesv2.SesV2Client",
          "kinesis.KinesisClient",
          "lambda.LambdaClient",
          "secretsmanager.SecretsManagerClient",
          "sts.StsClient");

  /** AWS SDK v1 client builders, package under {@code com.amazonaws.services.}. */
  private static final List<String> AWS_V1_BUILDERS =
      List.of(
          "s3.AmazonS3ClientBuilder",
          "sqs.AmazonSQSClientBuilder",
          "sns.AmazonSNSClientBuilder",
          "dynamodbv2.AmazonDynamoDBClientBuilder",
          "simpleemail.AmazonSimpleEmailServiceClientBuilder");

  /** Azure SDK client builders ({@code new XClientBuilder()...buildClient()}). */
  private static final List<String> AZURE_BUILDERS =
      List.of(
          "com.azure.storage.blob.BlobServiceClientBuilder",
          "com.azure.storage.blob.BlobContainerClientBuilder",
          "com.azure.storage.blob.BlobClientBuilder");

  private static final String GCP_STORAGE_OPTIONS = "com.google.cloud.storage.StorageOptions";

  /**
   * Clients of the object stores and cloud APIs common in Asia, each with its own HTTP client and
   * connection pool: Aliyun OSS, Tencent COS, Huawei OBS, Qiniu's upload and bucket managers,
   * Alibaba Cloud's API client.
   */
  private static final List<String> ASIA_CLOUD_CLIENTS =
      List.of(
          "com.aliyun.oss.OSSClient",
          "com.qcloud.cos.COSClient",
          "com.obs.services.ObsClient",
          CloudStorageCalls.QINIU_UPLOAD.owner(),
          CloudStorageCalls.QINIU_BUCKET.owner(),
          "com.aliyuncs.DefaultAcsClient");

  private static final String OSS_CLIENT_BUILDER = "com.aliyun.oss.OSSClientBuilder";
  private static final String MINIO_CLIENT = CloudStorageCalls.MINIO.owner();

  /**
   * HTTP clients: Spring {@code RestTemplate}, {@code RestClient} and {@code WebClient}, the JDK
   * {@code HttpClient}, Apache HttpClient 4 and 5, OkHttp, CXF and JAX-RS; and cloud SDK clients,
   * each of which owns an HTTP client with its connection pool and credentials: AWS SDK v2 and v1,
   * GCP Storage ({@code StorageOptions.getDefaultInstance().getService()}), Azure Blob Storage,
   * Aliyun OSS ({@code new OSSClientBuilder().build(...)}, {@code new OSSClient(...)}), Tencent
   * COS, Huawei OBS, Qiniu, MinIO ({@code MinioClient.builder()...build()}) and Alibaba Cloud's
   * {@code DefaultAcsClient}. Clients derived from a shared one ({@code okHttpClient.newBuilder()},
   * {@code webClient.mutate()}, {@code RestClient.create(restTemplate)}) share its pool and are not
   * creations. CXF clients keep per-request state and are not thread-safe, so none of their calls
   * is a read-only use.
   */
  public static final PerCallSubject HTTP_CLIENT =
      new PerCallSubject(
          "an HTTP client with its own connection pool",
          join(
              List.of(
                  Api.constructor(REST_TEMPLATE),
                  Api.constructor(OK_HTTP_CLIENT).withNoParameters(),
                  Api.staticMethod(REST_CLIENT, "create"),
                  Api.staticMethod(SPRING_WEB_CLIENT, "create"),
                  Api.staticMethod(JDK_HTTP_CLIENT, "newHttpClient"),
                  Api.staticMethod(
                      APACHE4 + "HttpClients", "createDefault", "createSystem", "createMinimal"),
                  Api.staticMethod(
                      APACHE5 + "HttpClients", "createDefault", "createSystem", "createMinimal"),
                  Api.staticMethod("org.apache.cxf.jaxrs.client.WebClient", "create"),
                  Api.staticMethod("org.apache.cxf.jaxrs.client.JAXRSClientFactory", "create"),
                  Api.staticMethod(JAX_RS_JAVAX + "ClientBuilder", "newClient"),
                  Api.staticMethod(JAX_RS_JAKARTA + "ClientBuilder", "newClient")),
              join(
                  awsV2(client -> Api.staticMethod(client, "create")),
                  awsV1(builder -> Api.staticMethod(builder, "defaultClient"))),
              ASIA_CLOUD_CLIENTS.stream().map(Api::constructor).toList()),
          join(
              List.of(
                  Api.staticMethod(REST_CLIENT, "builder").withNoParameters(),
                  Api.staticMethod(SPRING_WEB_CLIENT, "builder"),
                  Api.staticMethod(JDK_HTTP_CLIENT, "newBuilder"),
                  Api.staticMethod(APACHE4 + "HttpClientBuilder", "create"),
                  Api.staticMethod(APACHE4 + "HttpClients", "custom"),
                  Api.staticMethod(APACHE5 + "HttpClientBuilder", "create"),
                  Api.staticMethod(APACHE5 + "HttpClients", "custom"),
                  Api.constructor(OK_HTTP_CLIENT + ".Builder").withNoParameters(),
                  Api.staticMethod(JAX_RS_JAVAX + "ClientBuilder", "newBuilder"),
                  Api.staticMethod(JAX_RS_JAKARTA + "ClientBuilder", "newBuilder")),
              awsV2(client -> Api.staticMethod(client, "builder")),
              awsV1(builder -> Api.staticMethod(builder, "standard")),
              azure(Api::constructor),
              List.of(
                  Api.staticMethod(GCP_STORAGE_OPTIONS, "getDefaultInstance"),
                  Api.constructor(OSS_CLIENT_BUILDER),
                  Api.staticMethod(OSS_CLIENT_BUILDER, "create"),
                  Api.staticMethod(MINIO_CLIENT, "builder"))),
          join(
              List.of(
                  Api.instanceMethod(REST_CLIENT + ".Builder", "build").withNoParameters(),
                  Api.instanceMethod(SPRING_WEB_CLIENT + ".Builder", "build").withNoParameters(),
                  Api.instanceMethod(JDK_HTTP_CLIENT + ".Builder", "build").withNoParameters(),
                  Api.instanceMethod(APACHE4 + "HttpClientBuilder", "build").withNoParameters(),
                  Api.instanceMethod(APACHE5 + "HttpClientBuilder", "build").withNoParameters(),
                  Api.instanceMethod(OK_HTTP_CLIENT + ".Builder", "build").withNoParameters(),
                  Api.instanceMethod(JAX_RS_JAVAX + "ClientBuilder", "build").withNoParameters(),
                  Api.instanceMethod(JAX_RS_JAKARTA + "ClientBuilder", "build").withNoParameters()),
              awsV2(client -> Api.instanceMethod(client + "Builder", "build").withNoParameters()),
              awsV1(builder -> Api.instanceMethod(builder, "build").withNoParameters()),
              azure(
                  builder ->
                      Api.instanceMethod(builder, "buildClient", "buildAsyncClient")
                          .withNoParameters()),
              List.of(
                  Api.instanceMethod(GCP_STORAGE_OPTIONS, "getService").withNoParameters(),
                  // OSS's builder takes the endpoint and credentials in build(...) itself.
                  Api.instanceMethod(OSS_CLIENT_BUILDER, "build"),
                  Api.instanceMethod(OSS_CLIENT_BUILDER + ".OSSClientBuilderImpl", "build")
                      .withNoParameters(),
                  Api.instanceMethod(MINIO_CLIENT + ".Builder", "build").withNoParameters())),
          List.of(
              // Wraps the template, sharing its connection pool and converters.
              Api.staticMethod(REST_CLIENT, "create").withParameters(REST_TEMPLATE)),
          List.of(
              HttpRequests.REST_OPERATIONS,
              Api.instanceMethod(REST_CLIENT, FLUENT_REQUESTS),
              Api.instanceMethod(SPRING_WEB_CLIENT, FLUENT_REQUESTS),
              Api.instanceMethod(JDK_HTTP_CLIENT, "send", "sendAsync"),
              HttpRequests.APACHE_4_EXECUTE,
              HttpRequests.APACHE_5_EXECUTE,
              HttpRequests.OK_HTTP_NEW_CALL,
              Api.instanceMethod(OK_HTTP_CLIENT, "newWebSocket"),
              Api.instanceMethod(JAX_RS_JAVAX + "Client", "target"),
              Api.instanceMethod(JAX_RS_JAKARTA + "Client", "target"),
              CloudStorageCalls.ALIYUN_OSS,
              CloudStorageCalls.TENCENT_COS,
              CloudStorageCalls.HUAWEI_OBS,
              CloudStorageCalls.QINIU_UPLOAD,
              CloudStorageCalls.QINIU_BUCKET,
              CloudStorageCalls.MINIO),
          List.of(
              Supertypes.leaf(OK_HTTP_CLIENT),
              Supertypes.leaf(OK_HTTP_CLIENT + ".Builder"),
              Supertypes.leaf(OSS_CLIENT_BUILDER),
              Supertypes.leaf(MINIO_CLIENT + ".Builder")),
          // Not "every call opens a connection": new RestTemplate() on its default factory
          // reuses the JDK's JVM-wide keep-alive cache (measured in cost-benchmarks).
          "a new client builds again what a shared one builds once (connection pool, TLS context,"
              + " message converters), and a client with its own connection pool opens a new TCP"
              + " connection, over HTTPS with a TLS handshake, on every call",
          PerCallSubject.SHARE);

  private static final String PARSERS = "javax.xml.parsers.";
  private static final String STAX = "javax.xml.stream.";
  private static final String CLASS_LOADER = "java.lang.ClassLoader";

  /**
   * JAXP factories found by a lookup: {@code newInstance()} and StAX's {@code newFactory()} read a
   * system property, {@code jaxp.properties} and the service loader's files on the class path
   * before they fall back to the JDK's own class, on every call. Not creations: {@code
   * newDefaultInstance()} and {@code newDefaultFactory()}, and the overloads that name the factory
   * class, which load it directly (the pinned forms, measured cheap in cost-benchmarks). StAX's
   * two-argument overloads take a property name, not a class, and still look up. No read-only use:
   * a factory is not guaranteed thread-safe, so hoisting it into a shared constant is no fix an
   * engine may offer.
   */
  public static final PerCallSubject XML_FACTORY =
      new PerCallSubject(
          "a JAXP factory",
          List.of(
              Api.staticMethod(PARSERS + "DocumentBuilderFactory", "newInstance"),
              Api.staticMethod(PARSERS + "SAXParserFactory", "newInstance"),
              // Also reached as SAXTransformerFactory.newInstance().
              Api.staticMethod("javax.xml.transform.TransformerFactory", "newInstance")
                  .orSubtypes(),
              Api.staticMethod("javax.xml.validation.SchemaFactory", "newInstance"),
              Api.staticMethod("javax.xml.xpath.XPathFactory", "newInstance"),
              Api.staticMethod("javax.xml.datatype.DatatypeFactory", "newInstance"),
              Api.staticMethod(STAX + "XMLInputFactory", "newInstance", "newFactory"),
              Api.staticMethod(STAX + "XMLOutputFactory", "newInstance", "newFactory"),
              Api.staticMethod(STAX + "XMLEventFactory", "newInstance", "newFactory")),
          List.of(),
          List.of(),
          List.of(
              Api.staticMethod(PARSERS + "DocumentBuilderFactory", "newInstance")
                  .withParameters(String.class.getName(), CLASS_LOADER),
              Api.staticMethod(PARSERS + "SAXParserFactory", "newInstance")
                  .withParameters(String.class.getName(), CLASS_LOADER),
              Api.staticMethod("javax.xml.transform.TransformerFactory", "newInstance")
                  .withParameters(String.class.getName(), CLASS_LOADER),
              Api.staticMethod("javax.xml.datatype.DatatypeFactory", "newInstance")
                  .withParameters(String.class.getName(), CLASS_LOADER),
              Api.staticMethod("javax.xml.validation.SchemaFactory", "newInstance")
                  .withParameters(String.class.getName(), String.class.getName(), CLASS_LOADER),
              Api.staticMethod("javax.xml.xpath.XPathFactory", "newInstance")
                  .withParameters(String.class.getName(), String.class.getName(), CLASS_LOADER)),
          List.of(),
          List.of(),
          "each call looks the implementation up again (a system property, jaxp.properties and"
              + " the service files of every jar on the class path) and builds a new factory",
          "create the factory once at start-up, configured before any use, and create the cheap"
              + " parser, builder or transformer per call (JAXP does not promise that a factory is"
              + " thread-safe, so never change a shared one after start-up); keep a builder per"
              + " thread where parsing is hot, or call newDefaultInstance() to skip the lookup");

  @SafeVarargs
  private static List<Api> join(List<Api>... lists) {
    return Stream.of(lists).flatMap(List::stream).toList();
  }

  private static List<Api> awsV2(Function<String, Api> api) {
    return AWS_V2_CLIENTS.stream()
        .map(client -> api.apply("software.amazon.awssdk.services." + client))
        .toList();
  }

  private static List<Api> awsV1(Function<String, Api> api) {
    return AWS_V1_BUILDERS.stream()
        .map(builder -> api.apply("com.amazonaws.services." + builder))
        .toList();
  }

  private static List<Api> azure(Function<String, Api> api) {
    return AZURE_BUILDERS.stream().map(api).toList();
  }

  /** The subjects, in rule order. */
  public static final List<PerCallSubject> ALL =
      List.of(OBJECT_MAPPER, JAXB_CONTEXT, HTTP_CLIENT, XML_FACTORY);

  private PerCallCreations() {}

  /** The library hierarchy of every subject, for engines without the libraries on a class path. */
  public static List<Supertypes> supertypes() {
    return ALL.stream().flatMap(subject -> subject.supertypes().stream()).toList();
  }

  /** The mapper classes of Jackson's format modules, each below its version's ObjectMapper. */
  private static List<Supertypes> jacksonMappers() {
    List<Supertypes> mappers = new ArrayList<>();
    mappers.add(Supertypes.leaf(JACKSON2_MAPPER));
    mappers.add(Supertypes.leaf(JACKSON3_MAPPER));
    mappers.add(Supertypes.leaf(JACKSON1_MAPPER));
    mappers.add(Supertypes.leaf(GSON));
    mappers.add(Supertypes.leaf(GSON_BUILDER));
    for (String mapper :
        List.of(
            "json.JsonMapper",
            "dataformat.xml.XmlMapper",
            "dataformat.yaml.YAMLMapper",
            "dataformat.csv.CsvMapper",
            "dataformat.cbor.CBORMapper",
            "dataformat.smile.SmileMapper",
            "dataformat.javaprop.JavaPropsMapper",
            "dataformat.toml.TomlMapper",
            "dataformat.ion.IonObjectMapper")) {
      boolean json = mapper.startsWith("json.");
      mappers.add(
          Supertypes.of(
              (json ? "com.fasterxml.jackson.databind." : "com.fasterxml.jackson.") + mapper,
              JACKSON2_MAPPER));
      mappers.add(
          Supertypes.of(
              (json ? "tools.jackson.databind." : "tools.jackson.") + mapper, JACKSON3_MAPPER));
    }
    mappers.add(
        Supertypes.of(
            "com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper", JACKSON2_MAPPER));
    mappers.add(
        Supertypes.of(
            "com.fasterxml.jackson.dataformat.smile.databind.SmileMapper", JACKSON2_MAPPER));
    return List.copyOf(mappers);
  }
}
