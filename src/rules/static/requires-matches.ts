import { launchRuntime, type Runtime, runtimeOf, splitCommand } from '../../catalog/commands.ts';
import type { ConnectorManifest } from '../../catalog/schemas.ts';
import type { ConnectorRule } from '../rule.ts';

/** Whether a requirement is needed, which, and why: listed exactly when needed. */
type Expectation = [needed: boolean, requirement: ConnectorManifest['requires'][number], why: string];

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
    const launch = launchRuntime(manifest);
    const verifyRuntime = runtimeOf(splitCommand(manifest.verify?.command ?? '')[0]);
    const runs = (runtime: Runtime): Expectation => [
      launch === runtime || verifyRuntime === runtime,
      runtime,
      launch === runtime ? 'the launch command runs it' : 'the verify command runs it',
    ];
    const expected: Expectation[] = [
      [(manifest.env?.length ?? 0) > 0, 'ENV', 'env[] declares variables'],
      [manifest.auth.type === 'oauth2', 'OAUTH', 'auth is oauth2'],
      [manifest.auth.type === 'api_key', 'API_KEY', 'auth is api_key'],
      runs('PYTHON'),
      runs('NODE'),
    ];
    for (const [needed, value, why] of expected) {
      if (needed === requires.has(value)) continue;
      yield needed
        ? {
            at: { manifest: 'connector', field },
            message: `"${value}" is missing although ${why}`,
            fix: `add "${value}" to requires in both manifests`,
          }
        : {
            at: { manifest: 'connector', field },
            message: `"${value}" is listed but nothing needs it`,
            fix: `remove "${value}" from requires in both manifests`,
          };
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
