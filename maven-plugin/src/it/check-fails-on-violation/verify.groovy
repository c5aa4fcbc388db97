import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
def javaFindings = BuildLog.javaFindings('src/main/java/com/acme/Paths.java:7 [AntPathMatcher]')

// The docs link is the page this version ships, installed under XDG_CACHE_HOME (the invoker sets it
// to target/it-cache), and it opens there.
def cache = new File(basedir, '../../it-cache/bottleneck').canonicalFile
def link = log.findingLines().find { it.startsWith('src/main/resources/application.yml:[6,26] [AntPathMatcher] ') }
assert link == 'src/main/resources/application.yml:[6,26] [AntPathMatcher] spring.mvc.pathmatch.matching-strategy=ant_path_matcher' +
    ' makes Spring MVC match request paths with the legacy AntPathMatcher; remove the line or set' +
    ' path-pattern-parser, the default since Spring Boot 2.6 (file://' + cache.path + '/' +
    cache.list().find() + '/rules/AntPathMatcher.html)'
def page = new File(new URI(link.substring(link.lastIndexOf('(file:') + 1, link.length() - 1)))
assert page.text.contains('<title>AntPathMatcher - bottleneck</title>')
assert new File(page.parentFile, '../archunit.html').isFile()
assert !log.contains('docs links point to')
assert log.findings().sort() == (javaFindings + ['src/main/resources/application.yml:6 [AntPathMatcher]']).sort()
def count = 1 + javaFindings.size()
assert log.contains("[INFO]   AntPathMatcher: ${count}")
assert log.contains("${count} bottleneck finding(s) in check-fails-on-violation, listed above.")
assert log.contains('accept the current ones with mvn bottleneck:baseline')
assert log.contains('BUILD FAILURE')
// The plugin ran in verify, after the jar was built.
assert log.text().indexOf('maven-jar-plugin') < log.text().indexOf('bottleneck-maven-plugin')
