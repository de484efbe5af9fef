import * as Crypto from 'node:crypto';
import * as Fs from 'node:fs';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Digest } from '../hash.ts';
import type { FolderFile } from './load.ts';

/** The names a connector folder is read by: which files are read whole, which one is not shipped. */
export interface FolderLayout {
  /** Read whole, at the top of the folder, whatever they are: their bytes or why they could not be read come back. */
  manifests: readonly string[];
  /** The manifest whose string fields name more files to read whole (the icons), kept when they are small enough. */
  namesMore?: { manifest: string; fields: readonly string[]; maxBytes: number };
  /** The manifest that is not shipped, and so not hashed. */
  unshipped?: string;
}

/** A connector folder as read: every entry, and what was read whole on the way. */
export interface FolderListing {
  /** Sorted by path; symlinks are never followed. */
  files: FolderFile[];
  /** The manifests' bytes, or the code of the error that kept one from being read: ELOOP, EISDIR or ENOENT. */
  manifests: Map<string, Uint8Array | 'ELOOP' | 'EISDIR' | 'ENOENT'>;
  /** The bytes of the other files read whole (the icons connector.json names), by path. */
  bytes: Map<string, Uint8Array>;
  /** The digests of the shipped files read whole, by path; the other shipped files are hashed later. */
  digests: Map<string, Digest>;
}

export type FolderReader = ReturnType<typeof folderReader>;

/** The reader of this thread. */
export const readerHere: FolderReader = folderReader(Fs, Crypto);

/**
 * How a connector folder is read and its files hashed, written self-contained (it uses nothing but its parameters
 * and globals) so that the reading thread runs this very function from its source text: one implementation here
 * and there. Reads are synchronous into one reused buffer: for thousands of small files that is several times faster
 * than streams or promises, which pay per file.
 */
