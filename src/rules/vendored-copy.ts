import type { ConnectorRule } from './rule.ts';

export const vendoredCopy: ConnectorRule = {
  id: 'vendored-copy',
  phase: 'connector',
  severity: 'error',
  description:
    'Every copy of a shared file of `pylib/` (the table is `pylib/vendor.json`: `skald_mcp.py`, `google_api.py`, ' +
    '`mcp_probe.py`) is byte-identical to its source; `npm run vendor` rewrites the copies',
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
