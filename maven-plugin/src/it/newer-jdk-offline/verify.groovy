import dev.bottleneck.maven.it.BuildLog
import dev.bottleneck.maven.it.NewerJdk

def finding = 'src/main/resources/application.properties:[1,40] [AntPathMatcher]'
def first = BuildLog.of(basedir, 1)
assert first.findingLines().size() == 1 && first.findingLines()[0].startsWith(finding)
assert first.contains('BUILD SUCCESS')

def thisJdk = Runtime.version().feature()
def newer = NewerJdk.besideThisOne(21)
if (thisJdk >= 21 || newer == null) {
  println "newer-jdk-offline: SKIPPED the offline run: it needs this build on a JDK before 21 " +
      "(here ${thisJdk}) and a JDK 21+ installed beside it (${newer ?: 'none found'})"
  return true
}

// The same repository id as the invoker's settings: Maven only serves a cached artifact to a
// build that knows the repository it came from. Offline, the URL is never used.
def settings = new File(basedir, 'offline-settings.xml')
settings.text = '''<settings><profiles><profile><id>it-repo</id>
  <activation><activeByDefault>true</activeByDefault></activation>
  <repositories><repository><id>local.central</id><url>file:///nowhere</url></repository></repositories>
  <pluginRepositories><pluginRepository><id>local.central</id><url>file:///nowhere</url></pluginRepository></pluginRepositories>
</profile></profiles></settings>'''
def mvn = new File(System.getProperty('maven.home'), 'bin/mvn').path
def version = (first.text() =~ /--- bottleneck:(\S+):check /)[0][1]
def command = [mvn, '-B', '-o', '-s', settings.path, "-Dmaven.repo.local=${localRepositoryPath}".toString(),
    "dev.bottleneck:bottleneck-maven-plugin:${version}:check".toString()]
def process = new ProcessBuilder(command).directory(basedir).redirectErrorStream(true)
process.environment().put('JAVA_HOME', newer.path)
process.environment().remove('MAVEN_OPTS')
// The pages the links point to, where the first run installed them (the invoker's XDG_CACHE_HOME).
process.environment().put('XDG_CACHE_HOME', new File(basedir, '../../it-cache').canonicalPath)
def log = new File(basedir, 'offline.log')
def started = process.redirectOutput(log).start()
def exit = started.waitFor()
def offline = BuildLog.read(log)
assert exit == 0 : "the offline run on ${newer} failed (exit ${exit}):\n${offline.text()}"
assert offline.findingLines() == first.findingLines()
assert offline.contains('BUILD SUCCESS')
