import dev.bottleneck.maven.it.BuildLog

def rules = BuildLog.of(basedir, 1)
assert rules.contains("Invalid bottleneck rules parameter (Unknown rule id 'NoSuchRule'; known rule ids are ")

def baseline = BuildLog.of(basedir, 2)
assert baseline.contains("broken-baseline.txt:1 is not a bottleneck baseline: the first line must be '# bottleneck baseline v1'; regenerate it with mvn bottleneck:baseline")

def since = BuildLog.of(basedir, 3)
def notACommit = since.text().readLines().find { it.contains("The since ref 'origin/no-such-branch' is not a commit") }
// The repository is named relative to the project, never by its absolute path.
assert notACommit =~ /is not a commit, branch or tag of the git repository in the (project folder|folder \.\.[^ ]*);/
assert !notACommit.contains(basedir.canonicalPath) && !notACommit.contains(' /')
assert since.contains('fetch it first')

// Both broken files are named in one run, after every other file was analyzed, each once.
def files = BuildLog.of(basedir, 4)
assert files.contains('bottleneck could not analyze 2 file(s), listed above as errors with what to do for each')
assert files.text().readLines().count { it.contains('Latin1.java') } == 1
assert files.text().readLines().any { it.matches(/\[ERROR\] .*src\/test\/java\/com\/acme\/Latin1\.java:\[\d+,\d+\] is not valid UTF-8 \(.*\); save it as UTF-8 or set project.build.sourceEncoding \(or bottleneck.encoding\) to its encoding/) }
assert files.text().readLines().any { it.matches(/\[ERROR\] .*src\/test\/resources\/application\.yml:\[4,7\] does not parse as YAML: .*; fix the YAML syntax there or exclude the file with the excludes parameter/) }

def formats = BuildLog.of(basedir, 5)
assert formats.contains("Unknown bottleneck report format 'xml'; formats accepts console, sarif and github")

def baselineFolder = BuildLog.of(basedir, 6)
assert baselineFolder.text().readLines().any { it.matches(/.*The baseline .*src is not a file; point bottleneck.baselineFile at a file such as bottleneck-baseline.txt, written by mvn bottleneck:baseline/) }

def docs = BuildLog.of(basedir, 7)
assert docs.contains('bottleneck.docsBaseUrl=docs.example.com/rules is not a usable docs base URL: it is not an absolute http, https or file URL; set it to the address of the folder that holds the rule pages, such as https://docs.example.com/bottleneck/rules/, or leave it out to link to the pages installed with bottleneck')

for (int i = 1; i <= 7; i++) {
  def run = BuildLog.of(basedir, i)
  assert run.contains('BUILD FAILURE')
  // A configuration error is the user's to fix, not a crash: no exception from our code in the message.
  assert !run.text().readLines().any { it.startsWith('[ERROR] Failed') && it.contains('Exception:') }
}
