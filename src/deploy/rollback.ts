import { CatalogError, SetupError } from '../findings/errors.ts';
import { SIGNATURE_FILE } from '../trust/files.ts';
import { catalogKeyFile, checkIndexSignature, readTrustedKeys } from '../trust/index-signature.ts';
import type { PublicKey } from '../trust/minisign.ts';
import { checkServedSite } from './check-served-site.ts';
import type { DeploySettings } from './config.ts';
import { liveFromHistory, releaseLine, rollbackTarget } from './history.ts';
import type { Lease } from './lease.ts';
import { takeLease } from './publish-release.ts';
import { releaseScripts } from './release-scripts.ts';
import { type DeployReporter, silentReporter } from './report.ts';
import { layout, readServerState } from './server-state.ts';
import { DeployError, ServerSession } from './ssh.ts';

interface RollbackRequest {
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
    const failed = await releaseScripts.checksums(session, where.release);
    if (failed.length)
      throw new DeployError(
        `release ${to} is damaged on the server (sha256 mismatch: ${failed.slice(0, 20).join(', ')}); nothing was switched`,
      );
    const signature = await releaseSignature(session, where.site, to, trusted.keys);
    reporter.step(`sha256sum -c on the server: release ${to} is whole; its signature verifies (${signature.comment})`);
    await releaseScripts.switchTo(session, lease!, to, target.webRoot, liveFromHistory(to, state.history).commit);
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
    throw new SetupError(
      `release ${id} has no ${SIGNATURE_FILE} (made before releases were signed?): it is not switched to; deploy instead`,
    );
  try {
    return { index, text, comment: checkIndexSignature(index, text, keys).trustedComment };
  } catch (error) {
    throw new CatalogError(`release ${id}: its signature does not verify (${(error as Error).message}); nothing was switched`);
  }
}
