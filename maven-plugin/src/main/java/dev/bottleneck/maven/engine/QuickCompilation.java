package dev.bottleneck.maven.engine;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * Asks HotSpot, once per JVM, to compile the analysis's own classes and JavaParser's with its quick
 * compiler (C1) only, as the standalone command and the language server do with {@code
 * -XX:TieredStopAtLevel=1}. A build step ends before the optimizing compiler (C2) pays back what it
 * costs: on the peer benchmark's merged module, C2 took a fifth of the engine's CPU time in Maven's
 * default JVM. The plugin cannot choose the JVM's options, so it adds a compiler directive through
 * the JVM's diagnostic command bean, scoped to those two packages: the build's other code is
 * compiled as the JVM decides.
 *
 * <p>Only once the analyses of the JVM have been given {@value #FILES} Java files together: asking
 * starts the platform bean server, about 0.1 s of CPU time and 2,000 page faults, which a module of
 * a few files never wins back. Counted on the peer benchmark's modules in Maven's default JVM (one
 * processor, CPU time without the directive over with it, four interleaved pairs each, a busy
 * machine): a one-file module 0.87, eladmin's modules of 29 and 57 files alone 1.01 and 0.98, its
 * module of 158 files 1.08. Asking late costs more than asking early: with a count of 100, reached
 * in eladmin's fourth module and in pig's sixth, the two applications took 1.08 and 1.06 times the
 * CPU of asking in their first module (30 is reached there: 1.02 and 0.99, the same within the
 * noise). The count is the JVM's, not the module's: a reactor of many small modules warms up the
 * same code as one large module.
 *
 * <p>A method refused by C2 has been compiled by C1 with profiling first, and is compiled by C1
 * once more: on pig at two processors about 155 more level-1 compilations of the two packages'
 * methods. The C1 thread's CPU did not grow (1,216 against 1,159 perf samples), since without the
 * directive C2's long queue makes C1 compile twice as many methods at its limited-profile level.
 * With the directive the whole run took 1.03 times the CPU of one without on pig, 0.97 on eladmin
 * and 0.80 on the peer benchmark's merged module.
 *
 * <p>Nothing is asked when the system property {@value #PROPERTY} is {@code false}, when the JVM
 * already stops at C1 or does not compile in tiers, or when it is not a HotSpot JVM. A JVM that
 * refuses the directive leaves the analysis as it was: the directive only changes how fast the same
 * code runs, never what it finds.
 */
final class QuickCompilation {
  /** The system property that, set to {@code false}, leaves compilation to the JVM. */
  static final String PROPERTY = "bottleneck.c1Only";

  /**
   * The directive: a method of these packages that would go to C2 is compiled by C1 instead.
   * HotSpot marks such a method "not compilable at level 4" and compiles it at C1's full speed.
   */
  static final String DIRECTIVE =
      "[{match: [\"dev/bottleneck/*.*\", \"com/github/javaparser/*.*\"], c2: {Exclude: true}}]";

  /** How HotSpot answers a directive it took. */
  static final String ADDED = "compiler directives added";

  /** How many Java files the analyses of a JVM are given before the directive is asked for. */
  static final int FILES = 30;

  private static final AtomicLong GIVEN = new AtomicLong();

  private QuickCompilation() {}

  /**
   * Counts the Java files an analysis is about to read and, when they bring the JVM's count to
   * {@link #FILES}, adds the directive on a daemon thread unless {@link #wanted} says no; the
   * analysis does not wait for it. The daemon thread asks {@link #wanted} too: reading the JVM's
   * options loads 64 classes of the management modules (about 11 ms of the calling thread in a
   * fresh JVM, which at one processor is the analysis's), and the thread loads them anyway.
   */
  static void request(int javaFiles) {
    long before = GIVEN.getAndAdd(javaFiles);
    if (!crosses(before, javaFiles) || optedOut()) {
      return;
    }
    Thread adder = new Thread(QuickCompilation::addIfWanted, "bottleneck-quick-compilation");
    adder.setDaemon(true);
    adder.start();
  }

  private static void addIfWanted() {
    if (wanted()) {
      add();
    }
  }

  /** Whether the user set {@value #PROPERTY} to {@code false}. */
  private static boolean optedOut() {
    return "false".equalsIgnoreCase(System.getProperty(PROPERTY, "true").strip());
  }

  /**
   * Whether adding {@code javaFiles} to the {@code before} files given brings the count to {@link
   * #FILES}.
   */
  static boolean crosses(long before, int javaFiles) {
    return before < FILES && before + javaFiles >= FILES;
  }

  /**
   * Whether this JVM would otherwise compile the analysis with C2, and the user did not opt out.
   */
  static boolean wanted() {
    if (optedOut()) {
      return false;
    }
    try {
      HotSpotDiagnosticMXBean hotSpot =
          ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
      return hotSpot != null
          && Boolean.parseBoolean(hotSpot.getVMOption("TieredCompilation").getValue())
          && Integer.parseInt(hotSpot.getVMOption("TieredStopAtLevel").getValue()) > 1;
    } catch (RuntimeException | LinkageError notHotSpot) {
      return false;
    }
  }

  /**
   * Adds the directive now and returns the JVM's answer ({@link #ADDED} after the count when it
   * took it), or why it could not be asked. A JVM without the command, or one that refuses the
   * directive, compiles as it would have: the analysis finds the same.
   */
  static String add() {
    Path file = null;
    try {
      file = Files.createTempFile("bottleneck-c1-", ".json");
      Files.writeString(file, DIRECTIVE, StandardCharsets.UTF_8);
      Object answer =
          ManagementFactory.getPlatformMBeanServer()
              .invoke(
                  new ObjectName("com.sun.management:type=DiagnosticCommand"),
                  "compilerDirectivesAdd",
                  new Object[] {new String[] {file.toString()}},
                  new String[] {String[].class.getName()});
      return String.valueOf(answer).strip();
    } catch (IOException | JMException | RuntimeException | LinkageError refused) {
      return "not asked: " + refused;
    } finally {
      deleteQuietly(file);
    }
  }

  private static void deleteQuietly(Path file) {
    if (file == null) {
      return;
    }
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // A temporary file left behind in the temporary folder is harmless.
    }
  }
}
