import path from 'node:path';
import { recompile } from '../catalog/compile.ts';
import { lockCommand, writeLock } from '../catalog/tools-lock.ts';
import { SetupError } from '../findings/errors.ts';
import type { Finding } from '../findings/finding.ts';
import type { SmokeOptions } from '../smoke/options.ts';
import { surfaceSha256 } from '../tool-surface/surface.ts';
import { smokeCatalog } from './smoke.ts';

interface LockToolsResult {
  /** The lock files written, one per connector. */
  written: string[];
  /** The smoke findings of the run that are not about the lock itself: worth a look before committing the lock. */
  findings: Finding[];
  /** Whether connectors.json was rewritten by the recompile. */
  indexWritten: boolean;
  /** Why connectors.json could not be recompiled (the catalog has other problems). */
  compileFindings: Finding[];
  /** The connectors whose server could not be asked for its tools: no lock written, and why (its first error and all its findings). */
  failed: Array<{ id: string; why: string; findings: Finding[] }>;
}

/** The one sentence of the command (and of the update job's report) for connectors that got no lock. */
export function describeLockFailures(failed: LockToolsResult['failed']): string {
  return `no lock written for ${failed.map((failure) => `${failure.id}: ${failure.why}`).join('; ')}`;
}

/**
 * `npm run lock-tools -- <id>...`: a smoke run of just these connectors (the sandbox and MCP probe of every smoke run,
 * remote ones over HTTP with their secrets), whose listed surface is written to each folder's tools.lock.json. Every
 * target its min_runtime admits must list the same surface. A connector whose server could not be asked for its tools
 * (or whose surface differs between targets) gets no lock, and `failed` says why. A lock is a file the
 * index lists with its sha256 and size, so connectors.json is then recompiled, as bump does: the catalog stays consistent.
 */
export async function lockTools(options: Omit<SmokeOptions, 'ids' | 'remote'> & { ids: readonly string[] }): Promise<LockToolsResult> {
  if (!options.ids.length) throw new SetupError(`name the connectors to lock: ${lockCommand('<id>')}`);
  const report = await smokeCatalog({ ...options, remote: true });
  const written: string[] = [];
  const failed: LockToolsResult['failed'] = [];
  for (const id of new Set(report.connectors.map((result) => result.id))) {
    const results = report.connectors.filter((result) => result.id === id && !result.skipped?.startsWith('not smoked'));
    const listing = results.filter((result) => result.surface);
    const findings = results.flatMap((result) => result.findings);
    if (!listing.length || listing.length < results.length) {
      const unlisted = results.find((result) => !result.surface);
      const why =
        unlisted?.findings.find((finding) => finding.severity === 'error')?.message ??
        unlisted?.skipped ??
        'no target its min_runtime admits was run';
      failed.push({ id, why, findings });
    } else if (new Set(listing.map((result) => surfaceSha256(result.surface!))).size > 1) {
      const targets = listing.map((result) => result.target).join(' and ');
      failed.push({ id, why: `its tool surface differs between ${targets}; lock on one (--target)`, findings });
    } else {
      written.push(await writeLock(path.join(options.catalogDir, id), listing[0]!.surface!));
    }
  }
  const { indexWritten, compileFindings } = written.length
    ? await recompile(options.catalogDir, path.relative(process.cwd(), options.catalogDir) || '.')
    : { indexWritten: false, compileFindings: [] };
  const findings = report.connectors.flatMap((result) => result.findings).filter((finding) => !finding.ruleId.startsWith('surface-'));
  return { written, findings, indexWritten, compileFindings, failed };
}
