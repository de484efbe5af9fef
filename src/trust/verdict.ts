// The host's algorithm of docs/trust.md over the files of a site: the key list signed by the pinned root
// (a threshold of its keys), the timestamp and the index signed by a release key the list certifies, each
// statement no older than the host holds and not expired, and the timestamp tying the index and status.json
// together. Every problem names the rule it breaks; nothing here throws on bad input.

import { sha256Hex } from '../system/hash.ts';
import {
  KEY_LIST_MAX_BYTES,
  MAX_SIGNATURE_BLOCKS,
  type SignatureBlock,
  signatureFileBlocks,
  TIMESTAMP_MAX_BYTES,
  trustJson,
} from './canonical.ts';
import { KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, SIGNATURE_FILE, TIMESTAMP_FILE, TIMESTAMP_SIGNATURE_FILE } from './files.ts';
import { blockKeyId, type PublicKey, parsePublicKeyLine, type VerifiedSignature, verifyBlock } from './minisign.ts';
import { CLOCK_SKEW_MS, isoTime, parseStatement, type Statement, staleness, verifyStatement } from './statements.ts';

/** What a host pins: the root keys and how many of them must sign a key list. */
export interface Root {
  threshold: number;
  keys: PublicKey[];
}

/** The versions a host holds from its last successful check (none on a first check). */
export interface HeldVersions {
  keys?: number;
  index?: number;
  timestamp?: number;
}

interface ReleaseKey {
  key: PublicKey;
  expires: Date;
}

export interface KeyList {
  root: Root;
  release: ReleaseKey[];
  revoked: PublicKey[];
}

interface Timestamp {
  index: { version: number; sha256: string };
  status: { sha256: string | null };
}

export interface TrustFiles {
  index: Buffer;
  indexSignature?: Buffer;
  keyList?: Buffer;
  keyListSignature?: Buffer;
  timestamp?: Buffer;
  timestampSignature?: Buffer;
  status?: Buffer;
}

export interface TrustProblem {
  rule: string;
  file: string;
  message: string;
}

export interface TrustVerdict {
  problems: TrustProblem[];
  /** The keys an index signature is checked with: certified and revoked release keys (revoked ones fail site-release-key). */
  signingKeys: PublicKey[];
  /** The index's signer is already refused (no trusted key list, or site-release-key): site-signature says nothing more. */
  signerRefused: boolean;
  /** What a host that accepts this site holds afterwards: its root (a new one after a rotation) and the versions. */
  root: Root;
  versions: HeldVersions;
}

function publicKey(line: unknown, where: string): PublicKey {
  if (typeof line !== 'string') throw new Error(`${where} is not a minisign public key line`);
  try {
    return parsePublicKeyLine(line, where);
  } catch (error) {
    throw new Error((error as Error).message);
  }
}

function time(value: unknown, where: string): Date {
  const parsed = isoTime(value);
  if (!parsed) throw new Error(`${where} is not an ISO time in UTC (YYYY-MM-DDTHH:MM:SS[.mmm]Z)`);
  return parsed;
}

/** A list of keys in which no key appears twice. */
function distinctKeys(keys: PublicKey[], where: string): PublicKey[] {
  const twice = keys.find((key, at) => keys.findIndex((other) => other.keyId === key.keyId) !== at);
  if (twice) throw new Error(`${where} lists key ${twice.keyId} twice`);
  return keys;
}

/**
 * `{"root": {"threshold", "keys": [line]}, "release": [{"key": line, "expires"}], "revoked": [{"key": line}]}`, in its
 * canonical form (canonical.ts); throws one sentence.
 */
export function parseKeyList(bytes: Buffer): KeyList {
  const data: { root?: { threshold?: unknown; keys?: unknown }; release?: unknown; revoked?: unknown } = trustJson(
    bytes,
    KEY_LIST_FILE,
    KEY_LIST_MAX_BYTES,
  );
  const rootKeys = data?.root?.keys;
  const threshold = data?.root?.threshold;
  if (!Array.isArray(rootKeys) || rootKeys.length === 0) throw new Error('root.keys is not a list of root public keys');
  if (!Number.isInteger(threshold) || (threshold as number) < 1 || (threshold as number) > rootKeys.length)
    throw new Error(`root.threshold must be an integer from 1 to the number of root keys (${rootKeys.length})`);
  if (!Array.isArray(data.release)) throw new Error('release is not a list of {key, expires}');
  if (data.revoked !== undefined && !Array.isArray(data.revoked)) throw new Error('revoked is not a list of {key}');
  const release = data.release.map((entry: { key?: unknown; expires?: unknown }, at: number) => ({
    key: publicKey(entry?.key, `release[${at}].key`),
    expires: time(entry?.expires, `release[${at}].expires`),
  }));
  const revoked = ((data.revoked as { key?: unknown }[] | undefined) ?? []).map((entry, at) => publicKey(entry?.key, `revoked[${at}].key`));
  distinctKeys(
    release.map((entry) => entry.key),
    'release',
  );
  const root = rootKeys.map((line, at) => publicKey(line, `root.keys[${at}]`));
  return {
    root: { threshold: threshold as number, keys: distinctKeys(root, 'root.keys') },
    release,
    revoked: distinctKeys(revoked, 'revoked'),
  };
}

