// A deploy SIGKILLed mid-upload (the runner killed, not the network): the next deploy, which takes the lapsed
// lease, removes the dead deploy's staging directory, and nothing of it is left on the real sshd's server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploySite } from '../../src/deploy/deploy.ts';
import { rollbackSite } from '../../src/deploy/rollback.ts';
import { changeConnector, recorder, releaseKeys, settingsFor, writeSiteCatalog } from './fixture.ts';
import { deployUserDir, type SshServer, startSshd } from './servers.ts';

let sshd: SshServer;
let root: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  sshd = await startSshd();
  root = await deployUserDir('skald-www-');
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await sshd?.stop();
  await rm(root, { recursive: true, force: true });
});

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Bytes under a directory, 0 when it is gone. */
function bytesUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** Deploys two releases to `webRoot`, then starts `npm run deploy` of a big one and SIGKILLs it mid-upload. */
async function killMidUpload(webRoot: string): Promise<{ staging: string; catalogDir: string }> {
  const staging = `${webRoot}.releases/staging`;
  const first = await writeSiteCatalog(['alpha', 'beta'], 'r1');
  cleanups.push(first.cleanup);
  const settings = await settingsFor(sshd, webRoot);
  await deploySite({ catalogDir: first.dir, settings });
  await changeConnector(first.dir, 'alpha', 'r2');
  await deploySite({ catalogDir: first.dir, settings });
  const big = await writeSiteCatalog(['alpha', 'beta'], 'big');
  cleanups.push(big.cleanup);
  await changeConnector(big.dir, 'beta', 'big', { 'model.bin': randomBytes(16 << 20) });
  const child = spawn(process.execPath, ['scripts/run.cjs', 'deploy', '--catalog', big.dir], {
    detached: true,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      DEPLOY_HOST: sshd.host,
      DEPLOY_PORT: String(sshd.port),
      DEPLOY_USER: sshd.user,
      DEPLOY_TARGET: webRoot,
      DEPLOY_KNOWN_HOSTS: sshd.knownHostsLine,
      DEPLOY_PRIVATE_KEY: sshd.clientPrivateKey,
      DEPLOY_SIGNING_KEY: releaseKeys().primary.secretKey,
      DEPLOY_COMMIT: 'dead123',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await until(() => bytesUnder(staging) > 1 << 20, 'the killed deploy has uploaded a megabyte');
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  const dead = readdirSync(staging);
  expect(dead).toHaveLength(1);
  expect(dead[0]).toMatch(/-dead123-/);
  expect(bytesUnder(staging)).toBeLessThan(16 << 20);
  // The killed deploy renews no more: its lease, and its staging directory's, lapse once the lease time has passed by
  // the server's clock.
  sshd.advanceClock(settings.leaseMs / 1000 + 1);
  return { staging, catalogDir: first.dir };
}

describe('a deploy killed mid-upload', () => {
  it('leaves nothing behind once the next deploy has taken the lapsed lease', async () => {
    const webRoot = path.join(root, 'deploy-next');
    const { staging, catalogDir } = await killMidUpload(webRoot);
    await changeConnector(catalogDir, 'alpha', 'r3');
    const report = recorder();
    const settings = await settingsFor(sshd, webRoot);
    const next = await deploySite({ catalogDir, settings, reporter: report });
    expect(report.lines.some((line) => line.startsWith('warning: took over a deploy lock whose lease had lapsed'))).toBe(true);
    expect(readdirSync(staging)).toEqual([]);
    expect(readdirSync(`${webRoot}.releases/releases`).some((id) => id.includes('dead123'))).toBe(false);
    expect(readdirSync(`${webRoot}.releases/releases`)).toContain(next.releaseId);
  }, 180_000);

  it('leaves nothing behind once a rollback has taken the lapsed lease', async () => {
    const webRoot = path.join(root, 'rollback-next');
    const { staging, catalogDir } = await killMidUpload(webRoot);
    const settings = await settingsFor(sshd, webRoot);
    const rollback = await rollbackSite({ catalogDir, settings, reporter: recorder() });
    expect(rollback.dryRun).toBeFalsy();
    expect(readdirSync(staging)).toEqual([]);
  }, 180_000);
});
