import * as assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { KEYS, SECTION, readSettings } from '../src/settings';

const EXTENSION = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(EXTENSION, 'package.json'), 'utf8'));

/** Reads settings from a plain object, as VS Code's configuration section would give them. */
function read(values: Record<string, unknown>) {
  return readSettings((key) => values[key]);
}

describe('readSettings', () => {
  test('gives the defaults when nothing is set', () => {
    assert.deepEqual(read({}), { settings: { javaHome: '', javaOptions: [] }, problems: [] });
  });

  test('reads the Java folder and the JVM options', () => {
    assert.deepEqual(read({ 'java.home': '/opt/jdk21', 'java.options': [' -Xmx4g ', '-Dx=a b'] }), {
      settings: { javaHome: '/opt/jdk21', javaOptions: ['-Xmx4g', '-Dx=a b'] },
      problems: [],
    });
  });

  test('leaves out values of the wrong type and says which', () => {
    assert.deepEqual(read({ 'java.home': 17, 'java.options': ['-Xmx4g', '', 3] }), {
      settings: { javaHome: '', javaOptions: ['-Xmx4g'] },
      problems: [
        'bottleneck.java.home is not a folder name; it is ignored',
        'bottleneck.java.options[1] is not a JVM option; it is left out',
        'bottleneck.java.options[2] is not a JVM option; it is left out',
      ],
    });
  });

  test('ignores options written as one string', () => {
    assert.deepEqual(read({ 'java.options': '-Xmx4g' }).problems, [
      'bottleneck.java.options is not a list of JVM options (write ["-Xmx4g"]); it is ignored',
    ]);
  });
});

describe('package.json', () => {
  const properties: Record<string, { default: unknown; scope?: string; enum?: string[] }> =
    manifest.contributes.configuration.properties;

  test('declares exactly the settings the extension reads, and no rule settings', () => {
    assert.deepEqual(
      Object.keys(properties).sort(),
      Object.values(KEYS)
        .map((key) => `${SECTION}.${key}`)
        .sort(),
    );
  });

  test("declares their defaults and the language client's trace levels", () => {
    assert.equal(properties[`${SECTION}.${KEYS.javaHome}`].default, '');
    assert.deepEqual(properties[`${SECTION}.${KEYS.javaOptions}`].default, []);
    assert.equal(properties[`${SECTION}.${KEYS.trace}`].default, 'off');
    assert.deepEqual(properties[`${SECTION}.${KEYS.trace}`].enum, ['off', 'messages', 'verbose']);
  });

  test('takes neither setting that chooses the program to run from an untrusted workspace', () => {
    assert.deepEqual(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations, [
      `${SECTION}.${KEYS.javaHome}`,
      `${SECTION}.${KEYS.javaOptions}`,
    ]);
  });

  test('declares the restart command and the compiled entry point', () => {
    assert.deepEqual(
      manifest.contributes.commands.map((command: { command: string }) => command.command),
      [`${SECTION}.restart`],
    );
    assert.equal(manifest.main, './out/src/extension.js');
  });

  test('has the version of the Maven build, without -SNAPSHOT', () => {
    const pom = readFileSync(path.join(EXTENSION, '..', '..', 'pom.xml'), 'utf8');
    const version =
      /<artifactId>bottleneck-parent<\/artifactId>\s*<version>([^<]+)<\/version>/.exec(pom);

    assert.equal(manifest.version, version?.[1].replace(/-SNAPSHOT$/, ''));
  });

  test('supports the oldest VS Code that its language client supports', () => {
    const client = JSON.parse(
      readFileSync(
        path.join(EXTENSION, 'node_modules', 'vscode-languageclient', 'package.json'),
        'utf8',
      ),
    );
    const types = JSON.parse(
      readFileSync(
        path.join(EXTENSION, 'node_modules', '@types', 'vscode', 'package.json'),
        'utf8',
      ),
    );

    assert.equal(manifest.engines.vscode, client.engines.vscode);
    assert.equal(`^${types.version}`, manifest.engines.vscode);
  });
});

describe('sources', () => {
  test("only extension.ts uses the editor's API, so that the rest runs under plain Node", () => {
    const sources = readdirSync(path.join(EXTENSION, 'src')).filter((name) => name.endsWith('.ts'));
    const editorBound = sources.filter((name) =>
      /from '(vscode|vscode-languageclient[^']*)'/.test(
        readFileSync(path.join(EXTENSION, 'src', name), 'utf8'),
      ),
    );

    assert.deepEqual(editorBound, ['extension.ts']);
  });
});
