import { randomBytes } from 'node:crypto';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { containsSecret, maskAllForms } from './forms.ts';

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

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALPHANUMERIC = LOWER + UPPER + DIGITS;

/**
 * A test credential shaped like the real key, so a verify cannot tell the pull-request smoke from the weekly probe by
 * its form: no fixed marker. Given the declared example (env[].example), the same length, with each letter and digit
 * replaced by a random one of its class, every other character kept, and the vendor prefix kept where the example
 * starts with one (`tvly-`, `sk_`: up to the first `-` or `_` within its first 8 characters, as the real key starts);
 * without an example, 32 random letters and digits.
 */
export function canaryValue(example?: string): string {
  if (!example) return randomFrom(ALPHANUMERIC, 32);
  const prefix = /^[A-Za-z0-9]{1,7}[-_]/.exec(example)?.[0] ?? '';
  const rest = [...example.slice(prefix.length)].map((char) => {
    const alphabet = LOWER.includes(char) ? LOWER : UPPER.includes(char) ? UPPER : DIGITS.includes(char) ? DIGITS : undefined;
    return alphabet ? randomFrom(alphabet, 1) : char;
  });
  return prefix + rest.join('');
}

function randomFrom(alphabet: string, length: number): string {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Fills every declared `env[]` variable, the api_key variable (auth.param, however the key is delivered: Skald
 * gives it to the verify in the environment too) and the OAuth `deliver` variable with canaries (non-secret
 * variables get their default or example, so a URL stays a URL), then resolves the placeholders of
 * `mcp_config.env` against them, the way Skald does at activation (an undeclared name becomes "").
 */
export function canaryEnvironment(manifest: ConnectorManifest): CanaryEnvironment {
  const examples = new Map((manifest.env ?? []).map((variable) => [variable.name, variable.example]));
  const filled = credentialEnvironment(manifest, (name, secret, auth) => {
    if (!secret) return undefined;
    return auth?.format === 'google_authorized_user' ? authorizedUserJson() : canaryValue(examples.get(name));
  });
  return { env: filled.env, secrets: filled.secrets };
}

/** A credential the connector is given: its variable's name and the value, for the leak check and masking. */
export interface FilledEnvironment extends CanaryEnvironment {
  /** Secret variables `credentialOf` had no value for: they are absent from `env`. */
  missing: string[];
}

/**
 * The environment Skald gives a connector's processes, with each value from `credentialOf` (a non-secret variable
 * without one takes its default or example): declared `env[]`, the api_key's auth.param, the OAuth `deliver`
 * variable, then `mcp_config.env` resolved against them. Every secret given is listed in `secrets`.
 */
export function credentialEnvironment(
  manifest: ConnectorManifest,
  credentialOf: (name: string, secret: boolean, deliver?: { format: string }) => string | undefined,
): FilledEnvironment {
  const env: Record<string, string> = {};
  const secrets: Canary[] = [];
  const missing: string[] = [];
  const fill = (name: string, secret: boolean, fallback?: string, deliver?: { format: string }) => {
    const value = credentialOf(name, secret, deliver) ?? (secret ? undefined : fallback || canaryValue());
    if (value === undefined) return void missing.push(name);
    env[name] = value;
    if (secret) secrets.push(...secretParts(name, value, deliver));
  };
  for (const variable of manifest.env ?? []) fill(variable.name, variable.secret !== false, variable.default || variable.example);
  const auth = manifest.auth;
  if (auth.type === 'api_key' && env[auth.param] === undefined && !missing.includes(auth.param)) fill(auth.param, true);
  if (auth.type === 'oauth2' && auth.deliver?.as === 'env') fill(auth.deliver.env, true, undefined, auth.deliver);
  for (const [name, value] of Object.entries(manifest.mcp_config?.env ?? {})) env[name] = fillPlaceholders(value, env);
  return { env, secrets, missing };
}

/** An authorized_user JSON is leaked field by field: each of its credentials is a secret of its own. */
function secretParts(name: string, value: string, deliver?: { format: string }): Canary[] {
  if (deliver?.format !== 'google_authorized_user') return [{ name, value }];
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return ['client_secret', 'refresh_token', 'token']
      .filter((field) => typeof parsed[field] === 'string' && parsed[field])
      .map((field) => ({ name: `${name}.${field}`, value: parsed[field] as string }));
  } catch {
    return [{ name, value }];
  }
}

/** The JSON `google.oauth2.credentials.Credentials.from_authorized_user_info` reads, every credential shaped as Google's. */
function authorizedUserJson(): string {
  return JSON.stringify({
    type: 'authorized_user',
    client_id: `${randomFrom(DIGITS, 12)}-${randomFrom(LOWER + DIGITS, 32)}.apps.googleusercontent.com`,
    client_secret: `GOCSPX-${randomFrom(ALPHANUMERIC, 28)}`,
    refresh_token: `1//${randomFrom(ALPHANUMERIC, 100)}`,
    token: `ya29.${randomFrom(ALPHANUMERIC, 150)}`,
    token_uri: 'https://oauth2.googleapis.com/token',
    scopes: [],
  });
}

/** Which canaries appear in a text, in any of the forms of SECRET_ENCODERS: their names, never their values. */
export function leakedSecrets(text: string, secrets: readonly Canary[]): string[] {
  return secrets.filter((canary) => containsSecret(text, canary.value)).map((canary) => canary.name);
}

/**
 * A text with every given secret value replaced by ***, in every form of SECRET_ENCODERS (URL-encoded, JSON-escaped,
 * base64 at each offset, hex, reversed…): for anything printed or reported about a run that had real credentials.
 * Values under 4 characters are left alone.
 */
export function maskSecrets(text: string, values: readonly string[]): string {
  return maskAllForms(text, values);
}
