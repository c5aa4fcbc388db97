/**
 * Which Java runs the language server: the setting, then JAVA_HOME, then the PATH, the first of
 * them that is Java 17 or newer. Free of the editor's API, so that it runs under plain Node.
 */
import { execFile } from 'node:child_process';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import * as path from 'node:path';

/** The oldest Java the server runs on: the command line's and the Maven plugin's minimum. */
export const MINIMUM_JAVA = 17;

/** Where a Java came from, in the order they are tried; each name is what the user sets. */
export type JavaSource = 'bottleneck.java.home' | 'JAVA_HOME' | 'PATH';

/** A Java that can run the server. */
export interface JavaFound {
  readonly source: JavaSource;
  /** The `java` executable as found, not resolved through links. */
  readonly executable: string;
  /** As the installation reports it: `17.0.15`, `21`, `1.8.0_392`. */
  readonly version: string;
  readonly major: number;
}

/** A source that gave no usable Java, and why, in words that can go to the user. */
export interface JavaRejected {
  readonly source: JavaSource;
  readonly reason: string;
  /** The source names no Java at all (an empty setting, no JAVA_HOME), rather than a bad one. */
  readonly unset?: boolean;
}

/** The outcome of a search: the Java to use, if any, and every source tried before it. */
export interface JavaSearch {
  readonly found?: JavaFound;
  readonly rejected: readonly JavaRejected[];
}

/** What the search needs from the machine; tests replace it. */
export interface Host {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly home: string;
  isFile(file: string): boolean;
  /** The file's text, or undefined when it cannot be read. */
  readText(file: string): string | undefined;
  /** The path with every link resolved; the path itself when that fails. */
  realPath(file: string): string;
  /** What `java -version` prints (on standard error, some builds on standard output). */
  versionOutput(java: string): Promise<string>;
}

/** How long `java -version` may take before the candidate counts as broken. */
const VERSION_TIMEOUT_MS = 15_000;

/** The machine this runs on. */
export function nodeHost(): Host {
  return {
    platform: process.platform,
    env: process.env,
    home: homedir(),
    isFile: (file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    },
    readText: (file) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    },
    realPath: (file) => {
      try {
        return realpathSync(file);
      } catch {
        return file;
      }
    },
    versionOutput: (java) =>
      new Promise((resolve, reject) => {
        execFile(java, ['-version'], { timeout: VERSION_TIMEOUT_MS }, (error, stdout, stderr) => {
          if (error) {
            reject(error);
          } else {
            resolve(`${stderr}\n${stdout}`);
          }
        });
      }),
  };
}

/**
 * The version in `java -version` output (`openjdk version "17.0.15" 2025-04-15`) or in a
 * `release` file (`JAVA_VERSION="17.0.15"`), with its major number; undefined when neither form
 * is there.
 */
