// A release as it is made: the site with its signed index, and which of its files are sent or linked.
import { SetupError } from '../findings/errors.ts';
import { sha256Hex } from '../system/hash.ts';
import { SIGNATURE_FILE } from '../trust/files.ts';
import { catalogKeyFile, checkIndexSignature, signIndex } from '../trust/index-signature.ts';
import type { PublicKey, SecretKey } from '../trust/minisign.ts';
import type { Site, SiteFile } from './collect-site.ts';
import { manifestText, type ServerState } from './server-state.ts';

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
export function signedRelease(site: Site, { secret, keys, state, serverNow, commit }: ReleaseSigning) {
  const liveReleased = Date.parse(/(?:^| )released:(\S+)/.exec(state.liveTrustedComment ?? '')?.[1] ?? '');
  const released = new Date(Number.isNaN(liveReleased) ? serverNow : Math.max(serverNow, liveReleased + 1));
  const index = Buffer.from(site.indexText);
  const text = signIndex(index, secret, released, commit);
  let comment: string;
  try {
    comment = checkIndexSignature(index, text, keys).trustedComment;
  } catch (error) {
    throw new SetupError(
      `the release's signature does not verify against ${catalogKeyFile('connectors')}: ${(error as Error).message}; nothing was deployed`,
    );
  }
  const bytes = Buffer.from(text);
  const signatureFile: SiteFile = { path: SIGNATURE_FILE, bytes, sha256: sha256Hex(bytes), size: bytes.length };
  const files = [...site.files, signatureFile].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { site: { ...site, files, bytes: site.bytes + bytes.length }, text, comment };
}

interface ReleasePlan {
  send: SiteFile[];
  link: SiteFile[];
}

/** A release being made: its id, its site, the server's state it goes over, and which files are sent or linked. */
export interface ReleaseDraft {
  id: string;
  site: Site;
  state: ServerState;
  plan: ReleasePlan;
}

/** The release over the server's state: files whose path and sha256 are unchanged since the live release are linked, the others sent. */
export function releaseDraft(id: string, site: Site, state: ServerState): ReleaseDraft {
  const plan: ReleasePlan = { send: [], link: [] };
  for (const file of site.files) (state.manifest.get(file.path) === file.sha256 ? plan.link : plan.send).push(file);
  return { id, site, state, plan };
}

export function summary({ id, plan, site, state }: ReleaseDraft) {
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

export function sum(files: readonly SiteFile[]): number {
  return files.reduce((total, file) => total + file.size, 0);
}
