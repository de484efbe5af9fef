import { COMPILED_FILE } from '../../catalog/file-names.ts';
import { safeSitePath } from '../../catalog/site-path.ts';
import { listedFiles } from '../../site/observation.ts';
import type { SiteRule } from './rule.ts';

export const sitePath: SiteRule = {
  id: 'site-path',
  phase: 'site',
  severity: 'error',
  description:
    'Every path the index lists stays inside the site: relative, no empty, `.` or `..` segment, no control character, backslash, ' +
    '`:`, `?` or `#` (such a path is never read)',
  explain: {
    example: 'connectors.json  error  "demo/../../escape" is not a path inside the site.  [site-path]',
    fix: 'recompile the index (`npm run compile`) and deploy: compile lists only the files of each connector folder',
  },
  *check({ index }) {
    for (const { entry, sitePath } of index ? listedFiles(index) : [])
      if (!safeSitePath(sitePath))
        yield { at: { file: COMPILED_FILE, connector: entry.id }, message: `${JSON.stringify(sitePath)} is not a path inside the site` };
  },
};