function parseTimestamp(bytes: Buffer): Timestamp {
  const data = trustJson(bytes, TIMESTAMP_FILE, TIMESTAMP_MAX_BYTES) as unknown as Timestamp;
  const hex = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
  if (!Number.isInteger(data?.index?.version) || !hex(data.index.sha256) || !(data.status?.sha256 === null || hex(data.status?.sha256)))
    throw new Error('it is not {"index": {"version", "sha256"}, "status": {"sha256" or null}}');
  return data;
}

const sameRoot = (a: Root, b: Root) =>
  a.threshold === b.threshold &&
  a.keys
    .map((key) => key.keyId)
    .sort()
    .join() ===
    b.keys
      .map((key) => key.keyId)
      .sort()
      .join();

/** The statements of `root`'s distinct keys among the signature blocks that verify; problems of the others are ignored. */
function rootStatements(data: Buffer, blocks: readonly SignatureBlock[], root: Root): Statement[] {
  const byKey = new Map<string, Statement>();
  for (const block of blocks) {
    try {
      const statement = verifyStatement(data, block, root.keys, 'keys');
      byKey.set(statement.keyId, statement);
    } catch {}
  }
  return [...byKey.values()];
}

/** Step 2 of the algorithm: the key list, against the pinned root (and, when it rotates the root, the new one too). */
export function judgeKeyList(files: TrustFiles, pinned: Root, held: HeldVersions, now: Date, problems: TrustProblem[]) {
  const at = (message: string, rule = 'site-key-list') => {
    problems.push({ rule, file: KEY_LIST_FILE, message });
    return undefined;
  };
  if (!files.keyList || !files.keyListSignature) return at(`the key list (${KEY_LIST_FILE} and ${KEY_LIST_SIGNATURE_FILE}) is not served`);
  let list: KeyList;
  try {
    list = parseKeyList(files.keyList);
  } catch (error) {
    return at(`the key list cannot be read: ${(error as Error).message}`);
  }
  let blocks: SignatureBlock[];
  try {
    blocks = signatureFileBlocks(files.keyListSignature, KEY_LIST_SIGNATURE_FILE, MAX_SIGNATURE_BLOCKS);
  } catch (error) {
    return at(`the key list's signature cannot be read: ${(error as Error).message}`);
  }
  const byPinned = rootStatements(files.keyList, blocks, pinned);
  if (byPinned.length < pinned.threshold)
    return at(
      `the key list is signed by ${byPinned.length} of the pinned root keys (${pinned.keys.map((key) => key.keyId).join(', ')}); ` +
        `${pinned.threshold} must sign${sameRoot(list.root, pinned) ? '' : ": a new root without the old root's signature is refused"}`,
    );
  if (!sameRoot(list.root, pinned) && rootStatements(files.keyList, blocks, list.root).length < list.root.threshold)
    return at(`the key list rotates the root, but ${list.root.threshold} of the new root keys must sign it too`);
  const statement = byPinned[0]!;
  if (byPinned.some((other) => other.version !== statement.version || other.expires.getTime() !== statement.expires.getTime()))
    return at('the root signatures of the key list disagree on its version or expiry');
  const stale = staleness(statement, `the key list`, now, held.keys);
  if (stale) return at(stale.message, stale.rule);
  return { list, statement };
}

/** The release key a signature block is by, or a problem: unknown, revoked or past its certification. */
function certifiedKey(block: SignatureBlock, list: KeyList, keyListVersion: number, now: Date): { key: PublicKey } | { problem: string } {
  const keyId = blockKeyId(block);
  if (list.revoked.some((key) => key.keyId === keyId))
    return { problem: `it is signed by key ${keyId}, which key list version ${keyListVersion} revokes` };
  const entry = list.release.find((candidate) => candidate.key.keyId === keyId);
  if (!entry) return { problem: `it is signed by key ${keyId}, which key list version ${keyListVersion} does not certify` };
  if (now.getTime() > entry.expires.getTime() + CLOCK_SKEW_MS)
    return { problem: `it is signed by key ${keyId}, whose certification expired at ${entry.expires.toISOString()}` };
  return { key: entry.key };
}

