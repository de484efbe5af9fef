import { createHash } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import type { DeploySettings } from './config.ts';
import { fingerprint } from './known-hosts.ts';
import { acquireLock, layout, manifestText, readServerState, releaseId, remote, type GoLive, type ServerState } from './remote.ts';
import { collectSite, type Site, type SiteFile } from './site.ts';
import { DeployError, RemoteSession, type HeldCommand } from './ssh.ts';

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

export interface DeployRequest {
  catalogDir: string;
  settings: DeploySettings;
  /** List what would be sent and linked; change nothing on the server. */
  dryRun?: boolean;
  /** Remove the lock when its holder is gone (never a live one). */
  breakLock?: boolean;
  reporter?: DeployReporter;
}

export interface DeployResult {
  releaseId: string;
  dryRun: boolean;
  /** Site paths uploaded (or that would be), and their bytes. The SHA256SUMS manifest is counted apart. */
  sent: string[];
  sentBytes: number;
  /** Site paths hard-linked from the live release, and their bytes. */
  linked: string[];
  linkedBytes: number;
  manifestBytes: number;
  /** The release that was live before, if the web root pointed at one. */
  previousRelease?: string;
  /** Undefined on a dry run. */
  goLive?: GoLive;
  pruned: string[];
  /** The URL whose connectors.json was fetched and found equal, when verify-url is set. */
  verifiedUrl?: string;
}

export async function deploySite(request: DeployRequest): Promise<DeployResult> {
  const reporter = request.reporter ?? silentReporter;
  const { target } = request.settings;
  const site = await collectSite(request.catalogDir);
  reporter.step(
    `site: ${site.files.length} files, ${formatBytes(site.bytes)}, ${site.index.connectors.length} connectors; connectors.json equals a fresh compile`,
  );
  const id = releaseId(new Date(), request.settings.commit);
  const session = await RemoteSession.open(target);
  let lock: HeldCommand | undefined;
  try {
    reporter.step(
      `connected to ${session.label}; host key matches the pinned ${target.hostKeys.map((key) => fingerprint(key.blob)).join(' / ')}`,
    );
    if (request.dryRun) {
      const state = await readServerState(session, target.webRoot, target.releasesDir);
      const plan = planRelease(site, state);
      reportPlan(reporter, plan, state, id, target.webRoot, true);
      return { ...summary(id, plan, site, state), dryRun: true, pruned: [] };
    }
    lock = await takeLock(session, request, `release ${id}`, reporter);
    const state = await readServerState(session, target.webRoot, target.releasesDir);
    const plan = planRelease(site, state);
    reportPlan(reporter, plan, state, id, target.webRoot, false);
    const goLive = await buildAndPublish(session, request, site, state, plan, id, reporter);
    reportGoLive(reporter, goLive, target.webRoot);
    const pruned = releasesToPrune([...state.releases, id], id, request.settings.keep);
    await remote.prune(session, target.releasesDir, pruned);
    if (pruned.length)
      reporter.step(
        `removed ${pruned.length} old release${pruned.length > 1 ? 's' : ''} (keeping ${request.settings.keep}): ${pruned.join(', ')}`,
      );
    await lock.close();
    lock = undefined;
    const result: DeployResult = { ...summary(id, plan, site, state), dryRun: false, goLive, pruned };
    if (request.settings.verifyUrl) result.verifiedUrl = await verifyServed(request.settings.verifyUrl, sha256(site.indexText), reporter);
    return result;
  } finally {
    await lock?.close();
    session.close();
  }
}

interface ReleasePlan {
  send: SiteFile[];
  link: SiteFile[];
}

/** Files whose path and sha256 are unchanged since the live release are linked; every other file is sent. */
function planRelease(site: Site, state: ServerState): ReleasePlan {
  const plan: ReleasePlan = { send: [], link: [] };
  for (const file of site.files) (state.manifest.get(file.path) === file.sha256 ? plan.link : plan.send).push(file);
  return plan;
}

async function takeLock(
  session: RemoteSession,
  request: { settings: DeploySettings; breakLock?: boolean },
  purpose: string,
  reporter: DeployReporter,
): Promise<HeldCommand> {
  const lock = await acquireLock(session, request.settings.target.releasesDir, {
    by: `${userInfo().username}@${hostname()} pid ${process.pid}, ${purpose}`,
    timeoutMs: request.settings.lockTimeoutMs,
    breakStale: request.breakLock === true,
    onWait: (holder) => reporter.step(`waiting for the deploy lock, held by ${holder}`),
    onBroke: (holder) => reporter.warn(`removed a stale deploy lock whose holder is gone: ${holder}`),
  });
  reporter.step(`took the deploy lock ${request.settings.target.releasesDir}/lock`);
  return lock;
}

