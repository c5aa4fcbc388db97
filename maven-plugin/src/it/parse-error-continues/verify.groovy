import dev.bottleneck.maven.it.BuildLog

def lenient = BuildLog.of(basedir, 1)
def problem = lenient.text().readLines().find { it.startsWith('[WARNING] src/main/java/com/acme/Broken.java:[4,12] does not parse, so no rule checked it: Parse error. Found "{"') }
assert problem != null
def javaFindings = BuildLog.javaFindings('src/main/java/com/acme/Paths.java:7 [AntPathMatcher]')
assert lenient.findings().sort() == (javaFindings + ['src/main/resources/application.yml:6 [AntPathMatcher]']).sort()
assert lenient.contains("[INFO] bottleneck: ${1 + javaFindings.size()} finding${javaFindings ? 's' : ''} in 4 files analyzed")
assert lenient.contains('[INFO] bottleneck: 1 file(s) did not parse, see the warnings above')
assert lenient.contains('BUILD SUCCESS')

def strict = BuildLog.of(basedir, 2)
assert strict.contains('1 problem(s) in Java files that do not parse, listed above as warnings (failOnParseError is set); fix them or set bottleneck.failOnParseError=false')
// The file is named once, in its warning; the verdict counts it.
assert strict.text().readLines().count { it.contains('Broken.java') } == 1
assert strict.contains('BUILD FAILURE')