export function folderReader(fs: typeof Fs, crypto: typeof Crypto) {
  const buffer = Buffer.allocUnsafe(1 << 20);
  // A symlink is never followed (ELOOP), and a FIFO does not block the open.
  const noFollow = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;

  /**
   * Reads a file through: its size, its sha256 when `hash`, its bytes when they are at most `keepUpTo`.
   */
  function readFile(file: string, options: { hash: boolean; keepUpTo?: number; flags?: number }) {
    const keepUpTo = options.keepUpTo ?? -1;
    const fd = fs.openSync(file, options.flags ?? fs.constants.O_RDONLY);
    const kept: Buffer[] = [];
    let size = 0;
    let hash: Crypto.Hash | undefined;
    let sha256: string | undefined;
    try {
      // A read of a regular file that fills less than the buffer ends at the end of the file: no read more to see 0.
      for (let read = buffer.length; read === buffer.length; size += read) {
        read = fs.readSync(fd, buffer, 0, buffer.length, null);
        const chunk = buffer.subarray(0, read);
        // Most files fit in one read, hashed at once: no hash object to make and collect.
        if (options.hash && size === 0 && read < buffer.length) sha256 = crypto.hash('sha256', chunk, 'hex');
        else if (options.hash) (hash ??= crypto.createHash('sha256')).update(chunk);
        if (read > 0 && size + read <= keepUpTo) kept.push(Buffer.from(chunk));
      }
    } finally {
      fs.closeSync(fd);
    }
    const bytes = size > keepUpTo ? undefined : kept.length === 1 ? kept[0]! : Buffer.concat(kept, size);
    return { size, sha256: sha256 ?? hash?.digest('hex'), bytes };
  }

  /** sha256 and size of a file. */
  function hashFile(file: string, flags?: number): Digest {
    const { sha256, size } = readFile(file, { hash: true, flags });
    return { sha256: sha256!, size };
  }

  /** A manifest's bytes, or the code of the error that kept it from being read; never through a symlink. */
  function readManifest(file: string): Buffer | 'ELOOP' | 'EISDIR' | 'ENOENT' {
    try {
      return readFile(file, { hash: false, keepUpTo: Number.MAX_SAFE_INTEGER, flags: noFollow }).bytes!;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP' || code === 'EISDIR' || code === 'ENOENT') return code;
      throw error;
    }
  }

  /** The files a manifest names in its string fields, when it parses. */
  function namedIn(bytes: unknown, fields: readonly string[]): Set<string> {
    let value: unknown;
    try {
      value = bytes instanceof Uint8Array ? JSON.parse(Buffer.from(bytes).toString('utf8')) : undefined;
    } catch {
      return new Set();
    }
    const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return new Set(fields.map((field) => record[field]).filter((name): name is string => typeof name === 'string'));
  }

  /** Every entry under a connector folder, recursively, with the manifests and the files they name read whole. */
  function readFolder(dir: string, layout: FolderLayout): FolderListing {
    const manifests = new Map(layout.manifests.map((name) => [name, readManifest(`${dir}/${name}`)]));
    const more = layout.namesMore;
    const named = more ? namedIn(manifests.get(more.manifest), more.fields) : new Set<string>();
    const files: FolderFile[] = [];
    const bytes = new Map<string, Uint8Array>();
    const digests = new Map<string, Digest>();
    const pending = [''];
    for (let sub: string | undefined; (sub = pending.pop()) !== undefined; ) {
      for (const entry of fs.readdirSync(sub ? `${dir}/${sub}` : dir, { withFileTypes: true })) {
        const relative = sub ? `${sub}/${entry.name}` : entry.name;
        if (entry.isDirectory()) pending.push(relative);
        else if (entry.isSymbolicLink()) files.push({ path: relative, kind: 'symlink', size: 0 });
        else if (!entry.isFile()) files.push({ path: relative, kind: 'other', size: 0 });
        else {
          const manifest = manifests.get(relative);
          if (manifest instanceof Uint8Array) {
            files.push({ path: relative, kind: 'file', size: manifest.length });
            if (relative !== layout.unshipped) digests.set(relative, hashBytes(manifest));
          } else if (named.has(relative) && relative !== layout.unshipped) {
            const read = readFile(`${dir}/${relative}`, { hash: true, keepUpTo: more?.maxBytes, flags: noFollow });
            files.push({ path: relative, kind: 'file', size: read.size });
            digests.set(relative, { sha256: read.sha256!, size: read.size });
            if (read.bytes) bytes.set(relative, read.bytes);
          } else files.push({ path: relative, kind: 'file', size: fs.lstatSync(`${dir}/${relative}`).size });
        }
      }
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { files, manifests, bytes, digests };
  }

  function hashBytes(bytes: Uint8Array): Digest {
    return { sha256: crypto.hash('sha256', bytes, 'hex'), size: bytes.length };
  }

  /** The shipped files of a listing not hashed while it was read. */
  function unhashed(listing: FolderListing, layout: FolderLayout): string[] {
    return listing.files
      .filter((file) => file.kind === 'file' && file.path !== layout.unshipped && !listing.digests.has(file.path))
      .map((file) => file.path);
  }

  /** Hashes each named file of a folder; a symlink put in a file's place is not followed. */
  function hashFiles(dir: string, paths: readonly string[]): Map<string, Digest> {
    return new Map(paths.map((file) => [file, hashFile(`${dir}/${file}`, noFollow)]));
  }

  return { hashFile, readManifest, readFolder, unhashed, hashFiles };
}

/** Folders to hash the files of, by index: [index, dir, paths]. */
export type HashRequest = [number, string, string[]][];

/** What the reading thread is given: the folders to read, and the counters it and the main thread claim work by. */
export interface ThreadJob {
  dirs: string[];
  layout: FolderLayout;
  /**
   * Shared with the main thread, which claims work by it too: [NEXT_FOLDER] the index of the next folder to read;
   * [SENT] how many messages the thread has sent (it notifies a waiter); [TAKEN] how many listings the main thread
   * has taken (the thread hashes rather than run far ahead); [WAITING] 1 while the main thread waits for
   * any listing, [WAITING_DIGESTS] 1 + the index of the folder whose digests it waits for (either is sent at once, not
   * with the next batch); [ASKED] how many times the main thread has asked for folders it read to be hashed (it
   * notifies the thread); [ASKED_ALL] 1 once it will ask no more; [HASH_CLAIMS + i] 1 once folder i's files are
   * claimed for hashing.
   */
  claims: Int32Array;
  /** Where the thread sends its listings, digests and failure, and receives the folders it is asked to hash. */
  port: MessagePort;
}

/** What the main thread sends the reading thread: folders it read itself, whose files are to be hashed there. */
export interface HashAsked {
  hash: HashRequest;
}

export type ThreadMessage =
  | { listings: [number, FolderListing][] }
  | { digests: [number, Map<string, Digest>][] }
  | { error: string; stack?: string };

/**
 * The reading thread's work, self-contained as folderReader is: it claims folders one by one and sends their
 * listings, and hashes what is left of each folder it read, in order (but those the main thread claimed meanwhile):
 * after the listings, or between them when the main thread has many left to take. Then it hashes the folders the
 * main thread read and asks it to, until told that it will ask no more.
 */
export function serveFolderReads(reader: FolderReader, job: ThreadJob, receive: typeof receiveMessageOnPort): void {
  const [NEXT_FOLDER, SENT, TAKEN, WAITING, WAITING_DIGESTS, ASKED, ASKED_ALL, HASH_CLAIMS] = [0, 1, 2, 3, 4, 5, 6, 7];
  const AT_ONCE = 8;
  // Listings sent but not yet taken beyond which the thread hashes instead, so that they do not pile up unread.
  const AHEAD = 256;
  const { claims, port } = job;
  const send = (message: ThreadMessage) => {
    port.postMessage(message);
    Atomics.add(claims, SENT, 1);
    Atomics.notify(claims, SENT);
  };
  try {
    const toHash: HashRequest = [];
    let [listings, digests]: [[number, FolderListing][], [number, Map<string, Digest>][]] = [[], []];
    let [sent, hashed] = [0, 0];
    const hashNext = () => {
      const [index, dir, paths] = toHash[hashed++]!;
      if (Atomics.compareExchange(claims, HASH_CLAIMS + index, 0, 1) !== 0) return;
      digests.push([index, reader.hashFiles(dir, paths)]);
      const awaited = Atomics.load(claims, WAITING_DIGESTS) - 1;
      if (digests.length === AT_ONCE || digests.some(([member]) => member === awaited)) {
        send({ digests });
        digests = [];
      }
    };
    for (;;) {
      if (sent - Atomics.load(claims, TAKEN) > AHEAD && hashed < toHash.length) {
        hashNext();
        continue;
      }
      const index = Atomics.add(claims, NEXT_FOLDER, 1);
      if (index >= job.dirs.length) break;
      const dir = job.dirs[index]!;
      const listing = reader.readFolder(dir, job.layout);
      listings.push([index, listing]);
      toHash.push([index, dir, reader.unhashed(listing, job.layout)]);
      if (listings.length === AT_ONCE || Atomics.load(claims, WAITING) === 1) {
        send({ listings });
        sent += listings.length;
        listings = [];
      }
    }
    send({ listings });
    for (;;) {
      // Read before taking what was asked: a request sent after either read changes ASKED, and the wait returns.
      const asked = Atomics.load(claims, ASKED);
      const askedAll = Atomics.load(claims, ASKED_ALL) === 1;
      for (let received = receive(port); received; received = receive(port)) toHash.push(...(received.message as HashAsked).hash);
      if (hashed < toHash.length) hashNext();
      else if (askedAll) break;
      else Atomics.wait(claims, ASKED, asked);
    }
    send({ digests });
  } catch (error) {
    send({ error: String((error as Error)?.message ?? error), stack: (error as Error)?.stack });
  }
  port.close();
}

// Node 20 has Atomics.waitAsync; its type is in TypeScript's ES2024 library, beyond the ES2022 this project targets.
const waitAsync = (Atomics as unknown as { waitAsync(array: Int32Array, index: number, value: number): { value: unknown } }).waitAsync;

// Where in ThreadJob.claims what is (serveFolderReads, self-contained, names them itself).
const [NEXT_FOLDER, SENT, TAKEN, WAITING, WAITING_DIGESTS, ASKED, ASKED_ALL, HASH_CLAIMS] = [0, 1, 2, 3, 4, 5, 6, 7];

// The thread's script: the two functions above from their source text, run on the job the thread is sent. tsx
// compiles with keepNames, which wraps named functions in a call of its helper __name; the thread has no such helper,
// and the names do not matter there.
const THREAD_SCRIPT = `
const __name = (target) => target;
const { parentPort, receiveMessageOnPort } = require('node:worker_threads');
const reader = (${folderReader})(require('node:fs'), require('node:crypto'));
parentPort.once('message', (job) => (${serveFolderReads})(reader, job, receiveMessageOnPort));
`;

let startedEarly: Worker | undefined;

/**
 * Starts the reading thread before its work is known, for the first ReadingThread to take: the tens of milliseconds
 * Node takes to start a thread then pass while this one is still loading its own code. Unused, it does not keep the
 * process alive.
 */
export function startReadingThreadEarly(): void {
  if (startedEarly) return;
  const worker = startThread();
  startedEarly = worker;
  // A thread that fails before it is taken is dropped; the next ReadingThread starts its own, and hears why.
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    if (startedEarly === worker) startedEarly = undefined;
  });
}

