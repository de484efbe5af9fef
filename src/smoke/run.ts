import os from 'node:os';
import path from 'node:path';
import { loadCatalog, type ConnectorFolder } from '../catalog/load.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { UsageError, UserError } from '../errors.ts';
import { countBySeverity, type Finding } from '../findings.ts';
import type { RuleId } from '../rules/rule-ids.ts';
import { mapLimit } from '../map-limit.ts';
import { canaryEnvironment, fillPlaceholders, leakedSecrets, type CanaryEnvironment } from './canary.ts';
import { ContainerStdioTransport } from './container-transport.ts';
import { assertEngineSees, detectEngine, lastLine, sweepRun } from './docker.ts';
import {
  DependencyError,
  ensureBaseImage,
  ensureDependencyImage,
  planDependencies,
  planIsEmpty,
  type BaseImageOptions,
  type Ecosystem,
} from './images.ts';
import { DEFAULT_PROBE_TIMEOUTS, probeServer, type HandshakeOutcome, type ProbeTimeouts } from './mcp-probe.ts';
import { ConnectorSecrets, probeRemote, type RemoteTransportKind } from './remote.ts';
import { newRunId, sandboxCommand, type SandboxLimits } from './sandbox.ts';
import type { ToolCheckContext } from './tool-checks.ts';
import { DEFAULT_VERIFY_TIMEOUT_SECS, runVerify, type VerifyOutcome } from './verify.ts';

export interface SmokeTimeouts extends ProbeTimeouts {
  /** How long a server may take to exit once its stdin is closed before it is killed (and warned about). Default 5 s. */
  exitGraceMs: number;
  /** Time on top of a verify's timeout_secs for its container to start and stop. Default 10 s. */
  verifyGraceMs: number;
  /** For one connector's dependency install. Default 10 minutes. */
  installMs: number;
}

export const DEFAULT_TIMEOUTS: SmokeTimeouts = {
  ...DEFAULT_PROBE_TIMEOUTS,
  exitGraceMs: 5000,
  verifyGraceMs: 10_000,
  installMs: 10 * 60_000,
};

export interface SmokeOptions {
  /** The catalog directory (`connectors`). */
  catalogDir: string;
  /** Connector ids to run; default every id of index.json. */
  ids?: readonly string[];
  /** Probe remote connectors' servers (from the host, over HTTP). Off: they are reported as skipped. */
  remote?: boolean;
  /** Values for remote URL/header placeholders, each bound to its connector (see ConnectorSecrets). */
  secrets?: ConnectorSecrets;
  /** Connectors at once. Default: the number of CPUs. */
  concurrency?: number;
  limits?: Partial<SandboxLimits>;
  timeouts?: Partial<SmokeTimeouts>;
  base?: BaseImageOptions;
  /** CA bundle trusted by dependency installs. Default: the runner's system bundle. */
  caFile?: string;
  /** Called as each connector finishes, in completion order. */
  onResult?: (result: ConnectorSmokeResult, done: number, total: number) => void;
  log?: (line: string) => void;
}

export type SmokeStatus = 'passed' | 'failed' | 'skipped';

export interface ConnectorSmokeResult {
  id: string;
  type: string;
  /** failed: at least one error. skipped: no error, but the MCP handshake did not run (a remote without --remote). */
  status: SmokeStatus;
  /** Why the MCP handshake did not run. */
  skipped?: string;
  /** Present when the manifest has a verify. */
  verify?: Omit<VerifyOutcome, 'stderrTail'>;
  transport?: 'stdio' | RemoteTransportKind;
  protocolVersion?: string;
  serverInfo?: { name: string; version: string };
  toolCount?: number;
  tools?: string[];
  /** sha256 of each tool's inputSchema, by name. */
  toolSchemas?: Record<string, string>;
  /** The image the connector ran in; `dependenciesBuilt` tells whether this run installed its dependency layer. */
  image?: string;
  dependenciesBuilt?: boolean;
  durations: { dependenciesMs?: number; verifyMs?: number; mcpMs?: number; initializeMs?: number; listToolsMs?: number; totalMs: number };
  findings: Finding[];
  /** The end of the server's stderr (and verify's, after a blank line), for the report. */
  stderrTail: string;
}

export interface SmokeReport {
  runId: string;
  engine: string;
  baseImage: string;
  startedAt: string;
  durationMs: number;
  counts: { passed: number; failed: number; skipped: number; errors: number; warnings: number };
  connectors: ConnectorSmokeResult[];
}

