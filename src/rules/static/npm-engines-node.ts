import semver from 'semver';
import { newerNodeException, TARGET_RUNTIME } from '../../sandbox/target-runtime.ts';
import type { ConnectorRule } from '../rule.ts';

export const npmEnginesNode: ConnectorRule = {
  id: 'npm-engines-node',
  severity: 'error',
  description:
    `Every package of the folder's package.json and package-lock.json` + ` accepts the Node of Skald's containers (${TARGET_RUNTIME.node})`,
  phase: 'connector',
  explain: {
    example:
      "connectors/demo/package-lock.json  error  engines.node excludes Node 18.19.0, what Skald's containers run: @demo/mcp@1.2.3 " +
      '(>=99.0.0). Fix: pin versions that support that Node (see their engines field), or change TARGET_RUNTIME when the containers get ' +
      'a newer Node  [npm-engines-node]',
    fix:
      'pin package versions whose engines.node accepts Node 18.19.0 (`npm view <pkg>@<version> engines`), then rerun `npm install ' +
      '--package-lock-only`',
  },
  *check(connector) {
    const own = connector.npm.packageJson?.engines?.node;
    const wanting: string[] = [];
    if (own && !accepts(own)) wanting.push(`the folder's package.json (${own})`);
    for (const [where, entry] of Object.entries(connector.npm.packageLock?.packages ?? {})) {
      const range = !where || Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range && !accepts(range)) wanting.push(`${where.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} (${range})`);
    }
    if (!wanting.length) return;
    const exception = newerNodeException(connector.folder);
    yield {
      ...(exception && { severity: 'warning' as const }),
      at: {
        file:
          wanting[0]!.startsWith("the folder's") || !connector.files.some((f) => f.path === 'package-lock.json')
            ? 'package.json'
            : 'package-lock.json',
      },
      message:
        `engines.node excludes Node ${TARGET_RUNTIME.node}` +
        `, what Skald's containers run: ${wanting.slice(0, 5).join(', ')}${wanting.length > 5 ? ` and ${wanting.length - 5} more` : ''}`,
      fix: exception
        ? `a known exception (${exception}); the smoke run starts it on the runner's Node` +
          `, and users on Node ${TARGET_RUNTIME.node} cannot run it`
        : 'pin versions that support that Node (see their engines field), or change TARGET_RUNTIME when the containers get a newer Node',
    };
  },
};

function accepts(range: string): boolean {
  return semver.validRange(range) === null || semver.satisfies(TARGET_RUNTIME.node, range, { includePrerelease: true });
}
