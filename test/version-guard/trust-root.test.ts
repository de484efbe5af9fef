// The trust root guarded by the base branch, in real git repositories in temp dirs: a pull request that
// adds a key without the base root's signature gets a trust-root finding; with the signature it is clean.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalog } from '../../src/phases/check.ts';
import { runVersionGuard } from '../../src/phases/version.ts';
import {
  certify,
  type KeyListDocument,
  publicKeyFile,
  revoke,
  rootOf,
  serializeKeyList,
  signKeyList,
  withRoot,
} from '../../src/trust/key-list.ts';
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
const newRelease = makeKey('new-release');
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

/** The key list of the first base commit: the root certifies `release`. */
function baseDocument(): KeyListDocument {
  return certify(
    withRoot({ root: { threshold: 1, keys: [] }, release: [], revoked: [] }, [root.secret], 1),
    release.secret.publicKey,
    YEAR,
  );
}

/** A repository whose base commit has a catalog, connectors.pub and a key list signed by `root`; `change` makes the pull request. */
async function trustFindings(
  change: (repo: TestRepo, base: KeyListDocument) => void,
  rule = 'trust-root',
  baseChange?: (repo: TestRepo, base: KeyListDocument) => void,
  /** Through `npm run check -- --only RULE` instead of the version guard alone. */
  check = false,
): Promise<string[]> {
  const repo = TestRepo.create();
  try {
    await repo.writeCatalog(['alpha']);
    repo.write('connectors/connectors.pub', release.pub);
    const document = baseDocument();
    writeKeyList(repo, document, 1, [root.secret]);
    repo.commitAll('base with a key list');
    baseChange?.(repo, document);
    const base = repo.commitAll('the base');
    change(repo, document);
    repo.commitAll('the pull request');
    const { findings } = check
      ? await checkCatalog({ catalogDir: repo.path('connectors'), only: [rule], versionGuard: { base, env: {} } })
      : await runVersionGuard({ repoDir: repo.dir, base, env: {} });
    return findings
      .filter((finding) => finding.ruleId === rule)
      .map(
        (finding) =>
          `${finding.severity} ${finding.file}${finding.position ? `:${finding.position.line}:${finding.position.column}` : ''}: ${finding.message}`,
      );
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
    const [finding, ...more] = await trustFindings(ownRoot, 'trust-root', undefined, true);
    expect(more).toEqual([]);
    expect(finding).toMatch(/^error connectors\/keys.json: against the base's root: the key list is signed by 0 of the pinned root keys/);
  });

  // Issue #34: a carriage return hid a second root key behind the comment line of root.pub. Our reader and stock
  // minisign split lines on LF and saw one key; a Python host reading the file as text saw two. On the code before
  // the canonical forms this pull request got no finding at all.
  it('a root key hidden behind a carriage return in root.pub is refused as out of its canonical form', async () => {
    const [comment, line] = root.pub.split('\n');
    const attackerLine = attacker.pub.split('\n')[1];
    const findings = await trustFindings(
      (repo) => repo.write('connectors/root.pub', `${comment}\r${attackerLine}\n${line}\n`),
      'trust-file-form',
    );
    expect(findings).toEqual([
      `error connectors/root.pub:1:${comment!.length + 1}: a carriage return (0x0d): trust files end lines with LF alone`,
    ]);
  });

  it('a keys.json with a BOM, a duplicated member or CRLF line ends is refused, even when the root signed it', async () => {
    const resign = (text: (json: string) => string) => (repo: TestRepo, base: KeyListDocument) => {
      const json = text(serializeKeyList(certify(base, attacker.secret.publicKey, YEAR)));
      repo.write('connectors/keys.json', json);
      repo.write(
        'connectors/keys.json.minisig',
        signStatement(Buffer.from(json), root.secret, { role: 'keys', version: 2, expires: YEAR }),
      );
    };
    expect(
      await trustFindings(
        resign((json) => `\ufeff${json}`),
        'trust-file-form',
      ),
    ).toEqual(['error connectors/keys.json:1:1: the file starts with a byte order mark (BOM); save it as UTF-8 without BOM']);
    expect(
      await trustFindings(
        resign((json) => json.replace('"revoked": []', '"revoked": [],\n  "revoked": []')),
        'trust-file-form',
      ),
    ).toEqual([
      expect.stringMatching(/^error connectors\/keys.json:\d+:3: the member "revoked" twice in one object: each name appears once$/),
    ]);
    expect(
      await trustFindings(
        resign((json) => json.replaceAll('\n', '\r\n')),
        'trust-file-form',
      ),
    ).toEqual(['error connectors/keys.json:1:2: a carriage return (0x0d): trust files end lines with LF alone']);
  });

  // Issue #34, item 3: on the code before this check, restoring the older key list passed trust-root, and a new host
  // took the revoked key as certified.
  it('restoring an older keys.json signed by the same root is refused: its version and the revocation it drops', async () => {
    const revokedAtBase = (repo: TestRepo, base: KeyListDocument) => {
      writeKeyList(repo, revoke(certify(base, newRelease.secret.publicKey, YEAR), release.secret.keyId), 2, [root.secret]);
      repo.write('connectors/connectors.pub', newRelease.pub);
    };
    // The pull request puts back the base's first key list (as `version`) and the release key it certified.
    const restored = (version: number) => (repo: TestRepo, base: KeyListDocument) => {
      writeKeyList(repo, base, version, [root.secret]);
      repo.write('connectors/connectors.pub', release.pub);
    };
    expect(await trustFindings(restored(1), 'trust-root', revokedAtBase)).toEqual([
      `error connectors/keys.json: key ${release.secret.keyId} is revoked at the base, and this key list no longer revokes it: ` +
        'a revocation is never undone',
      "error connectors/keys.json: the key list is version 1, not above the base's version 2: hosts that hold the base's refuse it, " +
        'and a new host would take it in its place; a changed key list needs a higher version',
    ]);
    // The older list signed again with a higher version still drops the revocation.
    expect(await trustFindings(restored(3), 'trust-root', revokedAtBase)).toEqual([
      `error connectors/keys.json: key ${release.secret.keyId} is revoked at the base, and this key list no longer revokes it: ` +
        'a revocation is never undone',
    ]);
    // A change at the same version is refused too; the next version that keeps the revocation is clean.
    const renewed = (version: number) => (repo: TestRepo) =>
      writeKeyList(
        repo,
        revoke(certify(baseDocument(), newRelease.secret.publicKey, new Date(YEAR.getTime() + 1000)), release.secret.keyId),
        version,
        [root.secret],
      );
    expect(await trustFindings(renewed(2), 'trust-root', revokedAtBase)).toEqual([
      expect.stringMatching(/^error connectors\/keys.json: the key list is version 2, not above the base's version 2/),
    ]);
    expect(await trustFindings(renewed(3), 'trust-root', revokedAtBase)).toEqual([]);
  });
});
