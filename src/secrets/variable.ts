// The environment variable that carries one secret of one connector for remote probing: SKALD_SECRET_<ID>__<NAME>.

/** The prefix of the environment variables that carry secrets for remote probing. */
export const SECRET_ENV_PREFIX = 'SKALD_SECRET_';

/**
 * Between the id and the placeholder's name: an id (kebab-case, `-` written `_`) never holds two underscores in a row
 * nor ends with one, so the first `__` of a variable is always this one and no two connectors share a variable.
 */
const SECRET_ENV_SEPARATOR = '__';

/** `serpapi-flights` → `SERPAPI_FLIGHTS`, the connector id as it appears in a variable name. */
function secretIdKey(connectorId: string): string {
  return connectorId.toUpperCase().replace(/-/g, '_');
}

/** The variable that carries placeholder `name` of connector `connectorId`: SKALD_SECRET_<ID>__<NAME>. */
export function secretVariable(connectorId: string, name: string): string {
  return `${SECRET_ENV_PREFIX}${secretIdKey(connectorId)}${SECRET_ENV_SEPARATOR}${name.toUpperCase()}`;
}
