// minisign's key and signature formats over Node's crypto (Ed25519, BLAKE2b-512), so that stock
// `minisign -Vm connectors.json -p connectors.pub` verifies what we sign, and we verify what it signs.
//   public key  "untrusted comment: …" then base64("Ed" ‖ key id[8] ‖ Ed25519 public key[32])
//   secret key  base64("Ed" ‖ kdf[2] ‖ "B2" ‖ salt[32] ‖ opslimit[8] ‖ memlimit[8] ‖ key id[8] ‖ seed[32] ‖
//               public key[32] ‖ checksum[32])
//   signature   "untrusted comment: …", base64("ED" ‖ key id[8] ‖ Ed25519(BLAKE2b-512(file))[64]),
//               "trusted comment: …", base64(Ed25519(signature[64] ‖ trusted comment)[64])
// ("Ed" instead of "ED" is the legacy form that signs the file itself; it is verified, never made.)
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { CatalogError } from '../findings/errors.ts';
import { publicKeyFileLines, publicKeyLine, type SignatureBlock, signatureFileBlocks, TRUSTED_COMMENT_MAX } from './canonical.ts';

/** A signature, key or signed statement that is not what it must be: the input is wrong (exit 1), never a bug of ours. */
export class SignatureError extends CatalogError {
  override name = 'SignatureError';
}

export interface PublicKey {
  /** As minisign prints it: the 8 id bytes read as a little-endian number, in upper-case hex without leading zeros. */
  keyId: string;
  key: KeyObject;
}

export interface SecretKey {
  keyId: string;
  key: KeyObject;
  publicKey: PublicKey;
}

export interface VerifiedSignature {
  keyId: string;
  trustedComment: string;
}

const COMMENT_PREFIX = 'untrusted comment: ';
const TRUSTED_PREFIX = 'trusted comment: ';

export function formatKeyId(bytes: Buffer): string {
  return Buffer.from(bytes)
    .reverse()
    .toString('hex')
    .toUpperCase()
    .replace(/^0+(?=.)/, '');
}

function base64Line(line: string | undefined, what: string, length: number): Buffer {
  const text = line?.trim() ?? '';
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (bytes.length !== length) throw new SignatureError(`${what} is not a minisign ${what} (expected a base64 line of ${length} bytes)`);
  return bytes;
}

function ed25519Public(raw: Buffer): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
}

/** One key line (`RW…`), as keys.json lists them. */
export function parsePublicKeyLine(line: string, where = 'public key'): PublicKey {
  return publicKey(publicKeyLine(line, where));
}

function publicKey(bytes: Buffer): PublicKey {
  return { keyId: formatKeyId(bytes.subarray(2, 10)), key: ed25519Public(bytes.subarray(10)) };
}

/**
 * Every key of a minisign public key file in its canonical form (canonical.ts): one or more pairs of an untrusted
 * comment line and a key line. Stock minisign reads only the first pair; the others are the second valid key of a
 * rotation, or the other root keys.
 */
export function parsePublicKeys(bytes: Buffer | string, file = 'the public key file'): PublicKey[] {
  return publicKeyFileLines(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes, file).map(publicKey);
}

/** An unencrypted minisign secret key (`minisign -G -W`): the whole file, or only its base64 line. */
export function parseSecretKey(text: string): SecretKey {
  const line = text
    .split(/\r?\n/)
    .map((candidate) => candidate.trim())
    .find((candidate) => candidate !== '' && !candidate.startsWith(COMMENT_PREFIX));
  const bytes = base64Line(line, 'secret key', 158);
  if (bytes.subarray(0, 2).toString('latin1') !== 'Ed') throw new SignatureError('secret key: not an Ed25519 minisign key');
  if (!bytes.subarray(2, 4).equals(Buffer.alloc(2))) {
    throw new SignatureError(
      'secret key: it is encrypted with a password; ' +
        'the release signs unattended, so it needs a key made with `minisign -G -W` (or decrypted with `minisign -C -W`)',
    );
  }
  const keyId = formatKeyId(bytes.subarray(54, 62));
  const seed = bytes.subarray(62, 94);
  const publicRaw = bytes.subarray(94, 126);
  const key = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: seed.toString('base64url'), x: publicRaw.toString('base64url') },
    format: 'jwk',
  });
  const derived = createPublicKey(key).export({ format: 'jwk' }).x;
  if (derived !== publicRaw.toString('base64url'))
    throw new SignatureError('secret key: damaged (its public half does not match its seed)');
  return { keyId, key, publicKey: { keyId, key: ed25519Public(publicRaw) } };
}

