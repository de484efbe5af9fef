// The deploy under faults that the held lock and id-ordered releases got wrong, each reproduced against
// the real sshd and Caddy: a network that goes silent, a deploy that waited going live last, a lock
// removed by hand, a lapsed lease, a live file changed in place; and the signed site as a host checks it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeployResult, deploySite } from '../../src/deploy/deploy.ts';
import { LeaseLostError, leaseScripts } from '../../src/deploy/lease.ts';
import { releaseScripts } from '../../src/deploy/release-scripts.ts';
import { rollbackSite } from '../../src/deploy/rollback.ts';
import { DeployError, ServerSession } from '../../src/deploy/ssh.ts';
import { changeConnector, recorder, settingsFor, sha256, writeSiteCatalog } from './fixture.ts';
import { type CaddyServer, deployUserDir, type Relay, type SshServer, startCaddy, startRelay, startSshd } from './servers.ts';

let sshd: SshServer;
let relay: Relay;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  sshd = await startSshd();
  relay = await startRelay(sshd.port);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await relay?.stop();
  await sshd?.stop();
});

async function webSpace(): Promise<{ webRoot: string; base: string; caddy: CaddyServer }> {
  const root = await deployUserDir('skald-www-');
  const webRoot = path.join(root, 'connectors.example');
  const caddy = await startCaddy(webRoot);
  cleanups.push(async () => {
    await caddy.stop();
    await rm(root, { recursive: true, force: true });
  });
  return { webRoot, base: `${webRoot}.releases`, caddy };
}

async function catalog(ids: string[], mark: string, extra: Record<string, Buffer> = {}) {
  const site = await writeSiteCatalog(ids, mark);
  cleanups.push(site.cleanup);
  if (Object.keys(extra).length) await changeConnector(site.dir, ids.at(-1)!, mark, extra);
  return site;
}

/** Settings that reach sshd through the relay: the host key is pinned as a bare key, valid for any name and port. */
async function throughRelay(webRoot: string, overrides: Record<string, string> = {}) {
  return settingsFor(sshd, webRoot, {
    port: String(relay.port),
    'known-hosts': sshd.knownHostsLine.split(' ').slice(1).join(' '),
    ...overrides,
  });
}

const liveRelease = (webRoot: string, base: string) => readlinkSync(webRoot).slice(`${base}/releases/`.length, -'/site'.length);

