import { reportOf } from '../../findings/finding.ts';
import type { CatalogRule } from '../rule.ts';

export const compile: CatalogRule = {
  id: 'compile',
  phase: 'catalog',
  severity: 'error',
  description:
    '`npm run compile` can build `connectors.json`: `index.json` is valid and every id it lists has a folder with ' +
    'a valid `fragment.json`. `npm run check` runs it only when `--only` names it, since the rules above report ' +
    'the same causes',
  onlyWhenNamed: true,
  needs: ['compile'],
  explain: {
    example:
      'connectors/index.json  error  index.json lists "ghost" but there is no folder connectors/ghost. Fix: create the folder or remove ' +
      '"ghost" from index.json  [compile]',
    fix: 'make index.json name only folders that exist with a valid fragment.json, then run `npm run compile`',
  },
  *check({ compiled }) {
    for (const finding of compiled?.findings ?? []) yield reportOf(finding);
  },
};
