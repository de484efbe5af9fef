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
import { EXCLUDED_TARGET_RULES, LOAD_RULES, SMOKE_RULES } from '../rules/registry.ts';
import type { Need } from '../rules/rule.ts';
import { locateSmoke } from '../rules/smoke/rule.ts';
import { baseFromFor, ensureTargetBase } from '../sandbox/base-image.ts';
import { newRunId } from '../sandbox/container.ts';
import { detectEngine, sweepRun } from '../sandbox/docker.ts';
import { RECORDED_VERSIONS_FILE, recordedTargets, TARGETS, type TargetRuntime, unmetBy } from '../sandbox/targets.ts';
import { type CanaryEnvironment, canaryEnvironment } from '../secrets/canary.ts';
import { type ConnectorSandbox, prepareSandbox } from '../smoke/connector-sandbox.ts';
import { runLiveVerify } from '../smoke/live-verify.ts';
import { observeLocal } from '../smoke/local-probe.ts';
import type { SmokeObservation } from '../smoke/observation.ts';
import { DEFAULT_TIMEOUTS, type SmokeOptions, type SmokeTimeouts, STDERR_LIMIT } from '../smoke/options.ts';
import type { ConnectorSmokeResult, SmokeReport, SmokeStatus, TargetRun } from '../smoke/result.ts';
import { toolContext } from '../smoke/tool-checks.ts';
import { DEFAULT_VERIFY_TIMEOUT_SECS, runVerify, type VerifyRun } from '../smoke/verify.ts';
import { mapLimit } from '../system/map-limit.ts';
import { assertSelectable, chooseRules, EVERY_NEED, needsMet, SMOKE_PHASES } from './selection.ts';

/**
 * The smoke run over a catalog, on each target (default all): each chosen connector's dependencies layered on the
 * target's sandbox base, its verify run with canary credentials, and its MCP server driven through initialize and
 * tools/list in the sandbox (remote ones over HTTP when `remote` is on); then the smoke rules judge what was observed
 * of it, once per target (the load rules, when its connector.json did not load). On a target its min_runtime excludes,
 * a connector is only started, to see whether the declaration is stricter than it needs. Connectors and targets run
 * in parallel; no container of the run survives it.
 */
export async function smokeCatalog(options: SmokeOptions): Promise<SmokeReport> {
  const startedAt = new Date();
  assertSelectable(options, SMOKE_PHASES);
  const can = needsMet({ 'remote-server': options.remote, 'live-verify': options.remote && options.liveVerify });
  const rules = chooseRules([...LOAD_RULES, ...SMOKE_RULES], options, can);
  const targets = options.targets ?? TARGETS;
  const baseFrom = baseFromFor(options.base?.from, targets);
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
  const log = options.base?.log ?? options.log;
  // One after the other: each first build is minutes of a runner's whole CPU, under its own deadline.
  const bases = [];
  for (const target of targets) {
    const base = await ensureTargetBase(target, { ...options.base, from: baseFrom(target), log });
    bases.push({ image: base.image, target: { ...target, ...base.versions }, run: targetRun(base, log) });
  }
  const context: RunContext = {
    options,
    runId,
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    can,
    loadFindings: await runRules({
      rules: LOAD_RULES.filter((rule) => rules.includes(rule)),
      inputs: [catalog],
      locate: (at) => at,
      origin: () => ({ file: catalog.label }),
    }),
  };
  const work = bases.flatMap(({ image, target }) => ids.map((id) => ({ baseImage: image, target, folder: byId.get(id)! })));
  let done = 0;
  try {
    const connectors = await mapLimit(work, Math.max(1, options.concurrency ?? os.cpus().length), async ({ folder, ...base }) => {
      const result = await smokeConnector({ ...context, ...base }, folder);
      options.onResult?.(result, ++done, work.length);
      return result;
    });
    const findings = connectors.flatMap((result) => result.findings);
    const count = (status: SmokeStatus) => connectors.filter((result) => result.status === status).length;
    return {
      runId,
      engine: engine.serverVersion,
      baseImage: bases[0]!.image,
      targets: bases.map((base) => base.run),
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      counts: { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), ...countBySeverity(findings) },
      connectors,
    };
  } finally {
    await sweepRun(runId);
  }
}

/** A target's base as the report shows it; when its versions moved past the recorded ones, those too, and the log says so. */
function targetRun({ target, image, versions }: Awaited<ReturnType<typeof ensureTargetBase>>, log?: (line: string) => void): TargetRun {
  const run: TargetRun = { id: target.id, debian: target.debian, ...versions, image };
  const recorded = recordedTargets().find((candidate) => candidate.id === target.id);
  if (recorded && (recorded.node !== versions.node || recorded.python !== versions.python)) {
    run.recorded = { node: recorded.node, python: recorded.python };
    log?.(
      `${target.id}'s base runs Node ${versions.node} and Python ${versions.python}, but ${RECORDED_VERSIONS_FILE} records ` +
        `Node ${recorded.node} and Python ${recorded.python}, which the index names: run \`npm run targets -- --record\` and ` +
        'commit what it writes',
    );
  }
  return run;
}

/** The report of a run that had nothing to smoke: no engine was asked for anything. */
function emptyReport(runId: string, startedAt: Date): SmokeReport {
  const counts = { passed: 0, failed: 0, skipped: 0, errors: 0, warnings: 0 };
  return { runId, engine: '', baseImage: '', targets: [], startedAt: startedAt.toISOString(), durationMs: 0, counts, connectors: [] };
}

