// The trust root is guarded by the base branch: a change to root.pub, keys.json, keys.json.minisig or
// connectors.pub must carry a key list that the BASE revision's root accepts (read from git's objects at
// the base, never from the change's tree: src/version-guard/trust-root.ts reads them).

import type { Location, Report } from '../../findings/finding.ts';
import { KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, PUBLIC_KEY_FILE, ROOT_KEY_FILE } from '../../trust/files.ts';
import { parsePublicKeys } from '../../trust/minisign.ts';
import { judgeKeyList, parseKeyList, type TrustProblem } from '../../trust/verdict.ts';
import { TRUST_FILES, type TrustFileName, type TrustRootChange } from '../../version-guard/trust-root.ts';
import type { VersionRule } from './rule.ts';

const SIGN =
  'with the root key: `npm run keys -- certify --root-secret root.key --key <release.pub>` (or the stock minisign step of docs/trust.md), then commit keys.json.minisig';

function* problems({ catalogDir, base, now }: TrustRootChange): Generator<Report<Location>> {
  const same = (name: TrustFileName) => (base[name] ?? Buffer.alloc(0)).equals(now[name] ?? Buffer.alloc(0)) && !base[name] === !now[name];
  if (TRUST_FILES.every(same)) return;
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
  let baseRoot: ReturnType<typeof parseKeyList>['root'];
  try {
    baseRoot = parseKeyList(base[KEY_LIST_FILE]).root;
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
    baseRoot,
    {},
    new Date(),
    found,
  );
  for (const problem of found)
    yield { at: { file: at(KEY_LIST_FILE) }, message: `against the base's root: ${problem.message}; sign it ${SIGN}` };
  if (!accepted) return;
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
    "branch's root (the old root's signature for a new root), and connectors.pub holds only certified release keys",
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
