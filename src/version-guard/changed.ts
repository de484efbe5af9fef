import path from 'node:path';
import type { FolderDigests, HashedCatalog } from '../catalog/compile.ts';
import { shippedFiles } from '../catalog/compile.ts';
import { COMPILED_FILE, FRAGMENT_FILE, SITE_FOLDERS } from '../catalog/file-names.ts';
import type { ConnectorFolder } from '../catalog/load.ts';
import { compiledIndex, type IndexEntry } from '../catalog/schemas.ts';
import type { Git, TreeEntry } from '../system/git.ts';
import { readNoFollow, sha256Hex } from '../system/hash.ts';

/**
 * The connector folders that differ between commit `rev` and the working tree: added, removed, or with other shipped
 * files or fragment fields. The base's side is its committed connectors.json, which the check keeps current on every
 * branch; the working tree's is what the check hashes anyway. Where the base's connectors.json does not describe a
 * folder (its files' paths and sizes differ from the base's tree, or it is not indexed), the base's own blobs are
 * hashed instead. git's index and its flags play no part: every file is compared by its bytes.
 */
export async function changedFolders(git: Git, rev: string, catalogPath: string, current: HashedCatalog): Promise<Set<string>> {
  const atBase = await baseFolders(git, rev, catalogPath);
  const indexed = await baseIndex(git, rev, catalogPath);
  const now = new Map(current.catalog.connectors.map((folder) => [folder.folder, folder]));
  const changed = new Set<string>();
  for (const folder of new Set([...atBase.keys(), ...now.keys()])) {
    const tree = atBase.get(folder);
    const here = now.get(folder);
    const entry = indexed.get(folder);
    const same =
      tree &&
      here &&
      (entry && describes(entry, tree)
        ? await matches(entry, here, current.digestsOf)
        : await matchesBlobs(git, tree, here, current.digestsOf));
    if (!same) changed.add(folder);
  }
  return changed;
}

/** The base's tree of each connector folder: its entries by path inside the folder. */
async function baseFolders(git: Git, rev: string, catalogPath: string): Promise<Map<string, TreeEntry[]>> {
  const folders = new Map<string, TreeEntry[]>();
  for (const entry of await git.listTree(rev, catalogPath)) {
    const rest = entry.path.slice(catalogPath.length + 1);
    const slash = rest.indexOf('/');
    const folder = rest.slice(0, slash);
    if (slash <= 0 || SITE_FOLDERS.has(folder) || folder.startsWith('.')) continue;
    folders.set(folder, [...(folders.get(folder) ?? []), { ...entry, path: rest.slice(slash + 1) }]);
  }
  return folders;
}

/** The entries of the base's connectors.json by id; none when it has no valid one. */
async function baseIndex(git: Git, rev: string, catalogPath: string): Promise<Map<string, IndexEntry>> {
  const bytes = await git.readBlob(`${rev}:${catalogPath}/${COMPILED_FILE}`);
  let parsed: ReturnType<typeof compiledIndex.safeParse> | undefined;
  try {
    parsed = bytes && compiledIndex.safeParse(JSON.parse(bytes.toString('utf8')));
  } catch {
    parsed = undefined;
  }
  return new Map(parsed?.success ? parsed.data.connectors.map((entry) => [entry.id, entry]) : []);
}

/** The regular files a folder ships at the base: every blob of its tree but links and fragment.json, sorted by path. */
function shippedAtBase(tree: readonly TreeEntry[]): TreeEntry[] {
  return tree
    .filter((file) => file.type === 'blob' && file.mode !== '120000' && file.path !== FRAGMENT_FILE)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Whether a working-tree folder holds the bytes of the base's blobs: each shipped file, and fragment.json. */
async function matchesBlobs(git: Git, tree: readonly TreeEntry[], folder: ConnectorFolder, digestsOf: FolderDigests): Promise<boolean> {
  const atBase = shippedAtBase(tree);
  if (atBase.map((file) => file.path).join('\n') !== shippedFiles(folder).join('\n')) return false;
  const digests = await digestsOf(folder);
  for (const [i, file] of atBase.entries()) {
    if (file.size !== digests[i]!.size) return false;
    const blob = await git.readBlob(file.object);
    if (!blob || sha256Hex(blob) !== digests[i]!.sha256) return false;
  }
  const fragment = tree.find((file) => file.path === FRAGMENT_FILE && file.type === 'blob' && file.mode !== '120000');
  const fragmentAtBase = fragment && (await git.readBlob(fragment.object));
  const fragmentNow = readIfRegular(path.join(folder.dir, FRAGMENT_FILE));
  return fragmentAtBase === undefined || fragmentNow === undefined ? fragmentAtBase === fragmentNow : fragmentAtBase.equals(fragmentNow);
}

function readIfRegular(file: string): Buffer | undefined {
  try {
    return readNoFollow(file);
  } catch {
    return undefined;
  }
}

/** Whether an index entry lists exactly the regular files of the base's tree, by path and size. */
function describes(entry: IndexEntry, tree: readonly TreeEntry[]): boolean {
  const shipped = shippedAtBase(tree).map((file) => `${file.path}\0${file.size}`);
  return shipped.join('\n') === entry.files.map((file) => `${file.path}\0${file.size}`).join('\n');
}

/** Whether a working-tree folder ships the files an index entry lists, with the same fragment fields. */
async function matches(entry: IndexEntry, folder: ConnectorFolder, digestsOf: FolderDigests): Promise<boolean> {
  const { $schema: _schema, ...fragment } = folder.fragment.data ?? {};
  // tool_surface is compiled from tools.lock.json and min_runtime from connector.json, shipped files whose bytes are
  // compared with the other files'; targets resolves min_runtime against the targets' record, which no folder holds.
  const { files, tool_surface: _surface, min_runtime: _declared, targets: _targets, ...fields } = entry;
  if (!folder.fragment.data || JSON.stringify(fields) !== JSON.stringify(fragment)) return false;
  const paths = shippedFiles(folder);
  if (paths.join('\n') !== files.map((file) => file.path).join('\n')) return false;
  const digests = await digestsOf(folder);
  return files.every((file, i) => file.sha256 === digests[i]!.sha256 && file.size === digests[i]!.size);
}
