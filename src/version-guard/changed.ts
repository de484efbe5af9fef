import type { CatalogScan } from './git.ts';

/** Attributes under which git compares a file's cleaned content, not its bytes, with the blob it holds. */
const CONVERSIONS = new Set(['text', 'eol', 'filter', 'ident', 'working-tree-encoding']);
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
 * or core.symlinks=false every folder does (`undefined`). `scanned` is scanWorkingTree's answer, asked ahead.
 */
export async function changedFolders(
  scan: CatalogScan,
  rev: string,
  scanned: Promise<WorkingTreeScan> = scanWorkingTree(scan),
): Promise<Set<string> | undefined> {
  scan.compareWith(rev);
  const [differing, unvouched] = await Promise.all([scan.diff, scanned]);
  if (!unvouched) return undefined;
  const folders = new Set(unvouched);
  for (const file of differing) addFolder(folders, file, scan.catalogDir);
  return folders;
}

/** The part of changedFolders that needs no base: untracked files, the index's flags, attributes, configuration. */
export async function scanWorkingTree(scan: CatalogScan): Promise<WorkingTreeScan> {
  const { catalogDir } = scan;
  const [config, files, attributes] = await Promise.all([scan.config, scan.files, scan.attributes]);
  if (config !== undefined && gitComparesOtherThanBytes(config)) return undefined;
  const folders = new Set<string>();
  // Only the records of files git would not vouch for by their stat; the thousands of plain ones are skipped unread.
  for (const [, record] of files.matchAll(UNVOUCHED_RECORD)) addFolder(folders, fileOf(record!), catalogDir);
  // "<path>\0<attribute>\0<value>\0" for each path and attribute that applies.
  const fields = attributes.split('\0');
  for (let i = 0; i + 2 < fields.length; i += 3)
    if (CONVERSIONS.has(fields[i + 1]!) && !NO_CONVERSION.has(fields[i + 2]!)) addFolder(folders, fields[i]!, catalogDir);
  return folders;
}

/**
 * A record of `git ls-files -v -s --others -z` other than an entry git compares by its stat: a plain entry is
 * "H <mode> <object> 0\t<path>", with any mode but a submodule's. What matches is an untracked file ("? <path>"), an
 * entry marked assume-unchanged (a lowercase tag) or skip-worktree, a conflict (a stage other than 0), a submodule.
 */
const UNVOUCHED_RECORD = /(?:^|\0)(?!H (?!160000 )[0-7]+ [0-9a-f]+ 0\t)([^\0]+)/g;

function fileOf(record: string): string {
  return record.startsWith('? ') ? record.slice(2) : record.slice(record.indexOf('\t') + 1);
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

/** Adds the connector folder `file` lies in; none for the catalog's own top-level files or a path outside it. */
function addFolder(folders: Set<string>, file: string, catalogDir: string): void {
  const rest = catalogDir === '.' ? file : file.startsWith(`${catalogDir}/`) ? file.slice(catalogDir.length + 1) : undefined;
  const slash = rest?.indexOf('/') ?? -1;
  if (slash > 0) folders.add(rest!.slice(0, slash));
}
