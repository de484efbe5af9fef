import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteCheckError } from '../../src/deploy/check-served-site.ts';
import { type DeployResult, deploySite } from '../../src/deploy/deploy.ts';
import { rollbackSite } from '../../src/deploy/rollback.ts';
import { DeployError } from '../../src/deploy/ssh.ts';
import { changeConnector, expectedSite, recorder, settingsFor, sha256, writeSiteCatalog } from './fixture.ts';
import { type CaddyServer, deployUserDir, type SshServer, startCaddy, startSshd } from './servers.ts';

let sshd: SshServer;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  sshd = await startSshd();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await sshd?.stop();
});

/** A fresh web-root location owned by the deploy user, and Caddy serving it. */
async function webSpace(options: { plainDirectory?: boolean } = {}): Promise<{ webRoot: string; base: string; caddy: CaddyServer }> {
  const root = await deployUserDir('skald-www-');
  const webRoot = path.join(root, 'connectors.example');
  if (options.plainDirectory) {
    mkdirSync(webRoot);
    writeFileSync(path.join(webRoot, 'index.html'), 'the old copy-in-place site\n');
  }
  const caddy = await startCaddy(webRoot);
  cleanups.push(async () => {
    await caddy.stop();
    await rm(root, { recursive: true, force: true });
  });
  return { webRoot, base: `${webRoot}.releases`, caddy };
}

async function catalog(ids: string[], mark: string) {
  const site = await writeSiteCatalog(ids, mark);
  cleanups.push(site.cleanup);
  return site;
}

/** Every expected file is served byte for byte, and nothing outside the site is. */
async function expectServed(caddy: CaddyServer, expected: Map<string, Buffer>): Promise<void> {
  for (const [file, bytes] of expected) {
    const response = await fetch(`${caddy.url}/${file}`);
    expect(response.status, file).toBe(200);
    expect(sha256(Buffer.from(await response.arrayBuffer())), file).toBe(sha256(bytes));
  }
}

function liveSiteDir(webRoot: string): string {
  return readlinkSync(webRoot);
}

