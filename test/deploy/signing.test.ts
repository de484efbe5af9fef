// Release signatures against Debian's real minisign, both ways, and every way a signature must fail.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { readDeploySettings } from '../../src/deploy/config.ts';
import { deploySite } from '../../src/deploy/deploy.ts';
import { type HistoryEntry, releaseLine, releasesToPrune, rollbackTarget } from '../../src/deploy/history.ts';
import { RELEASE_ID, releaseId } from '../../src/deploy/server-state.ts';
import { checkSite } from '../../src/phases/site.ts';
import { runRules } from '../../src/rules/engine.ts';
import type { SiteRule } from '../../src/rules/site/rule.ts';
import { siteIndex } from '../../src/rules/site/site-index.ts';
import { directorySource } from '../../src/site/source.ts';
import { checkIndexSignature, heldRelease, loadSigningKey, olderThanHeld, signIndex } from '../../src/trust/index-signature.ts';
import { parsePublicKeys, parseSecretKey, SignatureError, verifyMinisign } from '../../src/trust/minisign.ts';
import { releaseKeys, writeSiteCatalog } from './fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'skald-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { primary, other } = releaseKeys();
const index = Buffer.from('{"version":1,"connectors":[]}\n');
const released = new Date('2026-12-01T10:00:00.000Z');