interface RunContext {
  options: SmokeOptions;
  runId: string;
  timeouts: SmokeTimeouts;
  can: ReadonlySet<Need>;
  loadFindings: readonly Finding[];
}

/** One target of the run: its base image and what it runs. */
interface TargetContext extends RunContext {
  baseImage: string;
  target: TargetRuntime;
}

async function smokeConnector(context: TargetContext, folder: ConnectorFolder): Promise<ConnectorSmokeResult> {
  const started = Date.now();
  const manifest = folder.manifest.data;
  const result: ConnectorSmokeResult = {
    id: folder.folder,
    target: context.target.id,
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
    const unmet = unmetBy(manifest.min_runtime, context.target);
    const observation: SmokeObservation = {
      connector: toolContext(folder, manifest, folder.manifest.file),
      secrets: canaries.secrets,
      target: { ...context.target, ...(unmet ? { unmet } : {}) },
    };
    if (unmet) await observeExcluded(context, { folder, manifest, canaries }, observation, result, unmet);
    else await observeConnector(context, { folder, manifest, canaries }, observation, result);
    result.findings.push(...(await judgeSmoke(observation, context.options, context.can)));
  }
  result.durations.totalMs = Date.now() - started;
  result.status = countBySeverity(result.findings).errors > 0 ? 'failed' : result.skipped ? 'skipped' : 'passed';
  return result;
}

type HostProbeResult = Omit<HostObservation, 'host' | 'eras' | 'secrets'> & { findings: Finding[] };

/** `npm run probe`: an mcp_local connector's server on this machine, not sandboxed, observed, then judged as here. */
export async function probeOnHost(
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  options: HostProbeOptions,
): Promise<HostProbeResult> {
  const { host, eras, secrets, ...seen } = await observeOnHost(folder, manifest, options);
  const connector = toolContext(folder, manifest, folder.manifest.file);
  return { ...seen, findings: await judgeSmoke({ connector, secrets, host, ...eras }) };
}

/**
 * The smoke rules over what was observed of one connector, through the one engine: selected, guarded, sorted. On a
 * target its min_runtime excludes, only whether it started anyway; each message names the target it ran on.
 */
export async function judgeSmoke(observation: SmokeObservation, selection: RuleSelection = {}, can = EVERY_NEED): Promise<Finding[]> {
  const findings = await runRules({
    rules: chooseRules(observation.target?.unmet ? EXCLUDED_TARGET_RULES : SMOKE_RULES, selection, can),
    inputs: [observation],
    locate: locateSmoke,
    origin: () => ({ file: observation.connector.manifestFile, connector: observation.connector.connectorId }),
  });
  const target = observation.target?.id;
  return target ? findings.map((finding) => ({ ...finding, message: `on ${target}: ${finding.message}` })) : findings;
}

/**
 * A connector on a target its min_runtime excludes is not smoked there, and the result says why; its server is only
 * started once, so that `min-runtime-strict` can say when it runs there after all. What fails there is no finding.
 */
async function observeExcluded(
  context: TargetContext,
  { folder, manifest, canaries }: { folder: ConnectorFolder; manifest: ConnectorManifest; canaries: CanaryEnvironment },
  observation: SmokeObservation,
  result: ConnectorSmokeResult,
  unmet: string,
): Promise<void> {
  result.skipped = `not smoked on ${context.target.id}: its min_runtime ${unmet}`;
  if (manifest.type !== 'mcp_local' || !manifest.mcp_config?.command) return;
  let sandbox: ConnectorSandbox;
  try {
    sandbox = await prepareSandbox(context, folder, manifest);
  } catch (error) {
    if (!(error instanceof DependencyError)) throw error;
    result.skipped += '; as declared, its dependencies do not install there';
    return;
  }
  const started = Date.now();
  const local = await observeLocal(context, folder, manifest, canaries, sandbox);
  result.durations.mcpMs = Date.now() - started;
  observation.handshake = local.eras?.handshake;
  result.skipped += local.eras?.handshake.tools ? '; it started there anyway' : '; as declared, it does not start there';
}

/** Observes one connector's sandbox, server and verify: into `observation` for the rules, into `result` for the report. */
async function observeConnector(
  context: TargetContext,
  { folder, manifest, canaries }: { folder: ConnectorFolder; manifest: ConnectorManifest; canaries: CanaryEnvironment },
  observation: SmokeObservation,
  result: ConnectorSmokeResult,
): Promise<void> {
  let sandbox: ConnectorSandbox | undefined;
  if (manifest.type === 'mcp_local' || manifest.verify !== undefined) {
    const dependenciesStarted = Date.now();
    try {
      sandbox = await prepareSandbox(context, folder, manifest);
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
    Object.assign(observation, local.eras);
    stderrParts.push(local.server.stderrTail);
  } else if (manifest.type === 'mcp_remote') {
    if (context.options.remote) {
      const mcpStarted = Date.now();
      const { secrets, resolver } = context.options;
      const remote = await probeRemote({ manifest, secrets, timeouts: context.timeouts, network: { resolver } });
      result.durations.mcpMs = Date.now() - mcpStarted;
      if (remote.status === 'skipped') result.skipped = remote.reason;
      else applyHandshake(result, remote.outcome, remote.transport);
      observation.remote = remote.remote;
      if (remote.remote?.failure) result.failure = remote.remote.failure;
      Object.assign(observation, remote.eras);
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
  if (outcome.eras) result.eras = outcome.eras;
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
