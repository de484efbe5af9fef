import type { ConnectorManifest } from './schemas.ts';

// The placeholder grammar of runtime strings: {ENV:NAME} and {SECRET:NAME} are live, any other {…} token is not.

/** A `{...}` token in a runtime string. */
interface PlaceholderToken {
  token: string;
  kind: 'ENV' | 'SECRET' | 'other';
  name: string;
}

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const TOKEN = /\{[^{}\s]*\}/g;
const LIVE_TOKEN = new RegExp(`^\\{(ENV|SECRET):(${NAME})\\}$`);
const LIVE_TOKENS = new RegExp(`\\{(ENV|SECRET):(${NAME})\\}`, 'g');

export function placeholderTokens(text: string): PlaceholderToken[] {
  // Most runtime strings hold no placeholder: no search, no array of matches.
  if (!text.includes('{')) return [];
  return [...text.matchAll(TOKEN)].map(([token]) => {
    const live = LIVE_TOKEN.exec(token);
    return live ? { token, kind: live[1] as 'ENV' | 'SECRET', name: live[2]! } : { token, kind: 'other', name: token.slice(1, -1) };
  });
}

/** Substitutes `{ENV:X}` / `{SECRET:X}` tokens; a name without a value becomes "" (the format guide's rule). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(LIVE_TOKENS, (_token, _kind, name: string) => values[name] ?? '');
}

/** The names of the live placeholders a string uses. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(LIVE_TOKENS)].map((match) => match[2]!);
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
