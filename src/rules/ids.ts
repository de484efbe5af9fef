import { KEBAB_CASE } from '../catalog/schemas.ts';
import type { CatalogRule, ConnectorRule } from './rule.ts';

export const idMatchesFolder: ConnectorRule = {
  id: 'id-matches-folder',
  severity: 'error',
  description: 'The id in both manifests, and the fragment folder, equal the folder name',
  scope: 'connector',
  *check(connector) {
    const fix = `use "${connector.folder}", or rename the folder (a rename is a removal plus a new connector)`;
    if (connector.fragmentData.id !== connector.folder)
      yield {
        at: { manifest: 'fragment', field: ['id'] },
        message: `"${connector.fragmentData.id}" differs from the folder name "${connector.folder}"`,
        fix,
      };
    if (connector.fragmentData.folder !== connector.folder)
      yield {
        at: { manifest: 'fragment', field: ['folder'] },
        message: `"${connector.fragmentData.folder}" differs from the folder name "${connector.folder}"`,
        fix,
      };
    if (connector.manifestData.id !== connector.folder)
      yield {
        at: { manifest: 'connector', field: ['id'] },
        message: `"${connector.manifestData.id}" differs from the folder name "${connector.folder}"`,
        fix,
      };
  },
};

export const indexListsFolders: CatalogRule = {
  id: 'index-lists-folders',
  severity: 'error',
  description: 'index.json lists every connector folder exactly once, and every listed id has a folder',
  scope: 'catalog',
  *check(catalog) {
    const ids = catalog.index.data;
    const file = catalog.index.file;
    const folders = new Set(catalog.connectors.map((connector) => connector.folder));
    for (const connector of catalog.connectors) {
      if (!KEBAB_CASE.test(connector.folder)) {
        yield {
          ruleId: this.id,
          severity: this.severity,
          file: `${catalog.label}/${connector.folder}`,
          connector: connector.folder,
          message: `folder name "${connector.folder}" is not a kebab-case id`,
          fix: 'rename it with lowercase letters, digits and single hyphens',
        };
      }
    }
    if (!ids) return;
    const seen = new Map<string, number>();
    for (const [position, id] of ids.entries()) {
      const at = catalog.index.document?.positionOf([position]);
      if (seen.has(id)) {
        yield {
          ruleId: this.id,
          severity: this.severity,
          file,
          position: at,
          field: `[${position}]`,
          message: `"${id}" is listed twice (first at [${seen.get(id)}])`,
          fix: 'remove the second entry',
        };
        continue;
      }
      seen.set(id, position);
      if (!folders.has(id)) {
        yield {
          ruleId: this.id,
          severity: this.severity,
          file,
          position: at,
          field: `[${position}]`,
          connector: id,
          message: `"${id}" has no folder ${catalog.label}/${id}`,
          fix: `create the folder, or remove "${id}" from index.json`,
        };
      }
    }
    for (const folder of folders) {
      if (!seen.has(folder)) {
        yield {
          ruleId: this.id,
          severity: this.severity,
          file,
          connector: folder,
          message: `the folder ${catalog.label}/${folder} is not listed`,
          fix: `add "${folder}" to index.json (the order there is the catalog's order)`,
        };
      }
    }
  },
};
