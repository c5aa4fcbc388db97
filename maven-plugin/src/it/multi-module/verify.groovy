import com.fasterxml.jackson.databind.ObjectMapper
import dev.bottleneck.maven.it.BuildLog
import dev.bottleneck.maven.report.SarifSchema

def ordersFindings = BuildLog.javaFindings('orders/src/main/java/com/acme/Paths.java:7 [AntPathMatcher]') +
    ['orders/src/main/resources/application.yml:6 [AntPathMatcher]']
def billingFindings = BuildLog.javaFindings('billing/src/main/java/com/acme/billing/Invoices.java:7 [CommonPoolAsync]')
def summary = [
    "[INFO] bottleneck: 3 findings in 2 of 3 modules analyzed, 1 skipped",
    "[INFO]   multi-module: skipped (pom packaging)",
    "[INFO]   orders: 2 findings",
    "[INFO]   billing: 1 finding",
    "[INFO]   shared: no findings"].join('\n')
def failure = [
    "3 bottleneck finding(s) in 2 of 3 modules, listed above:",
    "[ERROR]   orders: 2, in orders/target/bottleneck/bottleneck.sarif",
    "[ERROR]   billing: 1, in billing/target/bottleneck/bottleneck.sarif",
    "[ERROR] Fix them, suppress one with @SuppressWarnings(\"RuleId\"), or accept the current ones with mvn bottleneck:baseline"].join('\n')

// 1 and 2 (parallel): every module is analyzed, the build fails once, at its end. Paths open from
// the reactor root, module folder included; links follow bottleneck.docsBaseUrl.
for (int i = 1; i <= 2; i++) {
  def log = BuildLog.of(basedir, i)
  assert log.findings().sort(false) == (ordersFindings + billingFindings).sort(false)
  assert log.findingLines().every { it.endsWith('(https://docs.example.com/perf/rules/' + it.replaceAll(/^.*?\[(\w+)\] .*$/, '$1') + '.html)') }
  assert log.contains('[INFO] bottleneck: skipped (pom packaging)')
  assert log.contains('[INFO] bottleneck: no findings in 2 files analyzed')
  assert log.text().count(summary) == 1
  assert log.text().readLines().count { it.startsWith('[ERROR] Failed to execute goal') } == 1
  // Serially shared ends the build; in parallel whichever module finishes last does, and every other
  // module with findings says that the build goes on.
  def last = i == 1 ? 'shared' : log.text().find(/:check \(default\) on project (\w+): /) { m, p -> p }
  assert last in ['orders', 'billing', 'shared']
  assert log.text().count('bottleneck: the build goes on to analyze the other modules and fails at its end (set bottleneck.failFast to stop here)') ==
      (last == 'shared' ? 2 : 1)
  assert log.contains('[ERROR] Failed to execute goal dev.bottleneck:bottleneck-maven-plugin:' + log.text().find(/bottleneck-maven-plugin:([^:]+):check/) { m, v -> v } + ':check (default) on project ' + last + ': ' + failure)
}

// 3: failFast stops at the first module with findings; billing is never analyzed.
def failFast = BuildLog.of(basedir, 3)
assert failFast.findings().sort(false) == ordersFindings.sort(false)
assert failFast.contains('on project orders: 2 bottleneck finding(s) in orders, listed above and in orders/target/bottleneck/bottleneck.sarif. Fix them,')
assert !failFast.contains('fails at its end')
assert !failFast.contains('modules analyzed')
assert failFast.contains('[INFO] billing ............................................ SKIPPED')

// 4: shared does not bind check, so billing, the last module that runs it, ends the build.
def unbound = BuildLog.of(basedir, 4)
assert unbound.findings().sort(false) == (ordersFindings + billingFindings).sort(false)
assert !unbound.contains('check (default) @ shared')
assert unbound.contains([
    "[INFO] bottleneck: 3 findings in 2 of 2 modules analyzed, 1 skipped",
    "[INFO]   multi-module: skipped (pom packaging)",
    "[INFO]   orders: 2 findings",
    "[INFO]   billing: 1 finding"].join('\n') + '\n[INFO] ---')
assert unbound.contains(':check (default) on project billing: 3 bottleneck finding(s) in 2 of 2 modules, listed above:')

// The SARIF of each analyzed module (written by run 4 for orders and billing, by run 2 for shared): URIs
// relative to the repository root, each rule's help linked under the docs base URL.
def sarif = { String module ->
  def text = new File(basedir, module + '/target/bottleneck/bottleneck.sarif').getText('UTF-8')
  assert SarifSchema.violations(text).isEmpty()
  assert !text.contains(basedir.canonicalPath) && !text.contains(basedir.absolutePath)
  new ObjectMapper().readTree(text).at('/runs/0')
}
def locations = { run ->
  run.get('results').collect {
    "${it.at('/locations/0/physicalLocation/artifactLocation/uri').asText()}:${it.at('/locations/0/physicalLocation/region/startLine').asInt()} [${it.get('ruleId').asText()}]".toString()
  }.sort(false)
}
def orders = sarif('orders')
def billing = sarif('billing')
def shared = sarif('shared')
assert locations(orders) == ordersFindings.sort(false)
assert locations(billing) == billingFindings.sort(false)
assert shared.get('results').size() == 0
assert [orders, billing, shared].collect { it.at('/automationDetails/id').asText() } ==
    ['bottleneck/orders/', 'bottleneck/billing/', 'bottleneck/shared/']
def rule = orders.at('/tool/driver/rules').find { it.get('id').asText() == 'CommonPoolAsync' }
assert rule.get('helpUri').asText() == 'https://docs.example.com/perf/rules/CommonPoolAsync.html'
assert rule.at('/help/markdown').asText().contains('## Suppression')
// The pom module is not analyzed and writes nothing.
assert !new File(basedir, 'target/bottleneck/bottleneck.sarif').exists()

// 5: a baseline for each module with findings, and none for the pom module or the clean one.
def baseline = BuildLog.of(basedir, 5)
assert baseline.contains('[INFO] bottleneck: baseline orders/bottleneck-baseline.txt records 2 finding(s) in 3 file(s) analyzed')
assert baseline.contains('[INFO] bottleneck: baseline billing/bottleneck-baseline.txt records 1 finding(s) in 3 file(s) analyzed')
assert baseline.contains('[INFO] bottleneck: no findings in 2 file(s) analyzed, so no baseline')
assert new File(basedir, 'orders/bottleneck-baseline.txt').readLines().count { !it.startsWith('#') } == 2
assert new File(basedir, 'billing/bottleneck-baseline.txt').readLines().count { !it.startsWith('#') } == 1
assert !new File(basedir, 'shared/bottleneck-baseline.txt').exists()
assert !new File(basedir, 'bottleneck-baseline.txt').exists()
