import type { ConnectorManifest } from '../catalog/schemas.ts';

/** A `{...}` token in a runtime string, with the text around it. */
export interface PlaceholderToken {
  token: string;
  kind: 'ENV' | 'SECRET' | 'other';
  name: string;
}

const TOKEN = /\{[^{}\s]*\}/g;
const LIVE_TOKEN = /^\{(ENV|SECRET):([A-Za-z_][A-Za-z0-9_]*)\}$/;

export function placeholderTokens(text: string): PlaceholderToken[] {
  return [...text.matchAll(TOKEN)].map(([token]) => {
    const live = LIVE_TOKEN.exec(token);
    return live ? { token, kind: live[1] as 'ENV' | 'SECRET', name: live[2]! } : { token, kind: 'other', name: token.slice(1, -1) };
  });
}

/** The strings Skald substitutes placeholders in, with their JSON path in connector.json. */
export function runtimeStrings(manifest: ConnectorManifest): Array<{ path: (string | number)[]; value: string }> {
  const out: Array<{ path: (string | number)[]; value: string }> = [];
  if (manifest.launch_command) out.push({ path: ['launch_command'], value: manifest.launch_command });
  const config = manifest.mcp_config;
  if (config?.command) out.push({ path: ['mcp_config', 'command'], value: config.command });
  for (const [i, value] of (config?.args ?? []).entries()) out.push({ path: ['mcp_config', 'args', i], value });
  for (const [key, value] of Object.entries(config?.env ?? {})) out.push({ path: ['mcp_config', 'env', key], value });
  if (config?.url) out.push({ path: ['mcp_config', 'url'], value: config.url });
  for (const [key, value] of Object.entries(config?.headers ?? {})) out.push({ path: ['mcp_config', 'headers', key], value });
  if (manifest.verify) out.push({ path: ['verify', 'command'], value: manifest.verify.command });
  if (manifest.auth.type === 'oauth2' && manifest.auth.deliver?.as === 'file') {
    out.push({ path: ['auth', 'deliver', 'path'], value: manifest.auth.deliver.path });
  }
  return out;
}

const SCRIPT_FILE = /\.(?:py|js|mjs|cjs|sh)$/;

/** Words of a command line that name a script file of the connector (`python3 server.py` → server.py). */
export function scriptFilesOf(words: readonly string[]): string[] {
  return words
    .filter((word) => !word.startsWith('-') && !word.includes('{') && SCRIPT_FILE.test(word))
    .map((word) => word.replace(/^\.\//, ''));
}

export function splitCommand(command: string): string[] {
  return command.trim().split(/\s+/).filter(Boolean);
}

export type Runtime = 'PYTHON' | 'NODE';

export function runtimeOf(program: string | undefined): Runtime | undefined {
  if (!program) return undefined;
  const base = program.split('/').pop() ?? program;
  if (/^python(?:3(?:\.\d+)?)?$/.test(base)) return 'PYTHON';
  if (/^(?:node|npx|npm)$/.test(base)) return 'NODE';
  return undefined;
}