const STDERR_LIMIT = 4096;

/**
 * The smoke run over a catalog: each chosen connector's dependencies layered on the sandbox base, its verify run
 * with canary credentials, and its MCP server driven through initialize and tools/list in the sandbox (remote ones
 * over HTTP when `remote` is on). Connectors run in parallel; no container of the run survives it.
 */
export async function smokeCatalog(options: SmokeOptions): Promise<SmokeReport> {
  const startedAt = new Date();
  const engine = await detectEngine();
  const catalog = await loadCatalog(options.catalogDir);
  const byId = new Map(catalog.connectors.map((folder) => [folder.folder, folder]));
  let ids = options.ids?.length ? [...options.ids] : catalog.index.data;
  if (!ids)
    throw new UserError(
      `${catalog.index.file} could not be read (${catalog.loadFindings.find((f) => f.file === catalog.index.file)?.message ?? 'invalid'}); name connectors explicitly or run npm run check`,
    );
  ids = [...new Set(ids)];
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw new UsageError(`no connector folder for ${unknown.map((id) => `"${id}"`).join(', ')} in ${catalog.label}`);
  const baseImage = await ensureBaseImage({ ...options.base, log: options.base?.log ?? options.log });
  if (ids.length) await assertEngineSees(baseImage, byId.get(ids[0]!)!.dir);
  const runId = newRunId();
  const context: RunContext = {
    options,
    runId,
    baseImage,
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    loadFindings: catalog.loadFindings,
  };
  let done = 0;
  try {
    const connectors = await mapLimit(ids, Math.max(1, options.concurrency ?? os.cpus().length), async (id) => {
      const result = await smokeConnector(context, byId.get(id)!);
      options.onResult?.(result, ++done, ids.length);
      return result;
    });
    const findings = connectors.flatMap((result) => result.findings);
    const count = (status: SmokeStatus) => connectors.filter((result) => result.status === status).length;
    return {
      runId,
      engine: engine.serverVersion,
      baseImage,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      counts: { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), ...countBySeverity(findings) },
      connectors,
    };
  } finally {
    await sweepRun(runId);
  }
}

interface RunContext {
  options: SmokeOptions;
  runId: string;
  baseImage: string;
  timeouts: SmokeTimeouts;
  loadFindings: readonly Finding[];
}

