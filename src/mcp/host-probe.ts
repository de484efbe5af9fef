// `npm run probe`: a connector's MCP server started on this machine, not in the sandbox, for the maintainer trying
// their own connector. The same handshake and per-tool checks as the smoke run (probeServer), then optionally one call.
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ConnectorFolder } from '../catalog/load.ts';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { UsageError } from '../findings/errors.ts';
import type { Finding } from '../findings/finding.ts';
import { nearest } from '../findings/nearest.ts';
import { SMOKE_RULES } from '../rules/registry.ts';
import { judge } from '../rules/smoke/rule.ts';
import { lastLine } from '../sandbox/docker.ts';
import { canaryEnvironment, leakedSecrets } from '../secrets/canary.ts';
import { toolContext } from '../smoke/tool-checks.ts';
import { DEFAULT_PROBE_TIMEOUTS, type HandshakeOutcome, type ProbeTimeouts, probeServer } from './probe.ts';

export interface ListedTool {
  name: string;
  /** The manifest's display_name, else the server's title. */
  friendlyName?: string;
  description?: string;
}

export interface HostProbeResult {
  outcome: HandshakeOutcome;
  tools: ListedTool[];
  findings: Finding[];
  /** The variables given from this shell's environment rather than generated stand-ins (names only). */
  fromEnvironment: string[];
  call?: { tool: string; isError: boolean; content: unknown[]; structuredContent?: unknown };
  stderrTail: string;
}

export interface HostProbeOptions {
  /** Values for the manifest's variables; a declared variable not given here gets a generated stand-in. */
  environment: Readonly<Record<string, string | undefined>>;
  call?: { tool: string; args: Record<string, unknown> };
  timeouts?: ProbeTimeouts & { callMs: number };
}

const STDERR_LIMIT = 64 * 1024;

/** Starts an mcp_local connector's server from its mcp_config, in its folder, and drives it through the SDK client. */
export async function probeOnHost(
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  options: HostProbeOptions,
): Promise<HostProbeResult> {
  const timeouts = options.timeouts ?? { ...DEFAULT_PROBE_TIMEOUTS, callMs: 60_000 };
  const context = toolContext(folder, manifest, folder.manifest.file);
  const findings: Finding[] = [];
  const report = (ruleId: Finding['ruleId'], message: string, fix?: string) =>
    findings.push({ ruleId, severity: 'error', file: context.serverFile, message, ...(fix ? { fix } : {}), connector: folder.folder });
  const command = manifest.mcp_config?.command;
  if (!command) {
    report('server-config', 'an mcp_local connector needs mcp_config.command', 'add mcp_config {command, args}');
    return { outcome: {}, tools: [], findings, fromEnvironment: [], stderrTail: '' };
  }
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
  const result: HostProbeResult = { outcome: {}, tools: [], findings, fromEnvironment, stderrTail: '' };
  try {
    const probe = await probeServer(transport, timeouts);
    result.outcome = probe.outcome;
    findings.push(...(await judge(SMOKE_RULES, { connector: context, secrets, handshake: probe.handshake })));
    const failure = probe.handshake.initializeFailure;
    if (failure) {
      const said = lastLine(stderr);
      report(
        failure.kind === 'timeout' ? 'initialize-timeout' : 'server-start',
        `the server did not answer initialize (${failure.message})` +
          (said ? `; its last stderr line: ${JSON.stringify(said.slice(0, 200))}` : ''),
        /Cannot find (?:package|module)/.test(stderr)
          ? `its packages are not installed: run \`npm install\` in ${folder.dir} (and delete node_modules before committing), ` +
              'or keep the folder inside this repository, whose node_modules it then finds'
          : `run \`${[command, ...args].join(' ')}\` in ${folder.dir} and read what it prints on stderr`,
      );
    }
    const displayNames = new Map(manifest.tools.map((tool) => [tool.name, tool.display_name]));
    result.tools = (probe.handshake.tools ?? []).map((tool) => listedTool(tool, displayNames));
    if (options.call && probe.client) {
      const names = result.tools.map((tool) => tool.name);
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
      result.call = {
        tool: options.call.tool,
        isError: answer.isError === true,
        content: answer.content,
        ...(answer.structuredContent ? { structuredContent: answer.structuredContent } : {}),
      };
    }
  } finally {
    await transport.close();
  }
  result.stderrTail = stderr;
  const leaks = leakedSecrets(stderr, secrets);
  if (leaks.length)
    report(
      'secret-leak',
      `the server printed the value of ${leaks.join(', ')} (a generated canary credential)`,
      'never print credentials, not even in error messages',
    );
  return result;
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
