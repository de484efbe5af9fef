import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import type { Finding } from '../findings.ts';
import { fillPlaceholders, placeholderNames } from './canary.ts';
import { DEFAULT_PROBE_TIMEOUTS, probeServer, type HandshakeOutcome, type ProbeTimeouts } from './mcp-probe.ts';
import type { ToolCheckContext } from './tool-checks.ts';

/** The prefix of the environment variables that carry secrets for remote probing: SKALD_SECRET_<NAME>. */
export const SECRET_ENV_PREFIX = 'SKALD_SECRET_';

/** Secrets for URL/header placeholders from SKALD_SECRET_<NAME> variables, the names as the manifest spells them. */
export function secretsFromEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith(SECRET_ENV_PREFIX) && value) secrets[key.slice(SECRET_ENV_PREFIX.length)] = value;
  }
  return secrets;
}

/** A secret named `tavilyApiKey` may be configured as SKALD_SECRET_tavilyApiKey or SKALD_SECRET_TAVILYAPIKEY. */
function lookupSecret(secrets: Readonly<Record<string, string>>, name: string): string | undefined {
  return secrets[name] ?? secrets[name.toUpperCase()];
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

/**
 * The handshake of a remote connector, run from the host: its URL and headers filled from configured secrets,
 * Streamable HTTP first and the legacy HTTP+SSE transport as the fallback. Skipped, not failed, when a secret the
 * URL needs is not configured (unless the key is optional).
 */
export async function probeRemote(
  manifest: ConnectorManifest,
  context: ToolCheckContext,
  secrets: Readonly<Record<string, string>>,
  timeouts: ProbeTimeouts = DEFAULT_PROBE_TIMEOUTS,
): Promise<RemoteProbeResult> {
  const config = manifest.mcp_config;
  const file = context.manifestFile;
  if (!config?.url) {
    return {
      status: 'probed',
      outcome: {},
      findings: [
        {
          ruleId: 'remote-config',
          severity: 'error',
          file,
          field: 'mcp_config.url',
          message: 'a remote connector needs mcp_config.url',
          connector: manifest.id,
        },
      ],
    };
  }
  const optionalKey = manifest.auth.type === 'api_key' && manifest.auth.optional === true;
  const values: Record<string, string> = {};
  const texts = [config.url, ...Object.values(config.headers ?? {})];
  for (const name of new Set(texts.flatMap(placeholderNames))) {
    const value = lookupSecret(secrets, name) ?? manifest.env?.find((variable) => variable.name === name)?.default;
    if (value !== undefined) values[name] = value;
    else if (!optionalKey)
      return { status: 'skipped', reason: `needs the secret ${name}: set ${SECRET_ENV_PREFIX}${name}`, outcome: {}, findings: [] };
  }
  let url: URL;
  try {
    url = new URL(fillPlaceholders(config.url, values));
  } catch {
    return {
      status: 'probed',
      outcome: {},
      findings: [
        {
          ruleId: 'remote-config',
          severity: 'error',
          file,
          field: 'mcp_config.url',
          message: 'mcp_config.url is not a valid URL once its placeholders are filled',
          connector: manifest.id,
        },
      ],
    };
  }
  const headers = Object.fromEntries(Object.entries(config.headers ?? {}).map(([name, value]) => [name, fillPlaceholders(value, values)]));
  const attempts: Array<[RemoteTransportKind, () => Transport]> = [
    ['streamable-http', () => new StreamableHTTPClientTransport(url, { requestInit: { headers } })],
    ['sse', () => new SSEClientTransport(url, { requestInit: { headers } })],
  ];
  const failures: string[] = [];
  for (const [kind, create] of attempts) {
    const transport = create();
    try {
      const result = await probeServer(transport, context, timeouts);
      if (!result.initializeFailure) return { status: 'probed', transport: kind, outcome: result.outcome, findings: result.findings };
      failures.push(`${kind}: ${redact(result.initializeFailure.message, values)}`);
    } finally {
      await transport.close().catch(() => undefined);
    }
  }
  return {
    status: 'probed',
    outcome: {},
    findings: [
      {
        ruleId: 'remote-handshake',
        severity: 'error',
        file,
        field: 'mcp_config.url',
        message: `no MCP handshake over Streamable HTTP nor SSE (${failures.join('; ')})`,
        fix: 'check the URL and that the service still speaks MCP',
        connector: manifest.id,
      },
    ],
  };
}

/** Error texts can quote the URL: never let a configured secret through to a report. */
function redact(text: string, values: Readonly<Record<string, string>>): string {
  let out = text;
  for (const value of Object.values(values)) if (value.length >= 4) out = out.split(value).join('***');
  return out;
}
