// Writes the trust test vectors (docs/trust.md, "Test vectors"): signed fixture sites, each with the verdict a
// correct host reaches at the `now` the vector pins, so no vector goes stale as real time passes.
//   npx tsx test/vectors/generate.ts        (the keys in keys/ are test keys made by `minisign -G -W`; never use them)
// Ed25519 signatures are deterministic: running it again rewrites the same bytes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signIndex } from '../../src/trust/index-signature.ts';
import { parseSecretKey, type SecretKey } from '../../src/trust/minisign.ts';
import { signStatement } from '../../src/trust/statements.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const DAY = 86_400_000;

function key(name: string): { secret: SecretKey; publicText: string; line: string } {
  const base = path.join(here, 'keys', name);
  if (!existsSync(`${base}.key`)) {
    mkdirSync(path.dirname(base), { recursive: true });
    execFileSync('minisign', ['-G', '-W', '-p', `${base}.pub`, '-s', `${base}.key`], { stdio: 'pipe' });
  }
  const publicText = readFileSync(`${base}.pub`, 'utf8');
  return { secret: parseSecretKey(readFileSync(`${base}.key`, 'utf8')), publicText, line: publicText.trim().split('\n')[1]! };
}

const rootA = key('root-a');
const rootB = key('root-b');
const release1 = key('release-1');
const release2 = key('release-2');
const uncertified = key('uncertified');

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const server = 'print("demo")\n';
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';
const files = [
  { path: 'server.py', sha256: sha256(server), size: server.length },
  { path: 'icon.svg', sha256: sha256(icon), size: icon.length },
];

/** The index: the one connector, and the site's own pages it signs (site_files), each by sha256 and size. */
function index(release: string, pages: Record<string, string>): string {
  const entry = { id: 'demo', folder: 'demo', icon_small: 'demo/icon.svg', icon_large: 'demo/icon.svg', files, release };
  const siteFiles = Object.fromEntries(
    Object.keys(pages)
      .sort()
      .map((page) => [page, { sha256: sha256(pages[page]!), size: Buffer.byteLength(pages[page]!) }]),
  );
  return `${JSON.stringify({ version: 1, connectors: [entry], site_files: siteFiles })}\n`;
}

interface KeyListSpec {
  version: number;
  root: { keys: (typeof rootA)[]; threshold: number };
  release: (typeof release1)[];
  revoked?: (typeof release1)[];
  signers: (typeof rootA)[];
}

function keyList(spec: KeyListSpec): { json: string; signature: string } {
  const json = `${JSON.stringify(
    {
      root: { threshold: spec.root.threshold, keys: spec.root.keys.map((k) => k.line) },
      release: spec.release.map((k) => ({ key: k.line, expires: '2027-06-01T00:00:00Z' })),
      revoked: (spec.revoked ?? []).map((k) => ({ key: k.line })),
    },
    null,
    2,
  )}\n`;
  const signature = spec.signers
    .map((signer) =>
      signStatement(Buffer.from(json), signer.secret, { role: 'keys', version: spec.version, expires: new Date('2027-01-01T00:00:00Z') }),
    )
    .join('');
  return { json, signature };
}

interface SiteSpec {
  keys: KeyListSpec;
  released: string;
  indexBy: typeof release1;
  timestampBy?: typeof release1;
  timestampAt: string;
  status: string;
  /** The status.json the timestamp names, when it is not the served one (mix-and-match). */
  signedStatus?: string;
}

interface Vector {
  description: string;
  now: string;
  threshold: number;
  held: { keys?: number; index?: number; timestamp?: number };
  verdict: 'pass' | 'fail';
  rules: string[];
}

function writeVector(name: string, site: SiteSpec, vector: Vector): void {
  const dir = path.join(here, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'site', 'demo'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(dir, 'site', file), text);
  const list = keyList(site.keys);
  const released = new Date(site.released);
  const pages = { 'connectors.pub': site.indexBy.publicText, 'keys.json': list.json, 'keys.json.minisig': list.signature };
  const indexText = index(site.released, pages);
  for (const [page, text] of Object.entries(pages)) write(page, text);
  write('connectors.json', indexText);
  write('connectors.json.minisig', signIndex(Buffer.from(indexText), site.indexBy.secret, released, 'c0ffee1'));
  write('demo/server.py', server);
  write('demo/icon.svg', icon);
  write('status.json', site.status);
  const timestamp = `${JSON.stringify({
    index: { version: released.getTime(), sha256: sha256(indexText) },
    status: { sha256: sha256(site.signedStatus ?? site.status) },
  })}\n`;
  const at = new Date(site.timestampAt);
  write('timestamp.json', timestamp);
  write(
    'timestamp.json.minisig',
    signStatement(Buffer.from(timestamp), (site.timestampBy ?? site.indexBy).secret, {
      role: 'timestamp',
      version: at.getTime(),
      expires: new Date(at.getTime() + 14 * DAY),
    }),
  );
  writeFileSync(path.join(dir, 'root.pub'), rootA.publicText);
  writeFileSync(path.join(dir, 'vector.json'), `${JSON.stringify(vector, null, 2)}\n`);
}

