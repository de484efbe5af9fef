import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { hashFileSync, type Digest } from '../hash.ts';
import { FRAGMENT_FILE, type Catalog, type ConnectorFolder } from './load.ts';

/** The files a connector ships: every regular file of its folder but fragment.json, sorted by path. */
export function shippedFiles(connector: ConnectorFolder): string[] {
  return connector.files.filter((file) => file.kind === 'file' && file.path !== FRAGMENT_FILE).map((file) => file.path);
}

/** The sha256 and size of each file a folder ships, in the order of `shippedFiles`. */
export type FolderDigests = (folder: ConnectorFolder) => Promise<Digest[]>;

/** Hashes a folder's shipped files here and now, one after the other. */
export const hashFolder: FolderDigests = async (folder) => {
  const buffer = Buffer.allocUnsafe(1 << 20);
  return shippedFiles(folder).map((file) => hashFileSync(path.join(folder.dir, file), buffer));
};

export interface CatalogHashing {
  digestsOf: FolderDigests;
  /** Stops the hashing thread, if one still runs. */
  close(): void;
}

/** Hashing that starts while the catalog is still being read: `add` each folder as it is listed, then `loaded`. */
export interface StreamedHashing extends CatalogHashing {
  add(folder: ConnectorFolder): void;
  loaded(): void;
}

// Below this many bytes, starting a thread costs more than it saves.
const WORKER_THRESHOLD_BYTES = 8 << 20;
// Paths go to the thread in batches of about this many.
const BATCH_FILES = 256;

/**
 * Hashes every shipped file of the catalog on a second thread, connector by connector in the catalog's order,
 * while this one goes on (the rules run meanwhile). `digestsOf` resolves as soon as a folder's files are hashed.
 * A small catalog is hashed on demand instead.
 */
export function hashCatalog(catalog: Catalog, options: { thread?: boolean } = {}): CatalogHashing {
  const hashing = streamedHashing(options);
  for (const folder of catalog.connectors) hashing.add(folder);
  hashing.loaded();
  return hashing;
}

/**
 * hashCatalog for a catalog still being loaded (give `add` to loadCatalog as `onFolder`): the thread starts
 * hashing as soon as the folders listed so far hold enough bytes to be worth it, while the rest is still read.
 */
export function streamedHashing(options: { thread?: boolean } = {}): StreamedHashing {
  const ranges = new Map<ConnectorFolder, { start: number; end: number }>();
  let pending: string[] = [];
  let files = 0;
  let bytes = 0;
  let worker: Worker | undefined;
  const digests: Digest[] = [];
  let failure: Error | undefined;
  const waiting: { end: number; settle: () => void }[] = [];
  const progress = () => {
    for (const waiter of waiting.splice(0)) {
      if (failure || digests.length >= waiter.end) waiter.settle();
      else waiting.push(waiter);
    }
  };
  const startThread = () => {
    const thread = new Worker(HASH_THREAD, { eval: true });
    thread.unref();
    thread.on('message', (message: { digests: [string, number][] } | { error: string; stack: string }) => {
      if ('error' in message) failure = Object.assign(new Error(message.error), { stack: message.stack });
      else for (const [sha256, size] of message.digests) digests.push({ sha256, size });
      progress();
    });
    thread.on('error', (error) => {
      failure = error;
      progress();
    });
    thread.on('exit', () => {
      if (digests.length < files) failure ??= new Error(`the hashing thread stopped after ${digests.length} of ${files} files`);
      progress();
    });
    return thread;
  };
  const send = () => {
    if (!worker || pending.length === 0) return;
    worker.postMessage(pending);
    pending = [];
  };
  return {
    add: (folder) => {
      const paths = shippedFiles(folder).map((file) => path.join(folder.dir, file));
      ranges.set(folder, { start: files, end: files + paths.length });
      files += paths.length;
      pending.push(...paths);
      bytes += folder.files.reduce((sum, file) => sum + file.size, 0);
      if (!worker && options.thread !== false && (options.thread || bytes >= WORKER_THRESHOLD_BYTES)) worker = startThread();
      if (pending.length >= BATCH_FILES) send();
    },
    loaded: () => {
      if (!worker && options.thread) worker = startThread();
      send();
      // No more paths: the thread ends once it hashed those it has.
      worker?.postMessage(null);
    },
    digestsOf: (folder) => {
      const range = worker && ranges.get(folder);
      if (!range) return hashFolder(folder);
      return new Promise((resolve, reject) => {
        waiting.push({
          end: range.end,
          settle: () => (failure ? reject(failure) : resolve(digests.slice(range.start, range.end))),
        });
        progress();
      });
    },
    close: () => void worker?.terminate(),
  };
}

// Plain JavaScript evaluated as the thread's script, so that it runs the same from TypeScript, a bundle or a test.
// The same hashing as hashFileSync: one reused buffer, synchronous reads. Paths come in batches, null after the
// last; digests go back in batches, in the order of the paths.
const HASH_THREAD = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { closeSync, openSync, readSync } = require('node:fs');
const buffer = Buffer.allocUnsafe(1 << 20);
parentPort.on('message', (files) => {
  if (files === null) return parentPort.close();
  let batch = [];
  try {
    for (const file of files) {
      const hash = createHash('sha256');
      const fd = openSync(file, 'r');
      let size = 0;
      try {
        for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0; size += read) hash.update(buffer.subarray(0, read));
      } finally {
        closeSync(fd);
      }
      batch.push([hash.digest('hex'), size]);
      if (batch.length === 64) {
        parentPort.postMessage({ digests: batch });
        batch = [];
      }
    }
    parentPort.postMessage({ digests: batch });
  } catch (error) {
    parentPort.postMessage({ digests: batch });
    parentPort.postMessage({ error: error.message, stack: error.stack });
    parentPort.close();
  }
});
`;
