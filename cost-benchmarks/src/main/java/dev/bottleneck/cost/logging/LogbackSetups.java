package dev.bottleneck.cost.logging;

import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.FileAppender;
import ch.qos.logback.core.OutputStreamAppender;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Logback contexts of their own, configured in code as the rule pages' samples configure them in
 * XML, so that a benchmark never depends on (or changes) the module's {@code logback.xml}: root at
 * INFO, one appender.
 */
public final class LogbackSetups {
  /** The pattern of the samples, without caller location. */
  public static final String PLAIN = "%d{ISO8601} [%thread] %-5level %logger{36} - %msg%n";

  /** The same with the caller's class, method and line, as LogLocationInfoBad writes it. */
  public static final String WITH_LOCATION =
      "%d{ISO8601} [%thread] %-5level %class.%method:%line - %msg%n";

  private LogbackSetups() {}

  /** A file appender attached directly to the root: SyncLogAppenderBad. */
  public static LoggerContext syncFile(Path file, String pattern) {
    LoggerContext context = context();
    root(context).addAppender(fileAppender(context, file, pattern));
    return context;
  }

  /**
   * The file appender behind an AsyncAppender that neither discards nor drops: SyncLogAppenderGood
   * (queue of 8192, {@code discardingThreshold} 0, {@code neverBlock} false).
   */
  public static LoggerContext asyncFile(Path file, String pattern, boolean includeCallerData) {
    LoggerContext context = context();
    AsyncAppender async = new AsyncAppender();
    async.setContext(context);
    async.setName("ASYNC_FILE");
    async.setQueueSize(8192);
    async.setDiscardingThreshold(0);
    async.setNeverBlock(false);
    // Stopping drains the queue for up to this long: a benchmark counts every line written.
    async.setMaxFlushTime(30_000);
    async.setIncludeCallerData(includeCallerData);
    async.addAppender(fileAppender(context, file, pattern));
    async.start();
    root(context).addAppender(async);
    return context;
  }

  /**
   * An appender that formats every event with the pattern and writes it nowhere: the cost of the
   * event and its layout, without the disk.
   */
  public static LoggerContext discarding(String pattern) {
    LoggerContext context = context();
    OutputStreamAppender<ILoggingEvent> appender = new OutputStreamAppender<>();
    appender.setContext(context);
    appender.setName("DISCARD");
    appender.setEncoder(encoder(context, pattern));
    appender.setOutputStream(OutputStream.nullOutputStream());
    appender.start();
    root(context).addAppender(appender);
    return context;
  }

  /** A context as Logback's own initialization makes one: with its MDC adapter, started. */
  private static LoggerContext context() {
    LoggerContext context = new LoggerContext();
    context.setMDCAdapter(new LogbackMDCAdapter());
    context.start();
    return context;
  }

  private static Appender<ILoggingEvent> fileAppender(
      LoggerContext context, Path file, String pattern) {
    FileAppender<ILoggingEvent> appender = new FileAppender<>();
    appender.setContext(context);
    appender.setName("FILE");
    appender.setFile(file.toString());
    appender.setAppend(false);
    appender.setEncoder(encoder(context, pattern));
    appender.start();
    return appender;
  }

  private static PatternLayoutEncoder encoder(LoggerContext context, String pattern) {
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern(pattern);
    encoder.start();
    return encoder;
  }

  private static Logger root(LoggerContext context) {
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    root.setLevel(Level.INFO);
    return root;
  }
}
