/**
 * The extension: finds Java, starts `java -jar bottleneck-cli.jar lsp` over standard input and
 * output, and hands the open Java sources and Spring Boot configuration files to it. Everything
 * the user sees in the editor (diagnostics, quick fixes, hover) comes from the server; this file
 * only wires the pure modules to VS Code.
 */
import { existsSync } from 'node:fs';
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/node';
import { findJava, ignoredSettingMessage, noJavaMessage, nodeHost } from './java';
import { DOCUMENT_SELECTOR, SERVER_JAR, describe, serverCommand } from './server';
import { KEYS, SECTION, readSettings } from './settings';

const OPEN_SETTINGS = 'Open Settings';

let client: LanguageClient | undefined;
let output: vscode.OutputChannel;
/** The last start or restart: the next one waits for it, so that two never overlap. */
let lifecycle: Promise<void> = Promise.resolve();

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('bottleneck');
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand(`${SECTION}.restart`, () => restart(context)),
    vscode.workspace.onDidChangeConfiguration((change) => {
      if (change.affectsConfiguration(`${SECTION}.java`)) {
        void restart(context);
      }
    }),
  );
  lifecycle = start(context);
  await lifecycle;
}

export async function deactivate(): Promise<void> {
  await lifecycle.catch(() => undefined);
  await stop();
}

/** Stops the server and starts it again, also after a start that failed. */
function restart(context: vscode.ExtensionContext): Promise<void> {
  lifecycle = lifecycle
    .catch(() => undefined)
    .then(stop)
    .then(() => start(context));
  return lifecycle;
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  try {
    await running?.dispose();
  } catch (error) {
    output.appendLine(`bottleneck: stopping the language server failed: ${String(error)}`);
  }
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const configuration = vscode.workspace.getConfiguration(SECTION);
  const { settings, problems } = readSettings((key) => configuration.get(key));
  problems.forEach((problem) => output.appendLine(`bottleneck: ${problem}`));

  const jar = context.asAbsolutePath(SERVER_JAR);
  if (!existsSync(jar)) {
    void vscode.window.showErrorMessage(
      `bottleneck: this copy of the extension has no language server (${jar} is missing). ` +
        'Build the extension again with npm run package, which copies the server in.',
    );
    return;
  }

  const search = await findJava(settings.javaHome, nodeHost());
  if (!search.found) {
    const message = noJavaMessage(search);
    output.appendLine(message);
    void offerSettings(vscode.window.showErrorMessage(message, OPEN_SETTINGS));
    return;
  }
  const ignored = ignoredSettingMessage(search);
  if (ignored) {
    output.appendLine(ignored);
    void offerSettings(vscode.window.showWarningMessage(ignored, OPEN_SETTINGS));
  }

  const command = serverCommand(search.found.executable, jar, settings.javaOptions);
  output.appendLine(
    `bottleneck: Java ${search.found.version} from ${search.found.source}; starting ${describe(command)}`,
  );
  const started = new LanguageClient(
    SECTION,
    'bottleneck',
    // No transport: standard input and output all the same, but TransportKind.stdio would add
    // --stdio to the command line, which is not the server's.
    { command: command.command, args: [...command.args] },
    {
      documentSelector: [...DOCUMENT_SELECTOR],
      outputChannel: output,
      diagnosticCollectionName: SECTION,
    },
  );
  client = started;
  try {
    await started.start();
  } catch (error) {
    // The client has told the user already, with a button to this log.
    output.appendLine(`bottleneck: the language server did not start: ${String(error)}`);
  }
}

/** Opens the Java setting when the user picks the notification's button. */
async function offerSettings(choice: Thenable<string | undefined>): Promise<void> {
  if ((await choice) === OPEN_SETTINGS) {
    await vscode.commands.executeCommand(
      'workbench.action.openSettings',
      `${SECTION}.${KEYS.javaHome}`,
    );
  }
}
