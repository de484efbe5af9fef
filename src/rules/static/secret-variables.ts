import { placeholderNames } from '../../catalog/placeholders.ts';
import type { ConnectorManifest } from '../../catalog/schemas.ts';
import { secretVariable } from '../../secrets/variable.ts';
import type { CatalogRule } from '../rule.ts';

/** Every name the weekly probe asks a connector's secrets for: URL and header placeholders, env[], the key's param, OAuth's variable. */
export function secretNames(manifest: ConnectorManifest): string[] {
  const config = manifest.mcp_config;
  const names = [config?.url ?? '', ...Object.values(config?.headers ?? {})].flatMap(placeholderNames);
  names.push(...(manifest.env ?? []).map((variable) => variable.name));
  if (manifest.auth.type === 'api_key') names.push(manifest.auth.param);
  if (manifest.auth.type === 'oauth2' && manifest.auth.deliver?.as === 'env') names.push(manifest.auth.deliver.env);
  return [...new Set(names)];
}

export const secretVariables: CatalogRule = {
  id: 'secret-variable-unique',
  phase: 'catalog',
  severity: 'error',
  description:
    'Each `SKALD_SECRET_<ID>__<NAME>` variable (and each `{"<id>": {"<NAME>": …}}` entry of the secrets JSON) names exactly one ' +
    'connector and one secret: no two secrets of the catalog read the same one (names are compared upper-cased)',
  explain: {
    example:
      'connectors/demo/connector.json  error  demo\'s secrets "API_KEY" and "Api_Key" would both read SKALD_SECRET_DEMO__API_KEY, so ' +
      "one would be sent the other's value. Fix: rename one of them so that the two differ in more than case  [secret-variable-unique]",
    fix: 'rename one of the two secrets (env[] name, auth.param or {SECRET:NAME} placeholder) so that they differ in more than case',
  },
  *check({ catalog }) {
    const readers = new Map<string, Array<{ id: string; name: string; file: string }>>();
    for (const connector of catalog.connectors) {
      const manifest = connector.manifest.data;
      if (!manifest) continue;
      for (const name of secretNames(manifest)) {
        const variable = secretVariable(manifest.id, name);
        readers.set(variable, [...(readers.get(variable) ?? []), { id: manifest.id, name, file: connector.manifest.file }]);
      }
    }
    for (const [variable, [first, ...others]] of readers) {
      for (const other of others) {
        const whose = other.id === first!.id ? `${other.id}'s secrets` : `the secrets of ${first!.id} and ${other.id}`;
        yield {
          at: { file: other.file, connector: other.id },
          message: `${whose} "${first!.name}" and "${other.name}" would both read ${variable}, so one would be sent the other's value`,
          fix: 'rename one of them so that the two differ in more than case',
        };
      }
    }
  },
};
