import { closeSync, constants, openSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SetupError } from '../errors.ts';
import type { z } from 'zod';
import { type Finding, findingOf, type Report, reportOf } from '../findings.ts';
import type { Digest } from '../hash.ts';
import { type FolderDigests, hashFolder, unhashedFiles, withReadDigests } from './digests.ts';
import { type FolderLayout, type FolderListing, ReadingThread, readerHere } from './folder-reader.ts';
import type { RuleId } from '../rules/rule-ids.ts';
import { FRAGMENT_FILE, INDEX_FILE, MANIFEST_FILE, SITE_FOLDERS } from './file-names.ts';
import { formatPath, JsonDocument, type JsonPath, type Position } from '../json-document.ts';
import { connectorManifest, fragmentManifest, idList, type ConnectorManifest, type FragmentManifest } from './schemas.ts';

export interface FolderFile {
  /** Path inside the connector folder, forward slashes. */
  path: string;
  kind: 'file' | 'symlink' | 'other';
  size: number;
}

/** A JSON file of the catalog: its document when it parsed, its data when it also matched its schema. */
export interface ManifestFile<T> {
  /** Path for messages, relative to the working directory. */
  file: string;
  document?: JsonDocument;
  data?: T;
}

export interface ConnectorFolder {
  folder: string;
  dir: string;
  files: FolderFile[];
  fragment: ManifestFile<FragmentManifest>;
  manifest: ManifestFile<ConnectorManifest>;
  /** What loading read whole besides the manifests: the icons' bytes, and the digests of the shipped files it read. */
  read?: { bytes: ReadonlyMap<string, Buffer>; digests: ReadonlyMap<string, Digest> };
}

export interface Catalog {
  dir: string;
  /** The catalog directory as messages name it. */
  label: string;
  index: ManifestFile<string[]>;
  connectors: ConnectorFolder[];
  /** Problems met while reading: missing files, JSON syntax, schema violations. */
  loadFindings: Finding[];
  /** The digests of each folder's shipped files, when the load hashed them (option `hashing`). */
  digestsOf?: FolderDigests;
}

/** The problems met while loading that belong to one load rule, as its reports. */
export function* loadReports(catalog: Catalog, ruleId: RuleId): Generator<Report> {
  for (const finding of catalog.loadFindings) if (finding.ruleId === ruleId) yield reportOf(finding);
}

/** The catalog directory named on the command line (or in an action input) is not there. */
export class CatalogNotFoundError extends SetupError {
  constructor(label: string) {
    super(`no catalog directory at ${label}; name the folder that holds index.json (option --catalog, action input catalog)`);
  }
}

const YIELD_EVERY = 32;
// From this many folders on, a second thread reads and hashes them while this one parses.
const THREAD_MIN_FOLDERS = 128;
// An icon is handed over by the load up to this size; a larger one is read again when its rule runs.
const ICON_BYTES_KEPT = 1 << 20;

/** What is read whole of a connector folder: both manifests, and the icons connector.json names. */
const LAYOUT: FolderLayout = {
  manifests: [FRAGMENT_FILE, MANIFEST_FILE],
  namesMore: { manifest: MANIFEST_FILE, fields: ['icon_small', 'icon_large'], maxBytes: ICON_BYTES_KEPT },
  unshipped: FRAGMENT_FILE,
};

export interface LoadOptions {
  /** Load only these connector folders (the version guard reads no file of a connector that did not change). */
  folders?: ReadonlySet<string>;
  /** Called with each connector folder as soon as it is read. */
  onFolder?: (folder: ConnectorFolder) => void;
  /**
   * Hash every shipped file as it is read, for the catalog's `digestsOf`: on a second thread for a large catalog (or
   * when `thread` says so), which then reads the folders too, each file once; else here, when a folder's digests are
   * asked for.
   */
  hashing?: { thread?: boolean };
}

