import semver from 'semver';
import { recordedTargets, type TargetRuntime, unmetBy } from '../../sandbox/targets.ts';
import type { ConnectorRule } from '../rule.ts';

export const npmEnginesNode: ConnectorRule = {
  id: 'npm-engines-node',
  severity: 'error',
  description:
    "Every package of the folder's package.json and package-lock.json accepts the Node of each target the connector runs on " +
    '(every target, unless `min_runtime` excludes some); a warning where `min_runtime.node` claims that target anyway',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/package-lock.json  error  engines.node excludes Node 18.20.4 of bookworm (Debian 12), a target it runs on: ' +
      '@demo/mcp@1.2.3 (>=99.0.0). Fix: declare the Node it needs in connector.json (`"min_runtime": {"node": "20"}`: the smoke run ' +
      'then proves it on each target that has it, and hosts with an older Node show it as unusable), or pin versions that support ' +
      'Node 18.20.4  [npm-engines-node]',
    fix:
      "declare `min_runtime.node` in connector.json, or pin package versions whose engines.node accepts the target's Node " +
      '(`npm view <pkg>@<version> engines`), then rerun `npm install --package-lock-only`',
  },
  *check(connector) {
    const declared = connector.manifestData.min_runtime;
    const ranges: { name: string; range: string }[] = [];
    const own = connector.npm.packageJson?.engines?.node;
    if (own) ranges.push({ name: "the folder's package.json", range: own });
    for (const [where, entry] of Object.entries(connector.npm.packageLock?.packages ?? {})) {
      const range = !where || Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range) ranges.push({ name: `${where.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'}`, range });
    }
    for (const target of recordedTargets().filter((candidate) => !unmetBy(declared, candidate))) {
      const wanting = ranges.filter(({ range }) => !accepts(range, target)).map(({ name, range }) => `${name} (${range})`);
      if (!wanting.length) continue;
      const claimed = declared?.node !== undefined;
      yield {
        ...(claimed && { severity: 'warning' as const }),
        at: {
          file:
            wanting[0]!.startsWith("the folder's") || !connector.files.some((f) => f.path === 'package-lock.json')
              ? 'package.json'
              : 'package-lock.json',
        },
        message:
          `engines.node excludes Node ${target.node} of ${target.id} (Debian ${target.debian}), a target ` +
          `${claimed ? `min_runtime.node (${declared.node}) claims` : 'it runs on'}: ` +
          `${wanting.slice(0, 5).join(', ')}${wanting.length > 5 ? ` and ${wanting.length - 5} more` : ''}`,
        fix: claimed
          ? `the smoke run on ${target.id} is what proves it runs there; if it fails there, raise min_runtime.node`
          : `declare the Node it needs in connector.json (\`"min_runtime": {"node": "20"}\`: the smoke run then proves it on each ` +
            'target that has it, and hosts with an older Node show it as unusable), or pin versions that support ' +
            `Node ${target.node}`,
      };
    }
  },
};

function accepts(range: string, target: TargetRuntime): boolean {
  return semver.validRange(range) === null || semver.satisfies(target.node, range, { includePrerelease: true });
}