async function smokeConnector(context: RunContext, folder: ConnectorFolder): Promise<ConnectorSmokeResult> {
  const started = Date.now();
  const manifest = folder.manifest.data;
  const manifestFile = folder.manifest.file;
  const result: ConnectorSmokeResult = {
    id: folder.folder,
    type: manifest?.type ?? 'unknown',
    status: 'failed',
    durations: { totalMs: 0 },
    findings: [],
    stderrTail: '',
  };
  const finish = () => {
    result.durations.totalMs = Date.now() - started;
    result.status = countBySeverity(result.findings).errors > 0 ? 'failed' : result.skipped ? 'skipped' : 'passed';
    return result;
  };
  if (!manifest) {
    const own = context.loadFindings.filter((finding) => finding.connector === folder.folder && finding.file === manifestFile);
    result.findings.push(
      ...(own.length
        ? own
        : [
            {
              ruleId: 'schema' as const,
              severity: 'error' as const,
              file: manifestFile,
              message: 'connector.json is missing or invalid',
              fix: 'run npm run check',
              connector: folder.folder,
            },
          ]),
    );
    return finish();
  }
  const canaries = canaryEnvironment(manifest);
  const needsSandbox = manifest.type === 'mcp_local' || manifest.verify !== undefined;
  if (needsSandbox) {
    const dependenciesStarted = Date.now();
    try {
      const plan = await planDependencies(folder.dir, manifest.dependencies ?? [], ecosystemOf(manifest));
      if (planIsEmpty(plan)) result.image = context.baseImage;
      else {
        const layer = await ensureDependencyImage({
          baseImage: context.baseImage,
          connectorDir: folder.dir,
          plan,
          caFile: context.options.caFile,
          timeoutMs: context.timeouts.installMs,
          connectorId: folder.folder,
        });
        result.image = layer.image;
        result.dependenciesBuilt = layer.built;
      }
    } catch (error) {
      if (!(error instanceof DependencyError)) throw error;
      const inManifest = error.source === 'dependencies';
      result.findings.push({
        ruleId: 'dependency-install',
        severity: 'error',
        file: inManifest ? manifestFile : `${path.posix.dirname(manifestFile)}/${error.source}`,
        ...(inManifest ? { field: 'dependencies' } : {}),
        message: error.message,
        ...(error.fix ? { fix: error.fix } : {}),
        connector: folder.folder,
      });
      result.skipped = 'its dependencies could not be installed';
      return finish();
    } finally {
      result.durations.dependenciesMs = Date.now() - dependenciesStarted;
    }
  }
  const stderrParts: string[] = [];
  if (manifest.type === 'mcp_local') {
    const mcpStarted = Date.now();
    const probe = await probeLocal(context, folder, manifest, canaries, result.image!);
    result.durations.mcpMs = Date.now() - mcpStarted;
    applyHandshake(result, probe.outcome, 'stdio');
    result.findings.push(...probe.findings);
    stderrParts.push(probe.stderrTail);
  } else if (manifest.type === 'mcp_remote') {
    if (context.options.remote) {
      const mcpStarted = Date.now();
      const remote = await probeRemote(
        manifest,
        toolContext(folder, manifest, manifestFile),
        context.options.secrets ?? ConnectorSecrets.none(),
        context.timeouts,
      );
      result.durations.mcpMs = Date.now() - mcpStarted;
      if (remote.status === 'skipped') result.skipped = remote.reason;
      else applyHandshake(result, remote.outcome, remote.transport);
      result.findings.push(...remote.findings);
    } else {
      result.skipped = 'remote probing is off (--remote; action input remote)';
    }
  } else {
    result.skipped = `type "${manifest.type}" has no MCP server to probe`;
  }
  if (manifest.verify) {
    const verify = await runVerify({
      connectorId: folder.folder,
      manifestFile,
      command: manifest.verify.command,
      timeoutSecs: manifest.verify.timeout_secs ?? DEFAULT_VERIFY_TIMEOUT_SECS,
      image: result.image!,
      connectorDir: folder.dir,
      env: canaries.env,
      secrets: canaries.secrets,
      runId: context.runId,
      limits: context.options.limits,
      startupGraceMs: context.timeouts.verifyGraceMs,
      stderrLimit: STDERR_LIMIT,
    });
    const { stderrTail, ...outcome } = verify.outcome;
    result.verify = outcome;
    result.durations.verifyMs = outcome.durationMs;
    result.findings.push(...verify.findings);
    if (stderrTail) stderrParts.push(`[verify]\n${stderrTail}`);
  }
  result.stderrTail = stderrParts.filter(Boolean).join('\n\n');
  return finish();
}

function applyHandshake(result: ConnectorSmokeResult, outcome: HandshakeOutcome, transport: ConnectorSmokeResult['transport']): void {
  result.transport = transport;
  if (outcome.protocolVersion) result.protocolVersion = outcome.protocolVersion;
  if (outcome.serverInfo) result.serverInfo = outcome.serverInfo;
  if (outcome.tools) {
    result.tools = outcome.tools;
    result.toolCount = outcome.tools.length;
  }
  if (outcome.toolSchemas) result.toolSchemas = outcome.toolSchemas;
  if (outcome.initializeMs !== undefined) result.durations.initializeMs = outcome.initializeMs;
  if (outcome.listToolsMs !== undefined) result.durations.listToolsMs = outcome.listToolsMs;
}