export async function loadCatalog(
  dir: string,
  label = path.relative(process.cwd(), dir) || '.',
  options: LoadOptions = {},
): Promise<Catalog> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw new CatalogNotFoundError(label);
    throw error;
  });
  const loadFindings: Finding[] = [];
  const reader = new ManifestReader(loadFindings);
  const index = reader.read(dir, label, INDEX_FILE, idList, undefined);
  const folders = entries
    .filter((entry) => entry.isDirectory() && !SITE_FOLDERS.has(entry.name) && !entry.name.startsWith('.'))
    .filter((entry) => options.folders?.has(entry.name) ?? true)
    .map((entry) => entry.name)
    .sort();
  const dirs = folders.map((folder) => path.join(dir, folder));
  const threaded = options.hashing && (options.hashing.thread ?? folders.length >= THREAD_MIN_FOLDERS);
  const listings = threaded ? new ThreadedListings(dirs) : undefined;
  // Folders may be read out of order (each thread takes the next one left); each goes to its place.
  const connectors: ConnectorFolder[] = new Array(folders.length);
  const folderFindings: Finding[][] = new Array(folders.length);
  const ingest = (i: number, listing: FolderListing) => {
    const findings: Finding[] = [];
    const manifests = new ManifestReader(findings);
    const folderLabel = `${label}/${folders[i]}`;
    const connector: ConnectorFolder = {
      folder: folders[i]!,
      dir: dirs[i]!,
      files: listing.files,
      fragment: manifests.parse(folderLabel, FRAGMENT_FILE, listing.manifests.get(FRAGMENT_FILE)!, fragmentManifest, folders[i]),
      manifest: manifests.parse(folderLabel, MANIFEST_FILE, listing.manifests.get(MANIFEST_FILE)!, connectorManifest, folders[i]),
      read: { bytes: asBuffers(listing.bytes), digests: listing.digests },
    };
    connectors[i] = connector;
    folderFindings[i] = findings;
    options.onFolder?.(connector);
  };
  try {
    let count = 0;
    for await (const [i, listing] of listings ? listings.all() : readHere(dirs)) {
      // Reading is synchronous (faster for thousands of small files); a turn of the event loop now and then lets
      // what runs meanwhile (the version guard's git processes) go on.
      if (++count % YIELD_EVERY === 0) await nextTurn();
      ingest(i, listing);
    }
  } catch (error) {
    listings?.close();
    throw error;
  }
  loadFindings.push(...folderFindings.flat());
  const catalog: Catalog = { dir, label, index, connectors, loadFindings };
  if (options.hashing) catalog.digestsOf = listings ? listings.digestsOf(connectors) : hashFolder;
  return catalog;
}

function readFolder(dir: string): FolderListing {
  return readerHere.readFolder(dir, LAYOUT);
}

function* readHere(dirs: readonly string[]): Generator<[number, FolderListing]> {
  for (const [i, dir] of dirs.entries()) yield [i, readFolder(dir)];
}

/**
 * The listings of a catalog's folders, read on a second thread that hashes their files too. Rather than wait, this
 * thread reads the next folder left itself when nothing the other sent is there (and has the other hash its files),
 * and, when digests are asked for before the other has made them, hashes some from the end.
 */
class ThreadedListings {
  private readonly thread: ReadingThread;
  private readonly hashedHere = new Map<number, ReadonlyMap<string, Digest>>();
  private hashFrom: number;

  constructor(private readonly dirs: string[]) {
    this.thread = new ReadingThread(dirs, LAYOUT);
    this.hashFrom = dirs.length - 1;
  }

  /** Every folder's listing, with its index, in the order they come. */
  async *all(): AsyncGenerator<[number, FolderListing]> {
    for (let left = this.dirs.length; left > 0; left--) {
      const sent = this.thread.takeListing();
      if (sent) yield sent;
      else {
        const index = this.thread.claimFolder();
        if (index === undefined) yield await this.thread.nextListing();
        else {
          const listing = readFolder(this.dirs[index]!);
          this.thread.hashThere(index, readerHere.unhashed(listing, LAYOUT));
          yield [index, listing];
        }
      }
    }
    this.thread.askedAll();
  }

