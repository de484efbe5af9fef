// status.json and the timestamp live beside the live release, never in it (docs/trust.md, "Freshness"): the
// deploy signs a timestamp for the index it has just made live, and the weekly job re-signs it with the new
// status.json without touching the release. Both hold the deploy lease, so a re-sign never names an index that
// a concurrent deploy has just replaced. The three files are written into a new directory `fresh.d/<tag>/`
// and go live together by one atomic rename of the `fresh` symlink; `<releases-dir>/status.json`,
// `timestamp.json` and `timestamp.json.minisig` are fixed symlinks into `fresh/`, which the web server serves.
import { randomBytes } from 'node:crypto';
import { SIGNATURE_FILE, STATUS_FILE_NAME, TIMESTAMP_FILE, TIMESTAMP_SIGNATURE_FILE } from '../trust/files.ts';
import type { SecretKey } from '../trust/minisign.ts';
import { commentFields } from '../trust/statements.ts';
import { signTimestamp } from '../trust/timestamp.ts';
import type { DeploySettings } from './config.ts';
import { guarded, LEASE_GUARD, Lease } from './lease.ts';
import { layout, readServerState } from './server-state.ts';
import { DeployError, type ServerSession } from './ssh.ts';

const FRESH_FILES = [STATUS_FILE_NAME, TIMESTAMP_FILE, TIMESTAMP_SIGNATURE_FILE] as const;

// After the lease guard ($base is the releases directory), $1 the new fresh.d/ entry. The fixed links are made
// after the swap, so a status.json written by an older publish (a plain file) is replaced only once its
// successor is served. Inside the lock's mutex, and only while this holder's lease runs.
const SWAP_SCRIPT = `${LEASE_GUARD}
tag=$1
ln -sfn "fresh.d/$tag" "$base/fresh.$tag.link"
mv -fT "$base/fresh.$tag.link" "$base/fresh"
for file in ${FRESH_FILES.join(' ')}; do
  if [ ! -L "$base/$file" ]; then ln -sfn "fresh/$file" "$base/$file.$tag.link" && mv -fT "$base/$file.$tag.link" "$base/$file"; fi
done
for old in "$base"/fresh.d/*; do if [ "\${old##*/}" != "$tag" ]; then rm -rf -- "$old"; fi; done
`;

interface FreshnessResult {
  /** The live release the timestamp names (unchanged by a re-sign); undefined before the first deploy. */
  releaseId?: string;
  /** The timestamp's trusted comment, or undefined when none was signed (no release key). */
  timestampComment?: string;
  /** Where the files are served from on the server. */
  published: string;
}

/**
 * Under a lease already held: signs a timestamp for the live release's index and `status` (`'keep'`: the status.json
 * served now, if any) with a version above the served timestamp's, and publishes the three files in one swap.
 * Without a key or a live release, status.json is published with the served timestamp kept as it is.
 */
export async function publishFreshFiles(
  session: ServerSession,
  lease: Lease,
  settings: DeploySettings,
  status: Buffer | 'keep',
  secret: SecretKey | undefined,
): Promise<FreshnessResult> {
  const base = settings.target.releasesDir;
  const state = await readServerState(session, settings.target.webRoot, base);
  const statusBytes = status === 'keep' ? await session.readFile(`${base}/${STATUS_FILE_NAME}`) : status;
  const files = new Map<string, Buffer>();
  if (statusBytes) files.set(STATUS_FILE_NAME, statusBytes);
  let timestampComment: string | undefined;
  if (secret && state.liveRelease) {
    const site = layout(base, state.liveRelease).site;
    const [index, indexSignature, served] = await Promise.all(
      [`${site}/connectors.json`, `${site}/${SIGNATURE_FILE}`, `${base}/${TIMESTAMP_SIGNATURE_FILE}`].map((file) => session.readFile(file)),
    );
    if (!index || !indexSignature) throw new DeployError(`the live release ${state.liveRelease} has no connectors.json with its signature`);
    const servedVersion = Number(commentFields(trustedComment(served?.toString('utf8') ?? '')).get('version') ?? 0) || 0;
    // The server's clock, as for release times; never at or below what hosts may hold already.
    const now = new Date(Math.max(lease.takenAt, servedVersion + 1));
    const signed = signTimestamp(
      { index, indexSignature: indexSignature.toString('utf8'), ...(statusBytes ? { status: statusBytes } : {}) },
      secret,
      now,
    );
    files.set(TIMESTAMP_FILE, Buffer.from(signed.json));
    files.set(TIMESTAMP_SIGNATURE_FILE, Buffer.from(signed.signature));
    timestampComment = trustedComment(signed.signature);
  } else {
    // No key, or no release yet (nothing to name): the served timestamp, if any, is kept as it is.
    for (const file of [TIMESTAMP_FILE, TIMESTAMP_SIGNATURE_FILE]) {
      const kept = await session.readFile(`${base}/${file}`);
      if (kept) files.set(file, kept);
    }
  }
  const tag = `${lease.takenAt}-${randomBytes(4).toString('hex')}`;
  const directory = `${base}/fresh.d/${tag}`;
  await session.run('creating the fresh files directory', 'mkdir -p "$1"', [directory]);
  for (const [file, bytes] of files) await session.writeFile(`${directory}/${file}`, bytes);
  await guarded(session, lease, 'publishing status.json and the timestamp', SWAP_SCRIPT, [tag]);
  return {
    ...(state.liveRelease ? { releaseId: state.liveRelease } : {}),
    published: `${base}/fresh`,
    ...(timestampComment ? { timestampComment } : {}),
  };
}

/** What the weekly job runs: takes the deploy lease, then publishes status.json and a re-signed timestamp. */
export async function publishFreshness(
  session: ServerSession,
  settings: DeploySettings,
  status: Buffer | undefined,
  secret: SecretKey | undefined,
  warn: (message: string) => void,
): Promise<FreshnessResult> {
  const lease = await Lease.acquire(session, settings.target.releasesDir, {
    by: 'publishing status.json and the timestamp',
    leaseMs: settings.leaseMs,
    timeoutMs: settings.lockTimeoutMs,
    onWait: (holder, lapsesInMs) =>
      warn(`waiting for the deploy lock, held by ${holder}; its lease lapses in ${Math.ceil(lapsesInMs / 1000)} s unless renewed`),
    onLapsed: (holder) => warn(`took over a deploy lock whose lease had lapsed: ${holder}`),
  });
  try {
    return await publishFreshFiles(session, lease, settings, status ?? 'keep', secret);
  } finally {
    await lease.release();
  }
}

function trustedComment(signature: string): string {
  return signature.split(/\r?\n/)[2]?.replace(/^trusted comment: /, '') ?? '';
}
