import { loadReports } from '../catalog/load.ts';
import type { LoadRule } from './rule.ts';

export const schema: LoadRule = {
  id: 'schema',
  phase: 'load',
  explain: {
    example:
      'connectors/acme/connector.json:14:3  error  homepagee: unknown field "homepagee" (objects of the catalog are strict…)  [schema]',
    fix: 'correct the field as the finding says; docs/manifest.md lists every field with its type and an example',
  },
  severity: 'error',
  description:
    'Each document matches its schema (`connectors/schemas/*.schema.json`, generated from ' +
    '`src/catalog/schemas.ts`): required fields, types, enums, kebab-case ids, UPPER_SNAKE_CASE env names, ' +
    'positive integer `version`, semver `version_string`, a real `version_release_date`, `default` only on ' +
    'non-required env variables, and no unknown field (a misspelt name is caught, not ignored)',
  check(catalog) {
    return loadReports(catalog, this.id);
  },
};
