import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
def pages = new File(basedir, '../../it-cache/bottleneck').canonicalFile
def remedy = ' makes Spring MVC match request paths with the legacy AntPathMatcher; remove the line or set' +
    ' path-pattern-parser, the default since Spring Boot 2.6 (file://' + pages.path + '/' +
    pages.list().find() + '/rules/AntPathMatcher.html)'
assert log.findingLines() == [
    'src/main/resources/application-legacy.properties:[2,5] [AntPathMatcher] spring.mvc.pathmatch.matching-strategy=ant_path_matcher' + remedy,
    'src/main/resources/application-prod.yml:[4,25] [AntPathMatcher] spring.mvc.pathmatch.matchingStrategy=ANT-PATH-MATCHER' + remedy,
    'src/main/resources/application-prod.yml:[10,36] [AntPathMatcher] spring.mvc.pathmatch.matching_strategy=ant_path_matcher' + remedy,
    'src/main/resources/application.properties:[3,40] [AntPathMatcher] spring.mvc.pathmatch.matching-strategy=ant_path_matcher' + remedy,
    'src/main/resources/config/application-dev.yaml:[1,41] [AntPathMatcher] spring.mvc.pathmatch.matching-strategy=ant-path-matcher' + remedy]
assert log.contains('[INFO] bottleneck: 5 findings in 5 files analyzed')
assert log.contains('BUILD SUCCESS')
