import { loadReports } from '../../catalog/load.ts';
import type { LoadRule } from '../rule.ts';

export const missingManifest: LoadRule = {
  id: 'missing-manifest',
  phase: 'load',
  severity: 'error',
  description: "`index.json`, and each folder's `fragment.json` and `connector.json`, exist",
  explain: {
    example:
      'connectors/demo/connector.json  error  connector.json is missing. Fix: create connectors/demo/connector.json (see the README, ' +
      '"Add a connector")  [missing-manifest]',
    fix:
      'create the missing file: `npm run new -- <id> --kind python|node|remote|npm-package` writes a complete folder, and ' +
      'docs/manifest.md lists every field',
  },
  check(catalog) {
    return loadReports(catalog, this.id);
  },
};
