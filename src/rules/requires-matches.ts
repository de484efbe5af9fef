import type { ConnectorRule } from './rule.ts';
import { launchRuntime, runtimeOf, splitCommand, type Runtime } from '../catalog/commands.ts';

export const requiresMatches: ConnectorRule = {
  id: 'requires-matches',
  severity: 'error',
  description:
    '`ENV` if and only if `env[]` declares variables; `PYTHON`/`NODE` if and only if the launch or verify command ' +
    'runs them; `OAUTH` with `oauth2`; `API_KEY` with `api_key`; `SECRETS_DIR` is deprecated',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:6:3  error  requires: "PYTHON" is missing although the launch command runs it. Fix: add "PYTHON" ' +
      'to requires in both manifests  [requires-matches]',
    fix:
      'edit `requires` in both manifests so it lists exactly what the connector needs (ENV, PYTHON, NODE, OAUTH, API_KEY), as the ' +
      'finding says',
  },
  *check({ manifestData: manifest }) {
    const requires = new Set(manifest.requires);
    const field = ['requires'];
    const expect = function* (needed: boolean, value: string, why: string) {
      if (needed && !requires.has(value as never))
        yield {
          at: { manifest: 'connector' as const, field },
          message: `"${value}" is missing although ${why}`,
          fix: `add "${value}" to requires in both manifests`,
        };
      if (!needed && requires.has(value as never))
        yield {
          at: { manifest: 'connector' as const, field },
          message: `"${value}" is listed but nothing needs it`,
          fix: `remove "${value}" from requires in both manifests`,
        };
    };
    yield* expect((manifest.env?.length ?? 0) > 0, 'ENV', 'env[] declares variables');
    yield* expect(manifest.auth.type === 'oauth2', 'OAUTH', 'auth is oauth2');
    yield* expect(manifest.auth.type === 'api_key', 'API_KEY', 'auth is api_key');

    const launch = launchRuntime(manifest);
    const verifyRuntime = runtimeOf(splitCommand(manifest.verify?.command ?? '')[0]);
    for (const runtime of ['PYTHON', 'NODE'] as Runtime[]) {
      const used = launch === runtime || verifyRuntime === runtime;
      const why = launch === runtime ? 'the launch command runs it' : 'the verify command runs it';
      yield* expect(used, runtime, why);
    }
    if (requires.has('SECRETS_DIR')) {
      yield {
        at: { manifest: 'connector', field },
        message: '"SECRETS_DIR" is deprecated: the secrets/ folder is gone from the model',
        fix: 'declare the values in env[] and use {ENV:…}/{SECRET:…} placeholders, then drop SECRETS_DIR',
      };
    }
  },
};
