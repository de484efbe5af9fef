import { loadReports } from '../catalog/load.ts';
import type { LoadRule } from './rule.ts';

export const missingManifest: LoadRule = {
  id: 'missing-manifest',
  phase: 'load',
  severity: 'error',
  description: "`index.json`, and each folder's `fragment.json` and `connector.json`, exist",
  check(catalog) {
    return loadReports(catalog, this.id);
  },
};
