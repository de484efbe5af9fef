import type { SmokeRule } from './rule.ts';

export const dependencyInstall: SmokeRule = {
  id: 'dependency-install',
  phase: 'smoke',
  severity: 'error',
  description: 'A dependency of the connector could be installed in its sandbox layer (the message names the package that could not)',
  *check({ dependencies }) {
    if (!dependencies) return;
    yield {
      at: dependencies.source === 'dependencies' ? { field: 'dependencies' } : { file: dependencies.source },
      message: dependencies.message,
      fix: dependencies.fix,
    };
  },
};