/** Regular files under a directory, relative paths, sorted. */
function listFiles(dir: string): string[] {
  return execFileSync('find', ['.', '-type', 'f'], { cwd: dir, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.slice(2))
    .sort();
}

/** Paths, inodes, sizes and mtimes of a tree: two equal snapshots mean nothing changed. */
function snapshot(dir: string): string {
  return spawnSync('find', [dir, '-printf', '%p %y %i %s %T@ %l\n'], { encoding: 'utf8' }).stdout.split('\n').sort().join('\n');
}

describe('deploy over SSH (real sshd, real Caddy)', () => {
  it('refuses a server whose host key is not the pinned one, before anything is sent', async () => {
    const { webRoot, base } = await webSpace();
    const site = await catalog(['alpha'], 'r1');
    const otherKeyDir = await mkdtemp(path.join(tmpdir(), 'skald-otherkey-'));
    cleanups.push(() => rm(otherKeyDir, { recursive: true, force: true }));
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(otherKeyDir, 'key')]);
    const otherKey = (await readFile(path.join(otherKeyDir, 'key.pub'), 'utf8')).split(' ').slice(0, 2).join(' ');
    const accepted = () =>
      sshd
        .log()
        .split('\n')
        .filter((line) => line.includes('Accepted publickey')).length;
    const before = accepted();

    const settings = await settingsFor(sshd, webRoot, { 'known-hosts': `[127.0.0.1]:${sshd.port} ${otherKey}` });
    const error = await deploySite({ catalogDir: site.dir, settings }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as Error).message).toMatch(
      new RegExp(
        String.raw`^refused skald-deploy-test@\[127\.0\.0\.1\]:\d+: it presented the host key SHA256:\S+, ` +
          String.raw`which is not the pinned ssh-ed25519 SHA256:\S+\. Nothing was sent`,
      ),
    );
    expect(accepted()).toBe(before); // the client never authenticated
    expect(existsSync(base)).toBe(false);
    expect(existsSync(webRoot)).toBe(false);

    await expect(settingsFor(sshd, webRoot, { 'known-hosts': `[10.0.0.1]:22 ${otherKey}` })).rejects.toThrow(
      /pins no key for \[127\.0\.0\.1\]:\d+ \(the text names \[10\.0\.0\.1\]:22\)/,
    );
  });

  it('first deploy: a plain web-root directory becomes a symlink to the release atomically, serving exactly the site', async () => {
    const { webRoot, base, caddy } = await webSpace({ plainDirectory: true });
    expect(await (await fetch(`${caddy.url}/index.html`)).text()).toBe('the old copy-in-place site\n');
    const site = await catalog(['alpha', 'beta'], 'r1');
    const report = recorder();
    const result = await deploySite({ catalogDir: site.dir, settings: await settingsFor(sshd, webRoot), reporter: report });

    expect(result.goLive).toEqual({ how: 'renameat2', oldWebRoot: `${webRoot}.pre-symlink-${result.releaseId}` });
    expect(report.lines.join('\n')).toContain('exchanged for the release symlink atomically (renameat2 RENAME_EXCHANGE)');
    expect(lstatSync(webRoot).isSymbolicLink()).toBe(true);
    expect(liveSiteDir(webRoot)).toBe(`${base}/releases/${result.releaseId}/site`);
    expect(await readFile(path.join(`${webRoot}.pre-symlink-${result.releaseId}`, 'index.html'), 'utf8')).toBe(
      'the old copy-in-place site\n',
    );

    const expected = await expectedSite(site.dir);
    const released = [...expected.keys(), 'connectors.json.minisig'].sort();
    expect(listFiles(liveSiteDir(webRoot))).toEqual(released);
    await expectServed(caddy, expected);
    for (const notServed of ['index.json', 'alpha/fragment.json', 'assets/.gitkeep', 'SHA256SUMS', '../SHA256SUMS']) {
      expect((await fetch(`${caddy.url}/${notServed}`)).status, notServed).toBe(404);
    }
    expect(result.sent).toEqual(released);
    expect(result.linked).toEqual([]);
    expect(
      report.uploads
        .filter((progress) => progress.done)
        .map((progress) => progress.sentBytes)
        .at(-1),
    ).toBe(result.sentBytes);
  });

  it('a one-connector change sends only that connector and the index; every other file is a hard link to the live one', async () => {
    const { webRoot, caddy } = await webSpace();
    const site = await catalog(['alpha', 'beta', 'gamma'], 'r1');
    const settings = await settingsFor(sshd, webRoot);
    await deploySite({ catalogDir: site.dir, settings });
    const before = liveSiteDir(webRoot);

    await changeConnector(site.dir, 'beta', 'r2');
    const report = recorder();
    const result = await deploySite({ catalogDir: site.dir, settings, reporter: report });
    const after = liveSiteDir(webRoot);
    const betaFiles = ['beta/connector.json', 'beta/icon_lg.svg', 'beta/icon_sm.svg', 'beta/server.py'];
    expect(result.sent).toEqual([...betaFiles, 'connectors.json', 'connectors.json.minisig']);
    const expectedBytes = result.sent.reduce(
      (sum, file) => sum + statSync(path.join(file.endsWith('.minisig') ? after : site.dir, file)).size,
      0,
    );
    expect(result.sentBytes).toBe(expectedBytes);
    const done = report.uploads.filter((progress) => progress.done);
    expect(done.map((progress) => progress.path)).toEqual(result.sent);
    expect(done.at(-1)).toMatchObject({ sentFiles: 6, totalFiles: 6, sentBytes: expectedBytes, totalBytes: expectedBytes });

    for (const file of listFiles(after)) {
      const sameInode = statSync(path.join(after, file)).ino === statSync(path.join(before, file)).ino;
      expect(sameInode, file).toBe(!result.sent.includes(file));
    }
    expect(result.linked.length).toBe(listFiles(after).length - 6);
    await expectServed(caddy, await expectedSite(site.dir));
  });

  it('--dry-run lists what would be sent and linked, and changes nothing', async () => {
    const { webRoot } = await webSpace();
    const site = await catalog(['alpha', 'beta'], 'r1');
    const settings = await settingsFor(sshd, webRoot);
    await deploySite({ catalogDir: site.dir, settings });
    await changeConnector(site.dir, 'alpha', 'r2');
    const parent = path.dirname(webRoot);
    const before = snapshot(parent);
    const report = recorder();
    const result = await deploySite({ catalogDir: site.dir, settings, dryRun: true, reporter: report });
    expect(snapshot(parent)).toBe(before);
    expect(result.dryRun).toBe(true);
    expect(result.sent).toEqual([
      'alpha/connector.json',
      'alpha/icon_lg.svg',
      'alpha/icon_sm.svg',
      'alpha/server.py',
      'connectors.json',
      'connectors.json.minisig',
    ]);
    expect(report.lines).toContain(`  send  alpha/server.py (${statSync(path.join(site.dir, 'alpha/server.py')).size} B)`);
    expect(report.lines.some((line) => line.startsWith('  link  beta/server.py'))).toBe(true);
    expect(report.lines.at(-1)).toBe('dry run: nothing was changed on the server');
  });

  it('a connection dropped mid-upload leaves the live site unchanged and whole; the next deploy succeeds', async () => {
    const { webRoot, base, caddy } = await webSpace();
    const site = await catalog(['alpha', 'beta'], 'r1');
    await changeConnector(site.dir, 'beta', 'r1', { 'model.bin': randomBytes(4 << 20) });
    const settings = await settingsFor(sshd, webRoot);
    await deploySite({ catalogDir: site.dir, settings });
    const live = liveSiteDir(webRoot);
    const firstSite = await expectedSite(site.dir);

    await changeConnector(site.dir, 'beta', 'r2', { 'model.bin': randomBytes(4 << 20) });
    let killed = false;
    const report = recorder();
    const error = await deploySite({
      catalogDir: site.dir,
      settings,
      reporter: {
        ...report,
        upload: (progress) => {
          if (!killed && progress.path === 'beta/model.bin' && progress.fileBytes > 256 * 1024) {
            killed = true;
            sshd.killSessions();
          }
        },
      },
    }).catch((caught: unknown) => caught);
    expect(killed).toBe(true);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as Error).message).toMatch(/connection .* was lost|did not finish/);

    expect(liveSiteDir(webRoot)).toBe(live);
    await expectServed(caddy, firstSite);
    expect(spawnSync('sha256sum', ['--check', '--strict', '--quiet', '../SHA256SUMS'], { cwd: live }).status).toBe(0);

    // The killed deploy's lease lapses on its own: once the lease time has passed by the server's clock, the next
    // deploy takes it over and clears the half-uploaded release.
    sshd.advanceClock(settings.leaseMs / 1000 + 1);
    const result = await deploySite({ catalogDir: site.dir, settings });
    expect(result.sent).toContain('beta/model.bin');
    await expectServed(caddy, await expectedSite(site.dir));
    expect(readdirSync(`${base}/staging`)).toEqual([]); // the half-uploaded release was cleared
    expect(existsSync(`${base}/lock`)).toBe(false);
  });

  it('readers hammering Caddy during swaps always see one release: an index and the files it lists agree', async () => {
    const { webRoot, base, caddy } = await webSpace();
    const ids = ['alpha', 'beta', 'gamma'];
    const releases = await Promise.all([1, 2, 3, 4, 5].map((n) => catalog(ids, `r${n}`)));
    // Every file of every release differs, so a body tells which release it came from.
    const releaseOfIndex = new Map<string, number>();
    const releaseOfFile = new Map<string, number>();
    for (const [n, release] of releases.entries()) {
      const expected = await expectedSite(release.dir);
      releaseOfIndex.set(expected.get('connectors.json')!.toString('utf8'), n);
      for (const [file, bytes] of expected) releaseOfFile.set(`${file} ${sha256(bytes)}`, n);
    }
    const settings = await settingsFor(sshd, webRoot, { keep: '3' });
    await deploySite({ catalogDir: releases[0]!.dir, settings });

    let deploying = true;
    const problems: string[] = [];
    const seen = new Set<number>();
    let reads = 0;
    const reader = async (worker: number) => {
      for (let round = 0; deploying && round < 5000; round++) {
        const indexResponse = await fetch(`${caddy.url}/connectors.json`);
        const indexText = await indexResponse.text();
        const indexRelease = releaseOfIndex.get(indexText);
        if (indexResponse.status !== 200 || indexRelease === undefined) {
          problems.push(`connectors.json: HTTP ${indexResponse.status}, not any release's index`);
          continue;
        }
        seen.add(indexRelease);
        const entry = (JSON.parse(indexText) as { connectors: { folder: string; files: { path: string; sha256: string }[] }[] }).connectors[
          (round + worker) % ids.length
        ]!;
        for (const file of [...entry.files.map((listed) => `${entry.folder}/${listed.path}`), 'index.html']) {
          const response = await fetch(`${caddy.url}/${file}`);
          const body = Buffer.from(await response.arrayBuffer());
          const fileRelease = releaseOfFile.get(`${file} ${sha256(body)}`);
          // The file must be whole and from the index's release, or from a later one that replaced it meanwhile.
          if (response.status !== 200 || fileRelease === undefined || fileRelease < indexRelease) {
            problems.push(`${file}: HTTP ${response.status}, release ${fileRelease} after index of release ${indexRelease}`);
          }
          reads++;
        }
      }
    };
    const readers = [0, 1, 2].map(reader);
    for (const release of releases.slice(1)) await deploySite({ catalogDir: release.dir, settings });
    deploying = false;
    await Promise.all(readers);

    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(readdirSync(`${base}/releases`).length).toBe(3); // keep: 3
    await expectServed(caddy, await expectedSite(releases[4]!.dir));
  });

  it('two deploys at once are serialized by the server lock, and both end consistent', async () => {
    const { webRoot, base, caddy } = await webSpace();
    const first = await catalog(['alpha', 'beta'], 'a');
    const second = await catalog(['alpha', 'beta'], 'b');
    const settings = await settingsFor(sshd, webRoot);
    await deploySite({ catalogDir: first.dir, settings });

    const timeline: { who: string; at: number; line: string }[] = [];
    const timed = (who: string) => ({ ...recorder(), step: (line: string) => timeline.push({ who, at: performance.now(), line }) });
    const [a, b] = await Promise.all([
      deploySite({ catalogDir: first.dir, settings, reporter: timed('a') }),
      deploySite({ catalogDir: second.dir, settings, reporter: timed('b') }),
    ]);
    const waiter = timeline.find((event) => event.line.startsWith('waiting for the deploy lock, held by '))?.who;
    expect(waiter === 'a' || waiter === 'b', timeline.map((event) => `${event.who} ${event.line}`).join('\n')).toBe(true);
    const other = waiter === 'a' ? 'b' : 'a';
    const otherLive = timeline.find((event) => event.who === other && event.line.startsWith('live:'))!.at;
    const waiterLocked = timeline.find((event) => event.who === waiter && event.line.startsWith('took the deploy lock'))!.at;
    expect(waiterLocked).toBeGreaterThan(otherLive);

    const results: Record<string, DeployResult> = { a, b };
    const last = results[waiter!]!;
    expect(liveSiteDir(webRoot)).toBe(`${base}/releases/${last.releaseId}/site`);
    await expectServed(caddy, await expectedSite(waiter === 'a' ? first.dir : second.dir));
    for (const result of [a, b]) {
      expect(
        spawnSync('sha256sum', ['--check', '--strict', '--quiet', '../SHA256SUMS'], { cwd: `${base}/releases/${result.releaseId}/site` })
          .status,
        result.releaseId,
      ).toBe(0);
    }
  });

  it('rollback serves the previous release byte for byte, atomically', async () => {
    const { webRoot, base, caddy } = await webSpace();
    const site = await catalog(['alpha', 'beta'], 'r1');
    const settings = await settingsFor(sshd, webRoot);
    const first = await deploySite({ catalogDir: site.dir, settings });
    const firstSite = await expectedSite(site.dir);
    await changeConnector(site.dir, 'alpha', 'r2', { 'extra.txt': 'only in the second release\n' });
    const second = await deploySite({ catalogDir: site.dir, settings });
    expect((await fetch(`${caddy.url}/alpha/extra.txt`)).status).toBe(200);

    const report = recorder();
    const result = await rollbackSite({ settings, catalogDir: site.dir, reporter: report, to: undefined });
    expect(result).toMatchObject({ from: second.releaseId, to: first.releaseId, dryRun: false });
    expect(liveSiteDir(webRoot)).toBe(`${base}/releases/${first.releaseId}/site`);
    await expectServed(caddy, firstSite);
    expect((await fetch(`${caddy.url}/alpha/extra.txt`)).status).toBe(404);
    expect(
      report.lines.some((line) =>
        line.startsWith(`sha256sum -c on the server: release ${first.releaseId} is whole; its signature verifies`),
      ),
    ).toBe(true);

    await expect(rollbackSite({ settings, catalogDir: site.dir })).rejects.toThrow(
      new RegExp(`no release that was live before ${first.releaseId}`),
    );
    await rollbackSite({ settings, catalogDir: site.dir, to: second.releaseId });
    expect(liveSiteDir(webRoot)).toBe(`${base}/releases/${second.releaseId}/site`);
  });

  it('site-url: after going live the served site is checked as a host would, and must be the deployed release', async () => {
    const { webRoot, caddy } = await webSpace();
    const site = await catalog(['alpha'], 'r1');
    const served = await deploySite({ catalogDir: site.dir, settings: await settingsFor(sshd, webRoot, { 'site-url': `${caddy.url}/` }) });
    expect(served.siteChecked).toBe(`${caddy.url}/`);

    await changeConnector(site.dir, 'alpha', 'r2');
    const elsewhere = `${caddy.url}/alpha/`; // serves files, but no index
    const error = await deploySite({ catalogDir: site.dir, settings: await settingsFor(sshd, webRoot, { 'site-url': elsewhere }) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SiteCheckError);
    expect((error as Error).message).toBe(
      `the release is live on the server, but the site at ${elsewhere} does not pass: ` +
        `it serves no connectors.json (a cache in front of the site, or the URL points elsewhere)`,
    );
  });
});

