package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @AnalyzeClasses(packages = "com.example")} in a project whose classes live elsewhere
 * imports nothing: every rule fails then, naming the packages the class path's class directories
 * hold, instead of passing without reading any code.
 */
final class EmptyImportTest {
  private static final String CLASS_PATH = "surefire.test.class.path";

  @TempDir Path project;
  private String classPath;

  @BeforeEach
  void classPathOfAnApplication() throws IOException {
    touch(project.resolve("target/classes/com/acme/orders/Orders.class"));
    touch(project.resolve("target/classes/com/acme/web/OrdersController.class"));
    touch(project.resolve("target/test-classes/com/acme/OrdersTest.class"));
    touch(project.resolve("target/other/Main.class"));
    touch(project.resolve("target/other/org/example/Tool.class"));
    Files.createDirectories(project.resolve("target/empty"));
    classPath = System.getProperty(CLASS_PATH);
    System.setProperty(
        CLASS_PATH,
        String.join(
            File.pathSeparator,
            project.resolve("target/test-classes").toString(),
            project.resolve("target/classes").toString(),
            project.resolve("target/other").toString(),
            project.resolve("target/empty").toString(),
            project.resolve("lib/library.jar").toString()));
  }

  @AfterEach
  void restore() {
    if (classPath == null) {
      System.clearProperty(CLASS_PATH);
    } else {
      System.setProperty(CLASS_PATH, classPath);
    }
    ArchConfiguration.get().reset();
  }

  @Test
  void allRulesFailOnAnEmptyImportNamingThePackagesTheClassPathHolds() {
    assertThatThrownBy(() -> BottleneckRules.all().check(nothing()))
        .isInstanceOf(AssertionError.class)
        .hasMessage(
            "Rule '"
                + BottleneckRules.OBJECT_MAPPER_PER_CALL.getDescription()
                + "' analyzed nothing: the import holds 0 classes, so every bottleneck rule would"
                + " pass without reading any code. Import the application's own packages, e.g."
                + " @AnalyzeClasses(packages = \"com.acme\") or @AnalyzeClasses(packagesOf ="
                + " Application.class), or new ClassFileImporter().importPackages(\"com.acme\")."
                + " The class directories on the class path hold: "
                + project.resolve("target/test-classes")
                + ": com.acme (1 class); "
                + project.resolve("target/classes")
                + ": com.acme (2 classes); "
                + project.resolve("target/other")
                + ": (default package), org (2 classes). To accept an"
                + " empty import, call allowEmptyShould(true) on the rule or set"
                + " archRule.failOnEmptyShould=false in archunit.properties.");
  }

  @Test
  void everyRuleFailsOnAnEmptyImport() {
    for (ArchRule rule : BottleneckRules.list()) {
      assertThatThrownBy(() -> rule.check(nothing()))
          .as(rule.getDescription())
          .isInstanceOf(AssertionError.class)
          .hasMessageStartingWith("Rule '" + rule.getDescription() + "' analyzed nothing: ");
    }
  }

  /** A frozen rule must not record "nothing analyzed" as today's state and pass from then on. */
  @Test
  void frozenRulesFailOnAnEmptyImport(@TempDir Path store) {
    ArchConfiguration.get().setProperty("freeze.store.default.path", store.toString());
    ArchConfiguration.get().setProperty("freeze.store.default.allowStoreCreation", "true");

    assertThatThrownBy(() -> FreezingArchRule.freeze(BottleneckRules.all()).check(nothing()))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("analyzed nothing: the import holds 0 classes");
  }

  @Test
  void noClassDirectoryOnTheClassPath() {
    System.setProperty(CLASS_PATH, project.resolve("lib/library.jar").toString());

    assertThatThrownBy(() -> BottleneckRules.WIDE_TRANSACTIONAL.check(nothing()))
        .hasMessageContaining(
            " The class path holds no class directory: the application's classes"
                + " are not compiled yet. To accept");
  }

  @Test
  void allowEmptyShouldAcceptsAnEmptyImport() {
    BottleneckRules.all().allowEmptyShould(true).check(nothing());
    BottleneckRules.COMMON_POOL_ASYNC.allowEmptyShould(true).check(nothing());
  }

  @Test
  void failOnEmptyShouldFalseAcceptsAnEmptyImport() {
    ArchConfiguration.get().setProperty("archRule.failOnEmptyShould", "false");

    BottleneckRules.all().check(nothing());
  }

  @Test
  void descriptionReasonAndAllowEmptyShouldKeepTheGuard() {
    ArchRule renamed = BottleneckRules.ANT_PATH_MATCHER.as("no ant matchers").because("we said so");

    assertThat(renamed.getDescription()).isEqualTo("no ant matchers, because we said so");
    assertThatThrownBy(() -> renamed.check(nothing()))
        .hasMessageStartingWith("Rule 'no ant matchers, because we said so' analyzed nothing: ");
    assertThatThrownBy(
            () -> renamed.allowEmptyShould(true).allowEmptyShould(false).check(nothing()))
        .isInstanceOf(AssertionError.class);
  }

  private static JavaClasses nothing() {
    return new ClassFileImporter().importPackages("com.example.nothing.here");
  }

  private static void touch(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    Files.createFile(file);
  }
}
