import type { ConnectorRule } from '../rule.ts';

export const npmLockfile: ConnectorRule = {
  id: 'npm-lockfile',
  severity: 'warning',
  description: 'A connector with npm dependencies has a package-lock.json, so the tree below its pins is the one tested (and hashed)',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/package.json  warning  no package-lock.json: the dependencies of the pinned packages resolve to whatever is ' +
      'newest when a layer is built. Fix: run npm install --package-lock-only in the folder and commit package-lock.json  [npm-lockfile]',
    fix: 'run `npm install --package-lock-only` in the connector folder and commit package-lock.json',
  },
  *check(connector) {
    const dependencies = connector.npm.packageJson?.dependencies;
    if (!dependencies || Object.keys(dependencies).length === 0) return;
    if (connector.files.some((file) => file.path === 'package-lock.json')) return;
    yield {
      at: { file: 'package.json' },
      message: 'no package-lock.json: the dependencies of the pinned packages resolve to whatever is newest when a layer is built',
      fix: 'run npm install --package-lock-only in the folder and commit package-lock.json',
    };
  },
};
