import { execFile } from 'node:child_process';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { type FolderDigests, hashFolder } from './catalog/digests.ts';
import { type Catalog, loadCatalog, readIcons } from './catalog/load.ts';
import { readVendorSources, type VendorSource, vendoredCopies } from './catalog/vendor.ts';
import { UsageError, UserError } from './errors.ts';
import { compareFindings, type Finding } from './findings.ts';
import { nearest } from './help.ts';
import { assertKnownRules, isSelected, type RuleSelection, runRules } from './rules/engine.ts';
import { compile } from './rules/compile.ts';
import { indexStale } from './rules/index-stale.ts';
import { readNpmFiles } from './rules/npm-files.ts';
import { removedLeftover } from './rules/removed-leftover.ts';
import { CATALOG_RULES, CONNECTOR_RULES, LOAD_RULES, VERSION_PHASE_RULES } from './rules/static-rules.ts';
import type { Target, ValidConnector } from './rules/rule.ts';
import { readLock } from './tool-surface/lock.ts';
import { reviewLockChanges } from './tool-surface/lock-review.ts';
import {
  GitMissing,
  type LoadedCatalog,
  runVersionGuard,
  scanCatalog,
  VERSION_RULES,
  type VersionGuardResult,
} from './version-guard/index.ts';

export interface CheckOptions extends RuleSelection {
  catalogDir: string;
  /** Report only on these connectors (catalog-wide findings still come); every connector when absent or empty. */
  connectors?: readonly string[];
  /** Compare versions with a base revision; the catalog must then sit in a git repository. Off when absent. */
  versionGuard?: { base?: string; env?: NodeJS.ProcessEnv };
}

export interface CheckResult {
  findings: Finding[];
  connectorCount: number;
  /** Which revision the version guard compared with, and why; absent when it did not run. */
  versionBase?: string;
}

/** The version guard's rule ids, for telling its findings from the static ones. */
export const VERSION_RULE_IDS = VERSION_RULES.map((rule) => rule.id);

/**
 * The static gate: the rules of the load, connector and catalog phases, then the version guard.
 * The catalog is read once; its files are hashed on a second thread while the rules run, for the compile
 * and the guard alike.
 */
export async function checkCatalog(options: CheckOptions): Promise<CheckResult> {
  assertKnownRules(options);
  // The version guard needs no file of the catalog to ask git what changed: it starts now and reads the catalog
  // once loaded. Its failures are reported after the catalog's own, as when it ran last.
  const guarding = options.versionGuard && VERSION_PHASE_RULES.some((rule) => isSelected(rule, options)) ? options.versionGuard : undefined;
  let handOver: (loaded: LoadedCatalog) => void = () => undefined;
  const current = new Promise<LoadedCatalog>((resolve) => (handOver = resolve));
  const guarded = guarding && guardCatalog(options, guarding, current);
  guarded?.catch(() => undefined);
  // The compile rules need every file hashed: a second thread reads and hashes the folders while this one parses.
  const compiles = [compile, indexStale].some((rule) => isSelected(rule, options));
  const catalog = await loadCatalog(options.catalogDir, undefined, { hashing: compiles ? {} : undefined });
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
  const digestsOf = catalog.digestsOf ?? hashFolder;
  handOver({ catalog, digestsOf });
  const findings = await runStaticRules(catalog, options, digestsOf);
  let versionBase: string | undefined;
  if (guarded) {
    const { repoDir, guard } = await guarded;
    findings.push(...guard.findings);
    versionBase = guard.base.description;
    const catalogPath = path.relative(repoDir, options.catalogDir).split(path.sep).join('/');
    if (guard.base.rev)
      findings.push(
        ...(await reviewLockChanges(repoDir, catalogPath, guard.base.rev)).filter((finding) => isSelected({ id: finding.ruleId }, options)),
      );
    findings.push(
      ...(await runRules({
        rules: [removedLeftover],
        selection: options,
        inputs: [{ repoDir, catalogPath, removed: guard.removed }],
        locate: (at) => at,
        origin: () => ({ file: catalog.label }),
      })),
    );
  }
  // Every rule ran, so that catalog-wide rules see the whole catalog; the findings are then cut to the connectors asked for.
  return {
    findings: findings.filter(keep).sort(compareFindings),
    connectorCount: wanted?.size ?? catalog.connectors.length,
    versionBase,
  };
}

