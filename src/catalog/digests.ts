import type { Digest } from '../hash.ts';
import { type HashRequest, ReadingThread, readerHere } from './folder-reader.ts';
import { FRAGMENT_FILE, type Catalog, type ConnectorFolder } from './load.ts';

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

export interface CatalogHashing {
  digestsOf: FolderDigests;
  /** Stops the hashing thread, if one still runs. */
  close(): void;
}

/** Hashing of folders handed over one by one: `add` each folder (loadCatalog's `onFolder`), then `loaded`. */
export interface StreamedHashing extends CatalogHashing {
  add(folder: ConnectorFolder): void;
  loaded(): void;
}

/** Hashes every shipped file of a loaded catalog on a second thread (with `thread`), while this one goes on. */
export function hashCatalog(catalog: Catalog, options: { thread?: boolean } = {}): CatalogHashing {
  const hashing = streamedHashing(options);
  for (const folder of catalog.connectors) hashing.add(folder);
  hashing.loaded();
  return hashing;
}

/**
 * Hashing of folders already read, on a second thread (with `thread`; else here, when asked): `digestsOf` resolves
 * as soon as a folder's files are hashed. loadCatalog's option `hashing` reads and hashes each file once instead.
 */
export function streamedHashing(options: { thread?: boolean } = {}): StreamedHashing {
  if (!options.thread) return { add: () => undefined, loaded: () => undefined, digestsOf: hashFolder, close: () => undefined };
  const folders = new Map<ConnectorFolder, number>();
  const request: HashRequest = [];
  let thread: ReadingThread | undefined;
  return {
    add: (folder) => {
      folders.set(folder, request.length);
      request.push([request.length, folder.dir, unhashedFiles(folder)]);
    },
    loaded: () => {
      thread = new ReadingThread([], { manifests: [] }, request);
    },
    digestsOf: async (folder) => {
      const index = folders.get(folder);
      if (!thread || index === undefined) return hashFolder(folder);
      return withReadDigests(folder, await thread.rest(index));
    },
    close: () => thread?.close(),
  };
}
