// `npm run probe`: a connector's MCP server started on this machine, not in the sandbox, for the maintainer trying
// their own connector. The same handshake as the smoke run (probeServer), then optionally one call; the smoke rules
// judge what it saw (probeOnHost, src/phases/smoke.ts).
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ConnectorFolder } from '../catalog/load.ts';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { UsageError } from '../findings/errors.ts';
import { nearest } from '../findings/nearest.ts';
import { type Canary, canaryEnvironment } from '../secrets/canary.ts';
import { DEFAULT_PROBE_TIMEOUTS, type HandshakeObservation, type HandshakeOutcome, type ProbeTimeouts, probeServer } from './probe.ts';

export interface ListedTool {
  name: string;
  /** The manifest's display_name, else the server's title. */
  friendlyName?: string;
  description?: string;
}

/** The server as `npm run probe` ran it on this machine: unlike the sandbox's, all there is to see of it is its stderr. */
export interface HostServerObservation {
  /** False when mcp_config has no command, so nothing was started. */
  started: boolean;
  dir: string;
  commandLine: string;
  stderr: string;
}

export interface HostObservation {
  outcome: HandshakeOutcome;
  tools: ListedTool[];
  /** The variables given from this shell's environment rather than generated stand-ins (names only). */
  fromEnvironment: string[];
  call?: { tool: string; isError: boolean; content: unknown[]; structuredContent?: unknown };
  /** What the smoke rules judge: the server as started here, its handshake, and the stand-ins it must not print. */
  host: HostServerObservation;
  handshake?: HandshakeObservation;
  secrets: readonly Canary[];
}

export interface HostProbeOptions {
  /** Values for the manifest's variables; a declared variable not given here gets a generated stand-in. */
  environment: Readonly<Record<string, string | undefined>>;
  call?: { tool: string; args: Record<string, unknown> };
  timeouts?: ProbeTimeouts & { callMs: number };
}

const STDERR_LIMIT = 64 * 1024;

/** Starts an mcp_local connector's server from its mcp_config, in its folder, and drives it through the SDK client. */
export async function observeOnHost(
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  options: HostProbeOptions,
): Promise<HostObservation> {
  const timeouts = options.timeouts ?? { ...DEFAULT_PROBE_TIMEOUTS, callMs: 60_000 };
  const command = manifest.mcp_config?.command;
  const host = { started: Boolean(command), dir: folder.dir, commandLine: '', stderr: '' };
  if (!command) return { outcome: {}, tools: [], fromEnvironment: [], host, secrets: [] };
  const { env, secrets, fromEnvironment } = environmentFor(manifest, options.environment);
  const args = (manifest.mcp_config?.args ?? []).map((word) => fillPlaceholders(word, env));
  const transport = new StdioClientTransport({
    command: fillPlaceholders(command, env),
    args,
    cwd: folder.dir,
    env: { ...getDefaultEnvironment(), ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_LIMIT);
  });
  host.commandLine = [command, ...args].join(' ');
  const observed: HostObservation = { outcome: {}, tools: [], fromEnvironment, host, secrets };
  try {
    const probe = await probeServer(transport, timeouts);
    observed.outcome = probe.outcome;
    observed.handshake = probe.handshake;
    const displayNames = new Map(manifest.tools.map((tool) => [tool.name, tool.display_name]));
    observed.tools = (probe.handshake.tools ?? []).map((tool) => listedTool(tool, displayNames));
    if (options.call && probe.client) {
      const names = observed.tools.map((tool) => tool.name);
      if (!names.includes(options.call.tool)) {
        const guess = nearest(options.call.tool, names);
        throw new UsageError(
          `--call ${options.call.tool}: the server has no such tool${guess ? `; did you mean ${guess}?` : ''} ` +
            `(its tools: ${names.join(', ') || 'none'})`,
        );
      }
      const answer = await probe.client.request(
        { method: 'tools/call', params: { name: options.call.tool, arguments: options.call.args } },
        CallToolResultSchema,
        { timeout: timeouts.callMs },
      );
      observed.call = {
        tool: options.call.tool,
        isError: answer.isError === true,
        content: answer.content,
        ...(answer.structuredContent ? { structuredContent: answer.structuredContent } : {}),
      };
    }
  } finally {
    await transport.close();
  }
  host.stderr = stderr;
  return observed;
}

/**
 * The smoke run's canary environment, except that a variable the manifest declares and this shell sets keeps the
 * shell's value (the maintainer's own key): then mcp_config.env is resolved again against those values.
 */
function environmentFor(manifest: ConnectorManifest, given: HostProbeOptions['environment']) {
  const canaries = canaryEnvironment(manifest);
  const declared = new Set(manifest.env?.map((variable) => variable.name));
  if (manifest.auth.type === 'api_key' && manifest.auth.delivery === 'env') declared.add(manifest.auth.param);
  if (manifest.auth.type === 'oauth2' && manifest.auth.deliver?.as === 'env') declared.add(manifest.auth.deliver.env);
  const fromEnvironment = [...declared].filter((name) => given[name] !== undefined).sort();
  const env = { ...canaries.env };
  for (const name of fromEnvironment) env[name] = given[name]!;
  for (const [name, value] of Object.entries(manifest.mcp_config?.env ?? {})) env[name] = fillPlaceholders(value, env);
  const secrets = canaries.secrets.filter((canary) => !fromEnvironment.includes(canary.name.split('.')[0]!));
  return { env, secrets, fromEnvironment };
}

function listedTool(tool: unknown, displayNames: ReadonlyMap<string, string>): ListedTool {
  const record = (tool ?? {}) as { name?: unknown; title?: unknown; description?: unknown; annotations?: { title?: unknown } };
  const name = String(record.name ?? '?');
  const title = [displayNames.get(name), record.title, record.annotations?.title].find((text) => typeof text === 'string' && text);
  return {
    name,
    ...(title ? { friendlyName: title as string } : {}),
    ...(typeof record.description === 'string' ? { description: record.description } : {}),
  };
}
