// The secrets of the weekly probe and lock-tools, each bound to one connector, and how a remote connector's URL,
// headers and verify are filled from them: never with another connector's value, never toward another origin.
import { readFile } from 'node:fs/promises';
import { fillPlaceholders, placeholderNames } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { SetupError, UsageError } from '../findings/errors.ts';
import { credentialEnvironment, type FilledEnvironment } from './canary.ts';
import { SECRET_ENV_PREFIX, secretVariable } from './variable.ts';

/**
 * Secrets for remote probing, each bound to one connector: `SKALD_SECRET_<ID>__<NAME>` variables (ID the connector
 * id upper-cased, `-` as `_`; two underscores; NAME the placeholder's name upper-cased) or JSON `{"<id>": {"<NAME>": "…"}}`. A
 * connector is only ever given its own; nothing is matched by placeholder name across connectors.
 */
export class ConnectorSecrets {
  private constructor(
    private readonly env: Readonly<Record<string, string>>,
    private readonly byId: Readonly<Record<string, Readonly<Record<string, string>>>>,
  ) {}

  static none(): ConnectorSecrets {
    return new ConnectorSecrets({}, {});
  }

  /** From SKALD_SECRET_* variables, and optionally a JSON text (the action's `secrets` input, or --secrets FILE). */
  static from(env: NodeJS.ProcessEnv = process.env, json?: { text: string; source: string }): ConnectorSecrets {
    const own: Record<string, string> = {};
    for (const [key, value] of Object.entries(env)) if (key.startsWith(SECRET_ENV_PREFIX) && value) own[key] = value;
    return new ConnectorSecrets(own, json?.text.trim() ? parseBoundSecrets(json.text, json.source) : {});
  }

  /** From SKALD_SECRET_* variables and, when a command's `--secrets FILE` names one, that JSON file. */
  static async fromFile(file: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<ConnectorSecrets> {
    if (file === undefined) return ConnectorSecrets.from(env);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new SetupError(`--secrets ${file}: ${(error as Error).message}`);
    }
    return ConnectorSecrets.from(env, { text, source: `--secrets ${file}` });
  }

  /** The value of placeholder `name` for this connector, or undefined: never another connector's. */
  get(connectorId: string, name: string): string | undefined {
    const fromJson = Object.entries(this.byId[connectorId] ?? {}).find(([key]) => key.toUpperCase() === name.toUpperCase())?.[1];
    return fromJson ?? this.env[this.variable(connectorId, name)];
  }

  /** The variable a maintainer sets for this connector's placeholder. */
  variable(connectorId: string, name: string): string {
    return secretVariable(connectorId, name);
  }

  /** Where a secret of that name is configured for someone else, or in an old ambiguous form (one underscore, or none). */
  elsewhere(connectorId: string, name: string): string[] {
    const upper = name.toUpperCase();
    const own = this.variable(connectorId, name);
    const variables = Object.keys(this.env).filter((key) => key !== own && key.toUpperCase().endsWith(`_${upper}`));
    const json = Object.entries(this.byId)
      .filter(([id, values]) => id !== connectorId && Object.keys(values).some((key) => key.toUpperCase() === upper))
      .map(([id]) => `"${id}" in the secrets JSON`);
    return [...variables, ...json];
  }

  /** Every configured value, for masking in the log. */
  values(): string[] {
    return [...Object.values(this.env), ...Object.values(this.byId).flatMap((values) => Object.values(values))];
  }
}

function parseBoundSecrets(text: string, source: string): Record<string, Record<string, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`${source} is not valid JSON (expected {"<connector id>": {"<NAME>": "value"}})`);
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  if (
    !isObject(parsed) ||
    !Object.values(parsed).every((values) => isObject(values) && Object.values(values).every((v) => typeof v === 'string'))
  )
    throw new UsageError(`${source} must bind each secret to a connector: {"<connector id>": {"<NAME>": "value"}}`);
  return parsed as Record<string, Record<string, string>>;
}

/** Where a remote connector is reached, with its secrets filled in; or why it is not, or why its URL is unusable. */
type RemoteTarget =
  | { url: URL; headers: Record<string, string>; values: Record<string, string> }
  | { skipped: string }
  | { urlProblem: 'missing' | 'invalid' };

/**
 * The URL and headers of a remote connector filled from its own secrets (or a declared default). A secret is given
 * only when the URL writes its origin out; a missing one skips the connector, unless its key is optional.
 */
export function remoteTarget(manifest: ConnectorManifest, secrets: ConnectorSecrets): RemoteTarget {
  const config = manifest.mcp_config;
  if (!config?.url) return { urlProblem: 'missing' };
  const optionalKey = manifest.auth.type === 'api_key' && manifest.auth.optional === true;
  const values: Record<string, string> = {};
  const texts = [config.url, ...Object.values(config.headers ?? {})];
  const secretNames = new Set(texts.flatMap(placeholderNames));
  if (secretNames.size && !fixedOrigin(config.url))
    return {
      skipped: 'its URL has a placeholder before the path, so no secret is given: a key is sent only to the origin the manifest names',
    };
  for (const name of secretNames) {
    const value = secrets.get(manifest.id, name) ?? manifest.env?.find((variable) => variable.name === name)?.default;
    if (value !== undefined) values[name] = value;
    else if (!optionalKey) return { skipped: missingSecretReason(secrets, manifest.id, name) };
  }
  let url: URL;
  try {
    url = new URL(fillPlaceholders(config.url, values));
  } catch {
    return { urlProblem: 'invalid' };
  }
  const headers = Object.fromEntries(Object.entries(config.headers ?? {}).map(([name, value]) => [name, fillPlaceholders(value, values)]));
  return { url, headers, values };
}

/**
 * What the weekly probe's verify of a remote connector is given, as Skald gives it (see credentialEnvironment):
 * each secret from this connector's own configuration, never another's. Why it cannot run when a secret it is
 * declared to need is not configured (an optional api key may be absent).
 */
export function liveVerifyEnvironment(manifest: ConnectorManifest, secrets: ConnectorSecrets): FilledEnvironment | { skipped: string } {
  const filled = credentialEnvironment(manifest, (name, secret) => {
    const configured = secrets.get(manifest.id, name);
    if (configured !== undefined || secret) return configured;
    const variable = manifest.env?.find((declared) => declared.name === name);
    return variable?.default || variable?.example || '';
  });
  const optionalKey = manifest.auth.type === 'api_key' && manifest.auth.optional === true ? manifest.auth.param : undefined;
  const missing = filled.missing.find((name) => name !== optionalKey);
  return missing ? { skipped: `verify not run: it ${missingSecretReason(secrets, manifest.id, missing)}` } : filled;
}

function missingSecretReason(secrets: ConnectorSecrets, connectorId: string, name: string): string {
  const elsewhere = secrets.elsewhere(connectorId, name);
  const note = elsewhere.length
    ? ` (${elsewhere.join(', ')} is not for ${connectorId}: a connector never receives another connector's key)`
    : '';
  return `needs the secret ${name}: set ${secrets.variable(connectorId, name)}${note}`;
}

/** Whether scheme, host and port are written out, with no placeholder that could send a key elsewhere. */
function fixedOrigin(url: string): boolean {
  const origin = url.match(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i)?.[0];
  return origin !== undefined && !origin.includes('{');
}
