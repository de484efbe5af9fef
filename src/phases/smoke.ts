import os from 'node:os';
import { type ConnectorFolder, loadCatalog } from '../catalog/load.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { SetupError, UsageError } from '../findings/errors.ts';
import { countBySeverity, type Finding } from '../findings/finding.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { DependencyError } from '../install/dependencies.ts';
import { type HostObservation, type HostProbeOptions, observeOnHost } from '../mcp/host-probe.ts';
import type { HandshakeOutcome } from '../mcp/probe.ts';
import { probeRemote } from '../mcp/remote.ts';
import { runRules } from '../rules/engine.ts';
import { LOAD_RULES, SMOKE_RULES } from '../rules/registry.ts';
import type { Need } from '../rules/rule.ts';
import { locateSmoke } from '../rules/smoke/rule.ts';
import { ensureBaseImage } from '../sandbox/base-image.ts';
import { newRunId } from '../sandbox/container.ts';
import { detectEngine, sweepRun } from '../sandbox/docker.ts';
import { type CanaryEnvironment, canaryEnvironment } from '../secrets/canary.ts';
import { type ConnectorSandbox, prepareSandbox, sandboxContextFor } from '../smoke/connector-sandbox.ts';
import { runLiveVerify } from '../smoke/live-verify.ts';
import { observeLocal } from '../smoke/local-probe.ts';
import type { SmokeObservation } from '../smoke/observation.ts';
import { DEFAULT_TIMEOUTS, type SmokeOptions, type SmokeTimeouts, STDERR_LIMIT } from '../smoke/options.ts';
import type { ConnectorSmokeResult, SmokeReport, SmokeStatus } from '../smoke/result.ts';
import { toolContext } from '../smoke/tool-checks.ts';
import { DEFAULT_VERIFY_TIMEOUT_SECS, runVerify, type VerifyRun } from '../smoke/verify.ts';
import { mapLimit } from '../system/map-limit.ts';
import { assertSelectable, chooseRules, EVERY_NEED, needsMet, SMOKE_PHASES } from './selection.ts';

/**
 * The smoke run over a catalog: each chosen connector's dependencies layered on the sandbox base, its verify run
 * with canary credentials, and its MCP server driven through initialize and tools/list in the sandbox (remote ones
 * over HTTP when `remote` is on); then the smoke rules judge what was observed of it, once (the load rules, when its
 * connector.json did not load). Connectors run in parallel; no container of the run survives it.
 */
