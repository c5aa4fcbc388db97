// A pull request in miniature: main holds old findings; the feature branch commits one, edits one
// file without committing, and adds files git does not track yet.
def run(String... command) {
  def process = (['git', '-c', 'user.name=IT', '-c', 'user.email=it@example.com'] + command.toList()).execute(null, basedir)
  process.waitForProcessOutput(System.out, System.err)
  assert process.exitValue() == 0 : command.join(' ')
}
def file(String path) { new File(basedir, path) }

file('.gitignore').text = 'target/\nbuild.log\n'
run('init', '-q', '-b', 'main')
run('add', '-A')
run('commit', '-q', '-m', 'main with old findings')
run('checkout', '-q', '-b', 'feature')

file('src/main/resources/application-prod.yml').append('spring:\n  mvc:\n    pathmatch:\n      matching-strategy: ANT_PATH_MATCHER\n')
run('commit', '-q', '-am', 'feature: committed finding on line 6')

// Uncommitted: a line above the old finding shifts it, but the finding's line is unchanged.
file('src/main/resources/application.yml').text = '# tuned for the feature\n' + file('src/main/resources/application.yml').text
file('src/main/resources/application-dev.properties').text = 'spring.mvc.pathmatch.matching-strategy=ant-path-matcher\n'
file('src/main/java/com/acme/NewPaths.java').text = file('src/main/java/com/acme/Paths.java').text.replace('class Paths', 'class NewPaths')
return true
