import { compileCatalog } from '../catalog/compile.ts';
import { reportOf } from '../findings.ts';
import type { CatalogRule } from './rule.ts';

export const compile: CatalogRule = {
  id: 'compile',
  phase: 'catalog',
  severity: 'error',
  description:
    '`npm run compile` can build `connectors.json`: `index.json` is valid and every id it lists has a folder with ' +
    'a valid `fragment.json`. `npm run check` runs it only when `--only` names it, since the rules above report ' +
    'the same causes',
  onlyWhenNamed: true,
  async *check({ catalog, digestsOf }) {
    for (const finding of (await compileCatalog(catalog, digestsOf)).findings) yield reportOf(finding);
  },
};