describe('first deploy on a server without an atomic exchange', () => {
  let bare: SshServer;
  let binDir: string;

  beforeAll(async () => {
    // The session PATH offers what the deploy needs but neither python3 nor an mv with --exchange
    // (coreutils 9.1 has none): the migration must fall back to two renames and say so.
    binDir = await mkdtemp(path.join(tmpdir(), 'skald-bin-'));
    for (const tool of [
      'sh',
      'mkdir',
      'ln',
      'mv',
      'rm',
      'cp',
      'xargs',
      'sha256sum',
      'find',
      'wc',
      'head',
      'sed',
      'cat',
      'readlink',
      'hostname',
      'date',
      'tr',
      'flock',
      'stat',
      'awk',
      'grep',
    ]) {
      const found = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } }).trim();
      execFileSync('ln', ['-s', found, path.join(binDir, tool)]);
    }
    execFileSync('chmod', ['755', binDir]);
    bare = await startSshd({ sessionPath: binDir });
  });

  afterAll(async () => {
    await bare?.stop();
    await rm(binDir, { recursive: true, force: true });
  });

  it('replaces the directory with two renames, states the gap, keeps the old directory', async () => {
    const { webRoot, caddy } = await webSpace({ plainDirectory: true });
    const site = await catalog(['alpha'], 'r1');
    const report = recorder();
    const result = await deploySite({ catalogDir: site.dir, settings: await settingsFor(bare, webRoot), reporter: report });
    expect(result.goLive).toEqual({ how: 'gap', oldWebRoot: `${webRoot}.pre-symlink-${result.releaseId}` });
    expect(report.lines.join('\n')).toMatch(
      /warning: first deploy: the server offers no atomic exchange .* for an instant, .* did not exist and requests got 404/,
    );
    expect(lstatSync(webRoot).isSymbolicLink()).toBe(true);
    await expectServed(caddy, await expectedSite(site.dir));
  });
});
