import { servedAsListed } from '../../site/observation.ts';
import type { SiteRule } from './rule.ts';

export const sitePageMismatch: SiteRule = {
  id: 'site-page-mismatch',
  phase: 'site',
  severity: 'error',
  description: 'Every page of the site (`site_files` of the index) is served with the sha256 and the size the signed index lists',
  explain: {
    example:
      'index.html  error  served 26 bytes with sha256 3ea9650e4622…, the release signed 38 bytes with sha256 5f61760fa201…: ' +
      "the page is not the release's.  [site-page-mismatch]",
    fix: 'deploy the release again, and find out who changed the page on the server: a page runs on the origin of the OAuth callback',
  },
  *check({ index }) {
    if (!index || typeof index.pages === 'string') return;
    for (const page of index.pages) {
      const served = index.files.get(page.path);
      if (!served || served instanceof Error || servedAsListed(served, page)) continue;
      yield {
        at: { file: page.path },
        message:
          `served ${served.size} bytes with sha256 ${served.sha256.slice(0, 12)}…, ` +
          `the release signed ${page.size} bytes with sha256 ${page.sha256.slice(0, 12)}…: the page is not the release's`,
      };
    }
  },
};
