import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
// HttpClientFactory.create overrides api's ClientFactory.create, whose only call is in api's main:
// it runs once. Downloads.client has no caller and stays reported.
assert log.findings() == BuildLog.javaFindings('plugin/src/main/java/com/acme/plugin/Downloads.java:8 [HttpClientPerCall]')
assert log.contains('[INFO]   api: no findings')
assert log.contains('[INFO]   plugin: 1 finding')
