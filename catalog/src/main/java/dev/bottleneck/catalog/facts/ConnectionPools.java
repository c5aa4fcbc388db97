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

  /**
   * The Maven coordinates of Commons DBCP 1.x: every version of {@code commons-dbcp:commons-dbcp}
   * is 1.x (DBCP 2 is {@code org.apache.commons:commons-dbcp2}).
   */
  public static final String COMMONS_DBCP_1_GROUP_ID = "commons-dbcp";

  public static final String COMMONS_DBCP_1_ARTIFACT_ID = "commons-dbcp";

  /**
   * The Spring Boot property that names the pool class, e.g. a DBCP 1.x {@code BasicDataSource}.
   */
  public static final String DATASOURCE_TYPE_PROPERTY = "spring.datasource.type";

  /** Whether a type of {@code packageName} belongs to Commons DBCP 1.x. */
  public static boolean isCommonsDbcp1(String packageName) {
    return packageName.equals(COMMONS_DBCP_1_PACKAGE)
        || packageName.startsWith(COMMONS_DBCP_1_PACKAGE + ".");
  }

  /** Whether {@code groupId:artifactId} is the Commons DBCP 1.x artifact. */
  public static boolean isCommonsDbcp1Artifact(String groupId, String artifactId) {
    return COMMONS_DBCP_1_GROUP_ID.equals(groupId) && COMMONS_DBCP_1_ARTIFACT_ID.equals(artifactId);
  }
}
