package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.Finding;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the shared cases cannot show, since they are scanned without a class path: the fix named for
 * the Spring Security version the module's class path holds, told by the classes Error Prone looks
 * for, in a jar or a class directory.
 */
final class AntPathMatcherRuleTest {
  private static final String SECURITY_CONFIG =
      """
      package p;

      import org.springframework.security.config.annotation.web.builders.HttpSecurity;

      class SecurityConfig {
        void configure(HttpSecurity http) throws Exception {
          http.authorizeRequests()
              .antMatchers("/public/**").permitAll()
              .antMatchers("/static/**").permitAll();
        }
      }
      """;

  @TempDir Path temp;

  @Test
  void withoutClassPathTheFixIsTrueForEveryVersion() {
    assertThat(message(scan()))
        .isEqualTo(
            "antMatchers(...) and 1 other ant-style request matcher of this method (line 9) match"
                + " request paths the legacy ant-style way: each pattern is parsed once, but every"
                + " request path is tokenized and matched against them again, several times"
                + " slower per lookup than a parsed PathPattern (a few microseconds per request for"
                + " 30 patterns); use requestMatchers(...) with"
                + " PathPatternRequestMatcher (Spring Security 6.5+; older versions have no"
                + " path-pattern request matcher) instead");
  }

  @Test
  void theChainsOtherMatchersAreItsRelatedPlaces() {
    assertThat(scan().related())
        .containsExactly(
            new Finding.Related(
                9,
                21,
                "another ant-style request matcher of this method, reported with the first"));
  }

  @Test
  void springSecurityBefore65InAJarHasNoReplacement() throws IOException {
    Path jar =
        jar(
            "spring-security-web-5.7.5.jar",
            "org/springframework/security/web/util/matcher/RequestMatcher.class");
    assertThat(message(scan(jar)))
        .endsWith(
            "; the Spring Security on the class path is older than 6.5 and has no path-pattern"
                + " request matcher: upgrade to 6.5+ and use requestMatchers(...) with"
                + " PathPatternRequestMatcher instead");
  }

  @Test
  void springSecurity65InAClassDirectoryNamesTheReplacement() throws IOException {
    Path classes = temp.resolve("classes");
    for (String entry :
        new String[] {
          "org/springframework/security/web/util/matcher/RequestMatcher.class",
          "org/springframework/security/web/servlet/util/matcher/PathPatternRequestMatcher.class"
        }) {
      Files.createDirectories(classes.resolve(entry).getParent());
      Files.write(classes.resolve(entry), new byte[0]);
    }
    assertThat(message(scan(jar("other.jar", "a/B.class"), classes)))
        .endsWith(
            "several times slower per lookup than a parsed PathPattern (a few microseconds per"
                + " request for 30 patterns); use requestMatchers(...) with"
                + " PathPatternRequestMatcher instead");
  }

  @Test
  void anUnreadableJarTellsNothing() throws IOException {
    Path broken = Files.writeString(temp.resolve("broken.jar"), "not a zip");
    assertThat(message(scan(broken)))
        .endsWith(
            "(Spring Security 6.5+; older versions have no path-pattern request matcher) instead");
  }

  private Finding scan(Path... classpath) {
    var findings =
        RuleScan.of(temp.resolve("src"), "AntPathMatcher")
            .classpath(classpath)
            .add("p/SecurityConfig.java", SECURITY_CONFIG)
            .findings();
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).line()).isEqualTo(8);
    return findings.get(0);
  }

  private static String message(Finding finding) {
    return finding.message();
  }

  private Path jar(String name, String entry) throws IOException {
    Path jar = temp.resolve(name);
    try (OutputStream out = Files.newOutputStream(jar);
        ZipOutputStream zip = new ZipOutputStream(out)) {
      zip.putNextEntry(new ZipEntry(entry));
      zip.closeEntry();
    }
    return jar;
  }
}
