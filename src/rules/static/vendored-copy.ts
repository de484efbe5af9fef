import type { ConnectorRule } from '../rule.ts';

export const vendoredCopy: ConnectorRule = {
  id: 'vendored-copy',
  phase: 'connector',
  severity: 'error',
  description:
    'Every copy of a shared file of `pylib/` (the table is `pylib/vendor.json`: `skald_mcp.py`, `google_api.py`, ' +
    '`mcp_probe.py`) is byte-identical to its source; `npm run vendor` rewrites the copies',
  explain: {
    example:
      'connectors/demo/skald_mcp.py  error  differs from its source pylib/skald_mcp.py. Fix: run `npm run vendor`, then bump the ' +
      'connector (a file of the folder changed)  [vendored-copy]',
    fix: 'run `npm run vendor` (or `npm run check -- --fix`) to rewrite the copy from pylib/, then bump the connector',
  },
  *check({ vendored }) {
    for (const copy of vendored)
      if (!copy.current)
        yield {
          at: { file: copy.file },
          message: `differs from its source ${copy.source}`,
          fix: 'run `npm run vendor`, then bump the connector (a file of the folder changed)',
        };
  },
};
