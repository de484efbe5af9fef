import { formatBytes, type DeployReporter, type DeployResult, type RollbackResult } from './deploy.ts';

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
