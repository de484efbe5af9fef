import { loadReports } from '../../catalog/load.ts';
import type { LoadRule } from '../rule.ts';

export const schema: LoadRule = {
  id: 'schema',
  phase: 'load',
  severity: 'error',
  description:
    'Each document matches its schema (`connectors/schemas/*.schema.json`, generated from ' +
    '`src/catalog/schemas.ts`): required fields, types, enums, kebab-case ids, UPPER_SNAKE_CASE env names, ' +
    'positive integer `version`, semver `version_string`, a real `version_release_date`, `default` only on ' +
    'non-required env variables, and no unknown field (a misspelt name is caught, not ignored)',
  explain: {
    example:
      'connectors/demo/connector.json:12:3  error  version: number 0 is too short or too small: Too small: expected number to be >0. ' +
      'Fix: fill in version; docs/manifest.md lists every field  [schema]',
    fix: 'correct the field as the finding says; docs/manifest.md lists every field with its type and an example',
  },
  check(catalog) {
    return loadReports(catalog, this.id);
  },
};
