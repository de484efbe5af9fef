import { releaseKeyRefusal } from '../../catalog/release-key.ts';
import { reportOf } from '../../findings/finding.ts';
import type { CatalogRule } from '../rule.ts';

// Whatever stops the release stops the check: every refusal of `npm run compile` and of the deploy's collect step
// (src/deploy/collect-site.ts), through the same code, in every run. A cause another rule reports too (an invalid
// index.json or fragment.json, a listed id without a folder) is said once more here, as what it does to the release.
export const compile: CatalogRule = {
  id: 'compile',
  phase: 'catalog',
  severity: 'error',
  description:
    '`npm run compile` and the deploy take the catalog: `index.json` is valid, every id it lists has a folder with a valid ' +
    "`fragment.json`, the site's pages are regular files, every file has a path a site can serve, and `connectors.pub` " +
    'holds one or two release keys (once the catalog has a release key or a trust root)',
  needs: ['compile'],
  explain: {
    example:
      'connectors/assets/catalog.css  error  is a symlink; the site holds regular files only. Fix: replace assets/catalog.css with a ' +
      'regular file or remove it  [compile]',
    fix: 'mend what the finding names (or what the rules it repeats report), then run `npm run compile`',
  },
  async *check({ catalog, compiled }) {
    for (const finding of compiled?.findings ?? []) yield reportOf(finding);
    if (compiled?.text === undefined) return;
    // A repository before its first release has no key to release with; the deploy says what to commit.
    const refusal = releaseKeyRefusal(catalog.dir, catalog.label);
    if (refusal && !refusal.neverMade) yield reportOf(refusal.finding);
  },
};