/** Where the tool checks point their findings: the server script named in mcp_config.args when the folder has it. */
export function toolContext(folder: ConnectorFolder, manifest: ConnectorManifest, manifestFile: string): ToolCheckContext {
  const present = new Set(folder.files.map((file) => file.path));
  const script = (manifest.mcp_config?.args ?? []).find((arg) => /\.(?:py|js|mjs|cjs)$/.test(arg) && present.has(arg.replace(/^\.\//, '')));
  return {
    connectorId: folder.folder,
    serverFile: script ? `${path.posix.dirname(manifestFile)}/${script.replace(/^\.\//, '')}` : manifestFile,
    manifestFile,
    manifestTools: manifest.tools,
  };
}

interface LocalProbe {
  outcome: HandshakeOutcome;
  findings: Finding[];
  stderrTail: string;
}

/** The server of an mcp_local connector, started from mcp_config in the sandbox and driven over stdio. */
export async function probeLocal(
  context: { runId: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'limits'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  canaries: CanaryEnvironment,
  image: string,
): Promise<LocalProbe> {
  const manifestFile = folder.manifest.file;
  const tools = toolContext(folder, manifest, manifestFile);
  const findings: Finding[] = [];
  const report = (ruleId: RuleId, severity: Finding['severity'], message: string, fix?: string, file = tools.serverFile) =>
    findings.push({ ruleId, severity, file, message, ...(fix ? { fix } : {}), connector: folder.folder });
  const command = manifest.mcp_config?.command;
  if (!command) {
    report('server-config', 'error', 'an mcp_local connector needs mcp_config.command', 'add mcp_config {command, args}', manifestFile);
    return { outcome: {}, findings, stderrTail: '' };
  }
  const argv = [command, ...(manifest.mcp_config?.args ?? [])].map((word) => fillPlaceholders(word, canaries.env));
  const sandbox = sandboxCommand({
    image,
    connectorDir: folder.dir,
    env: canaries.env,
    command: argv,
    runId: context.runId,
    purpose: `${folder.folder}-mcp`,
    limits: context.options.limits,
  });
  const transport = new ContainerStdioTransport(sandbox, { exitGraceMs: context.timeouts.exitGraceMs, stderrLimit: STDERR_LIMIT });
  let probe: Awaited<ReturnType<typeof probeServer>>;
  try {
    probe = await probeServer(transport, tools, context.timeouts);
  } finally {
    await transport.close();
  }
  const exitedOnItsOwn = transport.exitedUnprompted;
  findings.push(...probe.findings);
  const stderrTail = transport.stderrTail;
  const failure = probe.initializeFailure;
  if (failure) {
    const exit = transport.exit;
    if (exitedOnItsOwn && exit) {
      const how =
        exit.code === 137
          ? 'was killed (exit 137: most likely its memory limit)'
          : exit.code === 125 || exit.code === 126 || exit.code === 127
            ? `could not be started (exit ${exit.code})`
            : `exited with code ${exit.code}`;
      const said = lastLine(stderrTail);
      const fix = /requires Node\.js|update your version of Node|Node\.js v1[0-8]\./i.test(stderrTail)
        ? "the package needs a newer Node than the sandbox's: run the smoke with the default --node-binary (the runner's Node) or a newer one, or pin a version that supports it"
        : "run mcp_config locally with only the manifest's variables set, and no network";
      report(
        'server-start',
        'error',
        `the server ${how} before answering initialize${said ? `; its last stderr line: ${JSON.stringify(said.slice(0, 200))}` : ''}`,
        fix,
      );
    } else if (failure.kind === 'timeout') {
      report(
        'initialize-timeout',
        'error',
        `no answer to initialize within ${Math.round(context.timeouts.initializeMs / 1000)} s; the server was killed`,
        'answer initialize at once, before any slow setup or network call',
      );
    } else {
      report('initialize-result', 'error', `initialize failed: ${failure.message}`);
    }
  } else if (transport.exitAfterStdinCloseMs === undefined && !exitedOnItsOwn) {
    report(
      'slow-exit',
      'warning',
      `the server was still running ${context.timeouts.exitGraceMs / 1000} s after its stdin closed, and was killed`,
      'exit when stdin reaches end of file',
    );
  }
  if (transport.pollutionCount) {
    report(
      'stdout-pollution',
      'error',
      `${transport.pollutionCount} line(s) on stdout are not JSON-RPC messages, first: ${JSON.stringify(transport.pollution[0])}`,
      'write logs to stderr; stdout carries only JSON-RPC messages',
    );
  }
  const leaks = leakedSecrets(`${transport.pollution.join('\n')}\n${stderrTail}`, canaries.secrets);
  if (leaks.length)
    report(
      'secret-leak',
      'error',
      `the server printed the value of ${leaks.join(', ')} (a generated canary credential)`,
      'never print credentials, not even in error messages',
    );
  return { outcome: probe.outcome, findings, stderrTail };
}

/** Whether the manifest's `dependencies` are pip or npm packages, from the command that starts the server, else `requires`. */
export function ecosystemOf(manifest: ConnectorManifest): Ecosystem | undefined {
  const command = path.posix.basename(manifest.mcp_config?.command ?? manifest.launch_command?.split(/\s+/)[0] ?? '');
  if (/^python[\d.]*$/.test(command)) return 'python';
  if (['node', 'npx', 'npm'].includes(command)) return 'node';
  const python = manifest.requires.includes('PYTHON');
  const node = manifest.requires.includes('NODE');
  if (python !== node) return python ? 'python' : 'node';
  return undefined;
}
