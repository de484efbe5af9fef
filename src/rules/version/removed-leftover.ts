import { findLeftovers } from '../../catalog/leftovers.ts';
import { reportOf } from '../../findings/finding.ts';
import type { VersionRule } from './rule.ts';

export const removedLeftover: VersionRule = {
  id: 'removed-leftover',
  phase: 'version',
  severity: 'warning',
  needs: ['git-history', 'base-revision'],
  description:
    "A connector folder the change removed (against the version guard's base) is named nowhere else:" +
    ' no tracked file still mentions `connectors/<id>/` or its `SKALD_SECRET_<ID>__` secrets,' +
    " and `README.md` and `docs/` no longer name the id (`index.json` and `connectors.json` are the index rules' job)",
  explain: {
    example:
      'README.md:1:1  warning  still names the removed connector "beta": "See connectors/beta/ for the beta connector.". Fix: remove or ' +
      'update the reference to beta  [removed-leftover]',
    fix: 'remove or update the references to the removed connector (and its SKALD_SECRET_<ID>__ secrets) in the files the finding names',
  },
  async *check({ repoDir, catalogPath, removed }) {
    if (removed.length === 0) return;
    for (const finding of await findLeftovers(repoDir, catalogPath, removed)) yield reportOf(finding);
  },
};