  digestsOf(connectors: readonly ConnectorFolder[]): FolderDigests {
    const indexes = new Map(connectors.map((connector, i) => [connector, i]));
    return async (folder) => {
      const index = indexes.get(folder);
      if (index === undefined) return hashFolder(folder);
      for (;;) {
        const rest = this.hashedHere.get(index) ?? this.thread.hashed(index);
        if (rest) return withReadDigests(folder, rest);
        if (this.thread.claimHashing(index)) this.hashHere(index, folder);
        else if (!this.hashOneMore(connectors)) return withReadDigests(folder, await this.thread.rest(index));
        else await nextTurn();
      }
    };
  }

  /** Hashes here the last folder no thread has claimed for hashing, if there is one. */
  private hashOneMore(connectors: readonly ConnectorFolder[]): boolean {
    for (; this.hashFrom >= 0; this.hashFrom--) {
      if (!this.thread.claimHashing(this.hashFrom)) continue;
      this.hashHere(this.hashFrom, connectors[this.hashFrom]!);
      return true;
    }
    return false;
  }

  /** Hashes a folder claimed for this thread; its digests are kept, for whoever asks again (compile and the guard). */
  private hashHere(index: number, folder: ConnectorFolder): void {
    this.hashedHere.set(index, readerHere.hashFiles(folder.dir, unhashedFiles(folder)));
  }

  close(): void {
    this.thread.close();
  }
}

/** The bytes of each icon connector.json names that is a regular file of the folder, by name: what the icons rule inspects. */
export function readIcons(connector: ConnectorFolder, manifest: ConnectorManifest): Map<string, Buffer> {
  const regular = new Set(connector.files.filter((file) => file.kind === 'file').map((file) => file.path));
  const icons = new Map<string, Buffer>();
  for (const name of [manifest.icon_small, manifest.icon_large])
    if (regular.has(name) && !icons.has(name))
      icons.set(name, connector.read?.bytes.get(name) ?? readNoFollow(path.join(connector.dir, name)));
  return icons;
}

/** Every entry under a folder, recursively, without following symlinks. Sorted by path. */
export function listFolder(dir: string): FolderFile[] {
  return readerHere.readFolder(dir, { manifests: [] }).files;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Copies of files' bytes, kept until the rules run: a view would keep alive the whole buffer a batch came in. */
function asBuffers(files: ReadonlyMap<string, Uint8Array>): Map<string, Buffer> {
  return new Map([...files].map(([file, bytes]) => [file, Buffer.from(bytes)]));
}

/** Reads a file, failing with ELOOP on a symlink: one system call fewer than lstat then read, and no race between them. */
export function readNoFollow(file: string): Buffer {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

class ManifestReader {
  constructor(private readonly findings: Finding[]) {}

  read<T>(dir: string, label: string, name: string, schema: z.ZodType<T>, connector: string | undefined): ManifestFile<T> {
    return this.parse(label, name, readerHere.readManifest(path.join(dir, name)), schema, connector);
  }

  /** A manifest from its bytes, or from the code of the error that kept it from being read. */
  parse<T>(
    label: string,
    name: string,
    read: Uint8Array | 'ELOOP' | 'EISDIR' | 'ENOENT',
    schema: z.ZodType<T>,
    connector: string | undefined,
  ): ManifestFile<T> {
    const file = `${label}/${name}`;
    const report = (ruleId: RuleId, problem: Omit<Report, 'at'> & { position?: Position; field?: string }) =>
      this.findings.push(
        findingOf({ id: ruleId, severity: 'error' }, { file, position: problem.position, field: problem.field, connector }, problem),
      );
    if (read === 'ELOOP') {
      report('json-syntax', { message: `${name} is a symlink, which is never followed`, fix: 'replace it with a regular file' });
      return { file };
    }
    if (read === 'EISDIR') {
      report('json-syntax', { message: `${name} is a directory, not a JSON file`, fix: `replace the directory with the file ${name}` });
      return { file };
    }
    if (read === 'ENOENT') {
      report('missing-manifest', { message: `${name} is missing`, fix: `create ${file} (see the README, "Add a connector")` });
      return { file };
    }
    const bytes = asBuffer(read);
    const parsed = JsonDocument.parse(file, bytes);
    if (!(parsed instanceof JsonDocument)) {
      report('json-syntax', { position: parsed.position, message: parsed.message });
      return { file };
    }
    const result = schema.safeParse(parsed.value);
    if (result.success) return { file, document: parsed, data: result.data };
    for (const issue of result.error.issues) {
      const at = issue.path as JsonPath;
      // An unknown field is reported at the key itself, one finding per key; anything else at the field, or at its
      // parent object when the field is missing.
      const places = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...at, key]) : [at];
      for (const place of places)
        report('schema', {
          position: parsed.positionOf(place),
          field: place.length ? formatPath(place) : undefined,
          ...describeIssue(issue, parsed, place),
        });
    }
    return { file, document: parsed };
  }
}

