import type { Git } from './git.ts';

/** Attributes under which git compares a file's cleaned content, not its bytes, with the blob it holds. */
const CONVERSIONS = ['text', 'eol', 'filter', 'ident', 'working-tree-encoding'];
const NO_CONVERSION = new Set(['unspecified', 'unset']);
const FALSE = new Set(['false', 'no', 'off', '0']);

/** What git knows of the working tree whatever the base: folders it cannot vouch for, or all of them (`undefined`). */
export type WorkingTreeScan = Set<string> | undefined;

/**
 * The connector folders whose files may differ between commit `rev` and the working tree, from what git already
 * knows: `git diff` of the catalog against the commit (through the index's stat cache, so an unchanged file is
 * not read) and every file git does not track, ignored ones included (compile ships them). This is a superset:
 * each folder named is then compared byte for byte, and a folder not named holds exactly the commit's bytes.
 * Where git would compare something other than the bytes (an end-of-line or filter attribute, an entry marked
 * assume-unchanged or skip-worktree, a conflict, a submodule) that folder counts as changed; under core.autocrlf
 * or core.symlinks=false every folder does (`undefined`). `scan` is scanWorkingTree's answer, when asked ahead.
 */
export async function changedFolders(
  git: Git,
  rev: string,
  catalogPath: string,
  scan: Promise<WorkingTreeScan> = scanWorkingTree(git, catalogPath),
): Promise<Set<string> | undefined> {
  const [differing, unvouched] = await Promise.all([git.diffNames(rev, catalogPath), scan]);
  if (!unvouched) return undefined;
  const folders = new Set(unvouched);
  for (const file of differing) {
    const folder = folderOf(file, catalogPath);
    if (folder !== undefined) folders.add(folder);
  }
  return folders;
}

/** The part of changedFolders that needs no base: untracked files, the index's flags, attributes, configuration. */
export async function scanWorkingTree(git: Git, catalogPath: string): Promise<WorkingTreeScan> {
  const listing = git.listFiles(catalogPath);
  const [config, { untracked, unwatched }, converted] = await Promise.all([
    git.tryRun(['config', '-z', '--get-regexp', '^core\\.(autocrlf|symlinks)$']),
    listing,
    git.pathsWithAttributes(
      listing.then((listed) => listed.tracked),
      CONVERSIONS,
      NO_CONVERSION,
    ),
  ]);
  if (config !== undefined && gitComparesOtherThanBytes(config)) return undefined;
  const folders = new Set<string>();
  for (const file of [...untracked, ...unwatched, ...converted]) {
    const folder = folderOf(file, catalogPath);
    if (folder !== undefined) folders.add(folder);
  }
  return folders;
}

/** `git config -z --get-regexp` answers: "key\nvalue" records. */
function gitComparesOtherThanBytes(config: string): boolean {
  return config
    .split('\0')
    .filter(Boolean)
    .some((record) => {
      const [key = '', value = 'true'] = record.split('\n');
      const off = FALSE.has(value.toLowerCase());
      return key.toLowerCase() === 'core.autocrlf' ? !off : off;
    });
}

/** The connector folder a path (from the top level) lies in; undefined for the catalog's own top-level files. */
function folderOf(file: string, catalogPath: string): string | undefined {
  if (!file.startsWith(`${catalogPath}/`)) return undefined;
  const rest = file.slice(catalogPath.length + 1);
  const slash = rest.indexOf('/');
  return slash > 0 ? rest.slice(0, slash) : undefined;
}
