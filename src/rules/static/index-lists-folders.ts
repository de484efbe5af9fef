import { KEBAB_CASE } from '../../catalog/schemas.ts';
import type { CatalogRule } from '../rule.ts';

export const indexListsFolders: CatalogRule = {
  id: 'index-lists-folders',
  phase: 'catalog',
  severity: 'error',
  description:
    '`index.json` lists every connector folder exactly once and every listed id has a folder; folder names are kebab-case. ' +
    "The site's own folders (`oauth/`, `schemas/`, `assets/`) are not connectors",
  explain: {
    example:
      'connectors/index.json  error  the folder connectors/demo is not listed. Fix: add "demo" to index.json (the order there is the ' +
      "catalog's order)  [index-lists-folders]",
    fix: 'list every connector folder exactly once in connectors/index.json (its order is the catalog order), then run `npm run compile`',
  },
  *check({ catalog }) {
    const ids = catalog.index.data;
    const file = catalog.index.file;
    const folders = new Set(catalog.connectors.map((connector) => connector.folder));
    for (const connector of catalog.connectors) {
      if (!KEBAB_CASE.test(connector.folder)) {
        yield {
          at: { file: `${catalog.label}/${connector.folder}`, connector: connector.folder },
          message: `folder name "${connector.folder}" is not a kebab-case id`,
          fix: 'rename it with lowercase letters, digits and single hyphens',
        };
      }
    }
    if (!ids) return;
    const seen = new Map<string, number>();
    for (const [index, id] of ids.entries()) {
      // Located only for a finding: parsing index.json for positions costs more than the whole check of it.
      const at = () => ({ file, position: catalog.index.document?.positionOf([index]), field: `[${index}]` });
      if (seen.has(id)) {
        yield { at: at(), message: `"${id}" is listed twice (first at [${seen.get(id)}])`, fix: 'remove the second entry' };
        continue;
      }
      seen.set(id, index);
      if (!folders.has(id)) {
        yield {
          at: { ...at(), connector: id },
          message: `"${id}" has no folder ${catalog.label}/${id}`,
          fix: `create the folder, or remove "${id}" from index.json`,
        };
      }
    }
    for (const folder of folders) {
      if (!seen.has(folder)) {
        yield {
          at: { file, connector: folder },
          message: `the folder ${catalog.label}/${folder} is not listed`,
          fix: `add "${folder}" to index.json (the order there is the catalog's order)`,
        };
      }
    }
  },
};
