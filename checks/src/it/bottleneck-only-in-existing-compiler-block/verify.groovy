import dev.bottleneck.catalog.Engine
import dev.bottleneck.catalog.Rule

def log = new File(basedir, 'build.log').text
// javac's lines as the compiler plugin prints them: [WARNING] /abs/File.java:[line,col] [Check] message
def findings = log.readLines()
    .collect { it =~ /^\[(WARNING|ERROR)\] (\S+\.java):\[(\d+),\d+\] \[(\w+)\] / }
    .findAll { it.find() }
    .collect { "${it.group(2).substring(basedir.path.length() + 1)}:${it.group(3)} [${it.group(4)}]" }

def ours = Rule.values().findAll { it.implementedBy(Engine.ERROR_PRONE) }*.id() as Set
def foreign = findings.findAll { !ours.contains((it =~ /\[(\w+)\]$/)[0][1]) }
assert foreign.isEmpty() : "Error Prone's own checks ran: $foreign"

def steps = (10..159).collect { "src/main/java/com/acme/Steps.java:$it [EagerLogMessage]" }
assert findings.sort() == ([
    'src/main/java/com/acme/Orders.java:15 [EagerLogMessage]',
    'src/main/java/com/acme/Orders.java:16 [HttpClientPerCall]',
    'src/main/java/com/acme/Orders.java:17 [CommonPoolAsync]',
] + steps).sort()
assert log.contains('BUILD SUCCESS')
