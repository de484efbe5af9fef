import { recordedTargets, unmetBy } from '../../sandbox/targets.ts';
import type { ConnectorRule } from '../rule.ts';

const REQUIREMENT = { node: 'NODE', python: 'PYTHON' } as const;

export const minRuntime: ConnectorRule = {
  id: 'min-runtime',
  severity: 'error',
  description:
    '`min_runtime` names only runtimes the connector requires (`node` with `NODE`, `python` with `PYTHON`), and at least one ' +
    'target (a Debian suite the pipeline proves connectors on) meets it',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:43:5  error  min_runtime.python: no target meets it: needs Python 99; trixie (Debian 13) has ' +
      'Python 3.13.5. Fix: lower min_runtime to the oldest versions it runs on (src/sandbox/target-versions.json lists each ' +
      'target)  [min-runtime]',
    fix: 'declare in `min_runtime` only the runtimes `requires` lists, at versions some target has (docs/manifest.md, `min_runtime`)',
  },
  *check({ manifestData: manifest }) {
    const declared = manifest.min_runtime;
    if (!declared) return;
    for (const runtime of ['node', 'python'] as const) {
      if (declared[runtime] === undefined || manifest.requires.includes(REQUIREMENT[runtime])) continue;
      yield {
        at: { manifest: 'connector', field: ['min_runtime', runtime] },
        message: `min_runtime.${runtime} is declared, but requires does not list ${REQUIREMENT[runtime]}`,
        fix: `remove min_runtime.${runtime}, or add ${REQUIREMENT[runtime]} to requires in both manifests if the connector runs it`,
      };
    }
    const targets = recordedTargets();
    if (targets.some((target) => !unmetBy(declared, target))) return;
    const newest = targets.at(-1)!;
    yield {
      at: { manifest: 'connector', field: ['min_runtime', declared.node !== undefined ? 'node' : 'python'] },
      message: `no target meets it: ${unmetBy(declared, newest)}`,
      fix: 'lower min_runtime to the oldest versions it runs on (src/sandbox/target-versions.json lists each target)',
    };
  },
};
