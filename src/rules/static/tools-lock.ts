import { LOCK_FILE, lockCommand } from '../../catalog/tools-lock.ts';
import type { ConnectorRule } from '../rule.ts';

/**
 * The static side of the lock: every MCP connector has one, well formed, pinning exactly the tools its manifests
 * list. Whether the live server still matches it is the smoke run's (the surface-* rules).
 */
export const toolsLock: ConnectorRule = {
  id: 'tools-lock',
  phase: 'connector',
  severity: 'error',
  description:
    'An MCP connector has a `tools.lock.json` written by `npm run lock-tools`: well formed, every hash the hash of what it pins, and the same tools as `tools[]`',
  explain: {
    example:
      'connectors/demo/tools.lock.json  error  tools.lock.json is not a lock of version 2. Fix: run npm run lock-tools -- demo (it starts the server in the smoke sandbox and writes the lock), then bump the version  [tools-lock]',
    fix: 'run `npm run lock-tools -- <id>`: it starts the server in the smoke sandbox and pins what it lists; commit the lock and bump the version',
  },
  *check({ folder, manifestData, toolsLock: read }) {
    if (manifestData.type === 'script') return;
    const fix = `run ${lockCommand(folder)} (it starts the server in the smoke sandbox and writes the lock), then bump the version`;
    // A connector not locked yet (a new one, or a hosted server, whose first lock needs its keys and the network) is
    // a warning: there is nothing to compare its tools with. Removing an existing lock is what the check's lock
    // review reports, as every tool removed (src/version-guard/lock-review.ts).
    if ('problem' in read && read.missing)
      return yield {
        at: { file: LOCK_FILE },
        message: `${read.problem}: until it has one, nothing notices its tools changing`,
        fix:
          manifestData.type === 'mcp_remote'
            ? `run ${lockCommand(folder)} --secrets FILE on a machine that reaches the server, then bump the version`
            : fix,
        severity: 'warning',
      };
    if ('problem' in read) return yield { at: { file: LOCK_FILE }, message: read.problem, fix };
    const pinned = new Set(read.lock.tools.map((tool) => tool.name));
    const listed = new Set(manifestData.tools.map((tool) => tool.name));
    const unpinned = [...listed].filter((name) => !pinned.has(name));
    const unlisted = [...pinned].filter((name) => !listed.has(name));
    if (unpinned.length || unlisted.length) {
      const parts = [
        unpinned.length ? `tools[] lists ${unpinned.map((name) => `"${name}"`).join(', ')}, which the lock does not pin` : '',
        unlisted.length ? `the lock pins ${unlisted.map((name) => `"${name}"`).join(', ')}, which tools[] does not list` : '',
      ];
      yield { at: { file: LOCK_FILE }, message: `${LOCK_FILE} is stale: ${parts.filter(Boolean).join('; ')}`, fix };
    }
  },
};
