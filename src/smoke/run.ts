import os from 'node:os';
import path from 'node:path';
import { loadCatalog, type ConnectorFolder } from '../catalog/load.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { UsageError, UserError } from '../errors.ts';
import { countBySeverity, type Finding } from '../findings.ts';
import { assertKnownRules, isSelected, type RuleSelection } from '../rules/engine.ts';
import { schema } from '../rules/schema.ts';
import { mapLimit } from '../map-limit.ts';
import { newerNodeException } from '../target-runtime.ts';
import { launchRuntime, scriptFilesOf } from '../catalog/commands.ts';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import { canaryEnvironment, type Canary, type CanaryEnvironment } from './canary.ts';
import { ContainerStdioTransport } from './container-transport.ts';
import { ensureBaseImage, type BaseImageOptions } from './base-image.ts';
import { copyConnectorIn } from './connector-volume.ts';
import { DependencyError, ensureDependencyImage, planDependencies, planIsEmpty, type Ecosystem } from './dependencies.ts';
import { detectEngine, sweepRun } from './docker.ts';
import { DEFAULT_PROBE_TIMEOUTS, probeServer, type HandshakeOutcome, type ProbeTimeouts } from './mcp-probe.ts';
import type { HandshakeObservation, ServerObservation, SmokeObservation } from './observation.ts';
import { allowedOrigin, DEFAULT_EGRESS_NETWORK, formatOrigin, openEgress, RELAY_WAIT_MS } from './egress.ts';
import { ConnectorSecrets, liveVerifyEnvironment, probeRemote, remoteTarget, type RemoteTransportKind } from './remote.ts';
import { SMOKE_RULES } from './rules/index.ts';
import { judge } from './rules/rule.ts';
import { newRunId, sandboxCommand, type SandboxLimits } from './sandbox.ts';
import type { ToolCheckContext } from './tool-checks.ts';
import { DEFAULT_VERIFY_TIMEOUT_SECS, runVerify, type VerifyOutcome, type VerifyRun } from './verify.ts';

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

