import { lockfilePackages, pythonRequirementPins, SBOM_FILE, sbomCommand } from '../../catalog/sbom.ts';
import type { Report } from '../../findings/finding.ts';
import type { ConnectorRule, Target, ValidConnector } from '../rule.ts';

const project = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

/** What the connector installs that its bill of materials must list, or nothing when it installs no package. */
function expected(
  connector: ValidConnector,
): { source: string; verb: string; packages: Array<{ name: string; version: string }>; exact: boolean } | undefined {
  const locked = lockfilePackages(connector.npm.packageLock);
  if (locked.length) return { source: 'package-lock.json', verb: 'installs', packages: locked, exact: true };
  const pins = pythonRequirementPins(connector, connector.manifestData);
  return pins.length ? { source: 'the Python requirements', verb: 'pin', packages: pins, exact: false } : undefined;
}

export const sbom: ConnectorRule = {
  id: 'sbom',
  phase: 'connector',
  severity: 'error',
  description:
    'A connector that installs packages ships its bill of materials, `sbom.cdx.json` (CycloneDX) written by `npm run sbom`: every package of `package-lock.json` and no other, or every pinned Python requirement',
  explain: {
    example:
      'connectors/demo/sbom.cdx.json  error  sbom.cdx.json is stale: package-lock.json installs @demo/mcp 1.2.4, which it does not list. Fix: run npm run sbom -- demo (it describes what the connector installs), then bump the version  [sbom]',
    fix: 'run `npm run sbom -- <id>`: it writes the bill of materials from package-lock.json (or, for Python, from what the sandbox installs); commit it and bump the version',
  },
  *check(connector) {
    const wanted = expected(connector);
    if (!wanted) return;
    const fix = `run ${sbomCommand(connector.folder)} (it describes what the connector installs), then bump the version`;
    const at: Target = { file: SBOM_FILE };
    const read = connector.sbom;
    if ('problem' in read)
      return yield {
        at,
        message: read.missing ? `${read.problem}, yet the connector installs packages (${wanted.source})` : read.problem,
        fix,
      } satisfies Report<Target>;
    const key = (name: string, version: string) => `${wanted.exact ? name : project(name)} ${version}`;
    const listed = new Set(read.packages.map((entry) => key(entry.name, entry.version)));
    const missing = [...new Set(wanted.packages.map((entry) => key(entry.name, entry.version)))].filter((entry) => !listed.has(entry));
    const installed = new Set(wanted.packages.map((entry) => key(entry.name, entry.version)));
    const extra = wanted.exact ? [...listed].filter((entry) => !installed.has(entry)) : [];
    const cut = (entries: string[]) => `${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ` and ${entries.length - 5} more` : ''}`;
    const parts = [
      missing.length ? `${wanted.source} ${wanted.verb} ${cut(missing)}, which it does not list` : '',
      extra.length ? `it lists ${cut(extra)}, which ${wanted.source} does not install` : '',
    ].filter(Boolean);
    if (parts.length) yield { at, message: `${SBOM_FILE} is stale: ${parts.join('; ')}`, fix };
  },
};
