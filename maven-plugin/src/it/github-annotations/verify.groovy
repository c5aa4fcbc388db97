import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
def annotations = log.text().readLines().findAll { it.startsWith('::') }
def javaAnnotations = BuildLog.javaFindings('src/main/java/com/acme/Paths.java:7 [AntPathMatcher]')
assert annotations.size() == 1 + javaAnnotations.size()
assert annotations.contains(
    '::warning file=src/main/resources/application.yml,line=6,col=26,'
        + 'title=[AntPathMatcher] Match request paths with PathPatternParser instead of the legacy AntPathMatcher'
        + '::spring.mvc.pathmatch.matching-strategy=ant_path_matcher makes Spring MVC match request paths with the'
        + ' legacy AntPathMatcher; remove the line or set path-pattern-parser, the default since Spring Boot 2.6')
// Annotations are read on GitHub: no link to a page installed on the runner.
assert !annotations.any { it.contains('file:') }
if (javaAnnotations) {
  assert annotations.any { it.startsWith('::warning file=src/main/java/com/acme/Paths.java,line=7,') }
}
assert log.contains('BUILD FAILURE')