function startThread(): Worker {
  const worker = new Worker(THREAD_SCRIPT, { eval: true });
  worker.unref();
  return worker;
}

/**
 * A second thread that reads connector folders and hashes their files, while this one parses what it sent. Work is
 * claimed through shared counters, so that neither thread waits while there is some left: this one reads the next
 * folder itself when nothing it sent is there yet (`claimFolder`) and has the other hash its files (`hashThere`), and
 * hashes folders the other has not reached (`claimHashing`). What it sends is taken synchronously (`takeListing`, `hashed`), without a turn of the event loop.
 */
export class ReadingThread {
  private readonly worker: Worker;
  private readonly claims: Int32Array;
  private readonly port: MessagePort;
  private readonly listings: [number, FolderListing][] = [];
  private readonly digests = new Map<number, Map<string, Digest>>();
  private failure: Error | undefined;

  constructor(
    private readonly dirs: string[],
    layout: FolderLayout,
  ) {
    this.claims = new Int32Array(new SharedArrayBuffer(4 * (HASH_CLAIMS + dirs.length)));
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const job: ThreadJob = { dirs, layout, claims: this.claims, port: port2 };
    this.worker = startedEarly ?? startThread();
    startedEarly = undefined;
    this.worker.postMessage(job, [port2]);
    const stopped = (error: Error) => {
      this.failure ??= error;
      // Wakes a waiter: whatever the thread sent before is there to take, and then the failure.
      Atomics.add(this.claims, SENT, 1);
      Atomics.notify(this.claims, SENT);
    };
    this.worker.on('error', stopped);
    this.worker.on('exit', () => stopped(new Error('the reading thread stopped before it read and hashed every folder')));
  }

