import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
def javaFindings = BuildLog.javaFindings('src/main/java/com/acme/NewPaths.java:7 [AntPathMatcher]')
assert log.findings().sort() == (javaFindings + [
    'src/main/resources/application-dev.properties:1 [AntPathMatcher]',
    'src/main/resources/application-prod.yml:6 [AntPathMatcher]']).sort()
// Only the changed files were read: two config files, the edited application.yml and the new Java file.
assert log.contains('[INFO] bottleneck: 4 file(s) of this module changed since main')
assert log.contains('files analyzed')
assert log.contains("${2 + javaFindings.size()} finding")
assert log.contains('BUILD FAILURE')
