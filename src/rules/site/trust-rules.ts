// The rules of the host's algorithm (docs/trust.md): each reports the problems of its kind that
// judgeTrust found, when check-site is given a pinned root (`--root`).

import type { RuleId } from '../../findings/rule-ids.ts';
import type { ObservedIndex } from '../../site/observation.ts';
import type { SiteRule } from './rule.ts';

export function* trustProblems(index: ObservedIndex | undefined, rule: RuleId) {
  for (const problem of index?.trust?.problems ?? [])
    if (problem.rule === rule) yield { at: { file: problem.file }, message: problem.message };
}

function trustRule(id: RuleId, description: string, explain: SiteRule['explain']): SiteRule {
  return {
    id,
    phase: 'site',
    severity: 'error',
    needs: ['pinned-root'],
    description,
    explain,
    check: ({ index }) => trustProblems(index, id),
  };
}

export const siteKeyList = trustRule(
  'site-key-list',
  'With a pinned root (`--root`): `keys.json` is served with `keys.json.minisig`, signed by the threshold of the pinned root keys ' +
    '(and, when it names a new root, by the threshold of the new one too)',
  {
    example:
      "keys.json  error  the key list is signed by 0 of the pinned root keys (4F16D65C5E960EF1); 1 must sign: a new root without the old root's signature is refused.  [site-key-list]",
    fix: 'sign the key list with the root key: `npm run keys -- certify` (docs/trust.md), commit keys.json.minisig and deploy',
  },
);

export const siteReleaseKey = trustRule(
  'site-release-key',
  'With a pinned root: the index and the timestamp are signed by a release key the key list certifies, not revoked, within its expiry',
  {
    example:
      'connectors.json.minisig  error  the index: it is signed by key 35A0EC61FE48CAE6, which key list version 2 revokes.  [site-release-key]',
    fix: 'deploy a release signed by a certified key: `npm run keys -- show` lists them; `npm run keys -- certify` adds one',
  },
);

export const siteTimestamp = trustRule(
  'site-timestamp',
  'With a pinned root: `timestamp.json` is served, signed by a certified release key, and names the served index (version, sha256) ' +
    'and the served status.json (sha256)',
  {
    example:
      'timestamp.json  error  the served status.json (sha256 d36015a16cc0…) is not the one the timestamp names (39f42f1f7511…).  [site-timestamp]',
    fix: "re-sign the timestamp (the weekly workflow's timestamp job, or `npm run timestamp`) for what is served",
  },
);

export const siteExpired = trustRule(
  'site-expired',
  'With a pinned root: no statement (key list, index, timestamp) is past its `expires`, beyond the 5-minute clock-skew allowance',
  {
    example: 'timestamp.json  error  the timestamp expired at 2026-06-28T05:17:00.000Z (now 2026-06-29T00:00:00.000Z).  [site-expired]',
    fix: 'a site whose CI stopped goes stale: re-sign the timestamp (`npm run timestamp`, docs/trust.md) and publish it',
  },
);

export const siteRollback = trustRule(
  'site-rollback',
  'With a pinned root and held versions (`--held-versions`): no statement is older than the version the host holds',
  {
    example:
      'connectors.json.minisig  error  the index is version 1780315200000, older than version 1781092800000 that the host holds.  [site-rollback]',
    fix: 'a host keeps what it holds; serve the current release (deploy again)',
  },
);