function describeIssue(issue: z.core.$ZodIssue, document: JsonDocument, at: JsonPath): { message: string; fix: string } {
  const field = at.length ? formatPath(at) : 'the document';
  const reference = `docs/manifest.md lists every field`;
  const value = describeValue(lookup(document.value, at), at);
  switch (issue.code) {
    case 'unrecognized_keys':
      return {
        message: `unknown field "${at[at.length - 1]}" (objects of the catalog are strict: a misspelt name is an error, not ignored)`,
        fix: `remove it, or correct its spelling; ${reference}`,
      };
    case 'invalid_type':
      if (!document.has(at)) {
        const stricter = STRICTER_THAN_GUIDE[String(at[at.length - 1])];
        return {
          message: `required field "${at[at.length - 1]}" is missing (expected ${issue.expected})${stricter ? `; ${stricter}` : ''}`,
          fix: `add "${at[at.length - 1]}" to ${at.length > 1 ? formatPath(at.slice(0, -1)) : 'the top-level object'}; ${reference}`,
        };
      }
      return { message: `expected ${issue.expected}, found ${value}`, fix: `make ${field} ${article(issue.expected)} ${issue.expected}` };
    case 'invalid_value':
      return { message: `${value} is not allowed`, fix: `use one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` };
    case 'invalid_union':
      return { message: `${value} matches none of the allowed shapes`, fix: `use one of the shapes docs/manifest.md gives for ${field}` };
    case 'too_small':
      return { message: `${value} is too short or too small: ${issue.message}`, fix: `fill in ${field}; ${reference}` };
    default:
      return { message: `${value} ${issue.message.replace(/^Invalid input: /, '')}`, fix: `correct ${field}; ${reference}` };
  }
}

/** Where the pipeline requires what the format guide leaves optional, and why: said in the finding and in docs/manifest.md. */
export const STRICTER_THAN_GUIDE: Record<string, string> = {
  tools:
    'the format guide leaves tools[] optional, but this pipeline requires it in both manifests: ' +
    'the smoke run compares it with what the server lists, and the catalog shows each tool by its display_name',
};

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

function lookup(value: unknown, at: JsonPath): unknown {
  let current = value;
  for (const key of at)
    current = current !== null && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined;
  return current;
}

/** The offending value, quoted and truncated; never the value of a header or an environment entry (it may be a secret). */
function describeValue(value: unknown, at: JsonPath): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    if (mayHoldSecret(at)) return `the value of ${formatPath(at)} (not shown: it may be a secret)`;
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  return `${typeof value} ${String(value)}`;
}

function mayHoldSecret(at: JsonPath): boolean {
  const parent = at[at.length - 2];
  return (
    parent === 'headers' ||
    (parent === 'env' && at[at.length - 3] === 'mcp_config') ||
    at[at.length - 1] === 'default' ||
    at[at.length - 1] === 'example'
  );
}
