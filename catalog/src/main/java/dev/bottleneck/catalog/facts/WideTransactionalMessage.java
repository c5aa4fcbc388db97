package dev.bottleneck.catalog.facts;

import java.util.List;

/**
 * What a WideTransactional finding says, in every engine: the slow call (reached through the calls
 * of {@code path}, if any), its kind, the transaction that holds the connection meanwhile, and the
 * fix.
 */
public final class WideTransactionalMessage {
  private static final String REMEDY =
      "; move it before the transaction or after commit (for example to a @"
          + TypeName.simple(Transactions.TRANSACTIONAL_EVENT_LISTENER)
          + "(phase = AFTER_COMMIT)), or narrow the transaction to the database work with"
          + " TransactionTemplate";

  private WideTransactionalMessage() {}

  /**
   * The finding's message, e.g. {@code notifyPartner() -> RestTemplate.put (remote call) runs while
   * the transaction of place() holds its database connection; move it ...}.
   *
   * @param transaction the transaction, from {@link #method} or {@link #callback}
   * @param path the calls that lead from the finding's line to the slow call, each from {@link
   *     #step}; empty when the slow call is on that line
   * @param slowCall the slow call, from {@link #call} or {@link #creation}
   * @param kind what kind of slow work it is
   */
  public static String of(
      String transaction, List<String> path, String slowCall, SlowWork.Kind kind) {
    StringBuilder message = new StringBuilder();
    for (String step : path) {
      message.append(step).append(" -> ");
    }
    return message
        .append(slowCall)
        .append(" (")
        .append(kind.text())
        .append(") runs while the transaction of ")
        .append(transaction)
        .append(" holds its database connection")
        .append(REMEDY)
        .toString();
  }

  /** The transaction of a declared transactional method: {@code place()}. */
  public static String method(String name) {
    return name + "()";
  }

  /** The transaction of a programmatic callback: {@code the execute(...) callback}. */
  public static String callback(String method) {
    return "the " + method + "(...) callback";
  }

  /** A call on the way to the slow call: {@code audit()}, or {@code PartnerClient.notify()}. */
  public static String step(String owner, String method) {
    return owner.isEmpty() ? method + "()" : owner + "." + method + "()";
  }

  /** A slow method call, by the simple name of its owner: {@code RestTemplate.put}. */
  public static String call(String owner, String method) {
    return owner + "." + method;
  }

  /** A slow constructor call: {@code new FileWriter}. */
  public static String creation(String owner) {
    return "new " + owner;
  }
}
