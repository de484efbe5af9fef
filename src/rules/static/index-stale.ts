import { compareWithCommitted } from '../../catalog/compile.ts';
import { reportOf } from '../../findings/finding.ts';
import type { CatalogRule } from '../rule.ts';

export const indexStale: CatalogRule = {
  id: 'index-stale',
  phase: 'catalog',
  severity: 'error',
  description:
    '`connectors/connectors.json` is byte-for-byte what `npm run compile` writes; the message names the connectors and files that differ',
  needs: ['compile'],
  explain: {
    example:
      'connectors/connectors.json  error  connectors.json is missing. Fix: run `npm run compile` and commit connectors/connectors.json  ' +
      '[index-stale]',
    fix: 'run `npm run compile` (or `npm run check -- --fix`) and commit connectors/connectors.json',
  },
  async *check({ catalog, compiled }) {
    // A catalog that cannot compile is reported by the rules that find why.
    if (compiled?.text === undefined) return;
    for (const finding of await compareWithCommitted(catalog, compiled.text)) yield reportOf(finding);
  },
};