async function guardCatalog(
  options: CheckOptions,
  versionGuard: NonNullable<CheckOptions['versionGuard']>,
  current: Promise<LoadedCatalog>,
): Promise<{ repoDir: string; guard: VersionGuardResult }> {
  // git is asked what it knows of the catalog before the repository is known: the same scan says where that is.
  const scan = scanCatalog(options.catalogDir);
  try {
    const repoDir = await scan.top.catch((error: unknown) => {
      throw notARepository(options.catalogDir, error);
    });
    const guard = await runVersionGuard({
      ...versionGuard,
      repoDir,
      repoDirIsTopLevel: true,
      catalogDir: path.relative(repoDir, options.catalogDir),
      current,
      selection: options,
      scan,
    });
    return { repoDir, guard };
  } finally {
    scan.close();
  }
}

/**
 * Every rule that needs only the catalog on disk: what loading found, each valid connector, then the catalog
 * as a whole (last, so the hashing its compile waits for runs meanwhile).
 */
export async function runStaticRules(
  catalog: Catalog,
  selection: RuleSelection = {},
  digestsOf: FolderDigests = hashFolder,
): Promise<Finding[]> {
  const origin = () => ({ file: catalog.label });
  const sources = readVendorSources(catalog);
  const findings = await runRules({ rules: LOAD_RULES, selection, inputs: [catalog], locate: (at) => at, origin });
  // A few connectors at a time, with a turn of the event loop between, so that what runs meanwhile (the version
  // guard's git processes) goes on; each connector's files are read just before its rules run.
  for (let start = 0; start < catalog.connectors.length; start += CONNECTORS_AT_A_TIME) {
    await nextTurn();
    const connectors = catalog.connectors
      .slice(start, start + CONNECTORS_AT_A_TIME)
      .map((connector) => asValid(connector, sources))
      .filter((connector) => connector !== undefined);
    findings.push(
      ...(await runRules({
        rules: CONNECTOR_RULES,
        selection,
        inputs: connectors,
        locate: locateInConnector,
        origin: (connector) => ({ file: connector.manifest.file, connector: connector.folder }),
      })),
    );
  }
  findings.push(...(await runRules({ rules: CATALOG_RULES, selection, inputs: [{ catalog, digestsOf }], locate: (at) => at, origin })));
  return findings.sort(compareFindings);
}

const CONNECTORS_AT_A_TIME = 32;

/** A connector whose manifests loaded, with what its rules inspect read from disk here, not in the rules. */
function asValid(connector: Catalog['connectors'][number], sources: readonly VendorSource[]): ValidConnector | undefined {
  const fragmentData = connector.fragment.data;
  const manifestData = connector.manifest.data;
  if (!fragmentData || !manifestData) return undefined;
  // Not an object spread: in Node 20's V8, `{ ...connector, more }` gives every connector a hidden class of its own,
  // and each rule's reads of its fields then miss their inline caches (a thousand classes at 1,000 connectors).
  return Object.assign({}, connector, {
    fragmentData,
    manifestData,
    icons: readIcons(connector, manifestData),
    vendored: vendoredCopies(connector, sources),
    npm: readNpmFiles(connector),
    toolsLock: readLock(connector),
  });
}

function locateInConnector(at: Target, connector: ValidConnector) {
  if ('file' in at) {
    const folder = path.posix.dirname(connector.manifest.file);
    return { file: at.file === '.' ? folder : `${folder}/${at.file}`, connector: connector.folder };
  }
  const source = at.manifest === 'fragment' ? connector.fragment : connector.manifest;
  return {
    file: source.file,
    position: source.document?.positionOf(at.field),
    field: at.field.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join(''),
    connector: connector.folder,
  };
}

/** The root of the git repository holding `dir`; a UserError (exit 3) when there is none or no git. */
export async function repositoryOf(dir: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('git', ['-C', dir, 'rev-parse', '--show-toplevel']);
    return stdout.trim();
  } catch (error) {
    throw notARepository(dir, error);
  }
}

/** Why the version guard cannot run in `dir`, from git's failure to name its repository. */
function notARepository(dir: string, error: unknown): UserError {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof GitMissing)
    return new UserError('git is not installed or not on PATH; install git');
  return new UserError(`${dir} is not inside a git repository, which the version guard needs; skip the guard with --no-version-guard`);
}
