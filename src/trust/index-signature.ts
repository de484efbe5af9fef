// The release's signature: connectors.json signed in minisign's format, with the release time, the
// commit and the key id in the trusted comment, checked against the keys committed in connectors.pub.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CatalogError, SetupError } from '../findings/errors.ts';
import { NonCanonicalError, signatureFileBlocks } from './canonical.ts';
import { PUBLIC_KEY_FILE, SIGNATURE_FILE } from './files.ts';
import {
  type PublicKey,
  parsePublicKeys,
  parseSecretKey,
  type SecretKey,
  SignatureError,
  signMinisign,
  verifyMinisign,
} from './minisign.ts';
import { commentFields, isoTime, statementComment } from './statements.ts';

/** What the trusted comment of a release signature says. */
export interface ReleaseSignature {
  keyId: string;
  /** When the release was made; a host refuses an index older than the one it holds. */
  released: Date;
  commit: string;
  trustedComment: string;
}

/** How long an index signature holds; the short-lived timestamp (docs/trust.md) is what keeps a site fresh. */
const INDEX_LIFETIME_MS = 365 * 86_400_000;

/**
 * `released:2026-12-01T13:14:15.123Z commit:<sha> role:index version:<ms> expires:<ISO> key:<KEY ID>`: one line.
 * The version is the release time in milliseconds, so it only grows (a release is always later than the live one).
 */
function releaseComment(released: Date, commit: string, keyId: string): string {
  const expires = new Date(released.getTime() + INDEX_LIFETIME_MS);
  return statementComment('index', released.getTime(), expires, keyId, { released: released.toISOString(), commit });
}

function parseReleaseComment(comment: string, keyId: string): ReleaseSignature {
  const fields = commentFields(comment);
  const released = isoTime(fields.get('released'));
  const commit = fields.get('commit');
  if (!released || !commit)
    throw new SignatureError(`the trusted comment is not a release's (released:<time> commit:<sha> key:<id>): ${JSON.stringify(comment)}`);
  if (fields.get('key') !== keyId)
    throw new SignatureError(`the trusted comment names key ${fields.get('key')}, but the signature is by key ${keyId}`);
  return { keyId, released, commit, trustedComment: comment };
}

/** Signs the exact index bytes for a release. */
export function signIndex(index: Buffer, secret: SecretKey, released: Date, commit: string): string {
  return signMinisign(
    index,
    secret,
    releaseComment(released, commit, secret.keyId),
    `signature from skald-connectors release key ${secret.keyId}`,
  );
}

/** Verifies an index and its signature as a host does: a trusted key, the bytes, the trusted comment. */
export function checkIndexSignature(index: Buffer, signature: Buffer | string, keys: readonly PublicKey[]): ReleaseSignature {
  const verified = verifyMinisign(index, signature, keys, SIGNATURE_FILE);
  return parseReleaseComment(verified.trustedComment, verified.keyId);
}

/** What a held signature (of an index a host already trusts) says, read from its trusted comment. */
export function heldRelease(signature: Buffer | string): ReleaseSignature {
  const text = signatureFileBlocks(signature, 'the held signature')[0]!.trustedComment;
  return parseReleaseComment(text, commentFields(text).get('key') ?? '');
}

/** A host refuses an index released before the one it holds. */
export function olderThanHeld(release: ReleaseSignature, held: ReleaseSignature): string | undefined {
  if (release.released.getTime() >= held.released.getTime()) return undefined;
  return (
    `the index is older than the one held: released ${release.released.toISOString()} (commit ${release.commit}), ` +
    `the held one ${held.released.toISOString()} (commit ${held.commit})`
  );
}

/** The committed public keys: the first one signs; a second one is the other valid key of a rotation. */
export async function readTrustedKeys(file: string, most = 2): Promise<{ keys: PublicKey[]; text: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new SetupError(
      `cannot read the trusted public key ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}. ` +
        'It is committed as connectors/connectors.pub (docs/trust.md says how to make it)',
    );
  }
  try {
    return { keys: releaseKeys(bytes, file, most), text: bytes.toString('latin1') };
  } catch (error) {
    if (error instanceof NonCanonicalError) throw error;
    throw new CatalogError(`${file}: ${(error as Error).message}`);
  }
}

/** The keys of a connectors.pub: one, or the two valid keys of a rotation. Throws why they cannot be the release's. */
export function releaseKeys(bytes: Buffer, file: string, most = 2): PublicKey[] {
  const keys = parsePublicKeys(bytes, file);
  if (keys.length > most) throw new SignatureError(`it holds ${keys.length} keys; a rotation has two valid keys at most`);
  return keys;
}

export function catalogKeyFile(catalogDir: string): string {
  return path.join(catalogDir, PUBLIC_KEY_FILE);
}

/**
 * The release's signing key, checked against the committed keys before anything is sent: it must be
 * the first key of connectors.pub, the one stock `minisign -p connectors.pub` uses.
 */
export function loadSigningKey(text: string, keys: readonly PublicKey[]): SecretKey {
  let secret: SecretKey;
  try {
    secret = parseSecretKey(text);
  } catch (error) {
    // Never the key's text in a message: only what is wrong with it.
    throw new SetupError(`signing-key: ${(error as Error).message}`);
  }
  const position = keys.findIndex((key) => key.keyId === secret.keyId);
  if (position < 0)
    throw new SetupError(
      `signing-key: its key id ${secret.keyId} is not in ${PUBLIC_KEY_FILE} (${keys.map((key) => key.keyId).join(', ')}): ` +
        `the release would not verify; nothing was deployed`,
    );
  if (position > 0)
    throw new SetupError(
      `signing-key: key ${secret.keyId} is the second key of ${PUBLIC_KEY_FILE}; ` +
        `the key that signs must come first, ` +
        `so that \`minisign -Vm connectors.json -p connectors.pub\` verifies (docs/trust.md, rotation)`,
    );
  return secret;
}
