/**
 * How the language server starts and which documents it is given. Free of the editor's API, so
 * that it runs under plain Node.
 */
import * as path from 'node:path';

/**
 * The JVM options of the command line's launcher script, for the same reasons:
 * `-XX:-DontCompileHugeMethods` lets HotSpot compile JavaParser's lexer (one method over the size
 * above which it otherwise stays interpreted), `-XX:TieredStopAtLevel=1` compiles with the quick
 * compiler alone (the first diagnostics of a large project sooner, an edit's still under 300 ms),
 * and the heap's maximum is the launcher's.
 */
export const SERVER_JVM_OPTIONS: readonly string[] = [
  '-XX:-DontCompileHugeMethods',
  '-XX:TieredStopAtLevel=1',
  '-Xmx2g',
];

/** The server's jar inside the extension, where `npm run package` puts it. */
export const SERVER_JAR = path.join('server', 'bottleneck-cli.jar');

/** A process to start: the program and its arguments, without a shell between. */
export interface Command {
  readonly command: string;
  readonly args: readonly string[];
}

/**
 * `java <the server's options> <the user's options> -jar <jar> lsp`: the user's options come
 * after the server's, so that a JVM that takes the last of a repeated option (as HotSpot does for
 * `-Xmx`) lets the user's win.
 */
export function serverCommand(java: string, jar: string, userOptions: readonly string[]): Command {
  return {
    command: java,
    args: [...SERVER_JVM_OPTIONS, ...userOptions, '-jar', jar, 'lsp'],
  };
}

/** The command as one line for the log, each argument with a space quoted. */
export function describe(command: Command): string {
  return [command.command, ...command.args]
    .map((part) => (/\s/.test(part) ? JSON.stringify(part) : part))
    .join(' ');
}

/** The Spring Boot configuration files that the server analyzes, as file name globs. */
export const SPRING_CONFIG_FILES: readonly string[] = ['application', 'bootstrap'].flatMap((base) =>
  ['properties', 'yml', 'yaml'].map((extension) => `${base}*.${extension}`),
);

/**
 * The logging configuration files that the server analyzes (Logback's and Log4j2's), as file names;
 * the same list as the catalog's LogConfigs.
 */
export const LOGGING_CONFIG_FILES: readonly string[] = [
  'logback.xml',
  'logback-spring.xml',
  'log4j2.xml',
  'log4j2-spring.xml',
  'log4j2.properties',
  'log4j2.yaml',
  'log4j2.yml',
  'log4j2.json',
  'log4j2.jsn',
];

/** A document filter of the language client: a language or a path glob, on files on disk. */
export interface DocumentFilter {
  readonly scheme: 'file';
  readonly language?: string;
  readonly pattern?: string;
}

/**
 * The documents the server is given: Java sources, and the Spring Boot and logging configuration
 * files in any folder, whatever language the editor gave them. Only files on disk: the server
 * places a document in its module by its path.
 */
export const DOCUMENT_SELECTOR: readonly DocumentFilter[] = [
  { scheme: 'file', language: 'java' },
  ...[...SPRING_CONFIG_FILES, ...LOGGING_CONFIG_FILES].map(
    (name): DocumentFilter => ({ scheme: 'file', pattern: `**/${name}` }),
  ),
];
