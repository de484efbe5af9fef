import type { ConnectorRule } from '../rule.ts';

export const authDelivery: ConnectorRule = {
  id: 'auth-delivery',
  severity: 'error',
  description:
    '`deliver.as: env` names a variable absent from `mcp_config.env` (Skald injects it); `deliver.as: file` has a ' +
    '`path` that `mcp_config.env` passes to the server; an env-delivered API key is declared in `env[]` as secret; ' +
    'password auth has a secret env variable',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:34:5  error  auth.param: the key is delivered in "MAPS_KEY", which env[] does not declare. Fix: ' +
      'declare {"name": "MAPS_KEY", "secret": true, …} in env[]  [auth-delivery]',
    fix:
      'declare the delivered key in env[] as a secret, or pass auth.deliver.path to the server through mcp_config.env, as the finding ' +
      'says',
  },
  *check({ manifestData: manifest }) {
    const auth = manifest.auth;
    const configEnv = manifest.mcp_config?.env ?? {};
    if (auth.type === 'oauth2' && auth.deliver?.as === 'env' && auth.deliver.env in configEnv) {
      yield {
        at: { manifest: 'connector', field: ['mcp_config', 'env', auth.deliver.env] },
        message: `"${auth.deliver.env}" is auth.deliver.env, which Skald injects at runtime`,
        fix: `remove "${auth.deliver.env}" from mcp_config.env`,
      };
    }
    if (auth.type === 'oauth2' && auth.deliver?.as === 'file' && !Object.values(configEnv).includes(auth.deliver.path)) {
      yield {
        at: { manifest: 'connector', field: ['auth', 'deliver', 'path'] },
        message: `"${auth.deliver.path}" is not the value of any mcp_config.env variable, so the server cannot find the file`,
        fix: 'pass the same path to the server through mcp_config.env, or deliver "as": "env"',
      };
    }
    if (auth.type === 'api_key' && auth.delivery === 'env') {
      const index = (manifest.env ?? []).findIndex((variable) => variable.name === auth.param);
      const variable = manifest.env?.[index];
      if (!variable)
        yield {
          at: { manifest: 'connector', field: ['auth', 'param'] },
          message: `the key is delivered in "${auth.param}", which env[] does not declare`,
          fix: `declare {"name": "${auth.param}", "secret": true, …} in env[]`,
        };
      else if (!variable.secret)
        yield {
          at: { manifest: 'connector', field: ['env', index, 'secret'] },
          message: `"${auth.param}" carries the API key but is not marked secret`,
          fix: 'set "secret": true',
        };
    }
    if (auth.type === 'password' && !(manifest.env ?? []).some((variable) => variable.secret)) {
      yield {
        at: { manifest: 'connector', field: ['env'] },
        message: 'password auth is delivered by env, but env[] declares no secret variable for it',
        fix: 'declare the password in env[] with "secret": true',
      };
    }
  },
};
