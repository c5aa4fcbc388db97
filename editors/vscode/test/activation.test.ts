/**
 * The extension activated outside VS Code: a stand-in `vscode` module answers the few calls whose
 * answers matter (the settings, the workspace, the notifications, the version) and accepts every
 * other call, so that the real language client starts a real process. The server is a stand-in
 * too, behind a fake Java installation, and records its command line and what it receives.
 */
import * as assert from 'node:assert/strict';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';

const Module = require('node:module') as {
  _load: (request: string, ...rest: unknown[]) => unknown;
};

interface Recorded {
  args?: string[];
  method?: string;
  params?: { workspaceFolders?: { uri: string; name: string }[] };
}

/** An object that accepts any property access, call or construction, and is never a promise. */
function anything(): unknown {
  const target = function () {};
  return new Proxy(target, {
    get: (_, property) => (property === 'then' ? undefined : anything()),
    apply: () => anything(),
    construct: () => anything() as object,
  });
}

/** What the stand-in editor was told and what it answers. */
const editor = {
  settings: {} as Record<string, unknown>,
  notifications: [] as string[],
  output: [] as string[],
  folder: '',
};

const standIn = new Proxy(
  {},
  {
    get(_, property) {
      switch (property) {
        case 'version':
          return '1.82.0';
        case 'workspace':
          return new Proxy(
            {},
            {
              get(__, name) {
                if (name === 'getConfiguration') {
                  return () => ({
                    get: (key: string, fallback?: unknown) =>
                      key in editor.settings ? editor.settings[key] : fallback,
                  });
                }
                if (name === 'workspaceFolders') {
                  const uri = `file://${editor.folder}`;
                  return [
                    { uri: { fsPath: editor.folder, toString: () => uri }, name: 'shop', index: 0 },
                  ];
                }
                return name === 'textDocuments' ? [] : anything();
              },
            },
          );
        case 'window':
          return new Proxy(
            {},
            {
              get(__, name) {
                if (name === 'createOutputChannel') {
                  return () =>
                    new Proxy(
                      {},
                      {
                        get: (___, method) =>
                          method === 'appendLine' || method === 'append'
                            ? (text: string) => editor.output.push(text)
                            : () => undefined,
                      },
                    );
                }
                if (
                  typeof name === 'string' &&
                  /^show(Error|Warning|Information)Message$/.test(name)
                ) {
                  return async (message: string) => {
                    editor.notifications.push(message);
                    return undefined;
                  };
                }
                return anything();
              },
            },
          );
        default:
          return anything();
      }
    },
  },
);

describe(
  'activation',
  { skip: process.platform === 'win32' && 'the fake java is a shell script' },
  () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bottleneck-activation-'));
    const extensionFolder = path.join(root, 'extension');
    const jar = path.join(extensionFolder, 'server', 'bottleneck-cli.jar');
    const jdk = path.join(root, 'jdk21');
    const log = path.join(root, 'server.log');
    const context = {
      subscriptions: [] as { dispose(): unknown }[],
      asAbsolutePath: (relative: string) => path.join(extensionFolder, relative),
    };
    const load = Module._load;
    const environment = { JAVA_HOME: process.env.JAVA_HOME, PATH: process.env.PATH };
    let extension: { activate(context: unknown): Promise<void>; deactivate(): Promise<void> };

    before(() => {
      Module._load = function (request: string, ...rest: unknown[]) {
        return request === 'vscode' ? standIn : load.call(this, request, ...rest);
      };
      mkdirSync(path.dirname(jar), { recursive: true });
      writeFileSync(jar, '');
      mkdirSync(path.join(jdk, 'bin'), { recursive: true });
      writeFileSync(path.join(jdk, 'release'), 'JAVA_VERSION="21.0.1"\n');
      const server = path.join(__dirname, 'fixtures', 'stub-server.js');
      writeFileSync(path.join(jdk, 'bin', 'java'), `#!/bin/sh\nexec node "${server}" "$@"\n`);
      chmodSync(path.join(jdk, 'bin', 'java'), 0o755);
      editor.folder = path.join(root, 'shop');
      mkdirSync(editor.folder);
      process.env.STUB_SERVER_LOG = log;
      extension = require('../src/extension');
    });

    after(() => {
      Module._load = load;
      for (const [name, value] of Object.entries(environment)) {
        if (value === undefined) {
          delete process.env[name];
        } else {
          process.env[name] = value;
        }
      }
      delete process.env.STUB_SERVER_LOG;
      rmSync(root, { recursive: true, force: true });
    });

    function recorded(): Recorded[] {
      return existsSync(log)
        ? readFileSync(log, 'utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as Recorded)
        : [];
    }

    /** The server's record once it has received `exit`, which the client sends without waiting. */
    async function recordedUntilExit(): Promise<Recorded[]> {
      for (let waited = 0; waited < 30_000; waited += 50) {
        const messages = recorded();
        if (messages.some((message) => message.method === 'exit')) {
          return messages;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return recorded();
    }

    test('starts java with the lsp command and the workspace, and stops it on deactivation', async () => {
      editor.settings = { 'java.home': jdk, 'java.options': ['-Xmx1g'] };

      await extension.activate(context);
      await extension.deactivate();

      const messages = await recordedUntilExit();
      assert.deepEqual(messages[0].args, [
        '-XX:-DontCompileHugeMethods',
        '-XX:TieredStopAtLevel=1',
        '-Xmx2g',
        '-Xmx1g',
        '-jar',
        jar,
        'lsp',
      ]);
      assert.deepEqual(
        messages.slice(1).map((message) => message.method),
        ['initialize', 'initialized', 'shutdown', 'exit'],
      );
      assert.deepEqual(messages[1].params?.workspaceFolders, [
        { uri: `file://${editor.folder}`, name: 'shop' },
      ]);
      assert.deepEqual(editor.notifications, []);
    });

    test('tells the user what to do and starts nothing when no Java is 17 or newer', async () => {
      rmSync(log, { force: true });
      editor.notifications = [];
      editor.settings = {};
      process.env.JAVA_HOME = path.join(root, 'no-such-jdk');
      process.env.PATH = path.join(root, 'empty');

      await extension.activate(context);
      await extension.deactivate();

      assert.deepEqual(recorded(), []);
      assert.equal(editor.notifications.length, 1);
      assert.match(editor.notifications[0], /^bottleneck needs Java 17 or newer .* found none \(/);
      assert.match(editor.notifications[0], /JAVA_HOME is .*no-such-jdk, which has no bin\/java/);
    });
  },
);
