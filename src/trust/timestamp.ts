// The short-lived timestamp (docs/trust.md): it names the live index (its version and sha256) and the
// served status.json (its sha256, or null), signed by a release key, and expires after 14 days. The
// weekly workflow re-signs it; a site whose CI stopped goes stale and hosts refuse it.

import { sha256Hex } from '../system/hash.ts';
import { signatureFileBlocks } from './canonical.ts';
import { SIGNATURE_FILE } from './files.ts';
import type { SecretKey } from './minisign.ts';
import { SignatureError } from './minisign.ts';
import { commentFields, signStatement } from './statements.ts';

const TIMESTAMP_LIFETIME_MS = 14 * 86_400_000;

/** The index's version, from its signature's trusted comment (`role:index version:<ms>`). */
export function indexVersion(indexSignature: Buffer | string): number {
  const comment = signatureFileBlocks(indexSignature, SIGNATURE_FILE)[0]!.trustedComment;
  const fields = commentFields(comment);
  const version = fields.get('version') ?? '';
  if (fields.get('role') !== 'index' || !/^\d{1,15}$/.test(version))
    throw new SignatureError(
      'the index signature carries no role:index version: (a release made before the key list; deploy once more, then sign the timestamp)',
    );
  return Number(version);
}

/** timestamp.json and its signature for what is served now; its version is the signing time in ms (it only grows). */
export function signTimestamp(
  served: { index: Buffer; indexSignature: string; status?: Buffer },
  secret: SecretKey,
  now: Date,
): { json: string; signature: string } {
  const json = `${JSON.stringify({
    index: { version: indexVersion(served.indexSignature), sha256: sha256Hex(served.index) },
    status: { sha256: served.status ? sha256Hex(served.status) : null },
  })}\n`;
  const signature = signStatement(Buffer.from(json), secret, {
    role: 'timestamp',
    version: now.getTime(),
    expires: new Date(now.getTime() + TIMESTAMP_LIFETIME_MS),
  });
  return { json, signature };
}