export async function smokeCatalog(options: SmokeOptions): Promise<SmokeReport> {
  const startedAt = new Date();
  assertSelectable(options, SMOKE_PHASES);
  const can = needsMet({ 'remote-server': options.remote, 'live-verify': options.remote && options.liveVerify });
  const rules = chooseRules([...LOAD_RULES, ...SMOKE_RULES], options, can);
  const runId = newRunId();
  if (options.ids?.length === 0) return emptyReport(runId, startedAt);
  const engine = await detectEngine();
  const catalog = await loadCatalog(options.catalogDir);
  const byId = new Map(catalog.connectors.map((folder) => [folder.folder, folder]));
  let ids = options.ids ? [...options.ids] : catalog.index.data;
  if (!ids) {
    const why = catalog.loadFindings.find((finding) => finding.file === catalog.index.file)?.message ?? 'invalid';
    throw new SetupError(`${catalog.index.file} could not be read (${why}); name connectors explicitly or run npm run check`);
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
    can,
    loadFindings: await runRules({
      rules: LOAD_RULES.filter((rule) => rules.includes(rule)),
      inputs: [catalog],
      locate: (at) => at,
      origin: () => ({ file: catalog.label }),
    }),
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
  can: ReadonlySet<Need>;
  loadFindings: readonly Finding[];
}

async function smokeConnector(context: RunContext, folder: ConnectorFolder): Promise<ConnectorSmokeResult> {
  const started = Date.now();
  const manifest = folder.manifest.data;
  const result: ConnectorSmokeResult = {
    id: folder.folder,
    type: manifest?.type ?? 'unknown',
    status: 'failed',
    durations: { totalMs: 0 },
    findings: [],
    stderrTail: '',
  };
  if (!manifest) {
    // Nothing can start without it: the load rules' findings about its connector.json say why.
    const file = folder.manifest.file;
    result.findings.push(...context.loadFindings.filter((finding) => finding.connector === folder.folder && finding.file === file));
  } else {
    const canaries = canaryEnvironment(manifest);
    const observation: SmokeObservation = { connector: toolContext(folder, manifest, folder.manifest.file), secrets: canaries.secrets };
    await observeConnector(context, { folder, manifest, canaries }, observation, result);
    result.findings.push(...(await judgeSmoke(observation, context.options, context.can)));
  }
  result.durations.totalMs = Date.now() - started;
  result.status = countBySeverity(result.findings).errors > 0 ? 'failed' : result.skipped ? 'skipped' : 'passed';
  return result;
}

export type HostProbeResult = Omit<HostObservation, 'host' | 'handshake' | 'secrets'> & { findings: Finding[] };

/** `npm run probe`: an mcp_local connector's server on this machine, not sandboxed, observed, then judged as here. */
export async function probeOnHost(
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  options: HostProbeOptions,
): Promise<HostProbeResult> {
  const { host, handshake, secrets, ...seen } = await observeOnHost(folder, manifest, options);
  const connector = toolContext(folder, manifest, folder.manifest.file);
  return { ...seen, findings: await judgeSmoke({ connector, secrets, host, ...(handshake ? { handshake } : {}) }) };
}

/** The smoke rules over what was observed of one connector, through the one engine: selected, guarded, sorted. */
export function judgeSmoke(observation: SmokeObservation, selection: RuleSelection = {}, can = EVERY_NEED): Promise<Finding[]> {
  return runRules({
    rules: chooseRules(SMOKE_RULES, selection, can),
    inputs: [observation],
    locate: locateSmoke,
    origin: () => ({ file: observation.connector.manifestFile, connector: observation.connector.connectorId }),
  });
}

/** Observes one connector's sandbox, server and verify: into `observation` for the rules, into `result` for the report. */
async function observeConnector(
  context: RunContext,
  { folder, manifest, canaries }: { folder: ConnectorFolder; manifest: ConnectorManifest; canaries: CanaryEnvironment },
  observation: SmokeObservation,
  result: ConnectorSmokeResult,
): Promise<void> {
  let sandbox: ConnectorSandbox | undefined;
  if (manifest.type === 'mcp_local' || manifest.verify !== undefined) {
    const dependenciesStarted = Date.now();
    try {
      sandbox = await prepareSandbox(await sandboxContextFor(context, folder.folder), folder, manifest);
      result.image = sandbox.image;
      if (sandbox.dependenciesBuilt !== undefined) result.dependenciesBuilt = sandbox.dependenciesBuilt;
    } catch (error) {
      if (!(error instanceof DependencyError)) throw error;
      observation.dependencies = { message: error.message, fix: error.fix, source: error.source };
      result.skipped = 'its dependencies could not be installed';
      return;
    } finally {
      result.durations.dependenciesMs = Date.now() - dependenciesStarted;
    }
  }
  const stderrParts: string[] = [];
  if (manifest.type === 'mcp_local') {
    const mcpStarted = Date.now();
    const local = await observeLocal(context, folder, manifest, canaries, sandbox!);
    result.durations.mcpMs = Date.now() - mcpStarted;
    applyHandshake(result, local.outcome, 'stdio');
    observation.server = local.server;
    observation.handshake = local.handshake;
    stderrParts.push(local.server.stderrTail);
  } else if (manifest.type === 'mcp_remote') {
    if (context.options.remote) {
      const mcpStarted = Date.now();
      const remote = await probeRemote({ manifest, secrets: context.options.secrets, timeouts: context.timeouts });
      result.durations.mcpMs = Date.now() - mcpStarted;
      if (remote.status === 'skipped') result.skipped = remote.reason;
      else applyHandshake(result, remote.outcome, remote.transport);
      observation.remote = remote.remote;
      observation.handshake = remote.handshake;
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
      observation.verify = verify.verify;
      // A live verify was given the connector's real secrets: those are what it must not print.
      observation.secrets = verify.secrets;
      if (stderrTail) stderrParts.push(`[verify]\n${stderrTail}`);
    }
  }
  result.stderrTail = stderrParts.filter(Boolean).join('\n\n');
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
  if (outcome.surface) result.surface = outcome.surface;
  if (outcome.initializeMs !== undefined) result.durations.initializeMs = outcome.initializeMs;
  if (outcome.listToolsMs !== undefined) result.durations.listToolsMs = outcome.listToolsMs;
}
