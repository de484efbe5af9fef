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

// Below this many bytes, starting a thread costs more than it saves.
const WORKER_THRESHOLD_BYTES = 8 << 20;

/**
 * Starts hashing every shipped file of the catalog on a second thread, connector by connector in the catalog's
 * order, while this one goes on (the rules run meanwhile). `digestsOf` resolves as soon as a folder's files
 * are hashed. A small catalog is hashed on demand instead.
 */
export function hashCatalog(catalog: Catalog, options: { thread?: boolean } = {}): CatalogHashing {
  const bytes = catalog.connectors.reduce((sum, folder) => sum + folder.files.reduce((n, file) => n + file.size, 0), 0);
  if (!(options.thread ?? bytes >= WORKER_THRESHOLD_BYTES)) return { digestsOf: hashFolder, close: () => undefined };

  const files: string[] = [];
  const ranges = new Map<ConnectorFolder, { start: number; end: number }>();
  for (const folder of catalog.connectors) {
    const start = files.length;
    for (const file of shippedFiles(folder)) files.push(path.join(folder.dir, file));
    ranges.set(folder, { start, end: files.length });
  }
  const digests: Digest[] = [];
  let failure: Error | undefined;
  const waiting: { end: number; settle: () => void }[] = [];
  const progress = () => {
    for (const waiter of waiting.splice(0)) {
      if (failure || digests.length >= waiter.end) waiter.settle();
      else waiting.push(waiter);
    }
  };
  const worker = new Worker(HASH_THREAD, { eval: true, workerData: { files } });
  worker.unref();
  worker.on('message', (message: { digests: [string, number][] } | { error: string; stack: string }) => {
    if ('error' in message) failure = Object.assign(new Error(message.error), { stack: message.stack });
    else for (const [sha256, size] of message.digests) digests.push({ sha256, size });
    progress();
  });
  worker.on('error', (error) => {
    failure = error;
    progress();
  });
  worker.on('exit', () => {
    if (digests.length < files.length) failure ??= new Error(`the hashing thread stopped after ${digests.length} of ${files.length} files`);
    progress();
  });
  return {
    digestsOf: (folder) => {
      const range = ranges.get(folder);
      if (!range) return hashFolder(folder);
      return new Promise((resolve, reject) => {
        waiting.push({
          end: range.end,
          settle: () => (failure ? reject(failure) : resolve(digests.slice(range.start, range.end))),
        });
        progress();
      });
    },
    close: () => void worker.terminate(),
  };
}

// Plain JavaScript evaluated as the thread's script, so that it runs the same from TypeScript, a bundle or a test.
// The same hashing as hashFileSync: one reused buffer, synchronous reads. Digests go back in batches.
const HASH_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { closeSync, openSync, readSync } = require('node:fs');
const buffer = Buffer.allocUnsafe(1 << 20);
let batch = [];
try {
  for (const file of workerData.files) {
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
}
`;
