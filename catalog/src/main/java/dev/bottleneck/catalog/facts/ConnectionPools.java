package dev.bottleneck.catalog.facts;

/**
 * Connection pools with a known bottleneck. Commons DBCP 1.x ({@code BasicDataSource} and the rest
 * of its package) takes one pool-wide lock on every borrow and return; DBCP 2 lives in another
 * package and is not meant.
 */
public final class ConnectionPools {
  private ConnectionPools() {}

  /** Commons DBCP 1.x: this package and its subpackages. */
  public static final String COMMONS_DBCP_1_PACKAGE = "org.apache.commons.dbcp";

  /** Whether a type of {@code packageName} belongs to Commons DBCP 1.x. */
  public static boolean isCommonsDbcp1(String packageName) {
    return packageName.equals(COMMONS_DBCP_1_PACKAGE)
        || packageName.startsWith(COMMONS_DBCP_1_PACKAGE + ".");
  }
}
