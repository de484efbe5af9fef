import { loadReports } from '../catalog/load.ts';
import type { LoadRule } from './rule.ts';

export const jsonSyntax: LoadRule = {
  id: 'json-syntax',
  phase: 'load',
  severity: 'error',
  description:
    'Each JSON file is UTF-8 without BOM, non-empty, strict JSON (no trailing comma, no comment); a regular file, ' +
    'never a symlink or a directory',
  check(catalog) {
    return loadReports(catalog, this.id);
  },
};
