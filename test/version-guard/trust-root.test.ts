// The trust root guarded by the base branch, in real git repositories in temp dirs: a pull request that
// adds a key without the base root's signature gets a trust-root finding; with the signature it is clean.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalog } from '../../src/phases/check.ts';
import { runVersionGuard } from '../../src/phases/version.ts';
import { certify, type KeyListDocument, publicKeyFile, rootOf, serializeKeyList, signKeyList, withRoot } from '../../src/trust/key-list.ts';
import { parseSecretKey, type SecretKey } from '../../src/trust/minisign.ts';
import { signStatement } from '../../src/trust/statements.ts';
import { TestRepo } from './repo.ts';

const keyDir = mkdtempSync(path.join(tmpdir(), 'skald-trust-root-'));
afterAll(() => rmSync(keyDir, { recursive: true, force: true }));

function makeKey(name: string): { secret: SecretKey; pub: string } {
  execFileSync('minisign', ['-G', '-W', '-p', `${keyDir}/${name}.pub`, '-s', `${keyDir}/${name}.key`], { stdio: 'pipe' });
  return { secret: parseSecretKey(readFileSync(`${keyDir}/${name}.key`, 'utf8')), pub: readFileSync(`${keyDir}/${name}.pub`, 'utf8') };
}

const root = makeKey('root');
const release = makeKey('release');
const attacker = makeKey('attacker');
const newRoot = makeKey('new-root');
const YEAR = new Date(Date.now() + 365 * 86_400_000);

function writeKeyList(repo: TestRepo, document: KeyListDocument, version: number, signers: SecretKey[], signingRoot = rootOf(document)) {
  const signed = signKeyList(document, version, YEAR, signers, signingRoot);
  repo.write('connectors/keys.json', signed.json);
  repo.write('connectors/keys.json.minisig', signed.signature);
  repo.write(
    'connectors/root.pub',
    rootOf(document)
      .keys.map((key) => publicKeyFile(key, 'root key'))
      .join(''),
  );
}

/**
 * A repository whose base commit has a catalog, connectors.pub and a key list signed by `root`; `change` makes the
 * pull request. The trust-root findings of the version guard, or of `npm run check -- --only trust-root` with `check`.
 */
async function trustFindings(change: (repo: TestRepo, base: KeyListDocument) => void, check = false): Promise<string[]> {
  const repo = TestRepo.create();
  try {
    await repo.writeCatalog(['alpha']);
    repo.write('connectors/connectors.pub', release.pub);
    const document = certify(
      withRoot({ root: { threshold: 1, keys: [] }, release: [], revoked: [] }, [root.secret], 1),
      release.secret.publicKey,
      YEAR,
    );
    writeKeyList(repo, document, 1, [root.secret]);
    const base = repo.commitAll('base with a key list');
    change(repo, document);
    repo.commitAll('the pull request');
    const { findings } = check
      ? await checkCatalog({ catalogDir: repo.path('connectors'), only: ['trust-root'], versionGuard: { base, env: {} } })
      : await runVersionGuard({ repoDir: repo.dir, base, env: {} });
    return findings
      .filter((finding) => finding.ruleId === 'trust-root')
      .map((finding) => `${finding.severity} ${finding.file}: ${finding.message}`);
  } finally {
    repo.cleanup();
  }
}

describe('trust-root: the base branch guards the trust root', () => {
  const attackerId = attacker.secret.keyId;

  it("a pull request appending its own key to connectors.pub (step one of a 'rotation') gets a finding", async () => {
    expect(await trustFindings((repo) => repo.write('connectors/connectors.pub', release.pub + attacker.pub))).toEqual([
      `error connectors/connectors.pub: holds key ${attackerId}, which the key list does not certify as a release key; certify it with the root key: ` +
        '`npm run keys -- certify --root-secret root.key --key <release.pub>` (or the stock minisign step of docs/trust.md), then commit keys.json.minisig',
    ]);
  });

  it('a pull request certifying its key in keys.json without the root signature: a finding against the base root; with it: clean', async () => {
    const unsigned = await trustFindings((repo, base) => {
      // Signed by the contributor's own key in the format of a root signature: the base's root did not sign it.
      const json = serializeKeyList(certify(base, attacker.secret.publicKey, YEAR));
      repo.write('connectors/keys.json', json);
      repo.write(
        'connectors/keys.json.minisig',
        signStatement(Buffer.from(json), attacker.secret, { role: 'keys', version: 2, expires: YEAR }),
      );
    });
    expect(unsigned).toEqual([
      `error connectors/keys.json: against the base's root: the key list is signed by 0 of the pinned root keys (${root.secret.keyId}); 1 must sign; ` +
        'sign it with the root key: `npm run keys -- certify --root-secret root.key --key <release.pub>` (or the stock minisign step of docs/trust.md), then commit keys.json.minisig',
    ]);
    const signed = await trustFindings((repo, base) => {
      writeKeyList(repo, certify(base, attacker.secret.publicKey, YEAR), 2, [root.secret]);
      repo.write('connectors/connectors.pub', release.pub + attacker.pub);
    });
    expect(signed).toEqual([]);
  });

  it("a new root without the old root's signature is an error; with it, clean", async () => {
    const rotate = (signers: SecretKey[]) => (repo: TestRepo, base: KeyListDocument) =>
      writeKeyList(repo, withRoot(base, [newRoot.secret], 1), 2, signers, {
        threshold: 1,
        keys: [root.secret.publicKey, newRoot.secret.publicKey],
      });
    const [finding] = await trustFindings((repo, base) => {
      const document = withRoot(base, [newRoot.secret], 1);
      const signed = signKeyList(document, 2, YEAR, [newRoot.secret], rootOf(document));
      repo.write('connectors/keys.json', signed.json);
      repo.write('connectors/keys.json.minisig', signed.signature);
      repo.write('connectors/root.pub', newRoot.pub);
    });
    expect(finding).toMatch(
      /^error connectors\/keys.json: against the base's root: the key list is signed by 0 of the pinned root keys .*a new root without the old root's signature is refused/,
    );
    expect(await trustFindings(rotate([root.secret, newRoot.secret]))).toEqual([]);
  });

  it('npm run check -- --only trust-root judges a pull request that brings its own root key, as the full check does', async () => {
    const ownRoot = (repo: TestRepo, base: KeyListDocument) => {
      const document = withRoot(base, [attacker.secret], 1);
      const signed = signKeyList(document, 2, YEAR, [attacker.secret], rootOf(document));
      repo.write('connectors/keys.json', signed.json);
      repo.write('connectors/keys.json.minisig', signed.signature);
      repo.write('connectors/root.pub', attacker.pub);
    };
    const [finding, ...more] = await trustFindings(ownRoot, true);
    expect(more).toEqual([]);
    expect(finding).toMatch(/^error connectors\/keys.json: against the base's root: the key list is signed by 0 of the pinned root keys/);
  });
});
