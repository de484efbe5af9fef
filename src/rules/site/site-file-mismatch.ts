import { listedFiles, servedAsListed } from '../../site/observation.ts';
import type { SiteRule } from './rule.ts';

export const siteFileMismatch: SiteRule = {
  id: 'site-file-mismatch',
  phase: 'site',
  severity: 'error',
  description: 'Every served file has the sha256 and the size the index lists for it',
  explain: {
    example:
      'demo/server.py  error  served 11 bytes with sha256 3ea9650e4622…, the index lists 14 bytes with sha256 5f61760fa201….  ' +
      '[site-file-mismatch]',
    fix: 'deploy the release again; a file changed in place on the server is found by the next deploy and sent again',
  },
  *check({ index }) {
    for (const { entry, file, sitePath } of index ? listedFiles(index) : []) {
      const served = index!.files.get(sitePath);
      if (!served || served instanceof Error || servedAsListed(served, file)) continue;
      yield {
        at: { file: sitePath, connector: entry.id },
        message:
          `served ${served.size} bytes with sha256 ${served.sha256.slice(0, 12)}…, ` +
          `the index lists ${file.size} bytes with sha256 ${file.sha256.slice(0, 12)}…`,
      };
    }
  },
};