function minisign(args: string[]): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync('minisign', args, { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('signatures in minisign format', () => {
  it('ours verify with the stock minisign -Vm connectors.json -p connectors.pub', () => {
    writeFileSync(path.join(dir, 'connectors.json'), index);
    writeFileSync(path.join(dir, 'connectors.pub'), primary.publicKey);
    writeFileSync(path.join(dir, 'connectors.json.minisig'), signIndex(index, parseSecretKey(primary.secretKey), released, 'c0ffee1'));
    const keyId = parsePublicKeys(primary.publicKey)[0]!.keyId;
    const result = minisign(['-Vm', path.join(dir, 'connectors.json'), '-p', path.join(dir, 'connectors.pub')]);
    expect(result).toEqual({
      code: 0,
      output:
        'Signature and comment signature verified\nTrusted comment: released:2026-12-01T10:00:00.000Z commit:c0ffee1 role:index ' +
        `version:1796119200000 expires:2027-12-01T10:00:00.000Z key:${keyId}\n`,
    });
    expect(primary.publicKey).toContain(`minisign public key ${keyId}`);
  });

  it("minisign's own signatures verify with ours, and its key id is the one in the comment", () => {
    writeFileSync(path.join(dir, 'key'), primary.secretKey);
    writeFileSync(path.join(dir, 'theirs.json'), index);
    const keyId = parsePublicKeys(primary.publicKey)[0]!.keyId;
    const comment = `released:2026-12-01T11:00:00.000Z commit:deadbee key:${keyId}`;
    expect(minisign(['-S', '-s', path.join(dir, 'key'), '-m', path.join(dir, 'theirs.json'), '-t', comment]).code).toBe(0);
    const signature = readFileSync(path.join(dir, 'theirs.json.minisig'), 'utf8');
    expect(checkIndexSignature(index, signature, parsePublicKeys(primary.publicKey))).toMatchObject({
      keyId,
      commit: 'deadbee',
      trustedComment: comment,
    });
    // The legacy, not prehashed, form (-l) verifies too.
    expect(minisign(['-S', '-l', '-s', path.join(dir, 'key'), '-m', path.join(dir, 'theirs.json'), '-t', comment]).code).toBe(0);
    expect(
      verifyMinisign(index, readFileSync(path.join(dir, 'theirs.json.minisig'), 'utf8'), parsePublicKeys(primary.publicKey)).keyId,
    ).toBe(keyId);
  });

  it('fails clearly: one changed byte, another key, a changed trusted comment, an older index, a missing signature', async () => {
    const keys = parsePublicKeys(primary.publicKey);
    const signature = signIndex(index, parseSecretKey(primary.secretKey), released, 'c0ffee1');
    const changed = Buffer.from(index);
    changed[5] = changed[5]! ^ 1;
    expect(() => checkIndexSignature(changed, signature, keys)).toThrow(
      new RegExp(
        '^the signature by key [0-9A-F]{1,16} does not match the file: ' +
          'it was changed after signing, or the signature belongs to another file$',
      ),
    );
    const otherId = parsePublicKeys(other.publicKey)[0]!.keyId;
    expect(() => checkIndexSignature(index, signIndex(index, parseSecretKey(other.secretKey), released, 'c0ffee1'), keys)).toThrow(
      new SignatureError(`it is signed by key ${otherId}, which is not a trusted key (trusted: ${keys[0]!.keyId})`),
    );
    expect(() => checkIndexSignature(index, signature.replace('commit:c0ffee1', 'commit:c0ffee2'), keys)).toThrow(
      /^the trusted comment was changed after signing \(its global signature by key [0-9A-F]{1,16} does not verify\)$/,
    );
    const older = checkIndexSignature(index, signature, keys);
    const held = heldRelease(signIndex(index, parseSecretKey(primary.secretKey), new Date('2026-12-02T00:00:00.000Z'), 'beef123'));
    expect(olderThanHeld(older, held)).toBe(
      'the index is older than the one held: released 2026-12-01T10:00:00.000Z (commit c0ffee1), ' +
        'the held one 2026-12-02T00:00:00.000Z (commit beef123)',
    );
    expect(olderThanHeld(held, older)).toBeUndefined();

    unlinkSync(path.join(dir, 'connectors.json.minisig'));
    const report = await checkSite(await directorySource(dir), { trustedKeys: keys });
    expect(report.findings.map((finding) => [finding.ruleId, finding.message])).toContainEqual([
      'site-signature-missing',
      'the index has no signature: connectors.json.minisig is not served beside it',
    ]);
  });

  it('a site rule that throws becomes an internal-error finding, and the other site rules still report', async () => {
    const crashing: SiteRule = {
      ...siteIndex,
      id: 'site-icon',
      check: () => {
        throw new Error('boom');
      },
    };
    const findings = await runRules({
      rules: [crashing, siteIndex],
      inputs: [{ source: 'nowhere', expected: { trustedKeys: [] } }],
      locate: (at) => at,
      origin: () => ({ file: 'connectors.json' }),
    });
    expect(findings.map((finding) => [finding.ruleId, finding.message.split('\n')[0]])).toEqual([
      ['internal-error', 'rule "site-icon" crashed: Error: boom'],
      ['site-index', 'no connectors.json is served at nowhere'],
    ]);
  });

  it('rotation: two keys, the first signs; the deploy refuses a key that is not first or not committed, before connecting', async () => {
    const both = parsePublicKeys(primary.publicKey + other.publicKey);
    expect(both).toHaveLength(2);
    expect(checkIndexSignature(index, signIndex(index, parseSecretKey(other.secretKey), released, 'c'), both).keyId).toBe(both[1]!.keyId);
    expect(() => loadSigningKey(other.secretKey, both)).toThrow(/is the second key of connectors.pub; the key that signs must come first/);
    expect(() => loadSigningKey('untrusted comment: x\nRWQAAAAA\n', both)).toThrow(/^signing-key: secret key is not a minisign secret key/);

    const site = await writeSiteCatalog(['alpha'], 'r1');
    try {
      const settings = await unreachableTarget(site.dir, other.secretKey);
      await expect(deploySite({ catalogDir: site.dir, settings })).rejects.toThrow(
        new RegExp(
          String.raw`^signing-key: its key id [0-9A-F]{1,16} is not in connectors.pub \([0-9A-F]{1,16}\): ` +
            'the release would not verify; nothing was deployed$',
        ),
      );
    } finally {
      await site.cleanup();
    }
  });

  // Issue #34: the deploy publishes root.pub, keys.json and keys.json.minisig; one out of its canonical form (here a
  // second root key behind a carriage return) is refused before anything is sent, naming the file, line and byte.
  it('the deploy refuses a trust file out of its canonical form, before connecting', async () => {
    const site = await writeSiteCatalog(['alpha'], 'r1');
    try {
      const [comment, line] = primary.publicKey.split('\n');
      writeFileSync(path.join(site.dir, 'root.pub'), `${comment}\r${other.publicKey.split('\n')[1]}\n${line}\n`);
      writeFileSync(path.join(site.dir, 'connectors.json'), (await compileCatalog(await loadCatalog(site.dir))).text!);
      await expect(deploySite({ catalogDir: site.dir, settings: await unreachableTarget(site.dir, primary.secretKey) })).rejects.toThrow(
        `${path.join(site.dir, 'root.pub')} line 1, byte ${comment!.length + 1}: a carriage return (0x0d): trust files end lines with LF alone`,
      );
    } finally {
      await site.cleanup();
    }
  });
});

/** Deploy settings for a target nothing listens at: a deploy that gets as far as connecting fails there. */
function unreachableTarget(catalogDir: string, signingKey: string) {
  const values: Record<string, string> = {
    host: '127.0.0.1',
    port: '9',
    user: 'nobody',
    target: '/srv/www',
    'known-hosts': 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl',
    'private-key': 'unused',
    'signing-key': signingKey,
    commit: 'abc1234',
  };
  return readDeploySettings((name) => values[name], catalogDir);
}

describe('release ids and the order of releases', () => {
  it('two deploys of one commit in one millisecond get different ids', () => {
    const time = new Date('2026-12-01T10:00:00.123Z');
    const [a, b] = [releaseId(time, 'abc1234'), releaseId(time, 'abc1234')];
    expect(a).not.toBe(b);
    expect(a).toMatch(RELEASE_ID);
    expect('2026-11-30T20-51-00.123Z-ec06288').toMatch(RELEASE_ID);
  });

  const entry = (kind: 'deploy' | 'rollback', release: string): HistoryEntry => ({ at: '', kind, release, commit: 'c' });

  it('follows the history, not the ids: rollbacks step back, a deploy after a rollback continues from the live one', () => {
    // Ids from a runner whose clock was behind: r3 sorts first, but went live last.
    const kept = ['r1', 'r2', 'r0-skewed'];
    const history = [entry('deploy', 'r1'), entry('deploy', 'r2'), entry('deploy', 'r0-skewed')];
    let line = releaseLine(kept, history, 'r0-skewed');
    expect(rollbackTarget(line)).toBe('r2');
    line = releaseLine(kept, [...history, entry('rollback', 'r2')], 'r2');
    expect(rollbackTarget(line)).toBe('r1');
    expect(line.ahead).toEqual(['r0-skewed']);
    const next = [...history, entry('rollback', 'r2'), entry('deploy', 'r4')];
    line = releaseLine([...kept, 'r4'], next, 'r4');
    expect(rollbackTarget(line)).toBe('r2');
    expect(releasesToPrune([...kept, 'r4'], line, 2).sort()).toEqual(['r0-skewed', 'r1']);
    // Releases made before the history was kept come first, in id order.
    expect(releaseLine(['a-old', 'b-old', 'r9'], [entry('deploy', 'r9')], 'r9').behind).toEqual(['a-old', 'b-old', 'r9']);
  });
});
