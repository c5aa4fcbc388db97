package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * What only Error Prone sees of DBCP 1.x in source: a member is DBCP's by its declaring class, so
 * calls through a subclass of one's own and the subclass's {@code super()} are reported, as
 * ArchUnit reports them on bytecode; the plugin, which judges a call by the type it goes through,
 * does not. The identification cases are shared in {@code samples/src/cases/java/.../
 * CommonsDbcpPool}.
 */
final class CommonsDbcpPoolTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(CommonsDbcpPool.class, getClass());

  @Test
  void callsThroughASubclass() {
    helper
        .addSourceLines(
            "LegacyPool.java",
            """
            import java.sql.Connection;
            import org.apache.commons.dbcp.BasicDataSource;

            class LegacyPool extends BasicDataSource {
              LegacyPool() {
                // BUG: Diagnostic contains: new BasicDataSource() uses the Commons DBCP 1.x pool
                super();
                // BUG: Diagnostic contains: LegacyPool.setMaxActive() uses
                setMaxActive(8);
              }

              static Connection borrow(LegacyPool pool) throws Exception {
                // BUG: Diagnostic contains: LegacyPool.getConnection() uses
                return pool.getConnection();
              }

              @Override
              public String toString() {
                return "legacy";
              }

              static String name(LegacyPool pool) {
                return pool.toString();
              }
            }
            """)
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "CommonsDbcpPool").doTest();
  }
}
