import javax.xml.parsers.DocumentBuilderFactory

// The fixed handler passes spotbugs:check, and SpotBugs did load and run our plugin over it.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD SUCCESS')
assert !log.contains('runs on every call here')

def report = DocumentBuilderFactory.newInstance().newDocumentBuilder()
    .parse(new File(basedir, 'target/spotbugsXml.xml'))
assert report.getElementsByTagName('BugInstance').length == 0
def plugins = report.getElementsByTagName('Plugin')
assert (0..<plugins.length).any { plugins.item(it).getAttribute('id') == 'dev.bottleneck.spotbugs' }
