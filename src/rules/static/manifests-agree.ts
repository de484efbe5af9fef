import type { ConnectorRule } from '../rule.ts';

const SHARED_FIELDS = [
  'id',
  'name',
  'type',
  'scope',
  'requires',
  'tags',
  'version',
  'version_string',
  'version_release_date',
  'tools',
] as const;
const SHARED_AUTH_FIELDS = ['type', 'provider', 'scopes', 'param', 'delivery', 'optional'] as const;

export const manifestsAgree: ConnectorRule = {
  id: 'manifests-agree',
  severity: 'error',
  description:
    '`fragment.json` and `connector.json` agree on id, name, type, scope, requires, tags, version, version_string, ' +
    'version_release_date, tools, ' +
    "and auth's type, provider, scopes, param, delivery, optional. `auth.deliver` belongs to `connector.json` alone",
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/fragment.json:3:3  error  name: "Other" differs from connector.json\'s "Connector demo". Fix: make both manifests ' +
      'carry the same value  [manifests-agree]',
    fix: 'make fragment.json and connector.json carry the same value for the field the finding names',
  },
  *check({ fragmentData: fragment, manifestData: manifest }) {
    for (const field of SHARED_FIELDS) {
      if (!sameJson(fragment[field], manifest[field])) {
        yield {
          at: { manifest: 'fragment', field: [field] },
          message: `${JSON.stringify(fragment[field])} differs from connector.json's ${JSON.stringify(manifest[field])}`,
          fix: 'make both manifests carry the same value',
        };
      }
    }
    const fragmentAuth: Record<string, unknown> = fragment.auth ?? { type: 'none' };
    const manifestAuth: Record<string, unknown> = manifest.auth;
    for (const field of SHARED_AUTH_FIELDS) {
      if (!sameJson(fragmentAuth[field], manifestAuth[field])) {
        yield {
          at: { manifest: 'fragment', field: fragment.auth ? ['auth', field] : ['auth'] },
          message:
            `${JSON.stringify(fragmentAuth[field]) ?? 'absent'}` +
            ` differs from connector.json's auth.${field} ${JSON.stringify(manifestAuth[field]) ?? 'absent'}`,
          fix: 'make both manifests carry the same auth (only auth.deliver stays in connector.json alone)',
        };
      }
    }
  },
};

/**
 * Whether two values parsed from JSON serialize alike, as JSON.stringify would tell (key order counts): a primitive
 * is its own JSON, so only objects and arrays are serialized, and the run serializes a few values per connector, not 32.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
