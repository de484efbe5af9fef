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

/**
 * Every key of a minisign public key file: one or more pairs of an untrusted comment line and a key
 * line. Stock minisign reads only the first pair; the others are the second valid key of a rotation.
 */
export function parsePublicKeys(text: string): PublicKey[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const keys: PublicKey[] = [];
  for (const line of lines) {
    if (line.startsWith(COMMENT_PREFIX)) continue;
    const bytes = base64Line(line, 'public key', 42);
    if (bytes.subarray(0, 2).toString('latin1') !== 'Ed') throw new SignatureError('public key: not an Ed25519 minisign key');
    keys.push({ keyId: formatKeyId(bytes.subarray(2, 10)), key: ed25519Public(bytes.subarray(10)) });
  }
  if (keys.length === 0) throw new SignatureError('public key file holds no key');
  return keys;
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
    if (/[\r\n]/.test(comment)) throw new SignatureError('comments are one line each');
  const signature = sign(null, createHash('blake2b512').update(data).digest(), secret.key);
  const globalSignature = sign(null, Buffer.concat([signature, Buffer.from(trustedComment, 'utf8')]), secret.key);
  const signatureLine = Buffer.concat([Buffer.from('ED', 'latin1'), keyIdBytes(secret.keyId), signature]).toString('base64');
  return (
    `${COMMENT_PREFIX}${untrustedComment}\n${signatureLine}\n` +
    `${TRUSTED_PREFIX}${trustedComment}\n${globalSignature.toString('base64')}\n`
  );
}

/**
 * Verifies a .minisig text over `data` against any of `keys`, as `minisign -V` does: the key id picks
 * the key, the signature covers the file (or its BLAKE2b-512), the global signature covers the
 * signature and the trusted comment. Throws a SignatureError saying which part failed.
 */
export function verifyMinisign(data: Buffer, signatureText: string, keys: readonly PublicKey[]): VerifiedSignature {
  const lines = signatureText.split(/\r?\n/);
  if (!lines[0]?.startsWith(COMMENT_PREFIX) || !lines[2]?.startsWith(TRUSTED_PREFIX))
    throw new SignatureError(
      'the signature file is not in minisign format (untrusted comment, signature, trusted comment, global signature)',
    );
  const bytes = base64Line(lines[1], 'signature', 74);
  const algorithm = bytes.subarray(0, 2).toString('latin1');
  if (algorithm !== 'ED' && algorithm !== 'Ed') throw new SignatureError(`unknown signature algorithm ${JSON.stringify(algorithm)}`);
  const keyId = formatKeyId(bytes.subarray(2, 10));
  const key = keys.find((candidate) => candidate.keyId === keyId);
  if (!key)
    throw new SignatureError(
      `it is signed by key ${keyId}, which is not a trusted key (trusted: ${keys.map((candidate) => candidate.keyId).join(', ')})`,
    );
  const signature = bytes.subarray(10);
  const message = algorithm === 'ED' ? createHash('blake2b512').update(data).digest() : data;
  if (!verify(null, message, key.key, signature))
    throw new SignatureError(
      `the signature by key ${keyId} does not match the file: it was changed after signing, or the signature belongs to another file`,
    );
  const trustedComment = lines[2].slice(TRUSTED_PREFIX.length);
  const globalSignature = base64Line(lines[3], 'global signature', 64);
  if (!verify(null, Buffer.concat([signature, Buffer.from(trustedComment, 'utf8')]), key.key, globalSignature))
    throw new SignatureError(`the trusted comment was changed after signing (its global signature by key ${keyId} does not verify)`);
  return { keyId, trustedComment };
}