async function buildAndPublish(
  session: RemoteSession,
  request: DeployRequest,
  site: Site,
  state: ServerState,
  plan: ReleasePlan,
  id: string,
  reporter: DeployReporter,
): Promise<GoLive> {
  const { target } = request.settings;
  const where = layout(target.releasesDir, id);
  await remote.prepare(session, target.releasesDir, id, target.webRoot);
  try {
    if (state.liveRelease)
      await remote.link(
        session,
        layout(target.releasesDir, state.liveRelease).site,
        where.stagingSite,
        plan.link.map((file) => file.path),
      );
    const dirs = [...new Set(plan.send.map((file) => path.posix.dirname(file.path)).filter((dir) => dir !== '.'))];
    await remote.mkdirs(session, where.stagingSite, dirs);
    await uploadFiles(session, plan.send, where.stagingSite, reporter);
    await session.writeFile(`${where.staging}/SHA256SUMS`, Buffer.from(manifestText(site.files)));
    await remote.verify(session, where.staging).catch((error: unknown) => {
      throw error instanceof DeployError ? new DeployError(`${error.message}\nnothing went live; the live site is unchanged`) : error;
    });
    reporter.step(`sha256sum -c on the server: all ${site.files.length} files of ${id} match`);
  } catch (error) {
    if (session.alive) await remote.removeStaging(session, target.releasesDir, id).catch(() => undefined);
    throw error;
  }
  return remote.publish(session, target.releasesDir, id, target.webRoot);
}

async function uploadFiles(
  session: RemoteSession,
  files: readonly SiteFile[],
  stagingSite: string,
  reporter: DeployReporter,
): Promise<void> {
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
    await session.upload(file.localPath, `${stagingSite}/${file.path}`, (transferred) => progress(transferred, false));
    sentFiles++;
    progress(file.size, true);
    sentBytes += file.size;
  }
}

/** The newest `keep` releases stay, and the live one always does. */
export function releasesToPrune(releases: readonly string[], live: string, keep: number): string[] {
  const newestFirst = [...new Set(releases)].sort().reverse();
  return newestFirst.slice(keep).filter((id) => id !== live);
}

function summary(id: string, plan: ReleasePlan, site: Site, state: ServerState) {
  return {
    releaseId: id,
    sent: plan.send.map((file) => file.path),
    sentBytes: sum(plan.send),
    linked: plan.link.map((file) => file.path),
    linkedBytes: sum(plan.link),
    manifestBytes: Buffer.byteLength(manifestText(site.files)),
    previousRelease: state.liveRelease,
  };
}

function reportPlan(reporter: DeployReporter, plan: ReleasePlan, state: ServerState, id: string, webRoot: string, dryRun: boolean): void {
  const live = state.liveRelease
    ? `live release ${state.liveRelease}`
    : `no live release (the web root is ${state.webRoot === 'missing' ? 'missing' : `a ${state.webRoot}`})`;
  const verb = dryRun ? 'would send' : 'sending';
  reporter.step(
    `${dryRun ? 'dry run: ' : ''}release ${id}: ${verb} ${plan.send.length} files (${formatBytes(sum(plan.send))}), ${dryRun ? 'would link' : 'linking'} ${plan.link.length} unchanged (${formatBytes(sum(plan.link))}); ${live}`,
  );
  if (dryRun) {
    for (const file of plan.send) reporter.step(`  send  ${file.path} (${formatBytes(file.size)})`);
    for (const file of plan.link) reporter.step(`  link  ${file.path} (${formatBytes(file.size)})`);
    if (state.webRoot === 'directory')
      reporter.step(
        `  first deploy: ${webRoot} is a plain directory and would become a symlink to the release (atomically where the server offers renameat2 RENAME_EXCHANGE)`,
      );
    reporter.step('dry run: nothing was changed on the server');
  }
}

