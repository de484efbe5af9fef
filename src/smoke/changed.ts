// Which connectors a change asks the smoke run to start: those it added or modified since the version guard's
// base, or every one when the sandbox recipe or the smoke code changed (a new sandbox judges every connector anew).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashCatalog } from '../catalog/compile.ts';
import { INDEX_FILE } from '../catalog/file-names.ts';
import { loadCatalog } from '../catalog/load.ts';
import { SetupError, UsageError } from '../findings/errors.ts';
import { Git, topLevel } from '../system/git.ts';
import { type GuardBase, resolveBase } from '../version-guard/base.ts';
import { changedFolders } from '../version-guard/changed.ts';

/** Paths, from the repository's top, whose change makes every connector's smoke result stale. */
const SMOKE_CODE_PATHS = [
  'src/smoke/',
  'src/phases/smoke.ts',
  'src/sandbox/',
  'src/install/',
  'src/mcp/',
  'src/secrets/',
  'src/catalog/',
  'src/commands/smoke.ts',
  'src/commands/smoke/',
  'actions/smoke/',
  'package.json',
  'package-lock.json',
];

interface ChangedSelectionOptions {
  /** The catalog directory (absolute, or relative to the working directory), inside a git repository. */
  catalogDir: string;
  /** An explicit base revision (`--base REV`); otherwise chosen from the CI context exactly as the version guard does. */
  base?: string;
  env?: NodeJS.ProcessEnv;
}

interface ChangedSelection {
  base: GuardBase;
  /** Connector ids to smoke, sorted. */
  ids: string[];
  /** Connector folders the change removed: smoked by nobody, reported. */
  removed: string[];
  /** Set when every connector is smoked: why (the smoke code or sandbox recipe files that changed, or no base). */
  everything?: string;
}

/**
 * The connectors that changed between the base (see resolveBase: explicit, the pull request's merge-base, the push's
 * before commit, the default branch's merge-base) and the working tree, by the version guard's own answer
 * (changedFolders): every file compile ships counts, ignored or untracked ones too.
 */
export async function selectChangedConnectors(options: ChangedSelectionOptions): Promise<ChangedSelection> {
  const catalogDir = path.resolve(options.catalogDir);
  const git = new Git(catalogDir);
  try {
    const base = await resolveBase(git, { base: options.base, env: options.env });
    if (!base.rev) return { base, ids: await catalogIds(catalogDir), removed: [], everything: `${base.description}` };
    const top = await topLevel(catalogDir, 'which --changed needs to know what changed');
    const catalogPath = path.relative(top, catalogDir).split(path.sep).join('/');
    const catalog = await loadCatalog(catalogDir);
    const changed = [...(await changedFolders(git, base.rev, catalogPath, hashCatalog(catalog)))].sort();
    const present = new Set(catalog.connectors.map((folder) => folder.folder));
    const removed = changed.filter((folder) => !present.has(folder));
    const code = [
      ...(await git.run(['diff', '--name-only', '--no-renames', base.rev, '--', ...SMOKE_CODE_PATHS.map((file) => `:/${file}`)])).split(
        '\n',
      ),
      ...(
        await git.run(['ls-files', '--others', '--exclude-standard', '--full-name', '--', ...SMOKE_CODE_PATHS.map((file) => `:/${file}`)])
      ).split('\n'),
    ].filter(Boolean);
    if (code.length) {
      const shown = code.slice(0, 5).join(', ') + (code.length > 5 ? ` and ${code.length - 5} more` : '');
      return {
        base,
        ids: await catalogIds(catalogDir),
        removed,
        everything: `the smoke code or sandbox recipe changed since ${base.description}: ${shown}`,
      };
    }
    return { base, ids: changed.filter((folder) => present.has(folder)), removed };
  } finally {
    git.close();
  }
}

/** Every connector of a full run: the ids of index.json. */
export async function catalogIds(catalogDir: string): Promise<string[]> {
  const file = path.join(catalogDir, INDEX_FILE);
  let ids: unknown;
  try {
    ids = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new SetupError(`${file} could not be read (${(error as Error).message}); name connectors explicitly or run npm run check`);
  }
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
    throw new SetupError(`${file} is not a list of connector ids; run npm run check`);
  return ids;
}

interface SmokeSelectionOptions extends ChangedSelectionOptions {
  /** Connector ids named on the command line: exactly these. */
  ids?: readonly string[];
  /** Only what changed since the base (selectChangedConnectors). */
  changed?: boolean;
  /** `I/N`: this shard of the selection (shardOf). */
  shard?: string;
}

/** The ids a smoke run starts (possibly none), and sentences saying how they were chosen. */
export async function selectSmokeIds(options: SmokeSelectionOptions): Promise<{ ids: string[]; notes: string[] }> {
  if (options.changed && options.ids?.length) throw new UsageError('name connectors or pass --changed, not both');
  const notes: string[] = [];
  let ids: string[];
  if (options.ids?.length) ids = [...new Set(options.ids)];
  else if (options.changed) {
    const selection = await selectChangedConnectors(options);
    notes.push(`base: ${selection.base.description}`);
    if (selection.everything) notes.push(`every connector is smoked: ${selection.everything}`);
    else notes.push(selection.ids.length ? `changed: ${selection.ids.join(', ')}` : 'no connector was added or modified');
    if (selection.removed.length) notes.push(`removed, so not smoked: ${selection.removed.join(', ')}`);
    ids = selection.ids;
  } else ids = await catalogIds(path.resolve(options.catalogDir));
  if (options.shard !== undefined) {
    const all = ids.length;
    ids = shardOf(ids, options.shard);
    notes.push(`shard ${options.shard}: ${ids.length} of ${all} connector(s)`);
  }
  return { ids, notes };
}

/** `I/N` (1-based) of a matrix: the ids whose position in sorted order is I-1 modulo N. Deterministic whatever the input order. */
export function shardOf(ids: readonly string[], shard: string): string[] {
  const match = /^(\d+)\/(\d+)$/.exec(shard.trim());
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard must be I/N with 1 <= I <= N, such as 1/3, not "${shard}"`);
  return [...ids].sort().filter((_, position) => position % count === index - 1);
}
