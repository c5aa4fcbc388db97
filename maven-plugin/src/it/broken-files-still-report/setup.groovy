// Inputs that are easier to generate than to check in: bytes that are not UTF-8, an alias bomb,
// and the SARIF of an earlier run, which this run must remove rather than leave behind.
def write = { String path, byte[] bytes ->
  def file = new File(basedir, path)
  file.parentFile.mkdirs()
  file.bytes = bytes
}
write('src/main/java/com/acme/Latin1.java', '/** Caf\u00e9 */\nclass Latin1 {}\n'.getBytes('ISO-8859-1'))

// Nine levels of five aliases: about two million values once expanded, from 300 bytes.
def bomb = new StringBuilder('l0: &l0 [x, x, x, x, x]\n')
for (int level = 1; level <= 9; level++) {
  bomb << "l${level}: &l${level} [" << (["*l${level - 1}"] * 5).join(', ') << ']\n'
}
write('src/main/resources/application.yml', bomb.toString().getBytes('UTF-8'))

// Valid Java that javac compiles and the JVM's default 1 MB stack cannot parse: 500 nested parentheses.
write('src/main/java/com/acme/Deep.java', ('package com.acme;\n\nimport com.fasterxml.jackson.databind.ObjectMapper;\n'
    + 'class Deep { Object f(int x) { Object m = new ObjectMapper(); return ' + '(' * 500 + 'x' + ')' * 500 + '; } }\n').getBytes('UTF-8'))

write('target/bottleneck/bottleneck.sarif', '{"stale": true}\n'.getBytes('UTF-8'))
true
