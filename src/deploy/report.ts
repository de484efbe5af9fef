import type { DeployResult } from './deploy.ts';
import type { ReleaseDraft } from './release.ts';
import { sum } from './release.ts';
import type { GoLive } from './release-scripts.ts';
import type { RollbackResult } from './rollback.ts';

export interface UploadProgress {
  path: string;
  /** Bytes of this file sent so far, and its size. */
  fileBytes: number;
  fileSize: number;
  /** Files completely sent, of those to send. */
  sentFiles: number;
  totalFiles: number;
  sentBytes: number;
  totalBytes: number;
  done: boolean;
}

/** What the deploy tells its edge as it goes; the edge decides how to print it. */
export interface DeployReporter {
  step(message: string): void;
  warn(message: string): void;
  upload(progress: UploadProgress): void;
}

export const silentReporter: DeployReporter = { step: () => undefined, warn: () => undefined, upload: () => undefined };

/**
 * Prints a deploy as it goes, one line per step and per uploaded file ("[3/12] 45.1 KiB of 120.0 KiB
 * gmail/server.py"); a large file also shows its progress, at most once a second.
 */
export function lineReporter(write: (line: string) => void): DeployReporter {
  let lastPartial = 0;
  return {
    step: (message) => write(message),
    warn: (message) => write(`warning: ${message}`),
    upload: (progress) => {
      const counts =
        `[${progress.sentFiles + (progress.done ? 0 : 1)}/${progress.totalFiles}]` +
        ` ${formatBytes(progress.sentBytes)} of ${formatBytes(progress.totalBytes)}`;
      if (progress.done) {
        write(`  ${counts}  ${progress.path}`);
      } else if (Date.now() - lastPartial >= 1000 && progress.fileBytes < progress.fileSize) {
        lastPartial = Date.now();
        write(`  ${counts}  ${progress.path} (${formatBytes(progress.fileBytes)} of ${formatBytes(progress.fileSize)})`);
      }
    },
  };
}

export function formatDeployResult(result: DeployResult): string {
  const counts =
    `${result.sent.length} files sent (${formatBytes(result.sentBytes)} + ${formatBytes(result.manifestBytes)} SHA256SUMS), ` +
    `${result.linked.length} linked (${formatBytes(result.linkedBytes)})`;
  if (result.dryRun)
    return (
      `dry run of release ${result.releaseId}` +
      `: would have ${counts.replace(/ sent/, ' to send').replace(/ linked/, ' to link')}; nothing changed`
    );
  const resent = result.resent.length ? `, ${result.resent.length} changed in place on the server and sent again` : '';
  const previous = result.previousRelease ? `; \`npm run rollback\` switches back to ${result.previousRelease}` : '';
  return `deployed release ${result.releaseId}: ${counts}${resent}${previous}\nsigned: ${result.signature}`;
}

export function formatRollbackResult(result: RollbackResult): string {
  return result.dryRun ? `dry run: would roll back from ${result.from} to ${result.to}` : `rolled back from ${result.from} to ${result.to}`;
}

export function reportPlan(reporter: DeployReporter, { id, plan, state }: ReleaseDraft, webRoot: string, dryRun: boolean): void {
  const live = state.liveRelease
    ? `live release ${state.liveRelease}`
    : `no live release (the web root is ${state.webRoot === 'missing' ? 'missing' : `a ${state.webRoot}`})`;
  const verb = dryRun ? 'would send' : 'sending';
  reporter.step(
    `${dryRun ? 'dry run: ' : ''}release ${id}: ${verb} ${plan.send.length} files (${formatBytes(sum(plan.send))}), ` +
      `${dryRun ? 'would link' : 'linking'} ${plan.link.length} unchanged (${formatBytes(sum(plan.link))}); ${live}`,
  );
  if (dryRun) {
    for (const file of plan.send) reporter.step(`  send  ${file.path} (${formatBytes(file.size)})`);
    for (const file of plan.link) reporter.step(`  link  ${file.path} (${formatBytes(file.size)})`);
    if (state.webRoot === 'directory')
      reporter.step(
        `  first deploy: ${webRoot} is a plain directory and would become a symlink to the release` +
          ` (atomically where the server offers renameat2 RENAME_EXCHANGE)`,
      );
    reporter.step('dry run: nothing was changed on the server');
  }
}

export function reportGoLive(reporter: DeployReporter, goLive: GoLive, webRoot: string): void {
  if (goLive.how === 'swap') {
    reporter.step(`live: ${webRoot} now points at the new release (atomic rename of a symlink)`);
  } else if (goLive.how === 'gap') {
    reporter.warn(
      `first deploy: the server offers no atomic exchange of two paths (renameat2 RENAME_EXCHANGE via mv --exchange or python3), ` +
        `so the plain web-root directory was ` +
        `replaced by the release symlink with two renames: between them, for an instant, ${webRoot} did not exist and requests got 404. ` +
        `Every later deploy is one atomic rename. The old directory is kept at ${goLive.oldWebRoot}; remove it when satisfied.`,
    );
  } else {
    const exchange = goLive.how === 'mv-exchange' ? 'mv --exchange' : 'renameat2 RENAME_EXCHANGE';
    reporter.step(
      `first deploy: the plain web-root directory was exchanged for the release symlink atomically (${exchange}); ` +
        `the old directory is kept at ${goLive.oldWebRoot}; remove it when satisfied`,
    );
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