/** A statement by a certified release key: the signature, its role, its version against the held one and its expiry. */
function releaseStatement(
  what: { data: Buffer; signature: Buffer; signatureFile: string; role: string; file: string; name: string; held?: number },
  list: KeyList,
  keyListVersion: number,
  now: Date,
  verdict: TrustVerdict,
  formatRule: string,
): Statement | undefined {
  let block: SignatureBlock;
  try {
    block = signatureFileBlocks(what.signature, what.signatureFile)[0]!;
  } catch (error) {
    // The index's own signature is site-signature's to report, once.
    if (what.role !== 'index')
      verdict.problems.push({
        rule: formatRule,
        file: what.file,
        message: `${what.name}'s signature cannot be read: ${(error as Error).message}`,
      });
    return undefined;
  }
  const certified = certifiedKey(block, list, keyListVersion, now);
  if ('problem' in certified) {
    if (what.role === 'index') verdict.signerRefused = true;
    verdict.problems.push({ rule: 'site-release-key', file: what.file, message: `${what.name}: ${certified.problem}` });
    return undefined;
  }
  let verified: VerifiedSignature;
  try {
    verified = verifyBlock(what.data, block, [certified.key]);
  } catch (error) {
    // The index's own signature is site-signature's to report, once.
    if (what.role !== 'index')
      verdict.problems.push({
        rule: 'site-timestamp',
        file: what.file,
        message: `${what.name} does not verify: ${(error as Error).message}`,
      });
    return undefined;
  }
  let statement: Statement;
  try {
    statement = parseStatement(verified.trustedComment, verified.keyId, what.role);
  } catch (error) {
    verdict.problems.push({ rule: formatRule, file: what.file, message: `${what.name}: ${(error as Error).message}` });
    return undefined;
  }
  const stale = staleness(statement, what.name, now, what.held);
  if (stale) verdict.problems.push({ rule: stale.rule, file: what.file, message: stale.message });
  return statement;
}

/** The host's verdict on a site's trust files; see docs/trust.md, "The host's algorithm". */
export function judgeTrust(files: TrustFiles, pinned: Root, held: HeldVersions, now: Date): TrustVerdict {
  const problems: TrustProblem[] = [];
  const verdict: TrustVerdict = { problems, signingKeys: [], signerRefused: true, root: pinned, versions: { ...held } };
  const keyList = judgeKeyList(files, pinned, held, now, problems);
  if (!keyList) return verdict;
  const { list, statement } = keyList;
  verdict.root = list.root;
  verdict.versions.keys = statement.version;
  verdict.signingKeys = [...list.release.map((entry) => entry.key), ...list.revoked];
  verdict.signerRefused = false;
  const index = files.indexSignature
    ? releaseStatement(
        {
          data: files.index,
          signature: files.indexSignature,
          signatureFile: SIGNATURE_FILE,
          role: 'index',
          file: SIGNATURE_FILE,
          name: 'the index',
          held: held.index,
        },
        list,
        statement.version,
        now,
        verdict,
        'site-signature',
      )
    : undefined;
  if (!files.timestamp || !files.timestampSignature) {
    problems.push({
      rule: 'site-timestamp',
      file: TIMESTAMP_FILE,
      message: `the timestamp (${TIMESTAMP_FILE} and its .minisig) is not served`,
    });
    return verdict;
  }
  const timestampStatement = releaseStatement(
    {
      data: files.timestamp,
      signature: files.timestampSignature,
      signatureFile: TIMESTAMP_SIGNATURE_FILE,
      role: 'timestamp',
      file: TIMESTAMP_FILE,
      name: 'the timestamp',
      held: held.timestamp,
    },
    list,
    statement.version,
    now,
    verdict,
    'site-timestamp',
  );
  if (!timestampStatement) return verdict;
  let timestamp: Timestamp;
  try {
    timestamp = parseTimestamp(files.timestamp);
  } catch (error) {
    problems.push({ rule: 'site-timestamp', file: TIMESTAMP_FILE, message: `the timestamp cannot be read: ${(error as Error).message}` });
    return verdict;
  }
  const mix = (message: string) => problems.push({ rule: 'site-timestamp', file: TIMESTAMP_FILE, message });
  if (index && (timestamp.index.version !== index.version || timestamp.index.sha256 !== sha256Hex(files.index)))
    mix(
      `the timestamp names index version ${timestamp.index.version} (sha256 ${timestamp.index.sha256.slice(0, 12)}…), ` +
        `but the served index is version ${index.version} (sha256 ${sha256Hex(files.index).slice(0, 12)}…)`,
    );
  const status = files.status ? sha256Hex(files.status) : null;
  if (status !== timestamp.status.sha256)
    mix(
      timestamp.status.sha256 === null
        ? 'a status.json is served, but the timestamp names none'
        : status === null
          ? 'the timestamp names a status.json, but none is served'
          : `the served status.json (sha256 ${status.slice(0, 12)}…) is not the one the timestamp names (${timestamp.status.sha256.slice(0, 12)}…)`,
    );
  if (index) verdict.versions.index = index.version;
  verdict.versions.timestamp = timestampStatement.version;
  return verdict;
}
