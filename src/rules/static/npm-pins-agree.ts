import semver from 'semver';
import { splitCommand } from '../../catalog/commands.ts';
import { npxPackage, splitSpec } from '../../catalog/npm-files.ts';
import type { Report } from '../../findings/finding.ts';
import type { ConnectorRule, Target } from '../rule.ts';

export const npmPinsAgree: ConnectorRule = {
  id: 'npm-pins-agree',
  severity: 'error',
  description:
    'The package npx starts is pinned to one exact version everywhere: package.json, dependencies, mcp_config.args, launch_command',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/package.json  error  package.json names @demo/mcp "^1.2.3", not an exact version. Fix: pin @demo/mcp to one exact ' +
      'version (such as @demo/mcp@1.2.3) in package.json, dependencies, mcp_config.args and launch_command  [npm-pins-agree]',
    fix: 'pin the package to one exact version (name@1.2.3) in package.json, dependencies, mcp_config.args and launch_command',
  },
  *check(connector) {
    const name = npxPackage(connector.manifestData);
    if (!name) return;
    const manifest = connector.manifestData;
    const pins: Array<{ where: string; at: Target; version: string }> = [];
    const fromSpecs = (words: readonly string[], where: string, at: (index: number) => Target) =>
      words.forEach((word, index) => {
        const spec = splitSpec(word);
        if (spec?.name === name) pins.push({ where, at: at(index), version: spec.version });
      });
    const range = connector.npm.packageJson?.dependencies?.[name];
    if (range !== undefined) pins.push({ where: 'package.json', at: { file: 'package.json' }, version: range });
    fromSpecs(manifest.dependencies ?? [], 'dependencies', (index) => ({ manifest: 'connector', field: ['dependencies', index] }));
    fromSpecs(manifest.mcp_config?.args ?? [], 'mcp_config.args', (index) => ({
      manifest: 'connector',
      field: ['mcp_config', 'args', index],
    }));
    fromSpecs(splitCommand(manifest.launch_command ?? ''), 'launch_command', () => ({ manifest: 'connector', field: ['launch_command'] }));
    const fix = `pin ${name} to one exact version (such as ${name}@1.2.3) in package.json, dependencies, mcp_config.args and launch_command`;
    for (const pin of pins) {
      if (!semver.valid(pin.version))
        yield { at: pin.at, message: `${pin.where} names ${name} "${pin.version}", not an exact version`, fix } satisfies Report<Target>;
    }
    const versions = [...new Set(pins.map((pin) => pin.version))];
    if (versions.length > 1) {
      yield {
        at: pins[0]!.at,
        message:
          `the pins of ${name} disagree: ${pins.map((pin) => `${pin.where} ${pin.version}`).join(', ')}` +
          `; only one of them gets installed`,
        fix,
      };
    }
  },
};
