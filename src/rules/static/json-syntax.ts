import { loadReports } from '../../catalog/load.ts';
import type { LoadRule } from '../rule.ts';

export const jsonSyntax: LoadRule = {
  id: 'json-syntax',
  phase: 'load',
  severity: 'error',
  description:
    'Each JSON file is UTF-8 without BOM, non-empty, strict JSON (no trailing comma, no comment); a regular file, ' +
    'never a symlink or a directory',
  explain: {
    example: 'connectors/demo/connector.json:1:15  error  trailing comma before "}"; remove the comma.  [json-syntax]',
    fix:
      'make the file strict JSON as the finding says (remove trailing commas and comments, save as UTF-8 without BOM); a symlink or ' +
      'directory must become a regular file',
  },
  check(catalog) {
    return loadReports(catalog, this.id);
  },
};
