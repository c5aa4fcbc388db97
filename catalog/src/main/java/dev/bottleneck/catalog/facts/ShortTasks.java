package dev.bottleneck.catalog.facts;

import java.util.List;
import java.util.stream.Stream;

/**
 * Tasks that surely do not block, which CommonPoolAsync leaves on the common pool: a lambda whose
 * body hands a message on to a sender that only queues it, and makes no other call than building
 * the message from values. Any other call, a method reference or a task without a hand-off keeps
 * the finding.
 *
 * <p>A hand-off is a send of Spring's messaging template ({@code SimpMessagingTemplate}, through
 * {@code SimpMessageSendingOperations}): with the simple broker the message is matched against the
 * subscriptions in memory and queued for the client outbound channel's executor; with the broker
 * relay it is written through Netty without waiting. Lookalikes that block stay out: {@code
 * RabbitTemplate}, {@code KafkaTemplate} and {@code JmsTemplate} sends wait on the network, an
 * {@code ApplicationEventPublisher} runs its listeners in the publishing thread, and a Reactor
 * sink's {@code tryEmitNext} runs its subscribers there.
 *
 * <p>The message may be built through the accessors (by the JavaBeans convention, {@link
 * #isAccessor}) and constructors of data classes, the application's own or a library's ({@link
 * #isDataType}), and through the value methods below. A common-pool task has no transaction or
 * persistence context bound to its thread, so an entity's lazy association is not loaded there: its
 * getter returns what was loaded or throws.
 *
 * <p>A lambda that only returns a value is short too: its body (or its block's one {@code return})
 * is a single name, literal, {@code this} or field read ({@code () -> result}, {@code s -> s},
 * {@code () -> this.cached}), with no call at all. A class file may box the value on its way out
 * ({@link #BOXING}), as javac does for {@code () -> 42}. Any call keeps the finding: a getter
 * instead of the field read, a method reference, and operators too, since a string concatenation
 * calls {@code toString()} on its operands.
 *
 * <p>A lambda that only stores into or reads from a map of its class is short too ({@link
 * #OWN_MAPS}): its body is one call of a {@linkplain #MAP_STORES store or read} on a private final
 * field of the same class, initialized with a new {@code ConcurrentHashMap}, with held values as
 * its arguments. The code fixes the map's class, so it is not a network store behind the {@code
 * Map} interface (Redisson's {@code RMap}, Hazelcast's {@code IMap}). The map must be used in its
 * class only through these methods: a {@code compute*} or {@code merge} runs its function while it
 * holds the entry's bin, and a store to the same bin waits for it (the JDK's documentation: "some
 * attempted update operations on this map by other threads may be blocked while computation is in
 * progress"); a map that escapes its class may get one elsewhere. The map's key type must not admit
 * a {@code URL}, whose {@code hashCode} and {@code equals} resolve the host, nor anything else that
 * hashes by calling out: it must be one of the JDK's value types ({@link #VALUE_KEYS}).
 */
public final class ShortTasks {
  private ShortTasks() {}

  private static final String SIMP_SENDING =
      "org.springframework.messaging.simp.SimpMessageSendingOperations";

  /** Sends that queue the message and return: Spring's messaging template for STOMP brokers. */
  public static final List<Api> HAND_OFFS =
      List.of(Api.instanceMethod(SIMP_SENDING, "convertAndSend", "convertAndSendToUser", "send"));

  /** The template's place below the operations it implements, for engines without Spring. */
  public static final List<Supertypes> SUPERTYPES =
      List.of(
          Supertypes.of("org.springframework.messaging.simp.SimpMessagingTemplate", SIMP_SENDING),
          Supertypes.leaf(SIMP_SENDING));

  /** The classes of maps held in memory whose stores wait for nothing but a bin's short lock. */
  public static final List<Api> OWN_MAPS =
      List.of(Api.constructor("java.util.concurrent.ConcurrentHashMap"));

  /** The map interface whose type arguments give a map's key type. */
  public static final String MAP = "java.util.Map";

  /**
   * The stores and reads of a map that call none of the caller's functions: {@code compute*},
   * {@code merge} and {@code forEach} are not among them.
   */
  public static final List<Api> MAP_STORES =
      List.of(
          Api.instanceMethod(
              MAP,
              "get",
              "getOrDefault",
              "containsKey",
              "put",
              "putIfAbsent",
              "remove",
              "replace"));

