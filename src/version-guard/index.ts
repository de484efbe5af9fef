import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Catalog } from '../catalog/load.ts';
import { UserError } from '../errors.ts';
import type { Finding } from '../findings.ts';
import { type RuleSelection, runRules } from '../rules/engine.ts';
import { resolveBase, short } from './base.ts';
import { compareCatalogs, type ConnectorComparison } from './compare.ts';
import { CatalogScan, Git } from './git.ts';
import { newConnectorVersion, todayUtc, VERSION_RULES, type GuardContext, type VersionRule } from './rules.ts';
import { changedFolders, scanWorkingTree } from './changed.ts';
import { catalogState, materializeCatalog, readCatalogState, type CatalogState } from './snapshot.ts';
import type { FolderDigests } from '../catalog/digests.ts';
import { readTrustRootChange, trustRoot } from '../deploy/trust-root-guard.ts';

export { VERSION_RULES, type VersionRule } from './rules.ts';
export { type CatalogScan, GitMissing } from './git.ts';
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
  /**
   * The working tree's catalog as the caller has loaded it and hashes it (`npm run check`), so no file is read twice.
   * A promise lets the guard ask git its questions while the caller is still reading the catalog.
   */
  current?: LoadedCatalog | Promise<LoadedCatalog>;
  /** Which version rules run (--only/--except). Default all. */
  selection?: RuleSelection;
  /**
   * What git knows of the catalog's working tree, when the caller started asking before it knew the repository
   * (`npm run check`); otherwise asked here. The guard ends it.
   */
  scan?: CatalogScan;
  /** Folders compared whatever git says of them: `current` changed them off the working tree (`check --fix` plans so). */
  compare?: ReadonlySet<string>;
}

export interface LoadedCatalog {
  catalog: Catalog;
  digestsOf: FolderDigests;
}

export interface VersionGuardResult {
  findings: Finding[];
  base: { rev?: string; description: string };
  /** Connector folders at the base that the working tree no longer has. */
  removed: string[];
}

/**
 * Compares every connector of the working tree with the same catalog at the base revision, read
 * from git's objects and hashed exactly as compile hashes, and reports each version rule broken.
 * Only the connectors git sees as changed since the base are read and compared: one identical at
 * the base and now breaks no version rule.
 */
export async function runVersionGuard(options: VersionGuardOptions): Promise<VersionGuardResult> {
  // What git knows of the working tree does not depend on the base: asked at once, unless the caller did.
  const scan = options.scan ?? new CatalogScan(options.repoDir, catalogDirOf(options));
  const git = new Git(options.repoDir, scan);
  try {
    return await guard(git, scan, options);
  } finally {
    // Without a diff, unless one was asked.
    scan.close();
    git.close();
  }
}

async function guard(git: Git, scan: CatalogScan, options: VersionGuardOptions): Promise<VersionGuardResult> {
  // Their failures wait for the base's, which says first when this is no repository at all.
  const located = locateCatalog(git, options, scan.top);
  const scanned = scanWorkingTree(scan);
  for (const pending of [located, scanned]) pending.catch(() => undefined);
  const base = await resolveBase(git, { base: options.base, env: options.env });
  const { catalogDir, catalogPath } = await located;
  const seen = base.rev ? await changedFolders(scan, base.rev, scanned) : undefined;
  const changed = seen && options.compare ? new Set([...seen, ...options.compare]) : seen;
  // The base's side needs only git: read while the working tree's catalog is still being loaded and hashed.
  // Nothing changed (or no base): nothing at the base to read either.
  const reading =
    base.rev === undefined || changed?.size === 0
      ? Promise.resolve(emptyCatalog(`${catalogDir}/index.json`))
      : readCatalogAt(git, base.rev, catalogPath, catalogDir, changed);
  reading.catch(() => undefined);
  const now = await readWorkingCatalog(path.join(options.repoDir, catalogDir), catalogDir, changed, await options.current);
  const bumpCommand = (folder: string) => `npm run bump -- ${folder}${options.base !== undefined ? ` --base ${options.base}` : ''}`;
  const today = todayUtc();

  if (!base.rev) {
    // The first commit: nothing to compare with, so every connector is new.
    const context: GuardContext = { baseName: 'any earlier commit (this is the first)', today, now, bumpCommand };
    const comparisons = compareCatalogs(emptyCatalog(now.indexFile), now);
    return { findings: await runVersionRules([newConnectorVersion], comparisons, context, options.selection), base, removed: [] };
  }
  const before = await reading;
  const context: GuardContext = { baseName: `the base ${short(base.rev)}`, today, now, bumpCommand };
  const comparisons = compareCatalogs(before, now);
  const removed = comparisons.filter((comparison) => comparison.base && !comparison.now).map((comparison) => comparison.folder);
  const findings = await runVersionRules(VERSION_RULES, comparisons, context, options.selection);
  return { findings: [...findings, ...(await guardTrustRoot(options, base.rev, catalogPath, catalogDir))], base, removed };
}

/** The trust root, judged against the base's root read from git (src/deploy/trust-root-guard.ts). */
async function guardTrustRoot(options: VersionGuardOptions, baseRev: string, catalogPath: string, catalogDir: string): Promise<Finding[]> {
  return runRules({
    rules: [trustRoot],
    inputs: [await readTrustRootChange(options.repoDir, baseRev, catalogPath, catalogDir)],
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
  knownTop?: Promise<string>,
): Promise<{ catalogDir: string; catalogPath: string; top: string }> {
  const catalogDir = catalogDirOf(options);
  if (path.isAbsolute(catalogDir) || catalogDir === '.' || catalogDir.startsWith('../')) {
    throw new UserError(
      `the catalog directory "${options.catalogDir}" must be a folder inside the repository, relative to it (such as "connectors")`,
    );
  }
  const top = options.repoDirIsTopLevel
    ? options.repoDir
    : await (knownTop ?? git.run(['rev-parse', '--show-toplevel']).then((out) => out.trim()));
  const catalogPath = toPosix(path.relative(top, path.resolve(options.repoDir, catalogDir)));
  return { catalogDir, catalogPath, top };
}

/** What git knows of the working tree of the catalog directory `dir`, asked before its repository is known. */
export function scanCatalog(dir: string): CatalogScan {
  return new CatalogScan(dir, '.');
}

/** The catalog directory as named, relative to the repository's directory, in git's form ("connectors"). */
function catalogDirOf(options: { catalogDir?: string }): string {
  return toPosix(path.normalize(options.catalogDir ?? 'connectors')).replace(/\/$/, '');
}

/** The catalog of the working tree (only the named folders, when given), from what the caller loaded when it did. */
export async function readWorkingCatalog(
  dir: string,
  label: string,
  folders?: ReadonlySet<string>,
  current?: LoadedCatalog,
): Promise<CatalogState> {
  if (current) return catalogState(current.catalog, label, current.digestsOf, folders);
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
  // Written synchronously, as the loader reads: in `npm run check` each await waits for the main thread's next free
  // turn. Removed in the background, once read (the pending removal holds the process open until it is done).
  const root = mkdtempSync(path.join(tmpdir(), 'skald-version-guard-'));
  try {
    const dir = path.join(root, 'catalog');
    if (!(await materializeCatalog(git, rev, catalogPath, dir, folders))) return emptyCatalog(`${label}/index.json`);
    return await readCatalogState(dir, label, folders);
  } finally {
    rm(root, { recursive: true, force: true }).catch(() => undefined);
  }
}

function emptyCatalog(indexFile: string): CatalogState {
  return { connectors: new Map(), indexFile };
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