export function parseJavaVersion(text: string): { version: string; major: number } | undefined {
  const quoted = /^JAVA_VERSION="([^"]+)"/m.exec(text) ?? /\bversion "([^"]+)"/.exec(text);
  if (!quoted) {
    return undefined;
  }
  const version = quoted[1];
  // Java 8 and older call themselves 1.8; from 9 on the major number comes first ("21-ea" too).
  const numbers = /^(?:1\.)?(\d+)/.exec(version);
  return numbers ? { version, major: Number(numbers[1]) } : undefined;
}

/** The executable's file name on this platform. */
function javaFileName(host: Host): string {
  return host.platform === 'win32' ? 'java.exe' : 'java';
}

/** The setting's folder with a leading `~` meaning the user's home, as shells read it. */
function expandHome(folder: string, host: Host): string {
  if (folder === '~') {
    return host.home;
  }
  return /^~[/\\]/.test(folder) ? path.join(host.home, folder.slice(2)) : folder;
}

/** The value of an environment variable, ignoring the case of its name on Windows. */
function envValue(host: Host, name: string): string | undefined {
  if (host.platform !== 'win32') {
    return host.env[name];
  }
  const key = Object.keys(host.env).find((candidate) => candidate.toUpperCase() === name);
  return key === undefined ? undefined : host.env[key];
}

/** The `java` of the first folder on the PATH that has one, as a shell would pick it. */
function onPath(host: Host): string | undefined {
  const folders = (envValue(host, 'PATH') ?? '').split(host.platform === 'win32' ? ';' : ':');
  for (const folder of folders) {
    if (folder.trim() === '') {
      continue;
    }
    const java = path.join(folder.replace(/^"(.*)"$/, '$1'), javaFileName(host));
    if (host.isFile(java)) {
      return java;
    }
  }
  return undefined;
}

/** Where a source points, or why it points nowhere. */
type Candidate = { readonly source: JavaSource; readonly java: string } | JavaRejected;

/** The sources in the order they are tried. */
function candidates(settingHome: string, host: Host): Candidate[] {
  const fromHome = (source: JavaSource, home: string, name: string): Candidate => {
    const java = path.join(home, 'bin', javaFileName(host));
    return host.isFile(java)
      ? { source, java }
      : { source, reason: `${name} is ${home}, which has no bin/${javaFileName(host)}` };
  };
  const setting = settingHome.trim();
  const javaHome = envValue(host, 'JAVA_HOME')?.trim() ?? '';
  const pathJava = onPath(host);
  return [
    setting === ''
      ? {
          source: 'bottleneck.java.home',
          reason: 'the setting bottleneck.java.home is empty',
          unset: true,
        }
      : fromHome(
          'bottleneck.java.home',
          expandHome(setting, host),
          'the setting bottleneck.java.home',
        ),
    javaHome === ''
      ? { source: 'JAVA_HOME', reason: 'JAVA_HOME is not set', unset: true }
      : fromHome('JAVA_HOME', javaHome, 'JAVA_HOME'),
    pathJava === undefined
      ? { source: 'PATH', reason: `no ${javaFileName(host)} is on the PATH`, unset: true }
      : { source: 'PATH', java: pathJava },
  ];
}

/**
 * The installation's version: from its `release` file, which every JDK and JRE since 9 has
 * beside `bin` (no process to start), else from running `java -version`.
 */
async function versionOf(
  java: string,
  host: Host,
): Promise<{ version: string; major: number } | string> {
  const home = path.dirname(path.dirname(host.realPath(java)));
  const release = host.readText(path.join(home, 'release'));
  const fromRelease = release === undefined ? undefined : parseJavaVersion(release);
  if (fromRelease) {
    return fromRelease;
  }
  try {
    return (
      parseJavaVersion(await host.versionOutput(java)) ?? `${java} -version printed no version`
    );
  } catch (error) {
    return `${java} -version failed (${error instanceof Error ? error.message.trim() : String(error)})`;
  }
}

/** Tries each source in order and stops at the first Java 17 or newer. */
export async function findJava(settingHome: string, host: Host): Promise<JavaSearch> {
  const rejected: JavaRejected[] = [];
  for (const candidate of candidates(settingHome, host)) {
    if ('reason' in candidate) {
      rejected.push(candidate);
      continue;
    }
    const { source, java } = candidate;
    const version = await versionOf(java, host);
    if (typeof version === 'string') {
      rejected.push({ source, reason: version });
    } else if (version.major < MINIMUM_JAVA) {
      rejected.push({ source, reason: `${java} is Java ${version.version}` });
    } else {
      return { found: { source, executable: java, ...version }, rejected };
    }
  }
  return { rejected };
}

/** What to tell the user when no source gave Java 17 or newer: each reason, then what to do. */
export function noJavaMessage(search: JavaSearch): string {
  const reasons = search.rejected.map((rejected) => rejected.reason).join('; ');
  return (
    `bottleneck needs Java ${MINIMUM_JAVA} or newer to run its language server and found none ` +
    `(${reasons}). Install a JDK or JRE ${MINIMUM_JAVA}+ and set bottleneck.java.home to its ` +
    'folder (or set JAVA_HOME, or put its bin folder first on the PATH), then run ' +
    '"bottleneck: Restart the language server".'
  );
}

/**
 * A warning when the user set bottleneck.java.home and it was passed over for another Java, or
 * undefined: a setting that silently does nothing is worse than one that fails.
 */
export function ignoredSettingMessage(search: JavaSearch): string | undefined {
  const setting = search.rejected.find(
    (rejected) => rejected.source === 'bottleneck.java.home' && !rejected.unset,
  );
  if (!setting || !search.found) {
    return undefined;
  }
  return (
    `bottleneck.java.home is not used: ${setting.reason}. The language server runs on ` +
    `${search.found.executable} (Java ${search.found.version}, from ${search.found.source}) ` +
    `instead; set bottleneck.java.home to a Java ${MINIMUM_JAVA}+ folder, or clear it.`
  );
}
