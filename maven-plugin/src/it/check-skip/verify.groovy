import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
assert log.contains('[INFO] bottleneck: skipped (skip is set)')
assert log.findings().isEmpty()
assert !log.contains('files analyzed')
assert log.contains('BUILD SUCCESS')