function reportGoLive(reporter: DeployReporter, goLive: GoLive, webRoot: string): void {
  if (goLive.how === 'swap') {
    reporter.step(`live: ${webRoot} now points at the new release (atomic rename of a symlink)`);
  } else if (goLive.how === 'gap') {
    reporter.warn(
      `first deploy: the server offers no atomic exchange of two paths (renameat2 RENAME_EXCHANGE via mv --exchange or python3), so the plain web-root directory was ` +
        `replaced by the release symlink with two renames: between them, for an instant, ${webRoot} did not exist and requests got 404. ` +
        `Every later deploy is one atomic rename. The old directory is kept at ${goLive.oldWebRoot}; remove it when satisfied.`,
    );
  } else {
    reporter.step(
      `first deploy: the plain web-root directory was exchanged for the release symlink atomically (${goLive.how === 'mv-exchange' ? 'mv --exchange' : 'renameat2 RENAME_EXCHANGE'}); the old directory is kept at ${goLive.oldWebRoot}; remove it when satisfied`,
    );
  }
}

/** Fetches the served connectors.json and requires the deployed bytes; retries briefly for a cache in front of the site. */
export async function verifyServed(url: string, expectedSha256: string, reporter: DeployReporter): Promise<string> {
  let last = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const response = await fetch(url, { cache: 'no-store', redirect: 'follow', signal: AbortSignal.timeout(15_000) });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.ok && sha256(body) === expectedSha256) {
        reporter.step(`verified: ${url} serves the deployed connectors.json (sha256 ${expectedSha256.slice(0, 12)}…)`);
        return url;
      }
      last = response.ok
        ? `it serves different bytes (${body.length} bytes, sha256 ${sha256(body).slice(0, 12)}…)`
        : `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (attempt < 3) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new DeployError(
    `the release is live on the server, but ${url} does not serve its connectors.json: ${last}. Check for a cache in front of the site, or whether the URL points at this web root`,
  );
}

export interface RollbackRequest {
  settings: DeploySettings;
  /** The release to switch to; default: the newest release older than the live one. */
  to?: string;
  dryRun?: boolean;
  breakLock?: boolean;
  reporter?: DeployReporter;
}

export interface RollbackResult {
  from: string;
  to: string;
  dryRun: boolean;
  verifiedUrl?: string;
}

/** Switches the web root back to an earlier kept release, atomically, after re-checking its sha256sums. */
export async function rollbackSite(request: RollbackRequest): Promise<RollbackResult> {
  const reporter = request.reporter ?? silentReporter;
  const { target } = request.settings;
  const session = await RemoteSession.open(target);
  let lock: HeldCommand | undefined;
  try {
    if (!request.dryRun) lock = await takeLock(session, request, 'rollback', reporter);
    const state = await readServerState(session, target.webRoot, target.releasesDir);
    const from = state.liveRelease;
    if (!from)
      throw new DeployError(
        `${target.webRoot} is not a symlink to a release in ${target.releasesDir}/releases: there is nothing to roll back`,
      );
    const to = request.to ?? [...state.releases].reverse().find((id) => id < from);
    if (!to)
      throw new DeployError(
        `no release older than the live ${from} is kept in ${target.releasesDir}/releases (kept: ${state.releases.join(', ')})`,
      );
    if (!state.releases.includes(to)) throw new DeployError(`release ${to} is not kept on the server; kept: ${state.releases.join(', ')}`);
    if (to === from) throw new DeployError(`release ${to} is already live`);
    if (request.dryRun) {
      reporter.step(`dry run: would switch ${target.webRoot} from ${from} to ${to}; nothing was changed`);
      return { from, to, dryRun: true };
    }
    await remote.verify(session, layout(target.releasesDir, to).release);
    reporter.step(`sha256sum -c on the server: release ${to} is whole`);
    await remote.switchTo(session, target.releasesDir, to, target.webRoot);
    reporter.step(`live: ${target.webRoot} now points at ${to} (was ${from}); atomic rename of a symlink`);
    const served = await readServerState(session, target.webRoot, target.releasesDir, to);
    await lock?.close();
    lock = undefined;
    const result: RollbackResult = { from, to, dryRun: false };
    const indexSha = served.manifest.get('connectors.json');
    if (request.settings.verifyUrl && indexSha) result.verifiedUrl = await verifyServed(request.settings.verifyUrl, indexSha, reporter);
    return result;
  } finally {
    await lock?.close();
    session.close();
  }
}

function sum(files: readonly SiteFile[]): number {
  return files.reduce((total, file) => total + file.size, 0);
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
