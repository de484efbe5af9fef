import { createHash } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { CatalogError, UserError } from '../errors.ts';
import { describe } from '../findings.ts';
import type { DeploySettings, DeployTarget } from './config.ts';
import { liveFromHistory, releaseLine, releasesToPrune, rollbackTarget, type LiveRelease } from './history.ts';
import { fingerprint } from './known-hosts.ts';
import { Lease } from './lease.ts';
import type { PublicKey, SecretKey } from './minisign.ts';
import { layout, LeaseLostError, manifestText, readServerState, releaseId, server, type GoLive, type ServerState } from './server.ts';
import { publishFreshFiles } from './freshness.ts';
import { checkSite, siteCheckFailed } from './site-check.ts';
import { TIMESTAMP_FILE } from './trust.ts';
import { httpSource } from './site-source.ts';
import { catalogKeyFile, checkIndexSignature, loadSigningKey, readTrustedKeys, SIGNATURE_FILE, signIndex } from './signing.ts';
import { collectSite, type Site, type SiteFile } from './site.ts';
import { DeployError, ServerSession } from './ssh.ts';

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
  /** Linked files whose live copy was found changed in place on the server, and so sent again. */
  resent: string[];
  manifestBytes: number;
  /** The release that was live before, if the web root pointed at one. */
  previousRelease?: string;
  /** Undefined on a dry run. */
  goLive?: GoLive;
  pruned: string[];
  /** The trusted comment of the release's signature (undefined on a dry run without a signing key). */
  signature?: string;
  /** The URL at which the published site passed the check a host makes, when site-url is set. */
  siteChecked?: string;
}

export async function deploySite(request: DeployRequest): Promise<DeployResult> {
  const reporter = request.reporter ?? silentReporter;
  const { settings } = request;
  const { target } = settings;
  const site = await collectSite(request.catalogDir);
  const trusted = await readTrustedKeys(catalogKeyFile(request.catalogDir));
  const secret = settings.signingKey === undefined ? undefined : loadSigningKey(settings.signingKey, trusted.keys);
  if (!secret && !request.dryRun)
    throw new UserError(
      'missing signing-key: the release signs connectors.json; ' +
        'set DEPLOY_SIGNING_KEY (a secret), the action input signing-key, or give --signing-key-file (docs/trust.md)',
    );
  reporter.step(
    `site: ${site.files.length} files, ${formatBytes(site.bytes)}, ${site.index.connectors.length} connectors; ` +
      `connectors.json equals a fresh compile`,
  );
  const session = await ServerSession.open(target);
  let lease: Lease | undefined;
  try {
    reporter.step(
      `connected to ${session.label}; host key matches the pinned ${target.hostKeys.map((key) => fingerprint(key.blob)).join(' / ')}`,
    );
    if (request.dryRun) {
      const state = await readServerState(session, target.webRoot, target.releasesDir);
      const id = releaseId(new Date(state.serverNow), settings.shortCommit);
      const release = secret
        ? signedRelease(site, { secret, keys: trusted.keys, state, serverNow: state.serverNow, commit: settings.commit })
        : undefined;
      const draft = releaseDraft(id, release?.site ?? site, state);
      reportPlan(reporter, draft, target.webRoot, true);
      if (!release) reporter.step(`  (and ${SIGNATURE_FILE}, signed under the lock: no signing key was given to this dry run)`);
      return { ...summary(draft), dryRun: true, pruned: [], signature: release?.comment };
    }
    lease = await takeLease(session, settings, `deploying commit ${settings.shortCommit}`, reporter);
    const state = await readServerState(session, target.webRoot, target.releasesDir);
    // Stamped under the lease by the server's clock: ids and release times follow the order of going live.
    const id = releaseId(new Date(lease.takenAt), settings.shortCommit);
    lease.stagingId = id;
    const release = signedRelease(site, { secret: secret!, keys: trusted.keys, state, serverNow: lease.takenAt, commit: settings.commit });
    reporter.step(`signed connectors.json with key ${secret!.keyId}: ${release.comment}`);
    const draft = releaseDraft(id, release.site, state);
    reportPlan(reporter, draft, target.webRoot, false);
    const run: DeployRun = { session, lease, settings, reporter };
    const { goLive, resent } = await buildAndPublish(run, draft);
    reportGoLive(reporter, goLive, target.webRoot);
    const fresh = await publishFreshFiles(session, lease, settings, 'keep', secret!);
    reporter.step(`signed ${TIMESTAMP_FILE} for ${id} beside it: ${fresh.timestampComment}`);
    const pruned = await prune(run, draft);
    await lease.release();
    lease = undefined;
    const result: DeployResult = {
      ...summary(draft),
      resent,
      dryRun: false,
      goLive,
      pruned,
      signature: release.comment,
    };
    result.siteChecked = await checkServedSite(settings, trusted, { index: site.indexText, signature: release.text }, reporter);
    return result;
  } finally {
    await lease?.release();
    session.close();
  }
}

