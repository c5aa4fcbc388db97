import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import {
  DOCUMENT_SELECTOR,
  SERVER_JAR,
  LOGGING_CONFIG_FILES,
  SPRING_CONFIG_FILES,
  describe as describeCommand,
  serverCommand,
} from '../src/server';

/** The repository's root, from out/test where the compiled test runs. */
const REPOSITORY = path.resolve(__dirname, '..', '..', '..', '..');

describe('serverCommand', () => {
  test("starts the jar with the lsp command and the launcher script's JVM options", () => {
    assert.deepEqual(serverCommand('/opt/jdk17/bin/java', '/ext/server/bottleneck-cli.jar', []), {
      command: '/opt/jdk17/bin/java',
      args: [
        '-XX:-DontCompileHugeMethods',
        '-XX:TieredStopAtLevel=1',
        '-Xmx2g',
        '-jar',
        '/ext/server/bottleneck-cli.jar',
        'lsp',
      ],
    });
  });

  test("puts the user's options after the server's, so that theirs win", () => {
    const command = serverCommand('java', 'server.jar', ['-Xmx4g', '-Dbottleneck.debug=true']);

    assert.deepEqual(command.args, [
      '-XX:-DontCompileHugeMethods',
      '-XX:TieredStopAtLevel=1',
      '-Xmx2g',
      '-Xmx4g',
      '-Dbottleneck.debug=true',
      '-jar',
      'server.jar',
      'lsp',
    ]);
  });

  test('keeps a path with spaces one argument, and quotes it in the log', () => {
    const command = serverCommand(
      'C:\\Program Files\\Java\\jdk-17\\bin\\java.exe',
      'C:\\My Tools\\server.jar',
      [],
    );

    assert.equal(command.args.at(-2), 'C:\\My Tools\\server.jar');
    assert.equal(
      describeCommand(command),
      '"C:\\\\Program Files\\\\Java\\\\jdk-17\\\\bin\\\\java.exe" -XX:-DontCompileHugeMethods ' +
        '-XX:TieredStopAtLevel=1 -Xmx2g ' +
        '-jar "C:\\\\My Tools\\\\server.jar" lsp',
    );
  });

  test("takes the same JVM options as the command line's launcher", () => {
    const launcher = readFileSync(
      path.join(REPOSITORY, 'cli', 'src', 'main', 'scripts', 'bottleneck'),
      'utf8',
    );

    assert.match(
      launcher,
      /command=\("\$java" -XX:-DontCompileHugeMethods "-Xmx\$\{BOTTLENECK_HEAP:-2g\}" -Xms64m\n\s+-XX:TieredStopAtLevel=1 /,
    );
  });

  test('finds the jar where the packaging script puts it', () => {
    const script = readFileSync(
      path.join(__dirname, '..', '..', 'scripts', 'copy-server.mjs'),
      'utf8',
    );

    assert.equal(SERVER_JAR, path.join('server', 'bottleneck-cli.jar'));
    assert.match(script, /join\(extension, 'server'\)/);
    assert.match(script, /join\(server, 'bottleneck-cli\.jar'\)/);
  });
});

describe('DOCUMENT_SELECTOR', () => {
  test('gives the server Java sources and Spring Boot configuration files on disk', () => {
    assert.deepEqual(DOCUMENT_SELECTOR, [
      { scheme: 'file', language: 'java' },
      { scheme: 'file', pattern: '**/application*.properties' },
      { scheme: 'file', pattern: '**/application*.yml' },
      { scheme: 'file', pattern: '**/application*.yaml' },
      { scheme: 'file', pattern: '**/bootstrap*.properties' },
      { scheme: 'file', pattern: '**/bootstrap*.yml' },
      { scheme: 'file', pattern: '**/bootstrap*.yaml' },
      { scheme: 'file', pattern: '**/logback.xml' },
      { scheme: 'file', pattern: '**/logback-spring.xml' },
      { scheme: 'file', pattern: '**/log4j2.xml' },
      { scheme: 'file', pattern: '**/log4j2-spring.xml' },
      { scheme: 'file', pattern: '**/log4j2.properties' },
      { scheme: 'file', pattern: '**/log4j2.yaml' },
      { scheme: 'file', pattern: '**/log4j2.yml' },
      { scheme: 'file', pattern: '**/log4j2.json' },
      { scheme: 'file', pattern: '**/log4j2.jsn' },
    ]);
  });

  test('matches the file names that the editors page tells other editors', () => {
    const page = readFileSync(
      path.join(REPOSITORY, 'src', 'site', 'markdown', 'editors.md'),
      'utf8',
    );

    for (const name of [...SPRING_CONFIG_FILES, ...LOGGING_CONFIG_FILES]) {
      assert.ok(page.includes(name), `editors.md does not name ${name}`);
    }
  });
});
