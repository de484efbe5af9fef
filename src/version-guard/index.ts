import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type HashedCatalog, hashCatalog } from '../catalog/compile.ts';
import { loadCatalog } from '../catalog/load.ts';
import { todayUtc } from '../catalog/release-date.ts';
import { SetupError } from '../findings/errors.ts';
import type { Finding } from '../findings/finding.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { VERSION_RULES } from '../rules/registry.ts';
import { newConnectorVersion } from '../rules/version/new-connector-version.ts';
import type { GuardContext, VersionRule } from '../rules/version/rule.ts';
import { trustRoot } from '../rules/version/trust-root.ts';
import { Git, topLevel } from '../system/git.ts';
import { resolveBase, short } from './base.ts';
import { changedFolders } from './changed.ts';
import { type ConnectorComparison, compareCatalogs } from './compare.ts';
import { type CatalogState, catalogState, materializeCatalog, readCatalogState } from './snapshot.ts';
import { readTrustRootChange } from './trust-root.ts';

export { VERSION_RULES } from '../rules/registry.ts';
export type { VersionRule } from '../rules/version/rule.ts';
export { GitMissingError } from '../system/git.ts';
export type { GuardBase } from './base.ts';

export interface VersionGuardOptions {
  /** The repository: its working tree is "now". */
  repoDir: string;
  /** Whether repoDir is the repository's top level, as the caller learnt from git: then git is not asked again. */
  repoDirIsTopLevel?: boolean;
  /** The catalog directory, relative to repoDir. Default `connectors`. */
  catalogDir?: string;
  /** An explicit base revision (`--base REV`); wins over the CI context. */
  base?: string;
  /** Where the CI context is read from (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_BASE_REF, GITHUB_REF). Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** The working tree's catalog as the caller has loaded and hashed it (`npm run check`), so no file is hashed twice. */
  current?: HashedCatalog;
  /** Which version rules run (--only/--except). Default all. */
  selection?: RuleSelection;
  /** Folders compared whatever else: `current` changed them off the working tree (`check --fix` plans so). */
  compare?: ReadonlySet<string>;
}

export interface VersionGuardResult {
  findings: Finding[];
  base: { rev?: string; description: string };
  /** Connector folders at the base that the working tree no longer has. */
  removed: string[];
}

/**
 * Compares each connector of the working tree that changed since the base revision (changedFolders) with the same
 * connector at the base, read from git's objects and hashed exactly as compile hashes, and reports each version rule
 * broken. A connector identical at the base and now breaks no version rule.
 */
export async function runVersionGuard(options: VersionGuardOptions): Promise<VersionGuardResult> {
  const git = new Git(options.repoDir);
  try {
    return await guard(git, options);
  } finally {
    git.close();
  }
}

async function guard(git: Git, options: VersionGuardOptions): Promise<VersionGuardResult> {
  const base = await resolveBase(git, { base: options.base, env: options.env });
  const { catalogDir, catalogPath } = await locateCatalog(git, options);
  const current = options.current ?? hashCatalog(await loadCatalog(path.join(options.repoDir, catalogDir), catalogDir));
  const bumpCommand = (folder: string) => `npm run bump -- ${folder}${options.base !== undefined ? ` --base ${options.base}` : ''}`;
  const today = todayUtc();

  if (!base.rev) {
    // The first commit: nothing to compare with, so every connector is new.
    const now = await catalogState(current.catalog, catalogDir, current.digestsOf);
    const context: GuardContext = { baseName: 'any earlier commit (this is the first)', today, now, bumpCommand };
    const comparisons = compareCatalogs(emptyCatalog(now.indexFile), now);
    return { findings: await runVersionRules([newConnectorVersion], comparisons, context, options.selection), base, removed: [] };
  }
  const changed = await changedFolders(git, base.rev, catalogPath, current);
  for (const folder of options.compare ?? []) changed.add(folder);
  const now = await catalogState(current.catalog, catalogDir, current.digestsOf, changed);
  const before = changed.size === 0 ? emptyCatalog(now.indexFile) : await readCatalogAt(git, base.rev, catalogPath, catalogDir, changed);
  const context: GuardContext = { baseName: `the base ${short(base.rev)}`, today, now, bumpCommand };
  const comparisons = compareCatalogs(before, now);
  const removed = comparisons.filter((comparison) => comparison.base && !comparison.now).map((comparison) => comparison.folder);
  const findings = await runVersionRules(VERSION_RULES, comparisons, context, options.selection);
  return { findings: [...findings, ...(await guardTrustRoot(git, options, base.rev, catalogPath, catalogDir))], base, removed };
}

