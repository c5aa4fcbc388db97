import * as assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, describe, test } from 'node:test';
import {
  type Host,
  findJava,
  ignoredSettingMessage,
  nodeHost,
  noJavaMessage,
  parseJavaVersion,
} from '../src/java';

/** A machine of plain data: files with their text, links, and what each java prints. */
function fakeHost(machine: {
  platform?: NodeJS.Platform;
  env?: Record<string, string>;
  files?: Record<string, string>;
  links?: Record<string, string>;
  versionOutput?: Record<string, string>;
}): Host & { ran: string[] } {
  const files = machine.files ?? {};
  const ran: string[] = [];
  return {
    platform: machine.platform ?? 'linux',
    env: machine.env ?? {},
    home: '/home/dev',
    isFile: (file) => file in files,
    readText: (file) => files[file],
    realPath: (file) => machine.links?.[file] ?? file,
    versionOutput: async (java) => {
      ran.push(java);
      const printed = machine.versionOutput?.[java];
      if (printed === undefined) {
        throw new Error('Command failed: exit code 1');
      }
      return printed;
    },
    ran,
  };
}

/** A JDK folder's files: bin/java and a release file of the given version. */
function jdk(home: string, version: string): Record<string, string> {
  return {
    [`${home}/bin/java`]: '',
    [`${home}/release`]: `IMPLEMENTOR="Eclipse Adoptium"\nJAVA_VERSION="${version}"\nOS_NAME="Linux"\n`,
  };
}

describe('parseJavaVersion', () => {
  test('reads java -version of OpenJDK 17', () => {
    const printed =
      'openjdk version "17.0.15" 2025-04-15\n' +
      'OpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)\n';
    assert.deepEqual(parseJavaVersion(printed), { version: '17.0.15', major: 17 });
  });

  test('reads Java 8 as major 8, not 1', () => {
    assert.deepEqual(parseJavaVersion('java version "1.8.0_392"\nJava(TM) SE Runtime'), {
      version: '1.8.0_392',
      major: 8,
    });
  });

  test('reads early-access and single-number versions', () => {
    assert.deepEqual(parseJavaVersion('openjdk version "21-ea" 2023-09-19'), {
      version: '21-ea',
      major: 21,
    });
    assert.deepEqual(parseJavaVersion('openjdk version "25" 2025-09-16'), {
      version: '25',
      major: 25,
    });
  });

  test('reads the release file', () => {
    assert.deepEqual(parseJavaVersion('IMPLEMENTOR="Oracle"\nJAVA_VERSION="11.0.2"\n'), {
      version: '11.0.2',
      major: 11,
    });
  });

  test('gives nothing for text without a version', () => {
    assert.equal(parseJavaVersion('Error: could not open `lib/jvm.cfg`'), undefined);
    assert.equal(parseJavaVersion('openjdk version "internal" 2025'), undefined);
  });
});

