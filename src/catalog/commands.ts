import type { ConnectorManifest } from './schemas.ts';

// How a manifest's command lines are read, for the rules and the smoke run alike.

export function splitCommand(command: string): string[] {
  return command.trim().split(/\s+/).filter(Boolean);
}

const SCRIPT_FILE = /\.(?:py|js|mjs|cjs|sh)$/;

/** Words of a command line that name a script file of the connector (`python3 server.py` → server.py). */
export function scriptFilesOf(words: readonly string[]): string[] {
  return words
    .filter((word) => !word.startsWith('-') && !word.includes('{') && SCRIPT_FILE.test(word))
    .map((word) => word.replace(/^\.\//, ''));
}

export type Runtime = 'PYTHON' | 'NODE';

/** The runtime a program is (`python3`, `/usr/bin/python3.11`, `node`, `npx`), as `requires` names it. */
export function runtimeOf(program: string | undefined): Runtime | undefined {
  if (!program) return undefined;
  const base = program.split('/').pop() ?? program;
  if (/^python(?:3(?:\.\d+)?)?$/.test(base)) return 'PYTHON';
  if (/^(?:node|npx|npm)$/.test(base)) return 'NODE';
  return undefined;
}

/** The runtime of the command that starts the server: mcp_config.command, else the first word of launch_command. */
export function launchRuntime(manifest: ConnectorManifest): Runtime | undefined {
  return runtimeOf(manifest.mcp_config?.command ?? splitCommand(manifest.launch_command ?? '')[0]);
}