async function until(condition: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A reporter that silences the relay once the upload of `file` is under way. */
function silenceDuring(file: string) {
  const report = recorder();
  let done = false;
  return {
    ...report,
    upload: (progress: { path: string; fileBytes: number }) => {
      if (!done && progress.path === file && progress.fileBytes > 256 * 1024) {
        done = true;
        relay.silence();
      }
    },
  };
}

describe('the deploy lock is a lease', () => {
  it('a network that goes silent mid-upload: the next deploy takes the lease once it has lapsed on the server', async () => {
    const { webRoot, base, caddy } = await webSpace();
    const first = await catalog(['alpha', 'beta'], 'r1');
    const settings = await settingsFor(sshd, webRoot, { 'lock-timeout': '120' });
    await deploySite({ catalogDir: first.dir, settings });

    const stalled = await catalog(['alpha', 'beta'], 'a', { 'model.bin': randomBytes(4 << 20) });
    const a = deploySite({
      catalogDir: stalled.dir,
      settings: await throughRelay(webRoot),
      reporter: silenceDuring('beta/model.bin'),
    }).catch((error: unknown) => error);
    await until(() => relay.silent, 'the relay went silent');

    const second = await catalog(['alpha', 'beta'], 'b');
    const report = recorder();
    const b = deploySite({ catalogDir: second.dir, settings, reporter: report });
    await until(() => report.lines.some((line) => line.startsWith('waiting for the deploy lock')), 'the second deploy waits');
    // The silent deploy can renew no more: its lease lapses once the lease time has passed by the server's clock.
    sshd.advanceClock(settings.leaseMs / 1000 + 1);
    const deployed = await b;

    expect(report.lines.find((line) => line.startsWith('waiting for the deploy lock'))).toMatch(
      new RegExp(
        String.raw`^waiting for the deploy lock, held by \S+ pid \d+, deploying commit abc1234 on \S+, since \S+; ` +
          'its lease lapses in \\d+ s unless renewed$',
      ),
    );
    expect(report.lines.some((line) => line.startsWith('warning: took over a deploy lock whose lease had lapsed'))).toBe(true);
    expect(liveRelease(webRoot, base)).toBe(deployed.releaseId);
    expect(await (await fetch(`${caddy.url}/beta/server.py`)).text()).toBe('print("beta b")\n');
    const stalledError = await a;
    expect(stalledError).toBeInstanceOf(DeployError);
    expect((stalledError as Error).message).toMatch(/lost its deploy lease|Keepalive timeout|was lost/);
    relay.resume();
  });

  it("a lock removed by hand: the other deploy keeps the first one's upload, and the first one stops without going live", async () => {
    const { webRoot, base } = await webSpace();
    const first = await catalog(['alpha', 'beta'], 'r1');
    const settings = await settingsFor(sshd, webRoot);
    await deploySite({ catalogDir: first.dir, settings });

    const slow = await catalog(['alpha', 'beta'], 'a', { 'model.bin': randomBytes(4 << 20) });
    const a = deploySite({
      catalogDir: slow.dir,
      settings: await throughRelay(webRoot),
      reporter: silenceDuring('beta/model.bin'),
    }).catch((error: unknown) => error);
    await until(() => relay.silent, 'the relay went silent');
    const [upload] = readdirSync(`${base}/staging`);
    rmSync(`${base}/lock`, { recursive: true });

    const report = recorder();
    const b = await deploySite({ catalogDir: (await catalog(['alpha', 'beta'], 'b')).dir, settings, reporter: report });
    expect(report.lines).toContain(
      `warning: kept staging/${upload}: it belongs to a deploy whose lease still runs (its lock was removed by hand?)`,
    );
    expect(existsSync(`${base}/staging/${upload}/site/beta`)).toBe(true);

    relay.resume();
    const error = await a;
    expect(error).toBeInstanceOf(LeaseLostError);
    expect((error as Error).message).toMatch(/lost its deploy lease|no longer holds the deploy lease/);
    expect(liveRelease(webRoot, base)).toBe(b.releaseId);
  });

  it('a lock left by a deploy from before leases (no token, no expiry) is taken over at once, as a lapsed one', async () => {
    const { webRoot, base } = await webSpace();
    const settings = await settingsFor(sshd, webRoot);
    await deploySite({ catalogDir: (await catalog(['alpha'], 'r1')).dir, settings });
    const session = await ServerSession.open(settings.target);
    try {
      const owner = 'pid=4242\\nstart=1\\nhost=old-runner\\ntime=2026-11-01T00:00:00Z\\nby=ci\\n';
      await session.run('leaving a lock of the format before leases', `mkdir "$1/lock" && printf '${owner}' > "$1/lock/owner"`, [base]);
    } finally {
      session.close();
    }
    const report = recorder();
    const next = await deploySite({ catalogDir: (await catalog(['alpha'], 'r2')).dir, settings, reporter: report });
    expect(report.lines.filter((line) => /waiting for the deploy lock|took over a deploy lock/.test(line))).toEqual([
      'warning: took over a deploy lock whose lease had lapsed (its holder stopped renewing it): ' +
        'pid=4242 start=1 host=old-runner time=2026-11-01T00:00:00Z by=ci',
    ]);
    expect(liveRelease(webRoot, base)).toBe(next.releaseId);
  });

  it('a holder whose lease lapsed cannot swap, prepare or prune: the server refuses it', async () => {
    const { webRoot, base } = await webSpace();
    const session = await ServerSession.open((await settingsFor(sshd, webRoot)).target);
    try {
      const token = 'feedfacefeedface';
      expect(await leaseScripts.acquire(session, base, token, 'a test', 30_000)).toMatch(/^locked \d+$/m);
      sshd.advanceClock(31);
      const lapsed = { base, token };
      await expect(releaseScripts.publish(session, lapsed, 'some-release', webRoot, 'abc')).rejects.toThrow(LeaseLostError);
      await expect(releaseScripts.prepare(session, lapsed, 'some-release', webRoot)).rejects.toThrow(
        /no longer holds the deploy lease .* it must not change the server/,
      );
      expect(await leaseScripts.renew(session, lapsed, 30_000, '')).toMatch(/^lost$/m);
      expect(existsSync(webRoot)).toBe(false);
    } finally {
      session.close();
    }
  });
});

describe('release order is the order of going live', () => {
  it('the deploy that waited goes live last; rollback returns to the release really live before, and keep 2 keeps it', async () => {
    const { webRoot, base } = await webSpace();
    const settings = await settingsFor(sshd, webRoot, { keep: '5' });
    const r0 = await deploySite({ catalogDir: (await catalog(['alpha'], 'r0')).dir, settings });

    // A starts first but cannot reach the server yet; B starts later and goes live first.
    relay.silence();
    const a = deploySite({ catalogDir: (await catalog(['alpha'], 'a')).dir, settings: await throughRelay(webRoot) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const b = await deploySite({ catalogDir: (await catalog(['alpha'], 'b')).dir, settings });
    relay.resume();
    const aResult: DeployResult = await a;
    expect(liveRelease(webRoot, base)).toBe(aResult.releaseId);
    expect(aResult.previousRelease).toBe(b.releaseId);

    const back = await rollbackSite({ settings, catalogDir: (await catalog(['alpha'], 'keys')).dir });
    expect(back).toMatchObject({ from: aResult.releaseId, to: b.releaseId });

    const c = await deploySite({
      catalogDir: (await catalog(['alpha'], 'c')).dir,
      settings: await settingsFor(sshd, webRoot, { keep: '2' }),
    });
    expect(c.previousRelease).toBe(b.releaseId);
    expect(c.pruned.sort()).toEqual([aResult.releaseId, r0.releaseId].sort());
    expect(existsSync(`${base}/releases/${b.releaseId}`)).toBe(true);
    const again = await rollbackSite({ settings, catalogDir: (await catalog(['alpha'], 'keys2')).dir });
    expect(again).toMatchObject({ from: c.releaseId, to: b.releaseId });
    expect(
      readFileSync(`${base}/history`, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' ').slice(1, 3).join(' ')),
    ).toEqual([`deploy ${b.releaseId}`, `rollback ${b.releaseId}`, `deploy ${c.releaseId}`, `rollback ${b.releaseId}`]);
  });
});

describe('a live file changed in place on the server', () => {
  it('is found by the sha256sum check of the next release and sent again; the deploy succeeds', async () => {
    const { webRoot, caddy } = await webSpace();
    const site = await catalog(['alpha', 'beta'], 'r1');
    const settings = await settingsFor(sshd, webRoot);
    await deploySite({ catalogDir: site.dir, settings });
    writeFileSync(path.join(readlinkSync(webRoot), 'alpha/server.py'), 'print("changed on the server")\n');

    await changeConnector(site.dir, 'beta', 'r2');
    const report = recorder();
    const result = await deploySite({ catalogDir: site.dir, settings, reporter: report });
    expect(result.resent).toEqual(['alpha/server.py']);
    expect(
      report.lines.some((line) =>
        /^warning: the live release \S+ has 1 file\(s\) that no longer match .*: alpha\/server\.py; sending them again$/.test(line),
      ),
    ).toBe(true);
    expect(await (await fetch(`${caddy.url}/alpha/server.py`)).text()).toBe('print("alpha r1")\n');
  });
});

describe('check-site on the served site (real Caddy)', () => {
  const checkSiteCli = (url: string, keys: string, options: string[] = []) =>
    promisify(execFile)(process.execPath, ['scripts/run.cjs', 'check-site', url, '--keys', keys, ...options], {
      env: { PATH: process.env.PATH, NO_COLOR: '1' },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout + error.stderr }),
    );

  it('passes on a deployed release, and catches a file tampered with and an index replaced without a new signature', async () => {
    const { webRoot, caddy } = await webSpace();
    const site = await catalog(['alpha', 'beta'], 'r1');
    await deploySite({ catalogDir: site.dir, settings: await settingsFor(sshd, webRoot) });
    const keys = path.join(site.dir, 'connectors.pub');

    const passed = await checkSiteCli(`${caddy.url}/`, keys);
    expect(passed.code, passed.stdout).toBe(0);
    expect(passed.stdout).toMatch(
      new RegExp(
        String.raw`^check-site http:\/\/127\.0\.0\.1:\d+\/: passed` +
          String.raw`\n {2}signature verified \(key [0-9A-F]{1,16}, released \S+, commit abc1234\)` +
          String.raw`\n {2}10 listed files: 0 missing, 0 with a wrong sha256 or size\n {2}4 icon paths checked\n$`,
      ),
    );

    const live = readlinkSync(webRoot);
    writeFileSync(path.join(live, 'beta/server.py'), 'print("tampered")\n');
    unlinkSync(path.join(live, 'alpha/icon_sm.svg'));
    writeFileSync(path.join(live, 'oauth/show.html'), '<!doctype html><script src="//evil.example/x.js"></script>\n');
    const tampered = await checkSiteCli(`${caddy.url}/connectors.json`, keys);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toMatch(
      /beta\/server\.py {2}error {2}served 18 bytes with sha256 \w+…, the index lists \d+ bytes .*\[site-file-mismatch\]/,
    );
    expect(tampered.stdout).toMatch(/alpha\/icon_sm\.svg {2}error {2}listed in the index but not served.*\[site-file-missing\]/);
    expect(tampered.stdout).toContain('icon_small: "alpha/icon_sm.svg" does not resolve: the file is not served');
    expect(tampered.stdout).toMatch(
      /oauth\/show\.html {2}error {2}served 59 bytes with sha256 \w+…, the release signed \d+ bytes .*the page is not the release's.*\[site-page-mismatch\]/,
    );
    expect(tampered.stdout).toContain('FAILED');
    // The site rules are selected as every other phase's: what they skip does not fail, an unknown id is a usage error.
    const excepted = await checkSiteCli(`${caddy.url}/`, keys, [
      '--except',
      'site-file-mismatch,site-file-missing,site-icon,site-page-mismatch',
    ]);
    expect(excepted.code, excepted.stdout).toBe(0);
    expect(excepted.stdout).toMatch(/^check-site \S+: passed\n/);
    const only = await checkSiteCli(`${caddy.url}/`, keys, ['--only', 'site-file-missing']);
    expect(only.stdout).toContain('[site-file-missing]');
    expect(only.stdout).not.toMatch(/\[site-(file-mismatch|icon)\]/);
    const typo = await checkSiteCli(`${caddy.url}/`, keys, ['--only', 'site-fiel-missing']);
    expect(typo.code).toBe(64);
    expect(typo.stdout).toContain('unknown rule "site-fiel-missing"');

    const index = readFileSync(path.join(live, 'connectors.json'), 'utf8');
    writeFileSync(path.join(live, 'connectors.json'), index.replace('"alpha"', '"alpha" '));
    const replaced = await checkSiteCli(`${caddy.url}/`, keys);
    expect(replaced.code).toBe(1);
    expect(replaced.stdout).toMatch(
      new RegExp(
        String.raw`connectors\.json\.minisig {2}error {2}the signature does not verify: ` +
          String.raw`the signature by key [0-9A-F]{1,16} does not match the file.*\[site-signature\]`,
      ),
    );
    expect(sha256(Buffer.from(index))).not.toBe(sha256(readFileSync(path.join(live, 'connectors.json'))));
  });

  it("a dead deploy's staging directory lapses with its lock: the next holder removes it, however late it was prepared", async () => {
    const { webRoot, base } = await webSpace();
    const session = await ServerSession.open((await settingsFor(sshd, webRoot)).target);
    try {
      const dead = { base, token: 'deaddeaddeaddead' };
      expect(await leaseScripts.acquire(session, base, dead.token, 'a deploy that dies', 30_000)).toMatch(/^locked \d+$/m);
      // Prepared most of a lease later (hashing and signing on a slow runner), then killed before any renewal.
      sshd.advanceClock(20);
      await releaseScripts.prepare(session, dead, 'dead-release', webRoot);
      sshd.advanceClock(11);
      const next = await leaseScripts.acquire(session, base, 'feedfacefeedface', 'the next deploy', 30_000);
      expect(next).toMatch(/^lapsed /m);
      expect(next).not.toMatch(/^kept /m);
      expect(existsSync(`${base}/staging/dead-release`)).toBe(false);
    } finally {
      session.close();
    }
  });
});
