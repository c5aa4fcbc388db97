package dev.bottleneck.catalog.facts;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What shows that a module's code serves requests, as data: the annotations and supertypes of
 * request entry points (controllers and request mappings, servlets and filters, JAX-RS resources,
 * gRPC services, message listeners), and what makes a Spring Boot application a server (a web
 * framework or a servlet container on its class path). SyncLogAppender and LogLocationInfo read it:
 * a logging configuration whose module serves no request sends no per-request event to any
 * appender.
 */
public final class RequestPaths {
  private RequestPaths() {}

  /**
   * Spring MVC's and WebFlux's request mappings. A controller's handler methods carry them, and so
   * do the methods of a Feign client interface ({@link SlowWork#CLIENT_INTERFACE_ANNOTATIONS}),
   * which sends such requests instead of serving them: in a file that declares such a client they
   * show no entry point.
   */
  public static final List<String> REQUEST_MAPPINGS =
      List.of(
          "org.springframework.web.bind.annotation.RequestMapping",
          "org.springframework.web.bind.annotation.GetMapping",
          "org.springframework.web.bind.annotation.PostMapping",
          "org.springframework.web.bind.annotation.PutMapping",
          "org.springframework.web.bind.annotation.DeleteMapping",
          "org.springframework.web.bind.annotation.PatchMapping");

  /** Annotations of a class or method that a framework calls for each request or message. */
  public static final List<String> ENTRY_POINT_ANNOTATIONS =
      Stream.of(
              List.of(
                  "org.springframework.stereotype.Controller",
                  "org.springframework.web.bind.annotation.RestController"),
              REQUEST_MAPPINGS,
              List.of(
                  "org.springframework.messaging.handler.annotation.MessageMapping",
                  "jakarta.servlet.annotation.WebServlet",
                  "javax.servlet.annotation.WebServlet",
                  "jakarta.servlet.annotation.WebFilter",
                  "javax.servlet.annotation.WebFilter",
                  "jakarta.ws.rs.Path",
                  "javax.ws.rs.Path",
                  "jakarta.websocket.server.ServerEndpoint",
                  "javax.websocket.server.ServerEndpoint",
                  "jakarta.jws.WebService",
                  "javax.jws.WebService",
                  "org.springframework.kafka.annotation.KafkaListener",
                  "org.springframework.amqp.rabbit.annotation.RabbitListener",
                  "org.springframework.jms.annotation.JmsListener",
                  "io.awspring.cloud.sqs.annotation.SqsListener",
                  "org.apache.rocketmq.spring.annotation.RocketMQMessageListener",
                  "net.devh.boot.grpc.server.service.GrpcService",
                  "org.lognet.springboot.grpc.GRpcService"))
          .flatMap(List::stream)
          .toList();

  /** Supertypes whose implementations a server or a broker client calls for each request. */
  public static final List<String> ENTRY_POINT_SUPERTYPES =
      List.of(
          "jakarta.servlet.http.HttpServlet",
          "javax.servlet.http.HttpServlet",
          "jakarta.servlet.Filter",
          "javax.servlet.Filter",
          "org.springframework.web.filter.OncePerRequestFilter",
          "org.springframework.web.filter.GenericFilterBean",
          "org.springframework.web.servlet.HandlerInterceptor",
          "org.springframework.web.server.WebFilter",
          "org.springframework.web.reactive.function.server.RouterFunction",
          "org.springframework.web.reactive.function.server.HandlerFunction",
          "org.springframework.cloud.gateway.filter.GlobalFilter",
          "org.springframework.cloud.gateway.filter.GatewayFilter",
          "io.grpc.BindableService",
          "io.netty.channel.ChannelInboundHandler",
          "io.netty.channel.ChannelInboundHandlerAdapter",
          "io.netty.channel.SimpleChannelInboundHandler",
          "org.springframework.kafka.listener.MessageListener",
          "org.springframework.amqp.core.MessageListener",
          "jakarta.jms.MessageListener",
          "javax.jms.MessageListener",
          "org.apache.rocketmq.spring.core.RocketMQListener");

  /**
   * What declares a Spring Boot application: its annotation, or a use of its launcher or of the
   * launcher's builder (an application that starts several contexts, such as an embedded Nacos).
   */
  public static final List<String> APPLICATION_MARKERS =
      List.of(
          "org.springframework.boot.autoconfigure.SpringBootApplication",
          "org.springframework.boot.SpringApplication",
          "org.springframework.boot.builder.SpringApplicationBuilder");

  /**
   * Packages that a web framework or a servlet container brings onto a class path: a Spring Boot
   * application with one of them on its class path starts a server.
   */
  public static final List<String> SERVER_PACKAGES =
      List.of(
          "org.springframework.web.servlet",
          "org.springframework.web.reactive",
          "org.apache.catalina",
          "org.eclipse.jetty.server",
          "io.undertow",
          "reactor.netty.http.server",
          "org.glassfish.jersey.server");

  /**
   * Spring Boot's property that decides whether an application starts a web server whatever its
   * class path holds: {@link #NO_WEB_APPLICATION} starts none (a batch job, a command-line tool
   * that uses Spring MVC's or WebFlux's classes without serving).
   */
  public static final String WEB_APPLICATION_TYPE_PROPERTY = "spring.main.web-application-type";

  /** The {@link #WEB_APPLICATION_TYPE_PROPERTY} value (any case) that starts no web server. */
  public static final String NO_WEB_APPLICATION = "none";

  /** The packaging of a web application, which a servlet container runs. */
  public static final String WAR_PACKAGING = "war";

  /**
   * The package of a fully qualified type name, or empty for a name without one.
   *
   * @param typeName {@code org.springframework.stereotype.Controller}
   */
  public static Optional<String> packageOf(String typeName) {
    int dot = typeName.lastIndexOf('.');
    return dot < 0 ? Optional.empty() : Optional.of(typeName.substring(0, dot));
  }
}