interface ReleaseSigning {
  secret: SecretKey;
  /** The committed keys the signature must verify with. */
  keys: readonly PublicKey[];
  state: ServerState;
  /** The server's clock when the release is made, in ms since the epoch. */
  serverNow: number;
  commit: string;
}

/**
 * Signs the index with a release time after the live release's (the server's clock, and never
 * earlier than what hosts already hold), then checks the signature as a host would: a release whose
 * signature does not verify against the committed keys is refused before anything is sent.
 */
function signedRelease(site: Site, { secret, keys, state, serverNow, commit }: ReleaseSigning) {
  const liveReleased = Date.parse(/(?:^| )released:(\S+)/.exec(state.liveTrustedComment ?? '')?.[1] ?? '');
  const released = new Date(Number.isNaN(liveReleased) ? serverNow : Math.max(serverNow, liveReleased + 1));
  const index = Buffer.from(site.indexText);
  const text = signIndex(index, secret, released, commit);
  let comment: string;
  try {
    comment = checkIndexSignature(index, text, keys).trustedComment;
  } catch (error) {
    throw new UserError(
      `the release's signature does not verify against ${catalogKeyFile('connectors')}: ${(error as Error).message}; nothing was deployed`,
    );
  }
  const bytes = Buffer.from(text);
  const signatureFile: SiteFile = { path: SIGNATURE_FILE, bytes, sha256: sha256(bytes), size: bytes.length };
  const files = [...site.files, signatureFile].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { site: { ...site, files, bytes: site.bytes + bytes.length }, text, comment };
}

interface ReleasePlan {
  send: SiteFile[];
  link: SiteFile[];
}

/** A release being made: its id, its site, the server's state it goes over, and which files are sent or linked. */
interface ReleaseDraft {
  id: string;
  site: Site;
  state: ServerState;
  plan: ReleasePlan;
}

/** The release over the server's state: files whose path and sha256 are unchanged since the live release are linked, the others sent. */
function releaseDraft(id: string, site: Site, state: ServerState): ReleaseDraft {
  const plan: ReleasePlan = { send: [], link: [] };
  for (const file of site.files) (state.manifest.get(file.path) === file.sha256 ? plan.link : plan.send).push(file);
  return { id, site, state, plan };
}

/** What the steps of one deploy under the lease share. */
interface DeployRun {
  session: ServerSession;
  lease: Lease;
  settings: DeploySettings;
  reporter: DeployReporter;
}

