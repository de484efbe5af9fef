// The command line and the action over the same core, and the input checks that need no server.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectSite } from '../../src/deploy/collect-site.ts';
import { pinnedKeysFor } from '../../src/deploy/known-hosts.ts';
import { changeConnector, releaseKeys, writeSiteCatalog } from './fixture.ts';
import { deployUserDir, freePort, type SshServer, startSshd } from './servers.ts';

const run = promisify(execFile);

async function command(
  file: string,
  args: string[],
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(file, args, { env: { PATH: process.env.PATH, NO_COLOR: '1', ...env }, cwd }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('what the site is', () => {
  it('holds connectors.json, the files it lists, the pages and the schemas; no compile inputs, no dotfiles', async () => {
    const site = await writeSiteCatalog(['alpha'], 'r1');
    try {
      await writeFile(path.join(site.dir, 'alpha', 'notes.md'), 'listed too: every file of the folder but fragment.json ships\n');
      await writeFile(path.join(site.dir, 'schemas', 'README.txt'), 'not a schema\n');
      await changeConnector(site.dir, 'alpha', 'r1', { 'notes.md': 'listed\n' });
      const collected = await collectSite(site.dir);
      expect(collected.files.map((file) => file.path)).toEqual([
        'alpha/connector.json',
        'alpha/icon_lg.svg',
        'alpha/icon_sm.svg',
        'alpha/notes.md',
        'alpha/server.py',
        'alpha/tools.lock.json',
        'assets/catalog.js',
        'connectors.json',
        'connectors.pub',
        'index.html',
        'oauth/show.html',
        'schemas/connector.schema.json',
      ]);
      const index = collected.files.find((file) => file.path === 'connectors.json')!;
      expect(index.sha256).toBe(execFileSync('sha256sum', [path.join(site.dir, 'connectors.json')], { encoding: 'utf8' }).slice(0, 64));
    } finally {
      await site.cleanup();
    }
  });

  it('refuses a stale connectors.json and names what is stale: a connector file, a site page', async () => {
    const site = await writeSiteCatalog(['alpha', 'beta'], 'r1');
    try {
      await writeFile(path.join(site.dir, 'beta', 'server.py'), 'print("edited, not recompiled")\n');
      await expect(collectSite(site.dir)).rejects.toThrow(
        'connectors/connectors.json: connectors.json is stale: "beta": server.py modified\n' +
          'nothing was deployed; run `npm run compile` and commit connectors/connectors.json',
      );
      await changeConnector(site.dir, 'beta', 'r1', {});
      await writeFile(path.join(site.dir, 'oauth', 'show.html'), '<script>steal()</script>\n');
      await expect(collectSite(site.dir)).rejects.toThrow(
        'connectors/connectors.json: connectors.json is stale: site page oauth/show.html modified\n' +
          'nothing was deployed; run `npm run compile` and commit connectors/connectors.json',
      );
    } finally {
      await site.cleanup();
    }
  });
});

describe('known_hosts pinning', () => {
  const key = 'AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl';

  it('matches plain, bracketed, wildcard and hashed host names, and bare keys', () => {
    expect(pinnedKeysFor(`example.org ssh-ed25519 ${key}`, 'example.org', 22)).toHaveLength(1);
    expect(pinnedKeysFor(`[example.org]:2222,10.1.2.3 ssh-ed25519 ${key} comment`, 'example.org', 2222)).toHaveLength(1);
    expect(pinnedKeysFor(`*.example.org ssh-ed25519 ${key}`, 'web.example.org', 22)).toHaveLength(1);
    expect(pinnedKeysFor(`ssh-ed25519 ${key} deploy@host`, 'anything', 22)).toHaveLength(1);
    const dir = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
    try {
      execFileSync('sh', [
        '-c',
        `printf '%s\\n' '[web.example.org]:2200 ssh-ed25519 ${key}' > ${dir}/kh && ssh-keygen -H -f ${dir}/kh 2>/dev/null`,
      ]);
      const hashed = readFileSync(`${dir}/kh`, 'utf8');
      expect(hashed).toMatch(/^\|1\|/);
      expect(pinnedKeysFor(hashed, 'web.example.org', 2200)).toHaveLength(1);
      expect(() => pinnedKeysFor(hashed, 'web.example.org', 22)).toThrow(
        'pins no key for web.example.org (the text names (a hashed host name))',
      );
    } finally {
      execFileSync('rm', ['-rf', dir]);
    }
  });

  it('refuses markers, unknown types and keys whose blob does not match their type', () => {
    expect(() => pinnedKeysFor(`@cert-authority * ssh-ed25519 ${key}`, 'h', 22)).toThrow('the marker @cert-authority is not supported');
    expect(() => pinnedKeysFor(`h ssh-foo ${key}`, 'h', 22)).toThrow('unsupported or missing key type "ssh-foo"');
    expect(() => pinnedKeysFor(`h ssh-rsa ${key}`, 'h', 22)).toThrow('the key is not a valid base64 ssh-rsa public key');
  });
});

describe('npm run deploy / rollback and the deploy action (real sshd)', () => {
  let sshd: SshServer;
  let root: string;
  let keyFile: string;

  beforeAll(async () => {
    sshd = await startSshd();
    root = await deployUserDir('skald-www-');
    keyFile = path.join(await mkdtemp(path.join(tmpdir(), 'skald-key-')), 'id');
    await writeFile(keyFile, sshd.clientPrivateKey, { mode: 0o600 });
  });

  afterAll(async () => {
    await sshd?.stop();
    await rm(root, { recursive: true, force: true });
    await rm(path.dirname(keyFile), { recursive: true, force: true });
  });

  const keyLines = () =>
    [...sshd.clientPrivateKey.split('\n'), releaseKeys().primary.secretKey.split('\n')[1]!].filter(
      (line) => line.length > 8 && !line.startsWith('-----'),
    );

  it('deploys from DEPLOY_* variables with progress, never prints the key, and rolls back', async () => {
    const site = await writeSiteCatalog(['alpha', 'beta'], 'r1');
    const webRoot = path.join(root, 'cli');
    const env = {
      DEPLOY_HOST: sshd.host,
      DEPLOY_PORT: String(sshd.port),
      DEPLOY_USER: sshd.user,
      DEPLOY_TARGET: webRoot,
      DEPLOY_KNOWN_HOSTS: sshd.knownHostsLine,
      DEPLOY_PRIVATE_KEY: sshd.clientPrivateKey,
      DEPLOY_SIGNING_KEY: releaseKeys().primary.secretKey,
      DEPLOY_COMMIT: 'feedbee',
    };
    try {
      const first = await command(process.execPath, ['scripts/run.cjs', 'deploy', '--catalog', site.dir], env);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^ {2}\[1\/17\] \d+(\.\d)? (B|KiB) of \d+\.\d KiB {2}alpha\/connector\.json$/m);
      expect(first.stdout).toMatch(/^ {2}\[17\/17\] (\d+\.\d KiB) of \1 {2}schemas\/connector\.schema\.json$/m);
      expect(first.stdout).toMatch(/^deployed release \d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-feedbee-[0-9a-f]{6}: 17 files sent/m);
      expect(first.stdout).toMatch(/^signed: released:\S+ commit:feedbee role:index version:\d+ expires:\S+ key:[0-9A-F]{1,16}$/m);

      await changeConnector(site.dir, 'beta', 'r2');
      const dry = await command(process.execPath, ['scripts/run.cjs', 'deploy', '--catalog', site.dir, '--dry-run'], env);
      expect(dry.code).toBe(0);
      expect(dry.stdout).toContain('  send  beta/server.py');
      expect(dry.stdout).toContain('  link  alpha/server.py');

      const { DEPLOY_PRIVATE_KEY: _key, ...withoutKey } = env;
      const second = await command(
        process.execPath,
        ['scripts/run.cjs', 'deploy', '--catalog', site.dir, '--key-file', keyFile],
        withoutKey,
      );
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/6 files sent .* 11 linked .*; `npm run rollback` switches back to \S+-feedbee-[0-9a-f]{6}$/m);

      const back = await command(process.execPath, ['scripts/run.cjs', 'rollback', '--catalog', site.dir], env);
      expect(back.code).toBe(0);
      expect(back.stdout).toMatch(/^rolled back from \S+ to \S+$/m);
      for (const output of [first, dry, second, back])
        for (const line of keyLines()) expect(output.stdout + output.stderr).not.toContain(line);
    } finally {
      await site.cleanup();
    }
  });

  it('bad input is one clear line: no known-hosts exits 3 (setup), a stale index 1 (the catalog), no server 3', async () => {
    const site = await writeSiteCatalog(['alpha'], 'r1');
    try {
      const base = {
        DEPLOY_HOST: sshd.host,
        DEPLOY_PORT: String(sshd.port),
        DEPLOY_USER: sshd.user,
        DEPLOY_TARGET: path.join(root, 'bad'),
        DEPLOY_PRIVATE_KEY: sshd.clientPrivateKey,
        DEPLOY_SIGNING_KEY: releaseKeys().primary.secretKey,
      };
      const noPin = await command(process.execPath, ['scripts/run.cjs', 'deploy', '--catalog', site.dir], base);
      expect(noPin.code).toBe(3);
      expect(noPin.stderr).toMatch(/^deploy: missing known-hosts: the server's public host key as a known_hosts line is required/);

      await writeFile(path.join(site.dir, 'alpha', 'server.py'), 'changed\n');
      const stale = await command(process.execPath, ['scripts/run.cjs', 'deploy', '--catalog', site.dir], {
        ...base,
        DEPLOY_KNOWN_HOSTS: sshd.knownHostsLine,
      });
      expect(stale.code).toBe(1);
      expect(stale.stderr).toContain('connectors.json is stale: "alpha": server.py modified');
      expect(stale.stderr).not.toContain('    at ');

      await changeConnector(site.dir, 'alpha', 'r1');
      const closed = await command(process.execPath, ['scripts/run.cjs', 'deploy', '--catalog', site.dir], {
        ...base,
        DEPLOY_PORT: String(await freePort()),
        DEPLOY_KNOWN_HOSTS: sshd.knownHostsLine.split(' ').slice(1).join(' '),
      });
      expect(closed.stderr).toMatch(/^deploy: cannot connect to skald-deploy-test@\[127\.0\.0\.1\]:\d+: .*ECONNREFUSED/);
      expect(closed.code).toBe(3);
    } finally {
      await site.cleanup();
    }
  });

  it('the action masks the key, deploys, and sets its outputs', async () => {
    const site = await writeSiteCatalog(['alpha'], 'r1');
    const runner = await mkdtemp(path.join(tmpdir(), 'skald-runner-'));
    const outputs = path.join(runner, 'output');
    await writeFile(outputs, '');
    try {
      const result = await command('node', [path.resolve('actions/deploy/dist/index.js')], {
        GITHUB_WORKSPACE: path.dirname(site.dir),
        GITHUB_OUTPUT: outputs,
        GITHUB_SHA: 'cafe0123456789',
        INPUT_HOST: sshd.host,
        INPUT_PORT: String(sshd.port),
        INPUT_USER: sshd.user,
        INPUT_TARGET: path.join(root, 'action'),
        'INPUT_KNOWN-HOSTS': sshd.knownHostsLine,
        'INPUT_PRIVATE-KEY': sshd.clientPrivateKey,
        'INPUT_SIGNING-KEY': releaseKeys().primary.secretKey,
        INPUT_CATALOG: 'connectors',
        INPUT_KEEP: '5',
        'INPUT_DRY-RUN': 'false',
      });
      expect(result.code, result.stdout).toBe(0);
      const lines = result.stdout.split('\n');
      for (const line of keyLines()) {
        expect(lines).toContain(`::add-mask::${line}`);
        expect(lines.filter((printed) => printed.includes(line) && !printed.startsWith('::add-mask::'))).toEqual([]);
      }
      expect(result.stdout).toMatch(/^deployed release \S+-cafe012-[0-9a-f]{6}: 12 files sent/m);
      const outputText = await readFile(outputs, 'utf8');
      expect(outputText).toMatch(/release<<.*\n\S+-cafe012-[0-9a-f]{6}\n/);
      expect(outputText).toMatch(/sent-files<<.*\n12\n/);
      expect(outputText).toMatch(
        /signature<<.*\nreleased:\S+ commit:cafe0123456789 role:index version:\d+ expires:\S+ key:[0-9A-F]{1,16}\n/,
      );
    } finally {
      await site.cleanup();
      await rm(runner, { recursive: true, force: true });
    }
  });
});
