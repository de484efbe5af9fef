// The weekly probe of remote connectors: the smoke run's remote handshake and tool checks, and its verify (with
// each connector's own secrets, its way out only the origin of its URL), its tool surface against the committed
// tools.lock.json (tool drift against the previous week's status.json while it has none), and the new status.json.
import { readFile } from 'node:fs/promises';
import { loadCatalog } from '../catalog/load.ts';
import { readLock } from '../catalog/tools-lock.ts';
import { SetupError } from '../findings/errors.ts';
import { countBySeverity } from '../findings/finding.ts';
import { smokeCatalog } from '../phases/smoke.ts';
import { toolDrift } from '../rules/weekly/tool-drift.ts';
import { maskSecrets } from '../secrets/canary.ts';
import type { SmokeOptions } from '../smoke/options.ts';
import type { SmokeReport } from '../smoke/result.ts';
import { buildStatus, type StatusFile, statusFile } from './status.ts';

export interface ProbeOptions extends Omit<SmokeOptions, 'ids' | 'remote' | 'liveVerify'> {
  /** Last week's status.json, for drift; absent on the first probe. */
  previous?: StatusFile;
  now?: Date;
}

export interface ProbeResult {
  report: SmokeReport;
  status: StatusFile;
}

/** Every mcp_remote connector of the catalog, probed; drift findings joined to each connector's own. */
export async function probeRemoteConnectors(options: ProbeOptions): Promise<ProbeResult> {
  const catalog = await loadCatalog(options.catalogDir);
  const remote = catalog.connectors.filter((folder) => folder.manifest.data?.type === 'mcp_remote');
  const manifestFiles = new Map(remote.map((folder) => [folder.folder, folder.manifest.file]));
  const ids = remote.map((folder) => folder.folder);
  const report = masked(await smokeCatalog({ ...options, ids, remote: true, liveVerify: true }), options.secrets?.values() ?? []);
  const locked = new Set(remote.filter((folder) => 'lock' in readLock(folder)).map((folder) => folder.folder));
  for (const result of report.connectors) {
    // A locked connector was compared with its committed lock by the smoke rules (surface-*); last week's status is
    // the yardstick only of a connector that has no lock yet.
    if (locked.has(result.id)) continue;
    const drift = await toolDrift({
      result,
      previous: options.previous?.connectors[result.id],
      manifestFile: manifestFiles.get(result.id)!,
    });
    result.findings.push(...drift);
    if (countBySeverity(drift).errors) result.status = 'failed';
  }
  const findings = report.connectors.flatMap((result) => result.findings);
  const count = (status: string) => report.connectors.filter((result) => result.status === status).length;
  report.counts = { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), ...countBySeverity(findings) };
  return { report, status: buildStatus(report, (options.now ?? new Date()).toISOString()) };
}

/** The report with every configured secret masked, wherever a server's or a verify's words may have carried one. */
function masked(report: SmokeReport, secrets: readonly string[]): SmokeReport {
  return secrets.length ? (JSON.parse(maskSecrets(JSON.stringify(report), secrets)) as SmokeReport) : report;
}

/**
 * Last week's status.json, from the live site (an http(s) URL) or a file. Missing (404, no file) is the first
 * probe; anything else unreadable is said, and the probe goes on without drift.
 */
export async function readPreviousStatus(source: string, warn: (line: string) => void): Promise<StatusFile | undefined> {
  if (!source) return undefined;
  let text: string;
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source, { signal: AbortSignal.timeout(15_000) });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    warn(`could not read the previous status ${source} (${(error as Error).message}): no drift against last week this time`);
    return undefined;
  }
  try {
    return statusFile.parse(JSON.parse(text));
  } catch (error) {
    throw new SetupError(`the previous status ${source} is not a status.json: ${(error as Error).message.slice(0, 300)}`);
  }
}
