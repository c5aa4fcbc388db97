package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A member class shadows a single-type import only inside the body that declares it (JLS 6.4.1).
 */
final class TypeNamesTest {
  @TempDir Path root;

  private static final String FILE =
      """
      package app;

      import org.acme.cli.Command;

      class Shell {
        Command inShell() { return null; }

        static class Runner {
          Command inNested() { return null; }
        }

        static class Command {}
      }

      class Tool extends Shell.Runner {
        Command inOtherClass() { return null; }
      }

      class Script extends Shell {
        Command inherited() { return null; }
      }

      class Header extends Command {
        static class Command {}
      }
      """;

  private final CompilationUnit unit = TestSources.parse(FILE);

  @Test
  void theMemberClassInsideTheBodyThatDeclaresIt() {
    assertThat(returnType("inShell")).contains("app.Shell.Command");
    assertThat(returnType("inNested")).contains("app.Shell.Command");
  }

  @Test
  void theImportedClassOutsideThatBody() {
    assertThat(returnType("inOtherClass")).contains("org.acme.cli.Command");
  }

  @Test
  void theMemberClassInheritedFromASupertypeOfTheFile() {
    assertThat(returnType("inherited")).contains("app.Shell.Command");
  }

  @Test
  void theImportedClassInTheDeclaringClassesOwnExtendsClause() {
    ClassOrInterfaceType extended =
        unit.getClassByName("Header")
            .map(ClassOrInterfaceDeclaration::getExtendedTypes)
            .orElseThrow()
            .get(0);

    assertThat(types().resolve(extended, extended)).contains("org.acme.cli.Command");
  }

  @Test
  void theMemberTypeInARecordsComponents() {
    CompilationUnit record =
        TestSources.parse(
            """
            package app;

            import org.acme.cli.Kind;

            record Event(Kind kind) {
              enum Kind { STARTED, STOPPED }
            }
            """);
    Parameter component =
        record.findFirst(RecordDeclaration.class).orElseThrow().getParameters().get(0);

    assertThat(
            new Resolution(List.of(root), List.of())
                .forFile(record)
                .resolve(component.getType(), component))
        .contains("app.Event.Kind");
  }

  private Types types() {
    return new Resolution(List.of(root), List.of()).forFile(unit);
  }

  private Optional<String> returnType(String method) {
    MethodDeclaration declaration =
        unit.findFirst(MethodDeclaration.class, m -> m.getNameAsString().equals(method))
            .orElseThrow();
    return types().resolve(declaration.getType(), declaration);
  }
}
