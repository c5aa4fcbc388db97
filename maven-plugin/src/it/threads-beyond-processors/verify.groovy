import dev.bottleneck.maven.it.BuildLog

def log = BuildLog.of(basedir)
def processors = Runtime.getRuntime().availableProcessors()
assert log.contains("[WARNING] bottleneck: bottleneck.threads is 100000, more than the ${processors}"
    + " available processors; analyzing on ${processors}")
assert log.contains('[INFO] bottleneck: no findings in 3 files analyzed')
assert log.contains('BUILD SUCCESS')
