import type { SmokeRule } from './rule.ts';

export const dependencyInstall: SmokeRule = {
  id: 'dependency-install',
  phase: 'smoke',
  severity: 'error',
  description: 'A dependency of the connector could be installed in its sandbox layer (the message names the package that could not)',
  explain: {
    example: 'connectors/demo/requirements.txt  error  no such package.  [dependency-install]',
    fix:
      "pin a dependency that exists and installs on each target's Node and Python (for Python, a wheel for each), in " +
      'requirements.txt or package.json, and try it with `npm run smoke -- <id>`',
  },
  *check({ dependencies }) {
    if (!dependencies) return;
    yield {
      at: dependencies.source === 'dependencies' ? { field: 'dependencies' } : { file: dependencies.source },
      message: dependencies.message,
      fix: dependencies.fix,
    };
  },
};