  /**
   * Map key types whose {@code hashCode} and {@code equals} compute on the value alone: strings,
   * boxed primitives, {@code UUID}, {@code Class} and the {@code java.time} values; and Netty's
   * {@code Channel}, which hashes a number it holds. Any other key may hash a {@code URL} (which
   * resolves the host), as a record holding one does, or lazy associations, as an entity with
   * Lombok's {@code @Data} does; {@code Object} and {@code Serializable} admit both.
   */
  public static final List<String> VALUE_KEYS =
      List.of(
          "java.lang.String",
          "java.lang.Boolean",
          "java.lang.Byte",
          "java.lang.Character",
          "java.lang.Short",
          "java.lang.Integer",
          "java.lang.Long",
          "java.lang.Float",
          "java.lang.Double",
          "java.lang.Class",
          "java.util.UUID",
          "java.time.Duration",
          "java.time.Instant",
          "java.time.LocalDate",
          "java.time.LocalDateTime",
          "java.time.LocalTime",
          "java.time.MonthDay",
          "java.time.OffsetDateTime",
          "java.time.OffsetTime",
          "java.time.Period",
          "java.time.Year",
          "java.time.YearMonth",
          "java.time.ZoneOffset",
          "java.time.ZonedDateTime",
          "java.time.DayOfWeek",
          "java.time.Month",
          // Netty's channels all extend AbstractChannel, whose hashCode is final and returns its
          // id's, a number computed when the channel is made.
          "io.netty.channel.Channel");

  /**
   * Lombok's annotations that generate an accessor handing a field out (on the field or on an
   * enclosing type): a map with a generated getter or delegate escapes its class, so callers
   * elsewhere may run {@code computeIfAbsent} on it. An engine that reads source before Lombok runs
   * sees the annotation, not the method.
   */
  public static final List<String> ACCESSOR_ANNOTATIONS =
      List.of(
          "lombok.Getter",
          "lombok.Data",
          "lombok.Value",
          "lombok.Delegate",
          "lombok.experimental.Delegate");

  /** Boxing as javac writes it: the wrapper types' {@code valueOf}. */
  public static final List<Api> BOXING =
      List.of(
          Api.staticMethod("java.lang.Boolean", "valueOf"),
          Api.staticMethod("java.lang.Byte", "valueOf"),
          Api.staticMethod("java.lang.Character", "valueOf"),
          Api.staticMethod("java.lang.Short", "valueOf"),
          Api.staticMethod("java.lang.Integer", "valueOf"),
          Api.staticMethod("java.lang.Long", "valueOf"),
          Api.staticMethod("java.lang.Float", "valueOf"),
          Api.staticMethod("java.lang.Double", "valueOf"));

  /**
   * Library calls that only compute a value: boxing and unboxing as javac writes them, the string
   * concatenation of older class files, and the immutable collection factories.
   */
  public static final List<Api> VALUE_METHODS =
      Stream.concat(
              BOXING.stream(),
              Stream.of(
                  Api.staticMethod("java.lang.String", "valueOf"),
                  Api.instanceMethod(
                      "java.lang.Number",
                      "byteValue",
                      "shortValue",
                      "intValue",
                      "longValue",
                      "floatValue",
                      "doubleValue"),
                  Api.instanceMethod("java.lang.Boolean", "booleanValue"),
                  Api.instanceMethod("java.lang.Character", "charValue"),
                  Api.constructor("java.lang.StringBuilder"),
                  Api.instanceMethod("java.lang.StringBuilder", "append", "toString"),
                  Api.staticMethod("java.util.List", "of"),
                  Api.staticMethod("java.util.Set", "of"),
                  Api.staticMethod("java.util.Map", "of", "entry"),
                  Api.staticMethod("com.google.common.collect.ImmutableList", "of"),
                  Api.staticMethod("com.google.common.collect.ImmutableSet", "of"),
                  Api.staticMethod("com.google.common.collect.ImmutableMap", "of")))
          .toList();

  /**
   * The Java and Jakarta platform packages: their bean-named methods include I/O ({@code
   * URLConnection.getContentType()} connects, {@code DataSource.getConnection()} waits for a
   * connection), so only the value methods above count there.
   */
  private static final List<String> PLATFORM_PACKAGES =
      List.of("java.", "javax.", "jakarta.", "sun.", "com.sun.");

  /**
   * Whether the accessors and constructors of this type (a qualified or binary name) build a value:
   * any class outside the platform's packages.
   */
  public static boolean isDataType(String type) {
    return PLATFORM_PACKAGES.stream().noneMatch(type::startsWith);
  }

  private static final List<String> GETTER_PREFIXES = List.of("get", "is");
  private static final String SETTER_PREFIX = "set";

  /**
   * Whether a method of this name, called with this many arguments, is an accessor by the JavaBeans
   * convention: {@code getName()} or {@code isActive()} without arguments, {@code setName(name)}
   * with one. A bare {@code get()} is not ({@code Future.get()} waits).
   */
  public static boolean isAccessor(String name, int arguments) {
    if (arguments == 1) {
      return isProperty(name, SETTER_PREFIX);
    }
    return arguments == 0 && GETTER_PREFIXES.stream().anyMatch(prefix -> isProperty(name, prefix));
  }

  private static boolean isProperty(String name, String prefix) {
    return name.length() > prefix.length()
        && name.startsWith(prefix)
        && Character.isUpperCase(name.charAt(prefix.length()));
  }
}