/** The trust root, judged against the base's root read from git. */
async function guardTrustRoot(
  git: Git,
  options: VersionGuardOptions,
  baseRev: string,
  catalogPath: string,
  catalogDir: string,
): Promise<Finding[]> {
  return runRules({
    rules: [trustRoot],
    inputs: [await readTrustRootChange(git, baseRev, catalogPath, catalogDir)],
    selection: options.selection,
    locate: (at) => at,
    origin: () => ({ file: `${catalogDir}/keys.json` }),
  });
}

function runVersionRules(
  rules: readonly VersionRule[],
  comparisons: ConnectorComparison[],
  context: GuardContext,
  selection: RuleSelection | undefined,
): Promise<Finding[]> {
  return runRules({
    rules,
    inputs: comparisons.map((comparison) => ({ comparison, context })),
    selection,
    locate: (at) => at,
    origin: ({ comparison }) => ({
      file: (comparison.now ?? comparison.base)?.manifestFile ?? context.now.indexFile,
      connector: comparison.folder,
    }),
  });
}

/** The catalog as the repository names it (for messages) and as git's tree names it (from the top level). */
export async function locateCatalog(
  git: Git,
  options: { repoDir: string; catalogDir?: string; repoDirIsTopLevel?: boolean },
): Promise<{ catalogDir: string; catalogPath: string; top: string }> {
  const catalogDir = catalogDirOf(options);
  if (path.isAbsolute(catalogDir) || catalogDir === '.' || catalogDir.startsWith('../')) {
    throw new SetupError(
      `the catalog directory "${options.catalogDir}" must be a folder inside the repository, relative to it (such as "connectors")`,
    );
  }
  const top = options.repoDirIsTopLevel ? options.repoDir : await topLevel(git.dir);
  const catalogPath = toPosix(path.relative(top, path.resolve(options.repoDir, catalogDir)));
  return { catalogDir, catalogPath, top };
}

/** The catalog directory as named, relative to the repository's directory, in git's form ("connectors"). */
function catalogDirOf(options: { catalogDir?: string }): string {
  return toPosix(path.normalize(options.catalogDir ?? 'connectors')).replace(/\/$/, '');
}

/** The catalog of the working tree (only the named folders, when given). */
export function readWorkingCatalog(dir: string, label: string, folders?: ReadonlySet<string>): Promise<CatalogState> {
  return readCatalogState(dir, label, folders);
}

/**
 * The catalog at a commit (only the named folders, when given), written to a temp dir from git's objects and read
 * like the working tree.
 */
export async function readCatalogAt(
  git: Git,
  rev: string,
  catalogPath: string,
  label: string,
  folders?: ReadonlySet<string>,
): Promise<CatalogState> {
  const root = mkdtempSync(path.join(tmpdir(), 'skald-version-guard-'));
  try {
    const dir = path.join(root, 'catalog');
    if (!(await materializeCatalog(git, rev, catalogPath, dir, folders))) return emptyCatalog(`${label}/index.json`);
    return await readCatalogState(dir, label, folders);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

function emptyCatalog(indexFile: string): CatalogState {
  return { connectors: new Map(), indexFile };
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
