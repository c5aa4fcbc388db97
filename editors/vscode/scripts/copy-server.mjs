// Copies the language server, the command line's executable jar from the repository's build
// (cli/target/bottleneck-cli-<version>.jar), into the extension as server/bottleneck-cli.jar.
// vsce runs it before packaging (vscode:prepublish). The jar's version must be the extension's,
// the Maven build's -SNAPSHOT aside, so that a package never carries a stale server.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const extension = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(extension, '..', '..', 'cli', 'target');
const build = 'build it first, from the repository root: ./mvnw -pl cli -am package -DskipTests';

function fail(message) {
  console.error(`copy-server: ${message}`);
  process.exit(1);
}

let names;
try {
  names = readdirSync(target);
} catch {
  fail(`${target} does not exist; ${build}`);
}
// maven-shade-plugin leaves the unshaded jar as original-bottleneck-cli-<version>.jar.
const jars = names.filter((name) => /^bottleneck-cli-.+\.jar$/.test(name));
if (jars.length === 0) {
  fail(`${target} holds no bottleneck-cli-<version>.jar; ${build}`);
}
const version = JSON.parse(readFileSync(join(extension, 'package.json'), 'utf8')).version;
const wanted = [`bottleneck-cli-${version}.jar`, `bottleneck-cli-${version}-SNAPSHOT.jar`];
const jar = jars.find((name) => wanted.includes(name));
if (jar === undefined) {
  fail(
    `${target} holds ${jars.join(', ')}, not the extension's version ${version} ` +
      `(${wanted.join(' or ')}); ${build}, or set the version in package.json to the build's`,
  );
}

const server = join(extension, 'server');
mkdirSync(server, { recursive: true });
copyFileSync(join(target, jar), join(server, 'bottleneck-cli.jar'));
console.log(`copy-server: ${relative(extension, join(target, jar))} -> server/bottleneck-cli.jar`);
