import { randomBytes } from 'node:crypto';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';

/** A generated stand-in credential: it must never come back in any output. */
export interface Canary {
  /** The variable (or field of it) the value was given as, for messages: the value itself is never shown. */
  name: string;
  value: string;
}

/** The environment a sandboxed connector gets: generated values for what its manifest declares, and nothing else. */
export interface CanaryEnvironment {
  env: Record<string, string>;
  /** Values that are secrets: finding one in stdout or stderr is a leak. */
  secrets: Canary[];
}

export function canaryValue(): string {
  return `skald-canary-${randomBytes(12).toString('hex')}`;
}

/**
 * Fills every declared `env[]` variable, the api_key variable and the OAuth `deliver` variable with canaries
 * (non-secret variables get their default or example, so a URL stays a URL), then resolves the placeholders of
 * `mcp_config.env` against them, the way Skald does at activation (an undeclared name becomes "").
 */
export function canaryEnvironment(manifest: ConnectorManifest): CanaryEnvironment {
  const env: Record<string, string> = {};
  const secrets: Canary[] = [];
  const secret = (name: string) => {
    const value = canaryValue();
    secrets.push({ name, value });
    return value;
  };
  for (const variable of manifest.env ?? []) {
    env[variable.name] = variable.secret === false ? variable.default || variable.example || canaryValue() : secret(variable.name);
  }
  const auth = manifest.auth;
  if (auth.type === 'api_key' && auth.delivery === 'env' && env[auth.param] === undefined) env[auth.param] = secret(auth.param);
  if (auth.type === 'oauth2' && auth.deliver?.as === 'env') {
    const name = auth.deliver.env;
    env[name] = auth.deliver.format === 'google_authorized_user' ? authorizedUserJson(name, secret) : secret(name);
  }
  for (const [name, value] of Object.entries(manifest.mcp_config?.env ?? {})) env[name] = fillPlaceholders(value, env);
  return { env, secrets };
}

/** The JSON `google.oauth2.credentials.Credentials.from_authorized_user_info` reads, every credential a canary. */
function authorizedUserJson(name: string, secret: (name: string) => string): string {
  return JSON.stringify({
    type: 'authorized_user',
    client_id: `${randomBytes(6).toString('hex')}-skald-canary.apps.googleusercontent.com`,
    client_secret: secret(`${name}.client_secret`),
    refresh_token: secret(`${name}.refresh_token`),
    token: secret(`${name}.token`),
    token_uri: 'https://oauth2.googleapis.com/token',
    scopes: [],
  });
}

/** Which canaries appear in a text: their names, never their values. */
export function leakedSecrets(text: string, secrets: readonly Canary[]): string[] {
  return secrets.filter((canary) => text.includes(canary.value)).map((canary) => canary.name);
}
