// The timestamp re-signed twice for a site served by real Caddy, judged by check-site as a host pinning
// the root: a host holding the newer timestamp refuses the older one, an expired one is refused, and so
// is a status.json the timestamp does not name.

import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/system/hash.ts';
import { signIndex } from '../../src/trust/index-signature.ts';
import { certify, publicKeyFile, rootOf, signKeyList, withRoot } from '../../src/trust/key-list.ts';
import { parseSecretKey } from '../../src/trust/minisign.ts';
import { type CaddyServer, startCaddy } from './servers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'skald-timestamp-'));
const site = path.join(dir, 'site');
let caddy: CaddyServer;

const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ['scripts/run.cjs', script, ...args], {
    env: { PATH: process.env.PATH, NO_COLOR: '1', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout + error.stderr }),
  );

function key(name: string) {
  execFileSync('minisign', ['-G', '-W', '-p', path.join(dir, `${name}.pub`), '-s', path.join(dir, `${name}.key`)], { stdio: 'pipe' });
  return parseSecretKey(readFileSync(path.join(dir, `${name}.key`), 'utf8'));
}

beforeAll(async () => {
  cpSync(path.resolve('test/vectors/valid/site'), site, { recursive: true });
  const root = key('root');
  const release = key('release');
  const document = certify(
    withRoot({ root: { threshold: 1, keys: [] }, release: [], revoked: [] }, [root], 1),
    release.publicKey,
    new Date(Date.now() + 365 * 86_400_000),
  );
  const signed = signKeyList(document, 1, new Date(Date.now() + 365 * 86_400_000), [root], rootOf(document));
  writeFileSync(path.join(site, 'keys.json'), signed.json);
  writeFileSync(path.join(site, 'keys.json.minisig'), signed.signature);
  writeFileSync(path.join(dir, 'root.pub'), publicKeyFile(root, 'root key'));
  writeFileSync(path.join(site, 'connectors.pub'), publicKeyFile(release, 'release key'));
  // The keys are site pages the index signs (site_files): list the ones written here.
  const listed = JSON.parse(readFileSync(path.join(site, 'connectors.json'), 'utf8'));
  for (const page of ['connectors.pub', 'keys.json', 'keys.json.minisig']) {
    const bytes = readFileSync(path.join(site, page));
    listed.site_files[page] = { sha256: sha256Hex(bytes), size: bytes.length };
  }
  writeFileSync(path.join(site, 'connectors.json'), `${JSON.stringify(listed)}\n`);
  const index = readFileSync(path.join(site, 'connectors.json'));
  writeFileSync(path.join(site, 'connectors.json.minisig'), signIndex(index, release, new Date(), 'c0ffee1'));
  writeFileSync(path.join(dir, 'status-a.json'), '{"week":1}\n');
  caddy = await startCaddy(site);
});

afterAll(async () => {
  await caddy?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const versionOf = (signature: string) => Number(/ version:(\d+) /.exec(signature)![1]);

describe('the timestamp, re-signed by the weekly job', () => {
  it('re-signed twice: each passes; holding the second, the first is refused; expired and mixed-up ones are refused', async () => {
    const env = { DEPLOY_SIGNING_KEY: readFileSync(path.join(dir, 'release.key'), 'utf8') };
    const sign = async () => {
      const result = await run('timestamp', [caddy.url, '--status', path.join(dir, 'status-a.json'), '--out', site], env);
      expect(result.code, result.stdout).toBe(0);
      expect(result.stdout).toMatch(/^signed timestamp\.json: role:timestamp version:\d+ expires:\S+ key:[0-9A-F]+\n$/);
      expect(result.stdout).not.toContain(env.DEPLOY_SIGNING_KEY.split('\n')[1]);
      cpSync(path.join(dir, 'status-a.json'), path.join(site, 'status.json'));
      return readFileSync(path.join(site, 'timestamp.json.minisig'), 'utf8');
    };
    const check = async (held: object, extra: string[] = []) => {
      writeFileSync(path.join(dir, 'held.json'), JSON.stringify(held));
      const args = [caddy.url, '--keys', path.join(site, 'connectors.pub'), '--root', path.join(dir, 'root.pub')];
      return run('check-site', [...args, '--held-versions', path.join(dir, 'held.json'), ...extra]);
    };

    const first = await sign();
    const firstJson = readFileSync(path.join(site, 'timestamp.json'));
    expect((await check({})).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await sign();
    expect(versionOf(second)).toBeGreaterThan(versionOf(first));
    expect(await check({ timestamp: versionOf(first) })).toMatchObject({ code: 0 });

    writeFileSync(path.join(site, 'timestamp.json'), firstJson);
    writeFileSync(path.join(site, 'timestamp.json.minisig'), first);
    const rolledBack = await check({ timestamp: versionOf(second) });
    expect(rolledBack.code).toBe(1);
    expect(rolledBack.stdout).toContain(
      `the timestamp is version ${versionOf(first)}, older than version ${versionOf(second)} that the host holds.  [site-rollback]`,
    );

    const later = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const expired = await check({}, ['--now', later]);
    expect(expired.code).toBe(1);
    expect(expired.stdout).toMatch(/timestamp\.json +error +the timestamp expired at \S+ \(now \S+\)\. +\[site-expired\]/);

    writeFileSync(path.join(site, 'status.json'), '{"week":0}\n');
    const mixed = await check({});
    expect(mixed.code).toBe(1);
    expect(mixed.stdout).toMatch(
      /the served status\.json \(sha256 \w+…\) is not the one the timestamp names \(\w+…\)\. +\[site-timestamp\]/,
    );
  }, 180_000);
});
