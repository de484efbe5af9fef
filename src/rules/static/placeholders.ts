import { placeholderTokens, runtimeStrings } from '../../catalog/placeholders.ts';
import type { ConnectorRule } from '../rule.ts';

/** The placeholder forms Skald no longer substitutes, and what replaces each (`npm run check -- --fix` applies the mechanical ones). */
export const DEPRECATED: Array<{ match: (token: string) => boolean; replacement: (name: string, param: string | undefined) => string }> = [
  { match: (token) => token === '{key}', replacement: (_name, param) => `{SECRET:${param ?? '<auth.param>'}}` },
  { match: (token) => /^\{env:/.test(token), replacement: (name) => `{ENV:${name.slice(4)}}` },
  {
    match: (token) => token === '{secrets}',
    replacement: () => 'a path passed as {ENV:NAME} (the secrets/ folder is removed from the model)',
  },
];

export const placeholders: ConnectorRule = {
  id: 'placeholders',
  severity: 'error',
  description:
    'In `launch_command`, `mcp_config` (command, args, env, url, headers), `verify.command` and ' +
    '`auth.deliver.path`, only `{ENV:NAME}` and `{SECRET:NAME}` are live; `{key}`, `{env:NAME}`, `{secrets}/…` and ' +
    'any other token are rejected with their replacement. NAME must be declared in `env[]` (except ' +
    '`{SECRET:<auth.param>}` for api_key auth), `{ENV:}` must not name a secret and `{SECRET:}` must. No `{SECRET:}` in `verify.command` ' +
    '(the verify reads its secrets from its environment). A secret in a URL query string is a warning',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:41:7  error  mcp_config.env.KEY: {env:KEY} is deprecated: Skald no longer substitutes it. Fix: use ' +
      '{ENV:KEY}  [placeholders]',
    fix:
      'write {ENV:NAME} for a plain variable and {SECRET:NAME} for a secret one, each declared in env[]; `npm run check -- --fix` ' +
      'rewrites the deprecated forms',
  },
  *check({ manifestData: manifest }) {
    const declared = new Map((manifest.env ?? []).map((variable) => [variable.name, variable]));
    const apiKeyParam = manifest.auth.type === 'api_key' ? manifest.auth.param : undefined;
    for (const { path, value } of runtimeStrings(manifest)) {
      const at = { manifest: 'connector' as const, field: path };
      for (const token of placeholderTokens(value)) {
        if (token.kind === 'other') {
          const deprecated = DEPRECATED.find((entry) => entry.match(token.token));
          yield deprecated
            ? {
                at,
                message: `${token.token} is deprecated: Skald no longer substitutes it`,
                fix: `use ${deprecated.replacement(token.name, apiKeyParam)}`,
              }
            : {
                at,
                message: `${token.token} is not a placeholder Skald knows`,
                fix: 'use {ENV:NAME} or {SECRET:NAME} with NAME declared in env[]',
              };
          continue;
        }
        if (token.kind === 'SECRET' && path[0] === 'verify') {
          yield {
            at,
            message: `${token.token} puts a secret on the verify's command line, which ps and /proc show to every process of the machine`,
            fix: `drop the placeholder: the verify gets "${token.name}" in its environment (os.environ["${token.name}"] in Python)`,
          };
          continue;
        }
        if (token.kind === 'SECRET' && token.name === apiKeyParam) continue;
        const variable = declared.get(token.name);
        if (!variable) {
          yield {
            at,
            message: `${token.token} names "${token.name}", which env[] does not declare, so Skald would substitute an empty string`,
            fix: `declare "${token.name}" in env[]`,
          };
        } else if (token.kind === 'ENV' && variable.secret) {
          yield {
            at,
            message: `${token.token} is a secret variable used as {ENV:}`,
            fix: `write {SECRET:${token.name}} so Skald masks it`,
          };
        } else if (token.kind === 'SECRET' && !variable.secret) {
          yield {
            at,
            message: `${token.token} names a variable not marked secret`,
            fix: `write {ENV:${token.name}}, or mark "${token.name}" "secret": true`,
          };
        }
      }
      if (path[0] === 'mcp_config' && path[1] === 'url') {
        const query = value.split('?')[1] ?? '';
        if (placeholderTokens(query).some((token) => token.kind === 'SECRET')) {
          yield {
            severity: 'warning',
            at,
            message: 'a secret travels in the URL query string, where proxies and logs see it; the MCP spec wants tokens in headers',
            fix: 'move it to mcp_config.headers if the server accepts that',
          };
        }
      }
    }
  },
};
