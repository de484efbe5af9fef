import { COMPILED_FILE } from '../../catalog/file-names.ts';
import type { SiteRule } from './rule.ts';

export const siteIndex: SiteRule = {
  id: 'site-index',
  phase: 'site',
  severity: 'error',
  description:
    'The site serves `connectors.json`, and it reads as an index: JSON with a `connectors` array whose every entry has a `folder` ' +
    'and a valid `files[]` (path, sha256, size)',
  explain: {
    example: 'connectors.json  error  the index cannot be read: it has no connectors array.  [site-index]',
    fix: 'point the check at the site root (or its connectors.json), or deploy the release again: `npm run deploy` serves a compiled index',
  },
  *check({ source, index }) {
    if (!index) yield { at: { file: COMPILED_FILE }, message: `no connectors.json is served at ${source}` };
    else if (typeof index.entries === 'string')
      yield { at: { file: COMPILED_FILE }, message: `the index cannot be read: ${index.entries}` };
  },
};
