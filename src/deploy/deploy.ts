import { SetupError } from '../findings/errors.ts';
import { checkCommittedTrustFiles } from '../trust/canonical.ts';
import { SIGNATURE_FILE, TIMESTAMP_FILE } from '../trust/files.ts';
import { catalogKeyFile, loadSigningKey, readTrustedKeys } from '../trust/index-signature.ts';
import { checkServedSite } from './check-served-site.ts';
import { collectSite } from './collect-site.ts';
import type { DeploySettings, DeployTarget } from './config.ts';
import { publishFreshFiles } from './freshness.ts';
import { type LiveRelease, liveFromHistory } from './history.ts';
import { fingerprint } from './known-hosts.ts';
import type { Lease } from './lease.ts';
import { buildAndPublish, type DeployRun, prune, takeLease } from './publish-release.ts';
import { releaseDraft, signedRelease, summary } from './release.ts';
import type { GoLive } from './release-scripts.ts';
import { type DeployReporter, formatBytes, reportGoLive, reportPlan, silentReporter } from './report.ts';
import { readServerState, releaseId } from './server-state.ts';
import { ServerSession } from './ssh.ts';

interface DeployRequest {
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
  await checkCommittedTrustFiles(request.catalogDir);
  const secret = settings.signingKey === undefined ? undefined : loadSigningKey(settings.signingKey, trusted.keys);
  if (!secret && !request.dryRun)
    throw new SetupError(
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
