import { COMPILED_FILE } from '../../catalog/file-names.ts';
import { listedFiles } from '../../site/observation.ts';
import type { SiteRule } from './rule.ts';

export const siteIcon: SiteRule = {
  id: 'site-icon',
  phase: 'site',
  severity: 'error',
  description:
    "Each connector's `icon_small` and `icon_large` name a file the index lists for it (so a sha256 covers it), and the site serves it",
  explain: {
    example:
      'connectors.json  error  icon_small: "demo/missing.svg" is not among the files the index lists for it, ' +
      'so no sha256 covers it.  [site-icon]',
    fix: 'recompile the index (`npm run compile`) from manifests whose icons are files of the connector folder, and deploy',
  },
  *check({ index }) {
    if (!index || typeof index.entries === 'string') return;
    const listed = new Set(listedFiles(index).map((item) => item.sitePath));
    for (const entry of index.entries) {
      for (const field of ['icon_small', 'icon_large'] as const) {
        const icon = entry[field];
        const served = typeof icon === 'string' ? index.files.get(icon) : undefined;
        const problem =
          typeof icon !== 'string' || icon === ''
            ? 'is missing'
            : !listed.has(icon)
              ? `${JSON.stringify(icon)} is not among the files the index lists for it, so no sha256 covers it`
              : !served || served instanceof Error
                ? `${JSON.stringify(icon)} does not resolve: the file is not served`
                : undefined;
        if (problem) yield { at: { file: COMPILED_FILE, connector: entry.id, field }, message: problem };
      }
    }
  },
};