  /** The index of a folder no thread has claimed yet, now this one's to read; undefined when none is left. */
  claimFolder(): number | undefined {
    const index = Atomics.add(this.claims, NEXT_FOLDER, 1);
    return index < this.dirs.length ? index : undefined;
  }

  /** Whether this thread may hash folder `index`'s files: true once, for the first thread to ask. */
  claimHashing(index: number): boolean {
    return Atomics.compareExchange(this.claims, HASH_CLAIMS + index, 0, 1) === 0;
  }

  /** Asks the reading thread to hash the files `paths` of folder `index`, which this thread read itself. */
  hashThere(index: number, paths: string[]): void {
    const asked: HashAsked = { hash: [[index, this.dirs[index]!, paths]] };
    this.port.postMessage(asked);
    Atomics.add(this.claims, ASKED, 1);
    Atomics.notify(this.claims, ASKED);
  }

  /** Tells the reading thread that this one will ask it to hash no more: it stops once it has hashed what it was asked. */
  askedAll(): void {
    Atomics.store(this.claims, ASKED_ALL, 1);
    Atomics.add(this.claims, ASKED, 1);
    Atomics.notify(this.claims, ASKED);
  }

  /** A listing the reading thread sent, with its folder's index, if one is there. */
  takeListing(): [number, FolderListing] | undefined {
    this.receive();
    const listing = this.listings.shift();
    if (listing) Atomics.add(this.claims, TAKEN, 1);
    return listing;
  }

  /** The next listing the reading thread sends, once every folder is claimed. */
  nextListing(): Promise<[number, FolderListing]> {
    return this.until(WAITING, 1, () => this.takeListing());
  }

  /** The digests the reading thread sent of folder `index`'s files not hashed while it was read, if it did. */
  hashed(index: number): ReadonlyMap<string, Digest> | undefined {
    this.receive();
    return this.digests.get(index);
  }

  /** The digests of a folder's files not hashed while it was read, as soon as the reading thread has them. */
  rest(index: number): Promise<ReadonlyMap<string, Digest>> {
    return this.until(WAITING_DIGESTS, index + 1, () => this.hashed(index));
  }

  close(): void {
    void this.worker.terminate();
  }

  private receive(): void {
    for (let received = receiveMessageOnPort(this.port); received; received = receiveMessageOnPort(this.port)) {
      const message = received.message as ThreadMessage;
      if ('error' in message) this.failure ??= Object.assign(new Error(message.error), { stack: message.stack });
      else if ('listings' in message) this.listings.push(...message.listings);
      else for (const [index, digests] of message.digests) this.digests.set(index, digests);
    }
  }

  /** What `take` gives, once the reading thread has sent it: it is told, through `slot`, to send it at once. */
  private async until<T>(slot: number, value: number, take: () => T | undefined): Promise<T> {
    Atomics.store(this.claims, slot, value);
    // The thread is unreferenced so as not to keep a finished command alive, but one waits for it now.
    this.worker.ref();
    try {
      for (;;) {
        const sent = Atomics.load(this.claims, SENT);
        const found = take();
        if (found !== undefined) return found;
        if (this.failure) throw this.failure;
        await waitAsync(this.claims, SENT, sent).value;
      }
    } finally {
      this.worker.unref();
      Atomics.store(this.claims, slot, 0);
    }
  }
}