async function takeLease(session: ServerSession, settings: DeploySettings, purpose: string, reporter: DeployReporter): Promise<Lease> {
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

async function buildAndPublish(run: DeployRun, { id, site, state, plan }: ReleaseDraft): Promise<{ goLive: GoLive; resent: string[] }> {
  const { session, lease, settings, reporter } = run;
  const { target } = settings;
  const where = layout(target.releasesDir, id);
  const prepared = await server.prepare(session, lease, id, target.webRoot, settings.leaseMs);
  for (const kept of prepared.matchAll(/^kept (.+)$/gm))
    reporter.warn(`kept staging/${kept[1]}: it belongs to a deploy whose lease still runs (its lock was removed by hand?)`);
  let resent: string[] = [];
  try {
    if (state.liveRelease)
      await server.link(
        session,
        layout(target.releasesDir, state.liveRelease).site,
        where.stagingSite,
        plan.link.map((file) => file.path),
      );
    const dirs = [...new Set(plan.send.map((file) => path.posix.dirname(file.path)).filter((dir) => dir !== '.'))];
    await server.mkdirs(session, where.stagingSite, dirs);
    await uploadFiles(run, plan.send, where.stagingSite);
    await session.writeFile(`${where.staging}/SHA256SUMS`, Buffer.from(manifestText(site.files)));
    let failed = await server.checksums(session, where.staging);
    const linked = new Map(plan.link.map((file) => [file.path, file]));
    if (failed.length > 0 && failed.every((file) => linked.has(file))) {
      // A live file changed in place on the server: its hard link carried the damage. Send it again.
      resent = failed;
      reporter.warn(
        `the live release ${state.liveRelease} has ${failed.length} file(s) that no longer match its SHA256SUMS` +
          ` (changed in place on the server): ${failed.join(', ')}; sending them again`,
      );
      await server.unlink(session, where.stagingSite, failed);
      await uploadFiles(
        run,
        failed.map((file) => linked.get(file)!),
        where.stagingSite,
      );
      failed = await server.checksums(session, where.staging);
    }
    if (failed.length > 0)
      throw new DeployError(
        `the sha256sum check of release ${id} failed on ${session.label} for ${failed.slice(0, 20).join(', ')}\n` +
          `nothing went live; the live site is unchanged`,
      );
    reporter.step(`sha256sum -c on the server: all ${site.files.length} files of ${id} match`);
  } catch (error) {
    if (session.alive) await server.removeStaging(session, target.releasesDir, id).catch(() => undefined);
    throw error;
  }
  return { goLive: await server.publish(session, lease, id, target.webRoot, settings.commit), resent };
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
async function prune({ session, lease, settings, reporter }: DeployRun, { id, state }: ReleaseDraft): Promise<string[]> {
  const { keep } = settings;
  const swap = { kind: 'deploy', release: id, commit: settings.commit } as const;
  const kept = [...new Set([...state.releases, swap.release])];
  const line = releaseLine(kept, [...state.history, { at: '', ...swap }], swap.release);
  const pruned = releasesToPrune(kept, line, keep);
  try {
    await server.prune(session, lease, pruned);
  } catch (error) {
    if (!(error instanceof LeaseLostError)) throw error;
    reporter.warn(`the new release is live, but old releases were not removed: ${error.message}`);
    return [];
  }
  if (pruned.length)
    reporter.step(`removed ${pruned.length} old release${pruned.length > 1 ? 's' : ''} (keeping ${keep}): ${pruned.join(', ')}`);
  return pruned;
}

function summary({ id, plan, site, state }: ReleaseDraft) {
  return {
    releaseId: id,
    sent: plan.send.map((file) => file.path),
    sentBytes: sum(plan.send),
    linked: plan.link.map((file) => file.path),
    linkedBytes: sum(plan.link),
    resent: [],
    manifestBytes: Buffer.byteLength(manifestText(site.files)),
    previousRelease: state.liveRelease,
  };
}

function reportPlan(reporter: DeployReporter, { id, plan, state }: ReleaseDraft, webRoot: string, dryRun: boolean): void {
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

function reportGoLive(reporter: DeployReporter, goLive: GoLive, webRoot: string): void {
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

/** The published site fails the check a host makes, though the release is live on the server. */
export class SiteCheckError extends CatalogError {
  override name = 'SiteCheckError';
}

/**
 * After going live, with site-url set: runs the site check (as `npm run check-site`) on the served site and requires it
 * to serve the index and signature that went live; retries briefly for a cache in front of the site. The URL checked,
 * or undefined without site-url.
 */
async function checkServedSite(
  settings: DeploySettings,
  trusted: { keys: PublicKey[]; text: string },
  live: { index: string | Buffer; signature: string },
  reporter: DeployReporter,
): Promise<string | undefined> {
  const url = settings.siteUrl;
  if (!url) return undefined;
  const expected = { index: sha256(live.index), signature: sha256(live.signature) };
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const report = await checkSite(httpSource(url), { trustedKeys: trusted.keys, committedKeyText: trusted.text });
      if (report.indexSha256 !== expected.index || report.signatureSha256 !== expected.signature) {
        problem =
          `it serves ${report.indexSha256 ? 'a different connectors.json or signature' : 'no connectors.json'}` +
          ` (a cache in front of the site, or the URL points elsewhere)`;
      } else if (siteCheckFailed(report)) {
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        problem =
          `it fails the check a host makes:\n` +
          `${errors.map((finding) => `  ${finding.file}: ${describe(finding)} [${finding.ruleId}]`).join('\n')}`;
      } else {
        reporter.step(
          `site check: ${url} serves the deployed release; ` +
            `signature, ${report.files} files and ${report.icons} icon paths check out as a host checks them`,
        );
        return url;
      }
    } catch (error) {
      problem = (error as Error).message;
    }
    if (attempt < 3) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new SiteCheckError(`the release is live on the server, but the site at ${url} does not pass: ${problem}`);
}

export interface RollbackRequest {
  settings: DeploySettings;
  /** The catalog whose connectors.pub holds the trusted keys. */
  catalogDir: string;
  /** The release to switch to; default: the release that was live before the live one. */
  to?: string;
  dryRun?: boolean;
  reporter?: DeployReporter;
}

export interface RollbackResult {
  from: string;
  to: string;
  dryRun: boolean;
  siteChecked?: string;
}

/** Switches the web root back to an earlier kept release, atomically, after re-checking its sha256sums and its signature. */
export async function rollbackSite(request: RollbackRequest): Promise<RollbackResult> {
  const reporter = request.reporter ?? silentReporter;
  const { settings } = request;
  const { target } = settings;
  const trusted = await readTrustedKeys(catalogKeyFile(request.catalogDir));
  const session = await ServerSession.open(target);
  let lease: Lease | undefined;
  try {
    if (!request.dryRun) lease = await takeLease(session, settings, 'rollback', reporter);
    const state = await readServerState(session, target.webRoot, target.releasesDir);
    const from = state.liveRelease;
    if (!from)
      throw new DeployError(
        `${target.webRoot} is not a symlink to a release in ${target.releasesDir}/releases: there is nothing to roll back`,
      );
    const to = request.to ?? rollbackTarget(releaseLine(state.releases, state.history, from));
    if (!to)
      throw new DeployError(
        `no release that was live before ${from} is kept in ${target.releasesDir}/releases (kept: ${state.releases.join(', ')})`,
      );
    if (!state.releases.includes(to)) throw new DeployError(`release ${to} is not kept on the server; kept: ${state.releases.join(', ')}`);
    if (to === from) throw new DeployError(`release ${to} is already live`);
    if (request.dryRun) {
      reporter.step(`dry run: would switch ${target.webRoot} from ${from} to ${to}; nothing was changed`);
      return { from, to, dryRun: true };
    }
    const where = layout(target.releasesDir, to);
    const failed = await server.checksums(session, where.release);
    if (failed.length)
      throw new DeployError(
        `release ${to} is damaged on the server (sha256 mismatch: ${failed.slice(0, 20).join(', ')}); nothing was switched`,
      );
    const signature = await releaseSignature(session, where.site, to, trusted.keys);
    reporter.step(`sha256sum -c on the server: release ${to} is whole; its signature verifies (${signature.comment})`);
    await server.switchTo(session, lease!, to, target.webRoot, liveFromHistory(to, state.history).commit);
    reporter.step(`live: ${target.webRoot} now points at ${to} (was ${from}); atomic rename of a symlink`);
    await lease!.release();
    lease = undefined;
    const result: RollbackResult = { from, to, dryRun: false };
    const live = { index: signature.index, signature: signature.text };
    result.siteChecked = await checkServedSite(settings, trusted, live, reporter);
    return result;
  } finally {
    await lease?.release();
    session.close();
  }
}

/** A kept release's index and signature, read back and verified against the committed keys. */
async function releaseSignature(session: ServerSession, site: string, id: string, keys: readonly PublicKey[]) {
  const index = await session.readFile(`${site}/connectors.json`);
  const text = (await session.readFile(`${site}/${SIGNATURE_FILE}`))?.toString('utf8');
  if (!index || text === undefined)
    throw new UserError(
      `release ${id} has no ${SIGNATURE_FILE} (made before releases were signed?): it is not switched to; deploy instead`,
    );
  try {
    return { index, text, comment: checkIndexSignature(index, text, keys).trustedComment };
  } catch (error) {
    throw new CatalogError(`release ${id}: its signature does not verify (${(error as Error).message}); nothing was switched`);
  }
}

/** The live release as the server's history records it (id, commit, when it went live): what "since the last release" means. */
export async function readLiveRelease(target: DeployTarget): Promise<LiveRelease | undefined> {
  const session = await ServerSession.open(target);
  try {
    const state = await readServerState(session, target.webRoot, target.releasesDir);
    return state.liveRelease ? liveFromHistory(state.liveRelease, state.history) : undefined;
  } finally {
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
