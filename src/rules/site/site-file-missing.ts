import { safeSitePath } from '../../catalog/site-path.ts';
import { listedFiles } from '../../site/observation.ts';
import type { SiteRule } from './rule.ts';

export const siteFileMissing: SiteRule = {
  id: 'site-file-missing',
  phase: 'site',
  severity: 'error',
  description: 'Every file the index lists is served',
  explain: {
    example: 'demo/server.py  error  listed in the index but not served.  [site-file-missing]',
    fix: 'deploy the release again: a deploy sends every file of the index and checks them with sha256sum before going live',
  },
  *check({ index }) {
    for (const { entry, sitePath } of index ? listedFiles(index) : []) {
      const served = safeSitePath(sitePath) ? index!.files.get(sitePath) : null;
      if (served === undefined || served instanceof Error)
        yield {
          at: { file: sitePath, connector: entry.id },
          message: `listed in the index but ${served instanceof Error ? `cannot be read: ${served.message}` : 'not served'}`,
        };
    }
  },
};
