// The weekly probe of remote connectors: the smoke run's remote handshake and tool checks, and its verify (with
// each connector's own secrets, its way out only the origin of its URL), its tool surface against the committed
// tools.lock.json; then the weekly phase: tool drift against last week's status.json of a connector with no lock yet.
import { loadCatalog } from '../catalog/load.ts';
import { readLock } from '../catalog/tools-lock.ts';
import { countBySeverity, type Finding } from '../findings/finding.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { WEEKLY_RULES } from '../rules/registry.ts';
import { TARGETS } from '../sandbox/targets.ts';
import { maskSecrets } from '../secrets/canary.ts';
import type { SmokeOptions } from '../smoke/options.ts';
import type { SmokeReport } from '../smoke/result.ts';
import { buildStatus, type DriftObservation, type StatusFile } from '../weekly/status.ts';
import { chooseRules } from './selection.ts';
import { smokeCatalog } from './smoke.ts';

export interface ProbeOptions extends Omit<SmokeOptions, 'ids' | 'remote' | 'liveVerify' | 'only' | 'except' | 'targets'> {
  /** Last week's status.json, for drift; absent on the first probe. */
  previous?: StatusFile;
  now?: Date;
}

export interface ProbeResult {
  report: SmokeReport;
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
  const report = masked(
    await smokeCatalog({ ...options, ids, remote: true, liveVerify: true, targets: TARGETS.slice(0, 1) }),
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
  return { report, status: buildStatus(report, (options.now ?? new Date()).toISOString()) };
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
