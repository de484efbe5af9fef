import { compareWithCommitted, NOT_COMPILED } from '../../catalog/compile.ts';
import { COMPILED_FILE } from '../../catalog/file-names.ts';
import { reportOf } from '../../findings/finding.ts';
import type { CatalogRule } from '../rule.ts';

export const indexStale: CatalogRule = {
  id: 'index-stale',
  phase: 'catalog',
  severity: 'error',
  description:
    '`connectors/connectors.json` is byte-for-byte what `npm run compile` writes; the message names the connectors and files that ' +
    'differ, or says that the catalog does not compile, so that nothing can be compared and nothing released',
  needs: ['compile'],
  explain: {
    example:
      'connectors/connectors.json  error  connectors.json is missing. Fix: run `npm run compile` and commit connectors/connectors.json  ' +
      '[index-stale]',
    fix: 'run `npm run compile` (or `npm run check -- --fix`) and commit connectors/connectors.json',
  },
  async *check({ catalog, compiled }) {
    if (compiled?.text === undefined) {
      yield {
        at: { file: `${catalog.label}/${COMPILED_FILE}` },
        message: NOT_COMPILED,
        fix: 'mend what the compile rule reports (`npm run check -- --only compile`), then run `npm run compile` and commit connectors/connectors.json',
      };
      return;
    }
    for (const finding of await compareWithCommitted(catalog, compiled.text)) yield reportOf(finding);
  },
};
