import javax.xml.parsers.DocumentBuilderFactory

// Kotlin: spotbugs:check failed the build on our two bug types, at the lines of the source, with the
// catalog's messages, and SpotBugs' own XML report names them by rule id.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
assert log.contains('new ObjectMapper() runs on every call here')
assert log.contains('String concatenation builds this debug message even when debug logging is off')

def report = DocumentBuilderFactory.newInstance().newDocumentBuilder()
    .parse(new File(basedir, 'target/spotbugsXml.xml'))
def bugs = report.getElementsByTagName('BugInstance')
def found = (0..<bugs.length).collect { i ->
  def bug = bugs.item(i)
  // The bug's own SourceLine, a direct child; its Class and Method elements carry their own.
  def children = bug.childNodes
  def line = (0..<children.length).collect { children.item(it) }
      .find { it.nodeName == 'SourceLine' }.getAttribute('start')
  "${bug.getAttribute('type')}:${line}".toString()
}.sort()
assert found == ['EagerLogMessage:13', 'ObjectMapperPerCall:14'] : found