describe('findJava', () => {
  test('takes the setting first', async () => {
    const host = fakeHost({
      env: { JAVA_HOME: '/opt/jdk21', PATH: '/usr/bin' },
      files: {
        ...jdk('/opt/jdk17', '17.0.2'),
        ...jdk('/opt/jdk21', '21.0.1'),
        '/usr/bin/java': '',
      },
    });

    const search = await findJava('/opt/jdk17', host);

    assert.deepEqual(search.found, {
      source: 'bottleneck.java.home',
      executable: '/opt/jdk17/bin/java',
      version: '17.0.2',
      major: 17,
    });
    assert.deepEqual(search.rejected, []);
    assert.deepEqual(host.ran, [], 'the release file answers without starting a process');
  });

  test('takes JAVA_HOME when the setting is empty', async () => {
    const host = fakeHost({ env: { JAVA_HOME: '/opt/jdk21' }, files: jdk('/opt/jdk21', '21.0.1') });

    const search = await findJava('  ', host);

    assert.equal(search.found?.source, 'JAVA_HOME');
    assert.equal(search.found?.executable, '/opt/jdk21/bin/java');
    assert.deepEqual(
      search.rejected.map((rejected) => rejected.reason),
      ['the setting bottleneck.java.home is empty'],
    );
  });

  test('passes over a JAVA_HOME older than 17 to the PATH, through its links', async () => {
    const host = fakeHost({
      env: { JAVA_HOME: '/opt/jdk11', PATH: '/home/dev/bin::/usr/bin:/bin' },
      files: {
        ...jdk('/opt/jdk11', '11.0.2'),
        ...jdk('/usr/lib/jvm/temurin-25', '25'),
        '/usr/bin/java': '',
        '/bin/java': '',
      },
      links: { '/usr/bin/java': '/usr/lib/jvm/temurin-25/bin/java' },
    });

    const search = await findJava('', host);

    assert.deepEqual(search.found, {
      source: 'PATH',
      executable: '/usr/bin/java',
      version: '25',
      major: 25,
    });
    assert.deepEqual(
      search.rejected.map((rejected) => rejected.reason),
      ['the setting bottleneck.java.home is empty', '/opt/jdk11/bin/java is Java 11.0.2'],
    );
  });

  test('runs java -version where no release file is', async () => {
    const host = fakeHost({
      env: { PATH: '/usr/bin' },
      files: { '/usr/bin/java': '' },
      versionOutput: { '/usr/bin/java': 'openjdk version "17.0.15" 2025-04-15\n' },
    });

    const search = await findJava('', host);

    assert.equal(search.found?.version, '17.0.15');
    assert.deepEqual(host.ran, ['/usr/bin/java']);
  });

  test('says why each source failed and what to do when none is 17 or newer', async () => {
    const host = fakeHost({
      env: { JAVA_HOME: '/opt/jdk8', PATH: '/usr/bin' },
      files: { ...jdk('/opt/jdk8', '1.8.0_392'), '/usr/bin/java': '' },
    });

    const search = await findJava('/opt/missing', host);

    assert.equal(search.found, undefined);
    assert.equal(
      noJavaMessage(search),
      'bottleneck needs Java 17 or newer to run its language server and found none (the setting ' +
        'bottleneck.java.home is /opt/missing, which has no bin/java; /opt/jdk8/bin/java is Java ' +
        '1.8.0_392; /usr/bin/java -version failed (Command failed: exit code 1)). Install a JDK or ' +
        'JRE 17+ and set bottleneck.java.home to its folder (or set JAVA_HOME, or put its bin ' +
        'folder first on the PATH), then run "bottleneck: Restart the language server".',
    );
  });

  test('names every missing source when there is no Java at all', async () => {
    const search = await findJava('', fakeHost({ env: { PATH: '/usr/bin:/bin' } }));

    assert.deepEqual(
      search.rejected.map((rejected) => rejected.reason),
      [
        'the setting bottleneck.java.home is empty',
        'JAVA_HOME is not set',
        'no java is on the PATH',
      ],
    );
  });

  test('warns that a set but unusable setting was passed over', async () => {
    const host = fakeHost({
      env: { JAVA_HOME: '/opt/jdk21' },
      files: { ...jdk('/opt/jdk11', '11.0.2'), ...jdk('/opt/jdk21', '21.0.1') },
    });

    const search = await findJava('/opt/jdk11', host);

    assert.equal(
      ignoredSettingMessage(search),
      'bottleneck.java.home is not used: /opt/jdk11/bin/java is Java 11.0.2. The language server ' +
        'runs on /opt/jdk21/bin/java (Java 21.0.1, from JAVA_HOME) instead; set ' +
        'bottleneck.java.home to a Java 17+ folder, or clear it.',
    );
  });

  test('does not warn about an empty setting', async () => {
    const host = fakeHost({ env: { JAVA_HOME: '/opt/jdk21' }, files: jdk('/opt/jdk21', '21.0.1') });

    assert.equal(ignoredSettingMessage(await findJava('', host)), undefined);
  });

  test('reads a leading ~ in the setting as the home folder', async () => {
    const host = fakeHost({ files: jdk('/home/dev/.sdkman/candidates/java/current', '21.0.1') });

    const search = await findJava('~/.sdkman/candidates/java/current', host);

    assert.equal(search.found?.executable, '/home/dev/.sdkman/candidates/java/current/bin/java');
  });

  test('looks for java.exe on Windows, in Path of any case, split at semicolons', async () => {
    const host = fakeHost({
      platform: 'win32',
      env: { Path: 'C:/Windows/system32;"C:/Program Files/Java/jdk-17/bin"' },
      files: {
        'C:/Program Files/Java/jdk-17/bin/java.exe': '',
        'C:/Program Files/Java/jdk-17/release': 'JAVA_VERSION="17.0.9"',
      },
    });

    const search = await findJava('', host);

    assert.equal(search.found?.executable, 'C:/Program Files/Java/jdk-17/bin/java.exe');
    assert.equal(search.found?.major, 17);
  });
});

describe(
  'nodeHost',
  { skip: process.platform === 'win32' && 'the fake java is a shell script' },
  () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bottleneck-java-'));
    after(() => rmSync(root, { recursive: true, force: true }));

    /** A Java home whose bin/java prints a version the way the JDK does, on standard error. */
    function fakeJdk(name: string, script: string): string {
      const home = path.join(root, name);
      mkdirSync(path.join(home, 'bin'), { recursive: true });
      const java = path.join(home, 'bin', 'java');
      writeFileSync(java, `#!/bin/sh\n${script}\n`);
      chmodSync(java, 0o755);
      return home;
    }

    test('runs java -version and reads its standard error', async () => {
      const home = fakeJdk('jdk11', 'echo \'openjdk version "11.0.22" 2024-01-16\' >&2');

      const search = await findJava(home, nodeHost());

      assert.deepEqual(search.rejected[0], {
        source: 'bottleneck.java.home',
        reason: `${home}/bin/java is Java 11.0.22`,
      });
    });

    test('prefers the release file to running java', async () => {
      const home = fakeJdk('jdk17', 'exit 1');
      writeFileSync(path.join(home, 'release'), 'JAVA_VERSION="17.0.15"\n');

      const search = await findJava(home, nodeHost());

      assert.equal(search.found?.version, '17.0.15');
      assert.equal(search.found?.source, 'bottleneck.java.home');
    });

    test('reports a java that fails', async () => {
      const home = fakeJdk(
        'broken',
        'echo "Error occurred during initialization of VM" >&2; exit 1',
      );

      const search = await findJava(home, nodeHost());

      assert.match(
        search.rejected[0].reason,
        /bin\/java -version failed \(Command failed: .*bin\/java -version/,
      );
    });
  },
);
