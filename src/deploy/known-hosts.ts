import { createHash, createHmac } from 'node:crypto';
import { SetupError } from '../findings/errors.ts';

/** A host key the deploy trusts: its type and its public key blob, as the SSH wire format carries it. */
export interface PinnedKey {
  type: string;
  blob: Buffer;
}

// Host key types ssh2 can verify, and the signature algorithms to offer for each: an RSA key signs
// with rsa-sha2-*, so pinning an RSA key must offer those, not only the "ssh-rsa" name.
const ALGORITHMS_BY_KEY_TYPE: Record<string, string[]> = {
  'ssh-ed25519': ['ssh-ed25519'],
  'ecdsa-sha2-nistp256': ['ecdsa-sha2-nistp256'],
  'ecdsa-sha2-nistp384': ['ecdsa-sha2-nistp384'],
  'ecdsa-sha2-nistp521': ['ecdsa-sha2-nistp521'],
  'ssh-rsa': ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'],
};

/** How known_hosts names a host: `host` on port 22, `[host]:port` otherwise. */
export function knownHostsName(host: string, port: number): string {
  return port === 22 ? host : `[${host}]:${port}`;
}

/** `SHA256:…` as `ssh-keygen -l` prints it. */
export function fingerprint(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/**
 * The keys that known_hosts text pins for host:port. Accepts `ssh-keyscan` output (plain or hashed
 * host names, several lines) and also a bare `type base64` public key, which then pins that key for
 * whatever host is configured. Refuses text that pins nothing for this host.
 */
export function pinnedKeysFor(text: string, host: string, port: number): PinnedKey[] {
  const name = knownHostsName(host, port);
  const keys: PinnedKey[] = [];
  const named: string[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    const where = `known-hosts line ${i + 1}`;
    if (fields[0]!.startsWith('@'))
      throw new SetupError(`${where}: the marker ${fields[0]} is not supported; give the host's own public key`);
    const bare = fields[0]! in ALGORITHMS_BY_KEY_TYPE;
    const [patterns, type, base64] = bare ? [undefined, fields[0]!, fields[1]] : [fields[0]!, fields[1], fields[2]];
    if (!type || !(type in ALGORITHMS_BY_KEY_TYPE)) {
      throw new SetupError(
        `${where}: unsupported or missing key type ${JSON.stringify(type ?? '')}; ` +
          `expected one of ${Object.keys(ALGORITHMS_BY_KEY_TYPE).join(', ')}`,
      );
    }
    const blob = Buffer.from(base64 ?? '', 'base64');
    if (!base64 || blobKeyType(blob) !== type) throw new SetupError(`${where}: the key is not a valid base64 ${type} public key`);
    if (patterns !== undefined && !matchesHost(patterns, host, port)) {
      named.push(patterns.startsWith('|') ? '(a hashed host name)' : patterns);
      continue;
    }
    keys.push({ type, blob });
  }
  if (keys.length === 0) {
    const hint = named.length ? ` (the text names ${named.join(', ')})` : '';
    throw new SetupError(
      `the known-hosts text pins no key for ${name}${hint}; ` +
        `get it with \`ssh-keyscan -p ${port} ${host}\` and check its fingerprint out of band`,
    );
  }
  return keys;
}

/** The host key signature algorithms to offer, so that the server presents a key we have pinned. */
export function hostKeyAlgorithms(keys: readonly PinnedKey[]): string[] {
  return [...new Set(keys.flatMap((key) => ALGORITHMS_BY_KEY_TYPE[key.type] ?? []))];
}

function blobKeyType(blob: Buffer): string | undefined {
  if (blob.length < 4) return undefined;
  const length = blob.readUInt32BE(0);
  return length + 4 <= blob.length ? blob.subarray(4, 4 + length).toString('latin1') : undefined;
}

/** OpenSSH host pattern matching: comma-separated patterns, `!` negation, `*`/`?` wildcards, `|1|salt|hash` hashes. */
function matchesHost(patterns: string, host: string, port: number): boolean {
  const name = knownHostsName(host, port);
  let matched = false;
  for (const pattern of patterns.split(',')) {
    const negated = pattern.startsWith('!');
    const body = negated ? pattern.slice(1) : pattern;
    if (!(body.startsWith('|1|') ? matchesHashed(body, name) : matchesWildcard(body, name))) continue;
    if (negated) return false;
    matched = true;
  }
  return matched;
}

function matchesHashed(pattern: string, name: string): boolean {
  const [, , salt, hash] = pattern.split('|');
  if (!salt || !hash) return false;
  return createHmac('sha1', Buffer.from(salt, 'base64')).update(name).digest('base64') === hash;
}

function matchesWildcard(pattern: string, name: string): boolean {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`, 'i').test(name);
}
