import com.fasterxml.jackson.databind.ObjectMapper
import dev.bottleneck.maven.it.BuildLog
import dev.bottleneck.maven.report.SarifSchema

def log = BuildLog.of(basedir)
def javaFindings = BuildLog.javaFindings('src/main/java/com/acme/Paths.java:7 [AntPathMatcher]')
// Each module reports its own findings, with paths relative to the module.
assert log.findings().sort() == (javaFindings + ['src/main/resources/application.yml:6 [AntPathMatcher]']).sort()
assert log.contains('[INFO] bottleneck: no findings in 1 file analyzed')

def sarif = { String module ->
  def text = new File(basedir, module + 'target/bottleneck/bottleneck.sarif').getText('UTF-8')
  assert SarifSchema.violations(text).isEmpty()
  assert !text.contains(basedir.canonicalPath) && !text.contains(basedir.absolutePath)
  new ObjectMapper().readTree(text).at('/runs/0')
}
def orders = sarif('orders/')
def billing = sarif('billing/')
def root = sarif('')
// SARIF URIs are relative to the repository root, so one upload places every module's findings.
def uris = orders.get('results').collect {
  "${it.at('/locations/0/physicalLocation/artifactLocation/uri').asText()}:${it.at('/locations/0/physicalLocation/region/startLine').asInt()}".toString()
}
assert uris.sort() == (javaFindings.collect { 'orders/' + it.replace(' [AntPathMatcher]', '') } + ['orders/src/main/resources/application.yml:6']).sort()
assert billing.get('results').size() == 0
assert root.get('results').size() == 0
assert [orders, billing, root].collect { it.at('/automationDetails/id').asText() } ==
    ['bottleneck/orders/', 'bottleneck/billing/', 'bottleneck/multi-module/']