export interface SmokeOptions extends RuleSelection {
  /** The catalog directory (`connectors`). */
  catalogDir: string;
  /** Connector ids to run (an empty list runs none: see selectSmokeIds); default every id of index.json. */
  ids?: readonly string[];
  /** Probe remote connectors' servers (from the host, over HTTP). Off: they are reported as skipped. */
  remote?: boolean;
  /** Values for remote URL/header placeholders, each bound to its connector (see ConnectorSecrets). */
  secrets?: ConnectorSecrets;
  /**
   * With `remote`: run each remote connector's verify with its configured secrets, its only way out the origin of
   * its URL (see openEgress), instead of with canaries and no network. The weekly probe does; never a pull request.
   */
  liveVerify?: boolean;
  /** The network the live verify's egress proxy joins to reach the origin. Default the engine's default bridge. */
  egressNetwork?: string;
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
  /** Present when the manifest has a verify and it ran. */
  verify?: Omit<VerifyOutcome, 'stderrTail'>;
  /** Why the verify did not run (the probe: a secret it needs is not configured). */
  verifySkipped?: string;
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
  assertKnownRules(options);
  const runId = newRunId();
  if (options.ids?.length === 0) return emptyReport(runId, startedAt);
  const engine = await detectEngine();
  const catalog = await loadCatalog(options.catalogDir);
  const byId = new Map(catalog.connectors.map((folder) => [folder.folder, folder]));
  let ids = options.ids ? [...options.ids] : catalog.index.data;
  if (!ids) {
    const why = catalog.loadFindings.find((finding) => finding.file === catalog.index.file)?.message ?? 'invalid';
    throw new UserError(`${catalog.index.file} could not be read (${why}); name connectors explicitly or run npm run check`);
  }
  ids = [...new Set(ids)];
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw new UsageError(`no connector folder for ${unknown.map((id) => `"${id}"`).join(', ')} in ${catalog.label}`);
  const baseImage = await ensureBaseImage({ ...options.base, log: options.base?.log ?? options.log });
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

/** The report of a run that had nothing to smoke: no engine was asked for anything. */
function emptyReport(runId: string, startedAt: Date): SmokeReport {
  const counts = { passed: 0, failed: 0, skipped: 0, errors: 0, warnings: 0 };
  return { runId, engine: '', baseImage: '', startedAt: startedAt.toISOString(), durationMs: 0, counts, connectors: [] };
}

interface RunContext {
  options: SmokeOptions;
  runId: string;
  baseImage: string;
  timeouts: SmokeTimeouts;
  loadFindings: readonly Finding[];
}

/**
 * A known exception to the target runtime (src/newer-node-exceptions.json) runs on the runner's Node, unless the
 * run already chose a Node of its own; every other connector runs on the run's base image.
 */
export async function sandboxContextFor<Context extends { baseImage: string; options: Pick<SmokeOptions, 'base' | 'log'> }>(
  context: Context,
  connectorId: string,
): Promise<Context> {
  if (!newerNodeException(connectorId) || context.options.base?.nodeBinary) return context;
  const base = context.options.base ?? {};
  return { ...context, baseImage: await ensureBaseImage({ ...base, log: base.log ?? context.options.log, nodeBinary: process.execPath }) };
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
    if (!isSelected(schema, context.options)) return finish();
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
  const judgeHere = async (observed: Omit<SmokeObservation, 'connector' | 'secrets'>, secrets = canaries.secrets) =>
    result.findings.push(
      ...(await judge(SMOKE_RULES, { connector: toolContext(folder, manifest, manifestFile), secrets, ...observed }, context.options)),
    );
  let sandbox: ConnectorSandbox | undefined;
  if (manifest.type === 'mcp_local' || manifest.verify !== undefined) {
    const dependenciesStarted = Date.now();
    try {
      sandbox = await prepareSandbox(await sandboxContextFor(context, folder.folder), folder, manifest);
      result.image = sandbox.image;
      if (sandbox.dependenciesBuilt !== undefined) result.dependenciesBuilt = sandbox.dependenciesBuilt;
    } catch (error) {
      if (!(error instanceof DependencyError)) throw error;
      await judgeHere({ dependencies: { message: error.message, fix: error.fix, source: error.source } });
      result.skipped = 'its dependencies could not be installed';
      return finish();
    } finally {
      result.durations.dependenciesMs = Date.now() - dependenciesStarted;
    }
  }
  const stderrParts: string[] = [];
  if (manifest.type === 'mcp_local') {
    const mcpStarted = Date.now();
    const probe = await probeLocal(context, folder, manifest, canaries, sandbox!);
    result.durations.mcpMs = Date.now() - mcpStarted;
    applyHandshake(result, probe.outcome, 'stdio');
    result.findings.push(...probe.findings);
    stderrParts.push(probe.stderrTail);
  } else if (manifest.type === 'mcp_remote') {
    if (context.options.remote) {
      const mcpStarted = Date.now();
      const remote = await probeRemote({
        manifest,
        context: toolContext(folder, manifest, manifestFile),
        secrets: context.options.secrets,
        timeouts: context.timeouts,
        selection: context.options,
      });
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
    const run: VerifyRun = {
      connectorId: folder.folder,
      command: manifest.verify.command,
      timeoutSecs: manifest.verify.timeout_secs ?? DEFAULT_VERIFY_TIMEOUT_SECS,
      image: sandbox!.image,
      connectorVolume: sandbox!.volume,
      env: canaries.env,
      runId: context.runId,
      limits: context.options.limits,
      startupGraceMs: context.timeouts.verifyGraceMs,
      stderrLimit: STDERR_LIMIT,
    };
    const live = manifest.type === 'mcp_remote' && context.options.remote && context.options.liveVerify;
    const verify = live ? await runLiveVerify(context, manifest, run) : { ...(await runVerify(run)), secrets: canaries.secrets };
    if ('skipped' in verify) {
      result.verifySkipped = verify.skipped;
    } else {
      const { stderrTail, ...outcome } = verify.outcome;
      result.verify = outcome;
      result.durations.verifyMs = outcome.durationMs;
      await judgeHere({ verify: verify.verify }, verify.secrets);
      if (stderrTail) stderrParts.push(`[verify]\n${stderrTail}`);
    }
  }
  result.stderrTail = stderrParts.filter(Boolean).join('\n\n');
  return finish();
}

/**
 * A remote connector's verify with its own configured secrets, as Skald gives them: in the sandbox, whose only way
 * out is an egress proxy to the origin of the connector's URL. Skipped, with the reason, when a secret is missing.
 */
async function runLiveVerify(
  context: RunContext,
  manifest: ConnectorManifest,
  run: VerifyRun,
): Promise<(Awaited<ReturnType<typeof runVerify>> & { secrets: Canary[] }) | { skipped: string }> {
  const secrets = context.options.secrets ?? ConnectorSecrets.none();
  const target = remoteTarget(manifest, secrets);
  if ('skipped' in target) return { skipped: `verify not run: ${target.skipped}` };
  if ('urlProblem' in target) return { skipped: 'verify not run: mcp_config.url names no origin to reach' };
  const credentials = liveVerifyEnvironment(manifest, secrets);
  if ('skipped' in credentials) return credentials;
  const startupGraceMs = (run.startupGraceMs ?? context.timeouts.verifyGraceMs) + RELAY_WAIT_MS;
  const egress = await openEgress({
    baseImage: context.baseImage,
    runId: run.runId,
    connectorId: run.connectorId,
    allowed: allowedOrigin(target.url),
    network: context.options.egressNetwork,
    timeoutMs: run.timeoutSecs * 1000 + startupGraceMs + 60_000,
  });
  let verify: Awaited<ReturnType<typeof runVerify>>;
  let closed: Awaited<ReturnType<typeof egress.close>>;
  try {
    const mask = [...credentials.secrets.map((secret) => secret.value), ...Object.values(target.values)];
    verify = await runVerify({ ...run, env: credentials.env, egress, mask, startupGraceMs });
  } finally {
    closed = await egress.close();
  }
  if (closed.problem) throw new UserError(`${closed.problem} (network ${context.options.egressNetwork ?? DEFAULT_EGRESS_NETWORK})`);
  return {
    ...verify,
    verify: { ...verify.verify, live: { allowed: formatOrigin(egress.allowed), refused: closed.refused } },
    secrets: credentials.secrets,
  };
}

/** Where a connector runs: its image (the base, or its dependency layer) and the volume holding its files on the engine. */
export interface ConnectorSandbox {
  image: string;
  volume: string;
  /** Whether this call installed the dependency layer; undefined when the connector has no dependencies. */
  dependenciesBuilt?: boolean;
}

/**
 * The one image step of a smoke run: the connector's files copied into a volume on the engine, and its dependency
 * layer over the base when it has dependencies. Throws DependencyError naming the package that cannot be installed.
 */
export async function prepareSandbox(
  context: { runId: string; baseImage: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'caFile' | 'egressNetwork'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
): Promise<ConnectorSandbox> {
  const plan = await planDependencies(folder.dir, manifest.dependencies ?? [], ecosystemOf(manifest));
  const volume = await copyConnectorIn({
    image: context.baseImage,
    connectorDir: folder.dir,
    connectorId: folder.folder,
    runId: context.runId,
  });
  if (planIsEmpty(plan)) return { image: context.baseImage, volume };
  const layer = await ensureDependencyImage({
    baseImage: context.baseImage,
    plan,
    caFile: context.options.caFile,
    timeoutMs: context.timeouts.installMs,
    connectorId: folder.folder,
    runId: context.runId,
    egressNetwork: context.options.egressNetwork,
  });
  return { image: layer.image, volume, dependenciesBuilt: layer.built };
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
  const script = scriptFilesOf(manifest.mcp_config?.args ?? []).find((file) => present.has(file));
  return {
    connectorId: folder.folder,
    serverFile: script ? `${path.posix.dirname(manifestFile)}/${script}` : manifestFile,
    manifestFile,
    manifestTools: manifest.tools,
  };
}

interface LocalProbe {
  outcome: HandshakeOutcome;
  findings: Finding[];
  stderrTail: string;
}

/** The server of an mcp_local connector, started from mcp_config in the sandbox, driven over stdio, and judged. */
export async function probeLocal(
  context: { runId: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'limits' | 'only' | 'except'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  canaries: CanaryEnvironment,
  sandbox: Pick<ConnectorSandbox, 'image' | 'volume'>,
): Promise<LocalProbe> {
  const observation = await observeLocal(context, folder, manifest, canaries, sandbox);
  const findings = await judge(
    SMOKE_RULES,
    { connector: toolContext(folder, manifest, folder.manifest.file), secrets: canaries.secrets, ...observation },
    context.options,
  );
  return { outcome: observation.outcome, findings, stderrTail: observation.server.stderrTail };
}

async function observeLocal(
  context: { runId: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'limits'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  canaries: CanaryEnvironment,
  sandbox: Pick<ConnectorSandbox, 'image' | 'volume'>,
): Promise<{ outcome: HandshakeOutcome; server: ServerObservation; handshake?: HandshakeObservation }> {
  const quiet = { pollution: [], pollutionCount: 0, stderrTail: '', lingered: false };
  const limits = { exitGraceMs: context.timeouts.exitGraceMs, initializeTimeoutMs: context.timeouts.initializeMs };
  const serverCommand = manifest.mcp_config?.command;
  if (!serverCommand) return { outcome: {}, server: { started: false, ...quiet, ...limits } };
  const argv = [serverCommand, ...(manifest.mcp_config?.args ?? [])].map((word) => fillPlaceholders(word, canaries.env));
  const command = sandboxCommand({
    image: sandbox.image,
    connectorVolume: sandbox.volume,
    env: canaries.env,
    command: argv,
    runId: context.runId,
    purpose: `${folder.folder}-mcp`,
    limits: context.options.limits,
  });
  const transport = new ContainerStdioTransport(command, { exitGraceMs: context.timeouts.exitGraceMs, stderrLimit: STDERR_LIMIT });
  let probe: Awaited<ReturnType<typeof probeServer>>;
  try {
    probe = await probeServer(transport, context.timeouts);
  } finally {
    await transport.close();
  }
  const exitedOnItsOwn = transport.exitedUnprompted;
  const failed = probe.handshake.initializeFailure !== undefined;
  const exit = transport.exit;
  const server: ServerObservation = {
    started: true,
    ...limits,
    exitedBeforeAnswer: failed && exitedOnItsOwn && exit ? { code: exit.code } : undefined,
    lingered: !failed && transport.exitAfterStdinCloseMs === undefined && !exitedOnItsOwn,
    pollution: transport.pollution,
    pollutionCount: transport.pollutionCount,
    stderrTail: transport.stderrTail,
  };
  return { outcome: probe.outcome, server, handshake: probe.handshake };
}

// Node ends a crash with a "Node.js v18.19.0" footer, Python starts one with "Traceback (most recent call last):".
const CRASH_FOOTER = /^Node\.js v\d/;
const EXCEPTION_LINE = /^(?:[\w.]*(?:Error|Exception)\b|Traceback \(most recent call last\))/;

/**
 * The line of a crashed server's stderr that names its error: Node's `TypeError: …` (not its footer), Python's
 * `ValueError: …` (the last exception line, after the traceback); else the last line that is not a footer.
 */
export function exceptionLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !CRASH_FOOTER.test(line));
  const exceptions = lines.filter((line) => EXCEPTION_LINE.test(line) && !line.startsWith('Traceback'));
  const python = lines.some((line) => line.startsWith('Traceback'));
  return ((python ? exceptions.at(-1) : exceptions[0]) ?? lines.at(-1) ?? '').trim();
}

/** Whether the manifest's `dependencies` are pip or npm packages, from the command that starts the server, else `requires`. */
export function ecosystemOf(manifest: ConnectorManifest): Ecosystem | undefined {
  const runtime = launchRuntime(manifest);
  if (runtime) return runtime === 'PYTHON' ? 'python' : 'node';
  const python = manifest.requires.includes('PYTHON');
  const node = manifest.requires.includes('NODE');
  if (python !== node) return python ? 'python' : 'node';
  return undefined;
}
