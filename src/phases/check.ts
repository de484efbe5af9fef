import path from 'node:path';
import { compileCatalog, type FolderDigests, hashCatalog, hashFolder } from '../catalog/compile.ts';
import { type Catalog, loadCatalog, readIcons } from '../catalog/load.ts';
import { readNpmFiles } from '../catalog/npm-files.ts';
import { readSbom } from '../catalog/sbom.ts';
import { readLock } from '../catalog/tools-lock.ts';
import { readVendorSources, type VendorSource, vendoredCopies } from '../catalog/vendor.ts';
import { UsageError } from '../findings/errors.ts';
import { compareFindings, type Finding } from '../findings/finding.ts';
import { nearest } from '../findings/nearest.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { CATALOG_RULES, CONNECTOR_RULES, LOAD_RULES, VERSION_PHASE_RULES, VERSION_RULES } from '../rules/registry.ts';
import type { Rule, Target, ValidConnector } from '../rules/rule.ts';
import { topLevel } from '../system/git.ts';
import { observeVersions } from '../version-guard/index.ts';
import { assertSelectable, CHECK_PHASES, chooseRules, needed, needsMet } from './selection.ts';
import { judgeVersions } from './version.ts';

interface CheckOptions extends RuleSelection {
  catalogDir: string;
  /** Report only on these connectors (catalog-wide findings still come); every connector when absent or empty. */
  connectors?: readonly string[];
  /** Compare versions with a base revision; the catalog must then sit in a git repository. Off when absent. */
  versionGuard?: { base?: string; env?: NodeJS.ProcessEnv };
}

interface CheckResult {
  findings: Finding[];
  connectorCount: number;
  /** Which revision the version guard compared with, and why; absent when it did not run. */
  versionBase?: string;
}

/** The version guard's rule ids, for telling its findings from the static ones. */
export const VERSION_RULE_IDS = VERSION_RULES.map((rule) => rule.id);

const STATIC_RULES: readonly Rule[] = [...LOAD_RULES, ...CONNECTOR_RULES, ...CATALOG_RULES];

/** The static gate: the load, connector, catalog and version phases, each observed as its chosen rules need, judged once. */
export async function checkCatalog(options: CheckOptions): Promise<CheckResult> {
  assertSelectable(options, CHECK_PHASES);
  const can = needsMet({ compile: true, 'git-history': options.versionGuard, 'base-revision': options.versionGuard });
  const rules = chooseRules([...STATIC_RULES, ...VERSION_PHASE_RULES], options, can);
  const catalog = await loadCatalog(options.catalogDir);
  const wanted = options.connectors?.length ? new Set(options.connectors) : undefined;
  if (wanted) {
    const known = catalog.connectors.map((connector) => connector.folder);
    for (const id of wanted)
      if (!known.includes(id)) {
        const guess = nearest(id, known);
        throw new UsageError(`no connector "${id}" in ${catalog.label}${guess ? `; did you mean ${guess}?` : ''}`);
      }
  }
  const keep = (finding: Finding) => !wanted || finding.connector === undefined || wanted.has(finding.connector);
  // Compile and the version guard share the digests: each file is hashed once.
  const guarding = options.versionGuard && needed(rules, 'git-history') ? options.versionGuard : undefined;
  const hashed = guarding || needed(rules, 'compile') ? hashCatalog(catalog) : { catalog, digestsOf: hashFolder };
  const findings = await runStaticRules(catalog, options, hashed.digestsOf);
  let versionBase: string | undefined;
  if (guarding) {
    const repoDir = await topLevel(options.catalogDir);
    const observed = await observeVersions({
      ...guarding,
      repoDir,
      repoDirIsTopLevel: true,
      catalogDir: path.relative(repoDir, options.catalogDir),
      current: hashed,
    });
    findings.push(...(await judgeVersions(observed, options)));
    versionBase = observed.base.description;
  }
  // Every rule ran, so that catalog-wide rules see the whole catalog; the findings are then cut to the connectors asked for.
  return {
    findings: findings.filter(keep).sort(compareFindings),
    connectorCount: wanted?.size ?? catalog.connectors.length,
    versionBase,
  };
}

/** The phases that need only the catalog on disk: what loading found, each valid connector, the catalog as a whole. */
export async function runStaticRules(
  catalog: Catalog,
  selection: RuleSelection = {},
  digestsOf: FolderDigests = hashFolder,
): Promise<Finding[]> {
  const rules = chooseRules(STATIC_RULES, selection, needsMet({ compile: true }));
  const chosen = <R extends Rule>(list: readonly R[]) => list.filter((rule) => rules.includes(rule));
  const origin = () => ({ file: catalog.label });
  const sources = readVendorSources(catalog);
  const findings = await runRules({ rules: chosen(LOAD_RULES), inputs: [catalog], locate: (at) => at, origin });
  const connectors = catalog.connectors.map((connector) => asValid(connector, sources)).filter((connector) => connector !== undefined);
  findings.push(
    ...(await runRules({
      rules: chosen(CONNECTOR_RULES),
      inputs: connectors,
      locate: locateInConnector,
      origin: (connector) => ({ file: connector.manifest.file, connector: connector.folder }),
    })),
  );
  const compiled = needed(rules, 'compile') ? await compileCatalog(catalog, digestsOf) : undefined;
  findings.push(
    ...(await runRules({ rules: chosen(CATALOG_RULES), inputs: [{ catalog, digestsOf, compiled }], locate: (at) => at, origin })),
  );
  return findings.sort(compareFindings);
}

/** A connector whose manifests loaded, with what its rules inspect read from disk here, not in the rules. */
function asValid(connector: Catalog['connectors'][number], sources: readonly VendorSource[]): ValidConnector | undefined {
  const fragmentData = connector.fragment.data;
  const manifestData = connector.manifest.data;
  if (!fragmentData || !manifestData) return undefined;
  return {
    ...connector,
    fragmentData,
    manifestData,
    icons: readIcons(connector, manifestData),
    vendored: vendoredCopies(connector, sources),
    npm: readNpmFiles(connector),
    toolsLock: readLock(connector),
    sbom: readSbom(connector),
  };
}

function locateInConnector(at: Target, connector: ValidConnector) {
  if ('file' in at) {
    const folder = path.posix.dirname(connector.manifest.file);
    return {
      file: at.file === '.' ? folder : `${folder}/${at.file}`,
      ...(at.position ? { position: at.position } : {}),
      connector: connector.folder,
    };
  }
  const source = at.manifest === 'fragment' ? connector.fragment : connector.manifest;
  return {
    file: source.file,
    position: source.document?.positionOf(at.field),
    field: at.field.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join(''),
    connector: connector.folder,
  };
}