const keysV1: KeyListSpec = { version: 1, root: { keys: [rootA], threshold: 1 }, release: [release1], signers: [rootA] };
const revokedV2: KeyListSpec = {
  version: 2,
  root: { keys: [rootA], threshold: 1 },
  release: [release2],
  revoked: [release1],
  signers: [rootA],
};
const rotatedRoot = (signers: (typeof rootA)[]): KeyListSpec => ({
  version: 2,
  root: { keys: [rootB], threshold: 1 },
  release: [release1],
  signers,
});
const current: SiteSpec = {
  keys: keysV1,
  released: '2026-06-10T12:00:00.000Z',
  indexBy: release1,
  timestampAt: '2026-06-14T05:17:00.000Z',
  status: '{"week":24}\n',
};
const now = '2026-06-15T00:00:00.000Z';
const held = { keys: 1, index: Date.parse('2026-06-10T12:00:00.000Z'), timestamp: Date.parse('2026-06-07T05:17:00.000Z') };
const base = { now, threshold: 1, held };

writeVector('valid', current, { ...base, description: 'the current release, timestamp re-signed this week', verdict: 'pass', rules: [] });
writeVector('first-fetch', current, { ...base, held: {}, description: 'a host that holds nothing yet', verdict: 'pass', rules: [] });
writeVector('expired', current, {
  ...base,
  now: '2026-06-29T00:00:00.000Z',
  description: 'a frozen site: the timestamp expired (14 days after 2026-06-14T05:17Z), nothing re-signed it',
  verdict: 'fail',
  rules: ['site-expired'],
});
writeVector(
  'rolled-back',
  { ...current, released: '2026-06-01T12:00:00.000Z', timestampAt: '2026-06-07T05:17:00.000Z' },
  {
    ...base,
    held: { ...held, timestamp: Date.parse('2026-06-14T05:17:00.000Z') },
    description: 'an older signed release and its still-valid timestamp, served to a host that holds the newer ones',
    verdict: 'fail',
    rules: ['site-rollback'],
  },
);
writeVector(
  'mix-and-match',
  { ...current, status: '{"week":22}\n', signedStatus: '{"week":24}\n' },
  {
    ...base,
    description: 'status.json of another week beside the current index: the timestamp names another status.json',
    verdict: 'fail',
    rules: ['site-timestamp'],
  },
);
writeVector(
  'uncertified-key',
  { ...current, indexBy: uncertified },
  {
    ...base,
    description: 'index and timestamp signed by a key the key list does not certify (a key appended to connectors.pub)',
    verdict: 'fail',
    rules: ['site-release-key'],
  },
);
writeVector(
  'revoked-key',
  { ...current, keys: revokedV2 },
  {
    ...base,
    description: 'key list version 2 revokes release-1; an index and timestamp it signed are refused',
    verdict: 'fail',
    rules: ['site-release-key'],
  },
);
writeVector(
  'revoked-then-new-key',
  { ...current, keys: revokedV2, indexBy: release2 },
  {
    ...base,
    description: "after the revocation, the new release key's index and timestamp pass",
    verdict: 'pass',
    rules: [],
  },
);
writeVector('frozen-key-list', current, {
  ...base,
  held: { ...held, keys: 2 },
  description: 'key list version 1 served to a host that holds version 2 (an undone revocation)',
  verdict: 'fail',
  rules: ['site-rollback'],
});
writeVector(
  'root-rotation',
  { ...current, keys: rotatedRoot([rootA, rootB]) },
  {
    ...base,
    description: 'the key list names a new root, signed by the old root and the new one: a host pinning the old root accepts it',
    verdict: 'pass',
    rules: [],
  },
);
writeVector(
  'root-rotation-unsigned',
  { ...current, keys: rotatedRoot([rootB]) },
  {
    ...base,
    description: "the key list names a new root, signed only by the new root: without the old root's signature it is refused",
    verdict: 'fail',
    rules: ['site-key-list'],
  },
);
