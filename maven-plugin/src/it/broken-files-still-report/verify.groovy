import com.fasterxml.jackson.databind.ObjectMapper
import dev.bottleneck.maven.it.BuildLog
import dev.bottleneck.maven.report.SarifSchema

def log = BuildLog.of(basedir)
assert log.contains('BUILD FAILURE')
assert !log.contains('StackOverflowError') && !log.contains('OutOfMemoryError')
assert !log.contains('NullPointerException')

// Every other file's findings are printed; the excluded folder's are not.
def javaFindings = BuildLog.javaFindings(
  'src/main/java/com/acme/Deep.java:4 [ObjectMapperPerCall]',
  'src/main/java/com/acme/Paths.java:7 [AntPathMatcher]')
assert log.findings().sort() == (javaFindings + [
  'src/main/resources/application.properties:1 [AntPathMatcher]',
  'src/main/resources/config/application-dev.yml:3 [AntPathMatcher]']).sort()

// The files that could not be analyzed are errors that name the file, the line and the fix.
assert log.contains('[ERROR] src/main/java/com/acme/Latin1.java:[1,8] is not valid UTF-8 (malformed input at byte 7); save it as UTF-8 or set project.build.sourceEncoding (or bottleneck.encoding) to its encoding')
assert log.contains('[ERROR] src/main/resources/application.yml:[1,1] is not analyzed: its aliases expand it to more than 100000 values, as they would in Spring Boot; simplify the file (fewer aliases, flatter or smaller) or exclude it with the excludes parameter')
assert log.contains('[INFO] bottleneck: 2 file(s) could not be analyzed, see the errors above')
assert log.contains('bottleneck could not analyze 2 file(s), listed above as errors with what to do for each')
assert log.text().readLines().count { it.contains('Latin1.java') && !it.startsWith('::') } == 1
assert log.text().readLines().any { it.startsWith('::error file=') && it.contains('src/main/resources/application.yml,line=1,col=1,title=bottleneck%3A file cannot be analyzed::is not analyzed: its aliases expand it') }

// The SARIF of this run, not the earlier one: valid, with the failed files as error notifications.
def file = new File(basedir, 'target/bottleneck/bottleneck.sarif')
assert file.isFile()
def text = file.getText('UTF-8')
assert !text.contains('stale')
assert SarifSchema.violations(text).isEmpty()
def run = new ObjectMapper().readTree(text).get('runs').get(0)
assert !run.at('/invocations/0/executionSuccessful').asBoolean()
def notifications = run.at('/invocations/0/toolExecutionNotifications').collect {
  "${it.get('level').asText()} ${it.at('/locations/0/physicalLocation/artifactLocation/uri').asText()}".toString()
}
assert notifications.size() == 2
assert notifications.every { it.startsWith('error ') }
assert notifications.any { it.endsWith('src/main/java/com/acme/Latin1.java') }
assert notifications.any { it.endsWith('src/main/resources/application.yml') }
assert run.get('results').size() == javaFindings.size() + 2