function keyIdBytes(keyId: string): Buffer {
  return Buffer.from(keyId.padStart(16, '0'), 'hex').reverse();
}

/** Signs `data` as `minisign -S -t TRUSTED_COMMENT` does (prehashed "ED"): the text of a .minisig file. */
export function signMinisign(data: Buffer, secret: SecretKey, trustedComment: string, untrustedComment: string): string {
  for (const comment of [trustedComment, untrustedComment])
    if (!/^[\x20-\x7e]*$/.test(comment)) throw new SignatureError('comments are one line of printable ASCII each');
  if (trustedComment.length > TRUSTED_COMMENT_MAX)
    throw new SignatureError(`the trusted comment is longer than minisign's ${TRUSTED_COMMENT_MAX} bytes`);
  const signature = sign(null, createHash('blake2b512').update(data).digest(), secret.key);
  const globalSignature = sign(null, Buffer.concat([signature, Buffer.from(trustedComment, 'utf8')]), secret.key);
  const signatureLine = Buffer.concat([Buffer.from('ED', 'latin1'), keyIdBytes(secret.keyId), signature]).toString('base64');
  return (
    `${COMMENT_PREFIX}${untrustedComment}\n${signatureLine}\n` +
    `${TRUSTED_PREFIX}${trustedComment}\n${globalSignature.toString('base64')}\n`
  );
}

/**
 * Verifies a one-block .minisig file over `data` against any of `keys`, as `minisign -V` does, after reading it in its
 * canonical form (canonical.ts). Throws a SignatureError (or a NonCanonicalError) saying which part failed.
 */
export function verifyMinisign(
  data: Buffer,
  signature: Buffer | string,
  keys: readonly PublicKey[],
  file = 'the signature file',
): VerifiedSignature {
  return verifyBlock(data, signatureFileBlocks(signature, file)[0]!, keys);
}

/** The key id a signature block names. */
export function blockKeyId(block: SignatureBlock): string {
  return formatKeyId(block.signature.subarray(2, 10));
}

/**
 * Verifies one signature block: the key id picks the key, the signature covers the file (or its BLAKE2b-512), the
 * global signature covers the signature and the trusted comment.
 */
export function verifyBlock(data: Buffer, block: SignatureBlock, keys: readonly PublicKey[]): VerifiedSignature {
  const algorithm = block.signature.subarray(0, 2).toString('latin1');
  const keyId = blockKeyId(block);
  const key = keys.find((candidate) => candidate.keyId === keyId);
  if (!key)
    throw new SignatureError(
      `it is signed by key ${keyId}, which is not a trusted key (trusted: ${keys.map((candidate) => candidate.keyId).join(', ')})`,
    );
  const signature = block.signature.subarray(10);
  const message = algorithm === 'ED' ? createHash('blake2b512').update(data).digest() : data;
  if (!verify(null, message, key.key, signature))
    throw new SignatureError(
      `the signature by key ${keyId} does not match the file: it was changed after signing, or the signature belongs to another file`,
    );
  const trustedComment = block.trustedComment;
  if (!verify(null, Buffer.concat([signature, Buffer.from(trustedComment, 'latin1')]), key.key, block.globalSignature))
    throw new SignatureError(`the trusted comment was changed after signing (its global signature by key ${keyId} does not verify)`);
  return { keyId, trustedComment };
}
