// The maintainer's key operations (`npm run keys`): the key list (keys.json) that root keys sign and that
// certifies the release keys CI signs with. Each operation returns the new key list and its signature text;
// a secret key is parsed in memory and never part of any output.

import { CatalogError } from '../findings/errors.ts';
import { MAX_SIGNATURE_BLOCKS, signatureFileBlocks } from './canonical.ts';
import { KEY_LIST_SIGNATURE_FILE } from './files.ts';
import { blockKeyId, formatKeyId, type PublicKey, parsePublicKeyLine, type SecretKey } from './minisign.ts';
import { type Statement, signStatement, verifyStatement } from './statements.ts';
import { type KeyList, parseKeyList, type Root } from './verdict.ts';

export const KEY_LIST_LIFETIME_MS = 365 * 86_400_000;
export const RELEASE_KEY_LIFETIME_MS = 365 * 86_400_000;

/** keys.json as written: key lines (minisign public key lines), ISO times. */
export interface KeyListDocument {
  root: { threshold: number; keys: string[] };
  release: { key: string; expires: string }[];
  revoked: { key: string }[];
}

interface SignedKeyList {
  json: string;
  signature: string;
  version: number;
}

function keyLine(key: PublicKey | SecretKey): string {
  const publicKey = 'publicKey' in key ? key.publicKey : key;
  const raw = Buffer.from(publicKey.key.export({ format: 'jwk' }).x!, 'base64url');
  const id = Buffer.from(publicKey.keyId.padStart(16, '0'), 'hex').reverse();
  return Buffer.concat([Buffer.from('Ed', 'latin1'), id, raw]).toString('base64');
}

/** The public key file of a key, as `minisign -G` writes it. */
export function publicKeyFile(key: PublicKey | SecretKey, comment: string): string {
  return `untrusted comment: ${comment} ${key.keyId}\n${keyLine(key)}\n`;
}

export function serializeKeyList(document: KeyListDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Reads a committed key list and the statement of its first root signature (its version and expiry). */
export function readKeyList(json: string, signature: string): { document: KeyListDocument; list: KeyList; statement: Statement } {
  let list: KeyList;
  try {
    list = parseKeyList(Buffer.from(json));
  } catch (error) {
    throw new CatalogError(`keys.json: ${(error as Error).message}`);
  }
  // After a rotation the first blocks are the old root's: the statement is the one by a key of the root it names.
  const blocks = signatureFileBlocks(Buffer.from(signature), KEY_LIST_SIGNATURE_FILE, MAX_SIGNATURE_BLOCKS);
  const byRoot = blocks.filter((block) => list.root.keys.some((key) => key.keyId === blockKeyId(block)));
  if (!byRoot.length) throw new CatalogError('keys.json.minisig holds no signature by a root key that keys.json names');
  const statement = verifyStatement(Buffer.from(json), byRoot[0]!, list.root.keys, 'keys');
  return { document: JSON.parse(json) as KeyListDocument, list, statement };
}

/**
 * Signs a key list with `signers`: they must include `threshold` keys of `signingRoot` (the root hosts pin now)
 * and, when the list names another root, `threshold` keys of that root too.
 */
export function signKeyList(
  document: KeyListDocument,
  version: number,
  expires: Date,
  signers: readonly SecretKey[],
  signingRoot: Root,
): SignedKeyList {
  const json = serializeKeyList(document);
  const ids = new Set(signers.map((signer) => signer.keyId));
  const enough = (root: Root) => root.keys.filter((key) => ids.has(key.keyId)).length >= root.threshold;
  const newRoot: Root = { threshold: document.root.threshold, keys: document.root.keys.map((line) => parsePublicKeyLine(line)) };
  if (!enough(signingRoot))
    throw new CatalogError(
      `the key list needs ${signingRoot.threshold} signature(s) of the current root (${signingRoot.keys.map((key) => key.keyId).join(', ')}); ` +
        `given: ${[...ids].join(', ') || 'none'}`,
    );
  if (!enough(newRoot)) throw new CatalogError(`the key list names a new root: ${newRoot.threshold} of its keys must sign it too`);
  const signature = signers.map((signer) => signStatement(Buffer.from(json), signer, { role: 'keys', version, expires })).join('');
  return { json, signature, version };
}

export function rootOf(document: KeyListDocument): Root {
  return { threshold: document.root.threshold, keys: document.root.keys.map((line) => parsePublicKeyLine(line)) };
}

/** Adds (or renews) a release key. */
export function certify(document: KeyListDocument, key: PublicKey, expires: Date): KeyListDocument {
  const line = keyLine(key);
  if (document.revoked.some((entry) => parsePublicKeyLine(entry.key).keyId === key.keyId))
    throw new CatalogError(`key ${key.keyId} was revoked: a revoked key is never certified again; make a new one`);
  const others = document.release.filter((entry) => parsePublicKeyLine(entry.key).keyId !== key.keyId);
  return { ...document, release: [...others, { key: line, expires: expires.toISOString() }] };
}

/** Moves a release key to `revoked`: every statement it signs is refused, whenever it was signed. */
export function revoke(document: KeyListDocument, keyId: string): KeyListDocument {
  const entry = document.release.find((candidate) => parsePublicKeyLine(candidate.key).keyId === keyId.toUpperCase());
  if (!entry)
    throw new CatalogError(
      `key ${keyId} is not a certified release key (certified: ${document.release.map((candidate) => parsePublicKeyLine(candidate.key).keyId).join(', ') || 'none'})`,
    );
  return {
    ...document,
    release: document.release.filter((candidate) => candidate !== entry),
    revoked: [...document.revoked, { key: entry.key }],
  };
}

export function withRoot(document: KeyListDocument, keys: readonly (PublicKey | SecretKey)[], threshold: number): KeyListDocument {
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > keys.length)
    throw new CatalogError(`the root threshold must be from 1 to the number of root keys (${keys.length})`);
  return { ...document, root: { threshold, keys: keys.map(keyLine) } };
}

/** What `npm run keys -- show` prints: never a secret, only public keys, ids and times. */
export function describeKeyList(document: KeyListDocument, statement: Statement, now: Date): string {
  const id = (line: string) => formatKeyId(Buffer.from(line, 'base64').subarray(2, 10));
  const lines = [
    `key list version ${statement.version}, expires ${statement.expires.toISOString()}`,
    `root: ${document.root.threshold} of ${document.root.keys.map(id).join(', ')}`,
    ...document.release.map(
      (entry) =>
        `release key ${id(entry.key)}: certified until ${entry.expires}${Date.parse(entry.expires) < now.getTime() ? ' (EXPIRED)' : ''}`,
    ),
    ...document.revoked.map((entry) => `revoked key ${id(entry.key)}`),
  ];
  return `${lines.join('\n')}\n`;
}
