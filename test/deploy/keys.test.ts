// npm run keys with Debian's real minisign: what it signs verifies with stock minisign, what stock minisign
// signs verifies with ours; revoke and rotate-root as a host then judges them; no secret is ever printed.

import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { collectSite } from '../../src/deploy/collect-site.ts';
import { signIndex } from '../../src/trust/index-signature.ts';
import { parsePublicKeys, parseSecretKey } from '../../src/trust/minisign.ts';
import { signStatement } from '../../src/trust/statements.ts';
import { judgeTrust, type Root } from '../../src/trust/verdict.ts';
import { writeSiteCatalog } from './fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'skald-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => path.join(dir, name);

function makeKey(name: string): { pub: string; secret: string; id: string } {
  execFileSync('minisign', ['-G', '-W', '-p', at(`${name}.pub`), '-s', at(`${name}.key`)], { stdio: 'pipe' });
  const pub = readFileSync(at(`${name}.pub`), 'utf8');
  return { pub, secret: readFileSync(at(`${name}.key`), 'utf8'), id: parsePublicKeys(pub)[0]!.keyId };
}

function keys(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ['scripts/run.cjs', 'keys', ...args, '--catalog', at('catalog')], {
    env: { PATH: process.env.PATH },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

const minisignVerify = (file: string, signature: string, pub: string) =>
  execFileSync('minisign', ['-V', '-m', file, '-x', signature, '-p', pub], { encoding: 'utf8', stdio: 'pipe' });

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A host's verdict on an index and a timestamp signed by `signer`, against the key list in the catalog. */
function hostVerdict(root: Root, signer: string, held: { keys?: number } = {}) {
  const secret = parseSecretKey(signer);
  const index = Buffer.from('{"version":1,"connectors":[]}\n');
  const released = new Date();
  // In its canonical form (docs/trust.md): one object and one LF.
  const timestamp = Buffer.from(
    `${JSON.stringify({ index: { version: released.getTime(), sha256: sha256(index) }, status: { sha256: null } })}\n`,
  );
  return judgeTrust(
    {
      index,
      indexSignature: Buffer.from(signIndex(index, secret, released, 'c0ffee1')),
      keyList: readFileSync(at('catalog/keys.json')),
      keyListSignature: readFileSync(at('catalog/keys.json.minisig')),
      timestamp,
      timestampSignature: Buffer.from(
        signStatement(timestamp, secret, { role: 'timestamp', version: released.getTime(), expires: new Date(Date.now() + 86_400_000) }),
      ),
    },
    root,
    held,
    new Date(),
  ).problems.map((problem) => `${problem.rule}: ${problem.message}`);
}

describe('npm run keys', () => {
  const root = makeKey('root');
  const release = makeKey('release');
  const next = makeKey('next');
  const newRoot = makeKey('new-root');
  const secretLines = [root, release, next, newRoot].map((key) => key.secret.split('\n')[1]!);
  const pinned = (): Root => ({ threshold: 1, keys: parsePublicKeys(root.pub) });

  it('init, certify, revoke, rotate-root, show: signatures stock minisign verifies, verdicts a host reaches', async () => {
    execFileSync('mkdir', ['-p', at('catalog')]);
    writeFileSync(at('catalog/connectors.pub'), release.pub);
    const outputs: string[] = [];
    const run = async (args: string[]) => {
      const result = await keys(args);
      outputs.push(result.stdout, result.stderr);
      expect(result.code, result.stderr).toBe(0);
      return result;
    };
    await run(['init', '--root-secret', at('root.key')]);
    expect(minisignVerify(at('catalog/keys.json'), at('catalog/keys.json.minisig'), at('catalog/root.pub'))).toContain(
      `Trusted comment: role:keys version:1 expires:`,
    );
    expect(hostVerdict(pinned(), release.secret)).toEqual([]);

    await run(['certify', '--root-secret', at('root.key'), '--key', at('next.pub')]);
    await run(['revoke', '--root-secret', at('root.key'), '--key', release.id]);
    expect(hostVerdict(pinned(), release.secret)).toEqual([
      `site-release-key: the index: it is signed by key ${release.id}, which key list version 3 revokes`,
      `site-release-key: the timestamp: it is signed by key ${release.id}, which key list version 3 revokes`,
    ]);
    expect(hostVerdict(pinned(), next.secret)).toEqual([]);
    expect(hostVerdict(pinned(), next.secret, { keys: 4 })).toEqual([
      'site-rollback: the key list is version 3, older than version 4 that the host holds',
    ]);

    await run(['rotate-root', '--root-secret', at('root.key'), '--new-root-secret', at('new-root.key')]);
    expect(readFileSync(at('catalog/root.pub'), 'utf8')).toContain(parsePublicKeys(newRoot.pub)[0]!.keyId);
    expect(hostVerdict(pinned(), next.secret)).toEqual([]);
    const show = await run(['show']);
    expect(show.stdout).toBe(
      `key list version 4, expires ${/expires (\S+)/.exec(show.stdout)![1]}\n` +
        `root: 1 of ${newRoot.id}\n` +
        `release key ${next.id}: certified until ${/certified until (\S+)/.exec(show.stdout)![1]}\n` +
        `revoked key ${release.id}\n`,
    );
    for (const line of secretLines) for (const output of outputs) expect(output).not.toContain(line);
  });

  it('after a rotation, a key list signed by the old root alone is refused', async () => {
    const result = await keys(['certify', '--root-secret', at('root.key'), '--key', at('root.pub')]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^keys: the key list needs 1 signature\(s\) of the current root \([0-9A-F]+\); given: [0-9A-F]+$/);
  });

  it("stock minisign's signature of a key list verifies with ours (the documented alternative to npm run keys)", () => {
    const document = readFileSync(at('catalog/keys.json'));
    const comment = `role:keys version:5 expires:2099-01-01T00:00:00.000Z key:${newRoot.id}`;
    execFileSync('minisign', ['-S', '-s', at('new-root.key'), '-m', at('catalog/keys.json'), '-x', at('stock.minisig'), '-t', comment], {
      stdio: 'pipe',
    });
    writeFileSync(at('catalog/keys.json.minisig'), readFileSync(at('stock.minisig')));
    expect(document.equals(readFileSync(at('catalog/keys.json')))).toBe(true);
    const pinnedNew: Root = { threshold: 1, keys: parsePublicKeys(newRoot.pub) };
    expect(hostVerdict(pinnedNew, next.secret, { keys: 4 })).toEqual([]);
  });

  it('--help names every command', async () => {
    const result = await keys(['revoke', '--help']);
    expect(result.code).toBe(0);
    for (const command of ['init', 'certify', 'revoke', 'rotate-root', 'show']) expect(result.stdout).toContain(`  ${command} `);
  });
});

describe('the trust root in the deployed site', () => {
  it('root.pub, keys.json and keys.json.minisig of the catalog are served with the release', async () => {
    const site = await writeSiteCatalog(['alpha'], 'r1');
    try {
      for (const name of ['root.pub', 'keys.json', 'keys.json.minisig']) writeFileSync(path.join(site.dir, name), `${name}\n`);
      // They are site pages the index signs: compile again with them.
      writeFileSync(path.join(site.dir, 'connectors.json'), (await compileCatalog(await loadCatalog(site.dir))).text!);
      const paths = (await collectSite(site.dir)).files.map((file) => file.path);
      expect(paths).toEqual(expect.arrayContaining(['connectors.pub', 'root.pub', 'keys.json', 'keys.json.minisig']));
    } finally {
      await site.cleanup();
    }
  });
});
