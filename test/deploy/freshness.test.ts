// Freshness end to end with the real sshd and Caddy (served as docs/ci.md configures it: the release at the web
// root, status.json and the timestamp from the releases directory): a release is accepted at once by a host
// pinning the root, the timestamp is re-signed twice through what the weekly job runs (publishFreshness over
// SSH) without touching the release, and a host refuses an older timestamp, an expired one and a status.json
// the timestamp does not name.

import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { deploySite } from '../../src/deploy/deploy.ts';
import { publishFreshness } from '../../src/deploy/freshness.ts';
import { ServerSession } from '../../src/deploy/ssh.ts';
import { certify, publicKeyFile, rootOf, signKeyList, withRoot } from '../../src/trust/key-list.ts';
import { parsePublicKeys, parseSecretKey } from '../../src/trust/minisign.ts';
import { changeConnector, releaseKeys, settingsFor, sha256, writeSiteCatalog } from './fixture.ts';
import { deployUserDir, type SshServer, startCaddy, startSshd } from './servers.ts';

const work = mkdtempSync(path.join(tmpdir(), 'skald-freshness-'));
const cleanups: (() => Promise<unknown>)[] = [];
let sshd: SshServer;
let siteUrl: string;
let webRoot: string;
let base: string;
let catalogDir: string;

beforeAll(async () => {
  sshd = await startSshd();
  const home = await deployUserDir('skald-fresh-www-');
  cleanups.push(() => rm(home, { recursive: true, force: true }));
  webRoot = path.join(home, 'connectors.example');
  base = `${webRoot}.releases`;
  const site = await writeSiteCatalog(['alpha'], 'r1');
  cleanups.push(site.cleanup);
  catalogDir = site.dir;
  // The trust root a host pins: a root key that certifies the fixture's release key.
  execFileSync('minisign', ['-G', '-W', '-p', path.join(work, 'root.pub'), '-s', path.join(work, 'root.key')], { stdio: 'pipe' });
  const root = parseSecretKey(readFileSync(path.join(work, 'root.key'), 'utf8'));
  const release = parsePublicKeys(releaseKeys().primary.publicKey)[0]!;
  const year = new Date(Date.now() + 365 * 86_400_000);
  const document = certify(withRoot({ root: { threshold: 1, keys: [] }, release: [], revoked: [] }, [root], 1), release, year);
  const signed = signKeyList(document, 1, year, [root], rootOf(document));
  writeFileSync(path.join(catalogDir, 'root.pub'), publicKeyFile(root, 'root key'));
  writeFileSync(path.join(catalogDir, 'keys.json'), signed.json);
  writeFileSync(path.join(catalogDir, 'keys.json.minisig'), signed.signature);
  // The trust root's files are site pages the index signs: compile again with them.
  writeFileSync(path.join(catalogDir, 'connectors.json'), (await compileCatalog(await loadCatalog(catalogDir))).text!);
  const caddy = await startCaddy(webRoot, { releasesDir: base });
  cleanups.push(caddy.stop);
  siteUrl = caddy.url;
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await sshd?.stop();
  await rm(work, { recursive: true, force: true });
});

