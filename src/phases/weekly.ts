// The weekly probe of remote connectors: the smoke run's remote handshake and tool checks, and its verify (with
// each connector's own secrets, its way out only the origin of its URL), its tool surface against the committed
// tools.lock.json; then the weekly phase: tool drift against last week's status.json of a connector with no lock yet.
// What it publishes is the public report (src/weekly/public-report.ts) and the status.json made from it.
import { type ConnectorFolder, loadCatalog } from '../catalog/load.ts';
import { readLock } from '../catalog/tools-lock.ts';
import { countBySeverity, type Finding } from '../findings/finding.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { RULES, WEEKLY_RULES } from '../rules/registry.ts';
import { TARGETS } from '../sandbox/targets.ts';
import { maskSecrets } from '../secrets/canary.ts';
import type { SmokeOptions } from '../smoke/options.ts';
import type { ConnectorSmokeResult, SmokeReport } from '../smoke/result.ts';
import { sha256Hex } from '../system/hash.ts';
import { canonicalJson } from '../tool-surface/surface.ts';
import {
  type PublicConnectorResult,
  type PublicContext,
  type PublicProbeReport,
  publicReport,
  publicResult,
} from '../weekly/public-report.ts';
import { buildStatus, type DriftObservation, type StatusFile } from '../weekly/status.ts';
import { chooseRules } from './selection.ts';
import { smokeCatalog } from './smoke.ts';

interface ProbeOptions extends Omit<SmokeOptions, 'ids' | 'remote' | 'liveVerify' | 'only' | 'except' | 'onResult' | 'targets'> {
  /** Last week's status.json, for drift; absent on the first probe. */
  previous?: StatusFile;
  now?: Date;
  /** Called as each connector finishes, with what of it may be published. */
  onResult?: (result: PublicConnectorResult, done: number, total: number) => void;
}

export interface ProbeResult {
  /** Everything the run observed, the connectors' own words included: for this process only, never written out. */
  report: SmokeReport;
  /** What may be published: the job log, annotations, step summary, report artifact and tracking issues. */
  published: PublicProbeReport;
  status: StatusFile;
}

/**
 * Every mcp_remote connector of the catalog, probed with every rule; drift findings joined to each connector's own.
 * Once, on the oldest target: a remote server does not depend on the target, and its live verify calls a paid API.
 */
export async function probeRemoteConnectors(options: ProbeOptions): Promise<ProbeResult> {
  const catalog = await loadCatalog(options.catalogDir);
  const remote = catalog.connectors.filter((folder) => folder.manifest.data?.type === 'mcp_remote');
  const manifestFiles = new Map(remote.map((folder) => [folder.folder, folder.manifest.file]));
  const ids = remote.map((folder) => folder.folder);
  const reviewed = new Map(remote.map((folder) => [folder.folder, reviewedTools(folder, options.previous)]));
  const context: PublicContext = {
    describeRule: (ruleId) => RULES.find((rule) => rule.id === ruleId)?.description ?? 'A rule of the pipeline failed to run (a bug)',
    reviewedTools: (id) => reviewed.get(id),
  };
  const onResult =
    options.onResult &&
    ((result: ConnectorSmokeResult, done: number, total: number) => options.onResult?.(publicResult(result, context), done, total));
  const report = masked(
    await smokeCatalog({ ...options, ids, remote: true, liveVerify: true, onResult, targets: TARGETS.slice(0, 1) }),
    options.secrets?.values() ?? [],
  );
  const locked = new Set(remote.filter((folder) => 'lock' in readLock(folder)).map((folder) => folder.folder));
  for (const result of report.connectors) {
    // A locked connector was compared with its committed lock by the smoke rules (surface-*); last week's status is
    // the yardstick only of a connector that has no lock yet.
    if (locked.has(result.id)) continue;
    const drift = await judgeWeekly({
      connector: result.id,
      manifestFile: manifestFiles.get(result.id)!,
      toolSchemas: result.toolSchemas,
      previous: options.previous?.connectors[result.id],
    });
    result.findings.push(...drift);
    if (countBySeverity(drift).errors) result.status = 'failed';
  }
  const findings = report.connectors.flatMap((result) => result.findings);
  const count = (status: string) => report.connectors.filter((result) => result.status === status).length;
  report.counts = { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), ...countBySeverity(findings) };
  const published = publicReport(report, context);
  return { report, published, status: buildStatus(published, (options.now ?? new Date()).toISOString()) };
}

/**
 * The tools a review named for a connector, each with the sha256 of its reviewed inputSchema where one is known: its
 * tools.lock.json, else its manifest's tools[] with last week's published schemas.
 */
function reviewedTools(folder: ConnectorFolder, previous: StatusFile | undefined): Record<string, string | undefined> {
  const read = readLock(folder);
  if ('lock' in read)
    return Object.fromEntries(read.lock.tools.map((tool) => [tool.name, sha256Hex(canonicalJson(tool.tool.inputSchema ?? null))]));
  const lastWeek = previous?.connectors[folder.folder]?.tools ?? {};
  return Object.fromEntries((folder.manifest.data?.tools ?? []).map((tool) => [tool.name, lastWeek[tool.name]]));
}

/** The weekly rules over one connector's tools against last week's, through the one engine: selected, guarded, sorted. */
export function judgeWeekly(observation: DriftObservation, selection: RuleSelection = {}): Promise<Finding[]> {
  return runRules({
    rules: chooseRules(WEEKLY_RULES, selection),
    inputs: [observation],
    locate: (at) => at,
    origin: () => ({ file: observation.manifestFile, connector: observation.connector }),
  });
}

/** The report with every configured secret masked, wherever a server's or a verify's words may have carried one. */
function masked(report: SmokeReport, secrets: readonly string[]): SmokeReport {
  return secrets.length ? (JSON.parse(maskSecrets(JSON.stringify(report), secrets)) as SmokeReport) : report;
}
