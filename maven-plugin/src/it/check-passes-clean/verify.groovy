import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
assert log.findings().isEmpty()
assert log.contains('[INFO] bottleneck: no findings in 3 files analyzed')
assert log.contains('BUILD SUCCESS')
