package dev.bottleneck.maven;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The plugin's packages follow the data flow: source set, scanners (rules behind the {@code spi}),
 * filters, reporters, fail policy; the {@code engine} runs the stages from scanning to the
 * baseline; {@code run} holds the steps every front end takes around it, which the Mojos (and the
 * standalone command) call; {@code finding} and the front ends' words sit at the bottom.
 */
final class LayeringTest {
  private static final String PLUGIN = "dev.bottleneck.maven..";
  private static final String MOJOS = "dev.bottleneck.maven";
  private static final String FINDING = "dev.bottleneck.maven.finding..";
  private static final String TYPES = "dev.bottleneck.maven.types..";
  private static final String SPI = "dev.bottleneck.maven.spi..";
  private static final String RULES = "dev.bottleneck.maven.rules..";
  private static final String SCAN = "dev.bottleneck.maven.scan..";
  private static final String ENGINE = "dev.bottleneck.maven.engine..";
  private static final String RUN = "dev.bottleneck.maven.run..";
  private static final String MAVEN_API = "org.apache.maven..";

  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("dev.bottleneck.maven");

  static final ArchRule NO_PACKAGE_CYCLES =
      slices()
          .matching("dev.bottleneck.maven.(*)..")
          .should()
          .beFreeOfCycles()
          .because("data flows one way, and a cycle makes two packages one");

  static final ArchRule NOTHING_DEPENDS_ON_THE_MOJOS =
      noClasses()
          .that()
          .resideOutsideOfPackage(MOJOS)
          .should()
          .dependOnClassesThat()
          .resideInAPackage(MOJOS)
          .because("the Mojos only wire the stages; every stage works without Maven");

  static final ArchRule ONLY_THE_MOJOS_KNOW_MAVEN =
      noClasses()
          .that()
          .resideOutsideOfPackage(MOJOS)
          .should()
          .dependOnClassesThat()
          .resideInAPackage(MAVEN_API)
          .because(
              "a standalone command and a language server run the engine and the stages without"
                  + " Maven");

  static final ArchRule ONLY_THE_MOJOS_CALL_THE_ENGINE =
      noClasses()
          .that()
          .resideInAPackage(PLUGIN)
          .and()
          .resideOutsideOfPackages(MOJOS, ENGINE, RUN)
          .should()
          .dependOnClassesThat()
          .resideInAPackage(ENGINE)
          .because(
              "the engine runs the stages, so no stage may run the engine; the front ends (the"
                  + " Mojos, through the steps of a run they share with the command) call it");

  static final ArchRule FINDINGS_AT_THE_BOTTOM =
      dependsOnNoOtherPackage(FINDING)
          .because("every stage shares findings, so findings may know no stage");

  static final ArchRule TYPES_KNOW_NO_RULES =
      dependsOnNoOtherPackage(TYPES)
          .because("type resolution serves the rules and must not learn what they look for");

  static final ArchRule SPI_SEES_NEITHER_RULES_NOR_SCANNER =
      noClasses()
          .that()
          .resideInAPackage(SPI)
          .should()
          .dependOnClassesThat(
              resideInAPackage(PLUGIN)
                  .and(resideOutsideOfPackage(SPI))
                  .and(resideOutsideOfPackage(TYPES))
                  .and(resideOutsideOfPackage(FINDING)))
          .because("rules and the scanner both build on the contract, never on each other");

  static final ArchRule RULES_ONLY_MATCH =
      noClasses()
          .that()
          .resideInAPackage(RULES)
          .should()
          .dependOnClassesThat(
              resideInAnyPackage(
                      SCAN,
                      "dev.bottleneck.maven.config..",
                      "dev.bottleneck.maven.filter..",
                      "dev.bottleneck.maven.report..",
                      "dev.bottleneck.maven.policy..",
                      "dev.bottleneck.maven.source..",
                      ENGINE,
                      RUN)
                  .or(resideInAPackage(MOJOS)))
          .because("a rule matches one parsed file; scanning, filtering and reporting are stages");

  static final ArchRule RULES_FOUND_ONLY_THROUGH_SERVICE_LOADER =
      noClasses()
          .that()
          .resideOutsideOfPackage(RULES)
          .should()
          .dependOnClassesThat()
          .resideInAPackage(RULES)
          .because("adding a rule must need no line outside its own class");

  private static ArchRule dependsOnNoOtherPackage(String packages) {
    return noClasses()
        .that()
        .resideInAPackage(packages)
        .should()
        .dependOnClassesThat(resideInAPackage(PLUGIN).and(resideOutsideOfPackage(packages)));
  }

  @Test
  void noPackageCycles() {
    NO_PACKAGE_CYCLES.check(CLASSES);
  }

  @Test
  void nothingDependsOnTheMojos() {
    NOTHING_DEPENDS_ON_THE_MOJOS.check(CLASSES);
  }

  @Test
  void onlyTheMojosKnowMaven() {
    ONLY_THE_MOJOS_KNOW_MAVEN.check(CLASSES);
  }

  @Test
  void onlyTheMojosCallTheEngine() {
    ONLY_THE_MOJOS_CALL_THE_ENGINE.check(CLASSES);
  }

  @Test
  void findingsAtTheBottom() {
    FINDINGS_AT_THE_BOTTOM.check(CLASSES);
  }

  @Test
  void typesKnowNoRules() {
    TYPES_KNOW_NO_RULES.check(CLASSES);
  }

  @Test
  void spiSeesNeitherRulesNorScanner() {
    SPI_SEES_NEITHER_RULES_NOR_SCANNER.check(CLASSES);
  }

  @Test
  void rulesOnlyMatch() {
    RULES_ONLY_MATCH.check(CLASSES);
  }

  @Test
  void rulesFoundOnlyThroughServiceLoader() {
    RULES_FOUND_ONLY_THROUGH_SERVICE_LOADER.check(CLASSES);
  }
}
