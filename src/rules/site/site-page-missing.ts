import { COMPILED_FILE } from '../../catalog/file-names.ts';
import { safeSitePath } from '../../catalog/site-path.ts';
import type { SiteRule } from './rule.ts';

export const sitePageMissing: SiteRule = {
  id: 'site-page-missing',
  phase: 'site',
  severity: 'error',
  description:
    "The index lists the site's own pages (`site_files`: index.html, assets/**, oauth/**, schemas/*.json, connectors.pub) and " +
    'every one of them is served',
  explain: {
    example: 'index.html  error  a page of the release (site_files of the index) but not served.  [site-page-missing]',
    fix: 'deploy the release again (`npm run deploy`)',
  },
  *check({ index }) {
    if (!index || typeof index.entries === 'string') return;
    if (typeof index.pages === 'string') {
      yield { at: { file: COMPILED_FILE }, message: `the site's pages cannot be checked: ${index.pages}` };
      return;
    }
    for (const page of index.pages) {
      const served = safeSitePath(page.path) ? index.files.get(page.path) : null;
      if (served === undefined || served instanceof Error)
        yield {
          at: { file: page.path },
          message: `a page of the release (site_files of the index) but ${served instanceof Error ? `cannot be read: ${served.message}` : 'not served'}`,
        };
    }
  },
};
