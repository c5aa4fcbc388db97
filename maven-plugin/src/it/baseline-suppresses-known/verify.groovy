import dev.bottleneck.maven.it.BuildLog

def recorded = new File(basedir, 'target/recorded-baseline.txt').readLines('UTF-8')
assert recorded[0] == '# bottleneck baseline v1'
def configEntries = recorded.findAll { it.startsWith('AntPathMatcher\tsrc/main/resources/') }
assert configEntries == [
    'AntPathMatcher\tsrc/main/resources/application.properties\tspring.mvc.pathmatch.matching-strategy\t531c526f49758c55',
    'AntPathMatcher\tsrc/main/resources/application.properties\tspring.mvc.pathmatch.matching-strategy\t531c526f49758c55',
    'AntPathMatcher\tsrc/main/resources/application.yml\tspring.mvc.pathmatch.matching-strategy\t15c27fa2e0c4c8e3']
def javaFindings = BuildLog.javaFindings('src/main/java/com/acme/Paths.java:7 [AntPathMatcher]')
assert BuildLog.of(basedir, 1).contains("records ${3 + javaFindings.size()} finding(s) in 4 file(s) analyzed")

def check = BuildLog.of(basedir, 2)
// The shifted yml finding and one of the two identical properties findings (one in each document) are
// known; the second is new.
assert check.findings().sort() == (javaFindings + ['src/main/resources/application.properties:4 [AntPathMatcher]']).sort()
assert check.contains('[INFO] bottleneck: 2 known finding(s) baselined, 1 baseline entry no longer match (drop them with mvn bottleneck:baseline)')
assert check.contains('BUILD FAILURE')
