// The steps of a deploy under the lease: the release built in staging and checked, made live, old ones pruned.
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import type { SiteFile } from './collect-site.ts';
import type { DeploySettings } from './config.ts';
import { releaseLine, releasesToPrune } from './history.ts';
import { Lease, LeaseLostError } from './lease.ts';
import { type ReleaseDraft, sum } from './release.ts';
import { type GoLive, releaseScripts } from './release-scripts.ts';
import type { DeployReporter } from './report.ts';
import { layout, manifestText } from './server-state.ts';
import { DeployError, type ServerSession } from './ssh.ts';

/** What the steps of one deploy under the lease share. */
export interface DeployRun {
  session: ServerSession;
  lease: Lease;
  settings: DeploySettings;
  reporter: DeployReporter;
}

export async function takeLease(
  session: ServerSession,
  settings: DeploySettings,
  purpose: string,
  reporter: DeployReporter,
): Promise<Lease> {
  const base = settings.target.releasesDir;
  const lease = await Lease.acquire(session, base, {
    by: `${userInfo().username}@${hostname()} pid ${process.pid}, ${purpose}`,
    leaseMs: settings.leaseMs,
    timeoutMs: settings.lockTimeoutMs,
    onWait: (holder, lapsesInMs) =>
      reporter.step(`waiting for the deploy lock, held by ${holder}; its lease lapses in ${Math.ceil(lapsesInMs / 1000)} s unless renewed`),
    onLapsed: (holder) => reporter.warn(`took over a deploy lock whose lease had lapsed (its holder stopped renewing it): ${holder}`),
  });
  reporter.step(`took the deploy lock ${base}/lock (a ${settings.leaseMs / 1000} s lease, renewed while this deploy works)`);
  return lease;
}

export async function buildAndPublish(
  run: DeployRun,
  { id, site, state, plan }: ReleaseDraft,
): Promise<{ goLive: GoLive; resent: string[] }> {
  const { session, lease, settings, reporter } = run;
  const { target } = settings;
  const where = layout(target.releasesDir, id);
  const prepared = await releaseScripts.prepare(session, lease, id, target.webRoot);
  for (const kept of prepared.matchAll(/^kept (.+)$/gm))
    reporter.warn(`kept staging/${kept[1]}: it belongs to a deploy whose lease still runs (its lock was removed by hand?)`);
  let resent: string[] = [];
  try {
    if (state.liveRelease)
      await releaseScripts.link(
        session,
        layout(target.releasesDir, state.liveRelease).site,
        where.stagingSite,
        plan.link.map((file) => file.path),
      );
    const dirs = [...new Set(plan.send.map((file) => path.posix.dirname(file.path)).filter((dir) => dir !== '.'))];
    await releaseScripts.mkdirs(session, where.stagingSite, dirs);
    await uploadFiles(run, plan.send, where.stagingSite);
    await session.writeFile(`${where.staging}/SHA256SUMS`, Buffer.from(manifestText(site.files)));
    let failed = await releaseScripts.checksums(session, where.staging);
    const linked = new Map(plan.link.map((file) => [file.path, file]));
    if (failed.length > 0 && failed.every((file) => linked.has(file))) {
      // A live file changed in place on the server: its hard link carried the damage. Send it again.
      resent = failed;
      reporter.warn(
        `the live release ${state.liveRelease} has ${failed.length} file(s) that no longer match its SHA256SUMS` +
          ` (changed in place on the server): ${failed.join(', ')}; sending them again`,
      );
      await releaseScripts.unlink(session, where.stagingSite, failed);
      await uploadFiles(
        run,
        failed.map((file) => linked.get(file)!),
        where.stagingSite,
      );
      failed = await releaseScripts.checksums(session, where.staging);
    }
    if (failed.length > 0)
      throw new DeployError(
        `the sha256sum check of release ${id} failed on ${session.label} for ${failed.slice(0, 20).join(', ')}\n` +
          `nothing went live; the live site is unchanged`,
      );
    reporter.step(`sha256sum -c on the server: all ${site.files.length} files of ${id} match`);
  } catch (error) {
    if (session.alive) await releaseScripts.removeStaging(session, target.releasesDir, id).catch(() => undefined);
    throw error;
  }
  return { goLive: await releaseScripts.publish(session, lease, id, target.webRoot, settings.commit), resent };
}

async function uploadFiles({ session, reporter }: DeployRun, files: readonly SiteFile[], stagingSite: string): Promise<void> {
  const totalBytes = sum(files);
  let sentBytes = 0;
  let sentFiles = 0;
  for (const file of files) {
    const progress = (fileBytes: number, done: boolean) =>
      reporter.upload({
        path: file.path,
        fileBytes,
        fileSize: file.size,
        sentFiles,
        totalFiles: files.length,
        sentBytes: sentBytes + fileBytes,
        totalBytes,
        done,
      });
    const serverPath = `${stagingSite}/${file.path}`;
    if (file.bytes) await session.writeFile(serverPath, file.bytes);
    else await session.upload(file.localPath!, serverPath, (transferred) => progress(transferred, false));
    sentFiles++;
    progress(file.size, true);
    sentBytes += file.size;
  }
}

/** Prunes by the server's history; the release just made live is already live, so a lost lease here is only a warning. */
export async function prune({ session, lease, settings, reporter }: DeployRun, { id, state }: ReleaseDraft): Promise<string[]> {
  const { keep } = settings;
  const swap = { kind: 'deploy', release: id, commit: settings.commit } as const;
  const kept = [...new Set([...state.releases, swap.release])];
  const line = releaseLine(kept, [...state.history, { at: '', ...swap }], swap.release);
  const pruned = releasesToPrune(kept, line, keep);
  try {
    await releaseScripts.prune(session, lease, pruned);
  } catch (error) {
    if (!(error instanceof LeaseLostError)) throw error;
    reporter.warn(`the new release is live, but old releases were not removed: ${error.message}`);
    return [];
  }
  if (pruned.length)
    reporter.step(`removed ${pruned.length} old release${pruned.length > 1 ? 's' : ''} (keeping ${keep}): ${pruned.join(', ')}`);
  return pruned;
}
