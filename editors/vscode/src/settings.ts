/**
 * The extension's own settings: how to start the server (and, read by the language client
 * itself, how much of its traffic to log). The rules and their options are not among them: the
 * server reads the project's own bottleneck configuration, as the build does, so that the editor
 * and the build agree.
 */

/** The section every setting lives under. */
export const SECTION = 'bottleneck';

/**
 * Each setting's key below {@link SECTION}, as package.json declares it. The language client reads
 * `<client id>.trace.server` itself, so the client's id is {@link SECTION}.
 */
export const KEYS = {
  javaHome: 'java.home',
  javaOptions: 'java.options',
  trace: 'trace.server',
} as const;

export interface Settings {
  /** The folder that holds bin/java; empty to take JAVA_HOME or the PATH. */
  readonly javaHome: string;
  /** JVM options after the server's own, one per item. */
  readonly javaOptions: readonly string[];
}

/** The settings, and a sentence for each value that was not of its declared type and was left out. */
export interface SettingsRead {
  readonly settings: Settings;
  readonly problems: readonly string[];
}

/**
 * Reads the settings through `get` (the editor's configuration below {@link SECTION}), keeping
 * the defaults wherever a value is not what package.json declares, since a hand-edited
 * settings.json can hold anything.
 */
export function readSettings(get: (key: string) => unknown): SettingsRead {
  const problems: string[] = [];
  const javaHome = get(KEYS.javaHome);
  const options = get(KEYS.javaOptions);

  if (javaHome !== undefined && javaHome !== null && typeof javaHome !== 'string') {
    problems.push(`${SECTION}.${KEYS.javaHome} is not a folder name; it is ignored`);
  }
  const javaOptions: string[] = [];
  if (Array.isArray(options)) {
    options.forEach((option, index) => {
      if (typeof option === 'string' && option.trim() !== '') {
        javaOptions.push(option.trim());
      } else {
        problems.push(
          `${SECTION}.${KEYS.javaOptions}[${index}] is not a JVM option; it is left out`,
        );
      }
    });
  } else if (options !== undefined && options !== null) {
    problems.push(
      `${SECTION}.${KEYS.javaOptions} is not a list of JVM options (write ["-Xmx4g"]); it is ignored`,
    );
  }
  return {
    settings: {
      javaHome: typeof javaHome === 'string' ? javaHome : '',
      javaOptions,
    },
    problems,
  };
}
