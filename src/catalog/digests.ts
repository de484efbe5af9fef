import type { Digest } from '../hash.ts';
import { readerHere } from './folder-reader.ts';
import type { ConnectorFolder } from './load.ts';
import { FRAGMENT_FILE } from './file-names.ts';

/** The files a connector ships: every regular file of its folder but fragment.json, sorted by path. */
export function shippedFiles(connector: ConnectorFolder): string[] {
  return connector.files.filter((file) => file.kind === 'file' && file.path !== FRAGMENT_FILE).map((file) => file.path);
}

/** The sha256 and size of each file a folder ships, in the order of `shippedFiles`. */
export type FolderDigests = (folder: ConnectorFolder) => Promise<Digest[]>;

/** Hashes a folder's shipped files here and now, one after the other, but for those hashed while it was read. */
export const hashFolder: FolderDigests = async (folder) => withReadDigests(folder, readerHere.hashFiles(folder.dir, unhashedFiles(folder)));

/** The shipped files of a folder that were not hashed while it was read. */
export function unhashedFiles(folder: ConnectorFolder): string[] {
  return shippedFiles(folder).filter((file) => !folder.read?.digests.has(file));
}

/** A folder's digests in the order of `shippedFiles`: those made while it was read, the others from `rest`. */
export function withReadDigests(folder: ConnectorFolder, rest: ReadonlyMap<string, Digest>): Digest[] {
  return shippedFiles(folder).map((file) => folder.read?.digests.get(file) ?? rest.get(file)!);
}
