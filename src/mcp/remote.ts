import { readFile } from 'node:fs/promises';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { fillPlaceholders, placeholderNames } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { SetupError, UsageError } from '../findings/errors.ts';
import type { Finding } from '../findings/finding.ts';
import { MAX_JSON_BYTES } from '../json/limits.ts';
import type { RuleSelection } from '../rules/engine.ts';
import { SMOKE_RULES } from '../rules/registry.ts';
import { judge } from '../rules/smoke/rule.ts';
import { credentialEnvironment, type FilledEnvironment, maskSecrets } from '../secrets/canary.ts';
import { SECRET_ENV_PREFIX, secretVariable } from '../secrets/variable.ts';
import type { SmokeObservation } from '../smoke/observation.ts';
import type { ToolCheckContext } from '../smoke/tool-checks.ts';
import { DEFAULT_PROBE_TIMEOUTS, type HandshakeOutcome, type ProbeTimeouts, probeServer } from './probe.ts';

export { SECRET_ENV_PREFIX, secretIdKey, secretVariable } from '../secrets/variable.ts';

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

export type RemoteTransportKind = 'streamable-http' | 'sse';

export interface RemoteProbeResult {
  status: 'probed' | 'skipped';
  /** Why it was skipped (a secret is not configured). */
  reason?: string;
  transport?: RemoteTransportKind;
  outcome: HandshakeOutcome;
  findings: Finding[];
}

export interface RemoteProbeOptions {
  manifest: ConnectorManifest;
  /** Where the tool checks point their findings. */
  context: ToolCheckContext;
  /** Each connector's own secrets; default none. */
  secrets?: ConnectorSecrets;
  timeouts?: ProbeTimeouts;
  selection?: RuleSelection;
}

/**
 * The handshake of a remote connector, run from the host: its URL and headers filled from configured secrets,
 * Streamable HTTP first and the legacy HTTP+SSE transport as the fallback. Skipped, not failed, when a secret the
 * URL needs is not configured (unless the key is optional).
 */
export async function probeRemote(options: RemoteProbeOptions): Promise<RemoteProbeResult> {
  const { manifest, context, secrets = ConnectorSecrets.none(), timeouts = DEFAULT_PROBE_TIMEOUTS, selection } = options;
  const probed = async (observed: Pick<SmokeObservation, 'remote' | 'handshake'>, more: Partial<RemoteProbeResult> = {}) => ({
    status: 'probed' as const,
    outcome: {},
    ...more,
    findings: await judge(SMOKE_RULES, { connector: context, secrets: [], ...observed }, selection),
  });
  const target = remoteTarget(manifest, secrets);
  if ('skipped' in target) return { status: 'skipped', reason: target.skipped, outcome: {}, findings: [] };
  if ('urlProblem' in target) return probed({ remote: { urlProblem: target.urlProblem } });
  const { url, headers, values } = target;
  const attempts: Array<[RemoteTransportKind, () => Transport]> = [
    ['streamable-http', () => new StreamableHTTPClientTransport(url, { requestInit: { headers }, fetch: sameOriginFetch(url) })],
    ['sse', () => new SSEClientTransport(url, { requestInit: { headers }, fetch: sameOriginFetch(url) })],
  ];
  const failures: string[] = [];
  for (const [kind, create] of attempts) {
    const transport = create();
    try {
      const result = await probeServer(transport, timeouts);
      const failure = result.handshake.initializeFailure;
      if (!failure) return probed({ handshake: result.handshake }, { transport: kind, outcome: result.outcome });
      failures.push(`${kind}: ${maskSecrets(failure.message, Object.values(values))}`);
    } finally {
      await transport.close().catch(() => undefined);
    }
  }
  return probed({ remote: { handshakeFailures: failures } });
}

/** Where a remote connector is reached, with its secrets filled in; or why it is not, or why its URL is unusable. */
export type RemoteTarget =
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

/** fetch that follows redirects only within the URL's origin: a header or query key must not travel to another host. */
/**
 * The response, with its body cut off by an error once it passes the JSON size limit: the SDK parses a server's answers
 * itself, and a server that streams without end must become a finding, not the runner's memory.
 */
function withBodyLimit(response: Response): Response {
  if (!response.body) return response;
  let received = 0;
  const limited = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > MAX_JSON_BYTES) controller.error(new Error(`the server sent more than ${MAX_JSON_BYTES} bytes in one response`));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(limited, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function sameOriginFetch(target: URL): typeof fetch {
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    for (let hop = 0; hop < 5; hop++) {
      const response = await fetch(url, { ...init, redirect: 'manual' });
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (!location) return withBodyLimit(response);
      const next = new URL(location, url);
      if (next.origin !== target.origin)
        throw new Error(`the server redirected to another origin (${next.origin}); secrets are sent only to ${target.origin}`);
      url = next;
    }
    throw new Error('too many redirects');
  };
}
