// The trust root is guarded by the base branch: a change to root.pub, keys.json, keys.json.minisig or
// connectors.pub must carry a key list that the BASE revision's root accepts (read from git's objects at
// the base, never from the change's tree: src/version-guard/trust-root.ts reads them), whose version is above the
// base's and which keeps every revocation of the base's. Run by the version guard; trust-file-form judges the bytes.

import type { Location, Report } from '../../findings/finding.ts';
import { checkTrustFile } from '../../trust/canonical.ts';
import { KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, PUBLIC_KEY_FILE, ROOT_KEY_FILE } from '../../trust/files.ts';
import { parsePublicKeys } from '../../trust/minisign.ts';
import { judgeKeyList, type KeyList, parseKeyList, type TrustProblem } from '../../trust/verdict.ts';
import { TRUST_FILES, type TrustFileName, type TrustRootChange } from '../../version-guard/trust-root.ts';
import type { VersionRule } from './rule.ts';

const SIGN =
  'with the root key: `npm run keys -- certify --root-secret root.key --key <release.pub>` (or the stock minisign step of docs/trust.md), then commit keys.json.minisig';

/** The trust files whose bytes (or presence) differ between the base and the change. */
export function changedTrustFiles({ base, now }: TrustRootChange): TrustFileName[] {
  return TRUST_FILES.filter((name) => !(base[name] && now[name] ? base[name].equals(now[name]) : !base[name] && !now[name]));
}

function canonical(name: TrustFileName, bytes: Buffer | undefined): boolean {
  try {
    if (bytes) checkTrustFile(name, bytes);
    return true;
  } catch {
    return false;
  }
}

function* problems(change: TrustRootChange): Generator<Report<Location>> {
  const { catalogDir, base, now } = change;
  const changed = changedTrustFiles(change);
  // A file out of its canonical form is trust-file-form's to report; nothing here reads it.
  if (changed.length === 0 || changed.some((name) => !canonical(name, now[name]))) return;
  const at = (name: string) => `${catalogDir}/${name}`;
  if (!base[KEY_LIST_FILE]) {
    if (!now[KEY_LIST_FILE]) {
      yield {
        at: { file: at(PUBLIC_KEY_FILE) },
        message: `changes ${PUBLIC_KEY_FILE}, the trust root, and there is no key list to authorize it: start one (\`npm run keys -- init\`, docs/trust.md) and have the maintainer review the key`,
      };
      return;
    }
    yield {
      at: { file: at(KEY_LIST_FILE) },
      severity: 'warning',
      message:
        'introduces the key list and root.pub: nothing at the base can vouch for them; the maintainer must check root.pub out of band before merging',
    };
    return;
  }
  let baseList: KeyList;
  try {
    baseList = parseKeyList(base[KEY_LIST_FILE]);
  } catch (error) {
    yield {
      at: { file: at(KEY_LIST_FILE) },
      message: `the base's key list cannot be read (${(error as Error).message}): fix the base branch first`,
    };
    return;
  }
  const found: TrustProblem[] = [];
  const accepted = judgeKeyList(
    { index: Buffer.alloc(0), keyList: now[KEY_LIST_FILE], keyListSignature: now[KEY_LIST_SIGNATURE_FILE] },
    baseList.root,
    {},
    new Date(),
    found,
  );
  for (const problem of found)
    yield { at: { file: at(KEY_LIST_FILE) }, message: `against the base's root: ${problem.message}; sign it ${SIGN}` };
  if (!accepted) return;
  yield* keptHistory(change, baseList, accepted.list, accepted.statement.version);
  const rootIds = accepted.list.root.keys
    .map((key) => key.keyId)
    .sort()
    .join();
  const served = now[ROOT_KEY_FILE] && parsePublicKeysSafe(now[ROOT_KEY_FILE]);
  if (served === undefined || served.sort().join() !== rootIds)
    yield {
      at: { file: at(ROOT_KEY_FILE) },
      message: `${ROOT_KEY_FILE} must hold exactly the root keys keys.json names (${rootIds}); \`npm run keys\` writes it`,
    };
  const certified = new Set(accepted.list.release.map((entry) => entry.key.keyId));
  for (const keyId of (now[PUBLIC_KEY_FILE] && parsePublicKeysSafe(now[PUBLIC_KEY_FILE])) ?? [])
    if (!certified.has(keyId))
      yield {
        at: { file: at(PUBLIC_KEY_FILE) },
        message: `holds key ${keyId}, which the key list does not certify as a release key; certify it ${SIGN}`,
      };
}

/**
 * A changed key list is a newer one: its version above the base's (hosts that hold the base's refuse anything
 * else, and a new host would take an older list), and every key the base revokes still revoked.
 */
function* keptHistory(change: TrustRootChange, baseList: KeyList, list: KeyList, version: number): Generator<Report<Location>> {
  const at = { file: `${change.catalogDir}/${KEY_LIST_FILE}` };
  const keyListChanged = changedTrustFiles(change).some((name) => name === KEY_LIST_FILE || name === KEY_LIST_SIGNATURE_FILE);
  const baseStatement = judgeKeyList(
    { index: Buffer.alloc(0), keyList: change.base[KEY_LIST_FILE], keyListSignature: change.base[KEY_LIST_SIGNATURE_FILE] },
    baseList.root,
    {},
    new Date(0),
    [],
  )?.statement;
  if (keyListChanged && baseStatement && version <= baseStatement.version)
    yield {
      at,
      message:
        `the key list is version ${version}, not above the base's version ${baseStatement.version}: hosts that hold the base's ` +
        'refuse it, and a new host would take it in its place; a changed key list needs a higher version',
      fix: `start from the base's keys.json and sign the change with version ${baseStatement.version + 1} (\`npm run keys\` raises it)`,
    };
  const revoked = new Set(list.revoked.map((key) => key.keyId));
  for (const key of baseList.revoked)
    if (!revoked.has(key.keyId))
      yield {
        at,
        message: `key ${key.keyId} is revoked at the base, and this key list no longer revokes it: a revocation is never undone`,
        fix: `keep key ${key.keyId} in "revoked" (start from the base's keys.json), then sign it again with the root key`,
      };
}

function parsePublicKeysSafe(text: Buffer): string[] | undefined {
  try {
    return parsePublicKeys(text.toString('utf8')).map((key) => key.keyId);
  } catch {
    return undefined;
  }
}

export const trustRoot: VersionRule = {
  id: 'trust-root',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description:
    'A change to the trust root (root.pub, keys.json, keys.json.minisig, connectors.pub) carries a key list signed by the base ' +
    "branch's root (the old root's signature for a new root), of a version above the base's that keeps every revocation of the " +
    "base's, and connectors.pub holds only certified release keys",
  explain: {
    example:
      'connectors/connectors.pub  error  changes connectors.pub, the trust root, and there is no key list to authorize it: ' +
      'start one (`npm run keys -- init`, docs/trust.md) and have the maintainer review the key.  [trust-root]',
    fix: SIGN,
  },
  *check({ trustRoot }) {
    if (trustRoot) yield* problems(trustRoot);
  },
};
