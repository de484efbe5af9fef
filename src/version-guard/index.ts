import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type HashedCatalog, hashCatalog } from '../catalog/compile.ts';
import { loadCatalog } from '../catalog/load.ts';
import { todayUtc } from '../catalog/release-date.ts';
import { SetupError } from '../findings/errors.ts';
import { Git, topLevel } from '../system/git.ts';
import { type GuardBase, resolveBase, short } from './base.ts';
import { changedFolders } from './changed.ts';
import { type ConnectorComparison, compareCatalogs } from './compare.ts';
import { type LockChange, readLockChanges } from './lock-review.ts';
import { type CatalogState, catalogState, materializeCatalog, readCatalogState } from './snapshot.ts';
import { readTrustRootChange, type TrustRootChange } from './trust-root.ts';

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
  /** Folders compared whatever else: `current` changed them off the working tree (`check --fix` plans so). */
  compare?: ReadonlySet<string>;
}

/** What every version rule's message needs to say about the run. */
export interface GuardContext {
  /** How messages name the base: "the base 1a2b3c4d5e6f". */
  baseName: string;
  /** Today's date in UTC, YYYY-MM-DD. */
  today: string;
  now: CatalogState;
  /** The command that fixes a version problem of this connector. */
  bumpCommand(folder: string): string;
}

/** What the guard saw of the working tree against its base, for the version rules; on the first commit all is new. */
export interface VersionObservation {
  base: GuardBase;
  context: GuardContext;
  /** Each connector that changed since the base (changedFolders), beside the same connector at the base. */
  comparisons: readonly ConnectorComparison[];
  /** The connectors at the base that the working tree no longer has. */
  removed: readonly string[];
  /** The repository's top level, and the catalog relative to it (forward slashes): where to look for their leftovers. */
  repoDir: string;
  catalogPath: string;
  /** The trust files at the base, from git's objects, and in the working tree; absent on the first commit. */
  trustRoot?: TrustRootChange;
  /** Each tools.lock.json that differs from the base's, its changes classified. */
  lockChanges: readonly LockChange[];
}

/**
 * Compares each connector of the working tree that changed since the base revision (changedFolders) with the same
 * connector at the base, read from git's objects and hashed exactly as compile hashes; reads the trust files and the
 * tool locks at the base beside the working tree's. A connector identical at the base and now is not compared.
 */
export async function observeVersions(options: VersionGuardOptions): Promise<VersionObservation> {
  const git = new Git(options.repoDir);
  try {
    return await observe(git, options);
  } finally {
    git.close();
  }
}

async function observe(git: Git, options: VersionGuardOptions): Promise<VersionObservation> {
  const base = await resolveBase(git, { base: options.base, env: options.env });
  const { catalogDir, catalogPath, top } = await locateCatalog(git, options);
  const current = options.current ?? hashCatalog(await loadCatalog(path.join(options.repoDir, catalogDir), catalogDir));
  const bumpCommand = (folder: string) => `npm run bump -- ${folder}${options.base !== undefined ? ` --base ${options.base}` : ''}`;
  const today = todayUtc();
  const where = { repoDir: top, catalogPath };

  if (!base.rev) {
    // The first commit: nothing to compare with, so every connector is new.
    const now = await catalogState(current.catalog, catalogDir, current.digestsOf);
    const context: GuardContext = { baseName: 'any earlier commit (this is the first)', today, now, bumpCommand };
    return { base, context, comparisons: compareCatalogs(emptyCatalog(now.indexFile), now), removed: [], ...where, lockChanges: [] };
  }
  const changed = await changedFolders(git, base.rev, catalogPath, current);
  for (const folder of options.compare ?? []) changed.add(folder);
  const now = await catalogState(current.catalog, catalogDir, current.digestsOf, changed);
  const before = changed.size === 0 ? emptyCatalog(now.indexFile) : await readCatalogAt(git, base.rev, catalogPath, catalogDir, changed);
  const comparisons = compareCatalogs(before, now);
  const removed = comparisons.filter((comparison) => comparison.base && !comparison.now).map((comparison) => comparison.folder);
  return {
    base,
    context: { baseName: `the base ${short(base.rev)}`, today, now, bumpCommand },
    comparisons,
    removed,
    ...where,
    trustRoot: await readTrustRootChange(git, base.rev, catalogPath, catalogDir),
    lockChanges: await readLockChanges(top, catalogPath, base.rev),
  };
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