/** check-site as a host pinning root.pub and holding `held`; the exit code and the rule ids it reports. */
async function hostCheck(held: object, extra: string[] = []): Promise<{ code: number; rules: string[]; output: string }> {
  writeFileSync(path.join(work, 'held.json'), JSON.stringify(held));
  const args = [
    'scripts/run.cjs',
    'check-site',
    siteUrl,
    '--keys',
    path.join(catalogDir, 'connectors.pub'),
    '--root',
    path.join(work, 'root.pub'),
  ];
  const result = await promisify(execFile)(process.execPath, [...args, '--held-versions', path.join(work, 'held.json'), ...extra], {
    env: { PATH: process.env.PATH, NO_COLOR: '1' },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
  return { ...result, rules: [...new Set([...result.output.matchAll(/\[(site-[a-z-]+)\]/g)].map((match) => match[1]!))].sort() };
}

const served = async (file: string) => Buffer.from(await (await fetch(`${siteUrl}/${file}`)).arrayBuffer());
const versionOf = (signature: Buffer) => Number(/ version:(\d+) /.exec(signature.toString('utf8'))![1]);
/** Every path, inode, size and mtime under the release: equal snapshots mean the release was not touched. */
const releaseSnapshot = (id: string) =>
  execFileSync('find', [path.join(base, 'releases', id), '-printf', '%p %y %i %s %T@\n'], { encoding: 'utf8' })
    .split('\n')
    .sort()
    .join('\n');

/** What the weekly timestamp job runs (actions/publish-status): over SSH, under the deploy lease. */
async function weeklyPublish(status: string) {
  const settings = await settingsFor(sshd, webRoot);
  const session = await ServerSession.open(settings.target);
  try {
    return await publishFreshness(session, settings, Buffer.from(status), parseSecretKey(releaseKeys().primary.secretKey), () => undefined);
  } finally {
    session.close();
  }
}

describe('freshness over SSH (real sshd, real Caddy)', () => {
  it('release, re-sign twice, refuse older, expired and mixed-up timestamps; a new release is accepted at once', async () => {
    const first = await deploySite({ catalogDir, settings: await settingsFor(sshd, webRoot) });
    const releaseId = first.releaseId;
    const afterRelease = await hostCheck({});
    expect(afterRelease, afterRelease.output).toMatchObject({ code: 0, rules: [] });
    const releaseTimestamp = await served('timestamp.json.minisig');
    const named = JSON.parse((await served('timestamp.json')).toString('utf8'));
    expect(named).toEqual({
      index: { version: versionOf(await served('connectors.json.minisig')), sha256: sha256(await served('connectors.json')) },
      status: { sha256: null },
    });
    const untouched = releaseSnapshot(releaseId);

    const statusA = '{"generated_at":"week 1"}\n';
    const resignedOnce = await weeklyPublish(statusA);
    expect(resignedOnce.releaseId).toBe(releaseId);
    const timestampA = { json: await served('timestamp.json'), signature: await served('timestamp.json.minisig') };
    expect(versionOf(timestampA.signature)).toBeGreaterThan(versionOf(releaseTimestamp));
    expect((await served('status.json')).toString('utf8')).toBe(statusA);
    expect(await hostCheck({ timestamp: versionOf(releaseTimestamp) })).toMatchObject({ code: 0, rules: [] });

    const statusB = '{"generated_at":"week 2"}\n';
    await weeklyPublish(statusB);
    const timestampB = await served('timestamp.json.minisig');
    expect(versionOf(timestampB)).toBeGreaterThan(versionOf(timestampA.signature));
    expect(JSON.parse((await served('timestamp.json')).toString('utf8')).status.sha256).toBe(sha256(statusB));
    expect(await hostCheck({ timestamp: versionOf(timestampA.signature) })).toMatchObject({ code: 0, rules: [] });
    // The release itself: same id served, same files, inodes and times.
    expect(readlinkSync(webRoot)).toBe(path.join(base, 'releases', releaseId, 'site'));
    expect(releaseSnapshot(releaseId)).toBe(untouched);

    const expired = await hostCheck({}, ['--now', new Date(Date.now() + 15 * 86_400_000).toISOString()]);
    expect(expired, expired.output).toMatchObject({ code: 1, rules: ['site-expired'] });
    expect(expired.output).toContain('the timestamp expired at');

    // A status.json of another week (or release) beside this timestamp.
    const fresh = path.join(base, 'fresh');
    writeFileSync(path.join(fresh, 'status.json'), statusA);
    const mixed = await hostCheck({});
    expect(mixed, mixed.output).toMatchObject({ code: 1, rules: ['site-timestamp'] });

    // Week 1's files served again, consistent with each other, to a host that holds week 2's timestamp.
    writeFileSync(path.join(fresh, 'timestamp.json'), timestampA.json);
    writeFileSync(path.join(fresh, 'timestamp.json.minisig'), timestampA.signature);
    expect(await hostCheck({})).toMatchObject({ code: 0, rules: [] });
    const rolledBack = await hostCheck({ timestamp: versionOf(timestampB) });
    expect(rolledBack, rolledBack.output).toMatchObject({ code: 1, rules: ['site-rollback'] });
    expect(rolledBack.output).toContain(`older than version ${versionOf(timestampB)} that the host holds`);
    await weeklyPublish(statusB);

    // The next release signs a timestamp for its own index at once, keeping the served status.json.
    const indexVersion = versionOf(await served('connectors.json.minisig'));
    await changeConnector(catalogDir, 'alpha', 'r2');
    const second = await deploySite({ catalogDir, settings: await settingsFor(sshd, webRoot) });
    expect(second.releaseId).not.toBe(releaseId);
    const newIndexVersion = versionOf(await served('connectors.json.minisig'));
    expect(newIndexVersion).toBeGreaterThan(indexVersion);
    expect(JSON.parse((await served('timestamp.json')).toString('utf8'))).toEqual({
      index: { version: newIndexVersion, sha256: sha256(await served('connectors.json')) },
      status: { sha256: sha256(statusB) },
    });
    const held = { keys: 1, index: indexVersion, timestamp: versionOf(timestampB) };
    expect(await hostCheck(held)).toMatchObject({ code: 0, rules: [] });
    // Nothing of older publications is left beside the live files.
    expect(
      execFileSync('ls', [path.join(base, 'fresh.d')], { encoding: 'utf8' })
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  }, 240_000);
});
