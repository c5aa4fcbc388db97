import com.fasterxml.jackson.databind.ObjectMapper
import dev.bottleneck.maven.it.BuildLog
import dev.bottleneck.maven.report.SarifSchema

def file = new File(basedir, 'target/bottleneck/bottleneck.sarif')
assert file.isFile()
def text = file.getText('UTF-8')
assert SarifSchema.violations(text).isEmpty()
assert !text.contains(basedir.canonicalPath) && !text.contains(basedir.absolutePath) && !text.contains('file:')

def run = new ObjectMapper().readTree(text).get('runs').get(0)
assert run.at('/tool/driver/name').asText() == 'bottleneck'
assert run.at('/tool/driver/version').asText() ==~ /\d+\.\d+\.\d+.*/
def results = run.get('results').collect {
  def location = it.at('/locations/0/physicalLocation')
  "${location.at('/artifactLocation/uri').asText()}:${location.at('/region/startLine').asInt()} [${it.get('ruleId').asText()}]".toString()
}
def javaFindings = BuildLog.javaFindings('src/main/java/com/acme/Paths.java:7 [AntPathMatcher]')
assert results.sort() == (javaFindings + ['src/main/resources/application.yml:6 [AntPathMatcher]']).sort()
def config = run.get('results').find { it.at('/locations/0/physicalLocation/artifactLocation/uri').asText().endsWith('.yml') }
assert config.at('/locations/0/physicalLocation/region/startColumn').asInt() == 26
assert config.at('/locations/0/physicalLocation/artifactLocation/uriBaseId').asText() == '%SRCROOT%'
assert config.at('/partialFingerprints/bottleneck~1v1').asText() ==~ /[0-9a-f]{16}:1/
assert BuildLog.of(basedir).contains('[INFO] bottleneck: SARIF report target/bottleneck/bottleneck.sarif')
