package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

final class FileOutlineTest {
  private static final String CONTROLLER =
      """
      /* Licensed under the "Apache-2.0" license. */
      package com.acme.web;

      import java.util.List;import java.util.Map;
      import static org.springframework.boot.SpringApplication.run;
      import org.springframework.web.bind.annotation.*;
      import module java.base;
      import kafka.log.LogConfig$;
      /*
      import io.swagger.annotations.Api;*/
      // import io.swagger.models.Swagger;

      @RestController
      class Orders {
        private static final String CATEGORY = "com.acme.audit";
        private static final String JSON = \"""
            {"name": "value"}
            \""";

        void list() {
          run(Orders.class);
          log("plain text", "\\"quoted");
        }
      }
      """;

  @Test
  void theOnePassReadsThePackageAndImportsAsThePatternsDo() {
    FileOutline outline = outlineInOnePass(CONTROLLER);

    assertThat(outline.packageName()).isEqualTo("com.acme.web");
    assertThat(outline.imports())
        .containsExactly(
            "java.util.List",
            "org.springframework.boot.SpringApplication.run",
            "org.springframework.web.bind.annotation.*",
            "io.swagger.annotations.Api");
    assertThat(outline.imports())
        .containsExactlyInAnyOrderElementsOf(FileOutline.of(CONTROLLER, null).imports());
  }

  @Test
  void namesBetweenQuotesAreReadFromTheWholeText() {
    assertThat(outlineInOnePass(CONTROLLER).literals())
        .containsExactly("Apache-2.0", "com.acme.audit", "name", "value", "quoted");
  }

  @Test
  void entryPointsAndApplicationMarkersAreReadFromImportsAndText() {
    FileOutline outline = outlineInOnePass(CONTROLLER);

    assertThat(outline.entryPoints())
        .containsExactly("org.springframework.web.bind.annotation.RestController");
    assertThat(outline.application()).isTrue();
  }

  @Test
  void aTextBeyondLatin1IsSearchedForTheNamesItWritesAndNoOthers() {
    String text =
        """
        package com.acme.web;

        /** 订单接口 */
        @org.springframework.web.bind.annotation.RestController
        class Orders extends javax.servlet.http.Http中Servlet {
          // 启动: org.springframework.boot.SpringApplication
        }
        """;
    FileOutline outline = outlineInOnePass(text);

    assertThat(outline.entryPoints())
        .containsExactly("org.springframework.web.bind.annotation.RestController");
    assertThat(outline.application()).isTrue();
  }

  @Test
  void aQualifiedNameIsFoundWhereverItsPackageHeadIsWrittenAndOnlyWritten() {
    String text =
        """
        @org.springframework.web.bind.annotation.GetMapping
        class A implements org.apache.Other, org.springframework.web.servlet.HandlerInterceptor {
          // org.springframework.web.bind.annotation.PostMapping, without its @
          @javax.ws.rs.Pat
          org.springframework.web.filter.OncePerRequestFilterX f;
        }
        """;
    FileOutline outline = outlineInOnePass(text);

    assertThat(outline.entryPoints())
        .containsExactly(
            "org.springframework.web.bind.annotation.GetMapping",
            "org.springframework.web.filter.OncePerRequestFilter",
            "org.springframework.web.servlet.HandlerInterceptor");
    assertThat(outline.application()).isFalse();
  }

  @Test
  void aMultiLineCommentDeclaresWhatItsLinesStartWithAndASingleLineOneNothing() {
    String text =
        """
        /* import com.acme.Single; */
        /*
        package com.acme.commented;
        import com.acme.Multi;
        */
        class A { String s = "import com.acme.Literal;"; }
        // import com.acme.Line;
        """;
    FileOutline outline = outlineInOnePass(text);

    assertThat(outline.packageName()).isEqualTo("com.acme.commented");
    assertThat(outline.imports()).containsExactly("com.acme.Multi");
  }

  @Test
  void aFileWithoutDeclarationsHasTheUnnamedPackage() {
    FileOutline outline = outlineInOnePass("class A { void a() { String s = \"x\"; } }");

    assertThat(outline.packageName()).isEmpty();
    assertThat(outline.imports()).isEmpty();
    assertThat(outline.literals()).containsExactly("x");
    assertThat(outline.entryPoints()).isEmpty();
    assertThat(outline.application()).isFalse();
  }

  @Test
  void theFactsOfAFileCarryItsOutlineWhetherOrNotTheOnePassCouldReadIt() {
    String escaped = "package p;\nimport javax.servlet.Filter;\nclass A { char c = '\\u0041'; }";

    assertThat(FileFacts.of(escaped).outline().imports())
        .isEqualTo(List.of("javax.servlet.Filter"));
    assertThat(FileFacts.of(escaped).outline().entryPoints())
        .containsExactly("javax.servlet.Filter");
    assertThat(FileFacts.of(CONTROLLER).outline().packageName()).isEqualTo("com.acme.web");
  }

  private static FileOutline outlineInOnePass(String text) {
    CodeFacts code = FileWords.withCodeFacts(text).codeFacts();
    assertThat(code).isNotNull();
    return FileOutline.of(text, code.outline());
  }
}
