import type { SmokeRule } from './rule.ts';

export const minRuntimeStrict: SmokeRule = {
  id: 'min-runtime-strict',
  phase: 'smoke',
  severity: 'warning',
  description:
    'On a target its `min_runtime` excludes, the connector is not smoked, only started once: when it answers `initialize` ' +
    'and `tools/list` there anyway, the declaration may be stricter than it needs',
  explain: {
    example:
      'connectors/demo/connector.json  warning  min_runtime: on bookworm: it started and listed 2 tools on bookworm (Debian 12, Node ' +
      '18.20.4, Python 3.11.2), a target its min_runtime excludes (needs Python 3.12; bookworm (Debian 12) has Python 3.11.2): the ' +
      'declaration may be stricter than it needs. Fix: lower min_runtime to the oldest versions it runs on, or keep it and say in ' +
      'docs/connectors.md what fails there once it is used  [min-runtime-strict]',
    fix: 'lower `min_runtime` in connector.json to the oldest versions the connector runs on, then bump it',
  },
  *check({ target, handshake }) {
    if (!target?.unmet || !handshake?.tools) return;
    yield {
      at: { field: 'min_runtime' },
      message:
        `it started and listed ${handshake.tools.length} tool${handshake.tools.length === 1 ? '' : 's'} on ${target.id} ` +
        `(Debian ${target.debian}, Node ${target.node}, Python ${target.python}), a target its min_runtime excludes ` +
        `(${target.unmet}): the declaration may be stricter than it needs`,
      fix: 'lower min_runtime to the oldest versions it runs on, or keep it and say in docs/connectors.md what fails there once it is used',
    };
  },
};
