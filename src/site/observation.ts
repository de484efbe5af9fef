// What the site check reads of a site, as a host would: the index, its signature checked against the
// committed keys, the served public key, and the size and sha256 of every file the index lists. The
// site rules (src/rules/site/) judge it; reading is all that happens here.
import { COMPILED_FILE } from '../catalog/file-names.ts';
import { safeSitePath } from '../catalog/site-path.ts';
import { SetupError } from '../findings/errors.ts';
import { sha256Hex } from '../system/hash.ts';
import { mapLimit } from '../system/map-limit.ts';
import {
  KEY_LIST_FILE,
  KEY_LIST_SIGNATURE_FILE,
  PUBLIC_KEY_FILE,
  SIGNATURE_FILE,
  STATUS_FILE_NAME,
  TIMESTAMP_FILE,
  TIMESTAMP_SIGNATURE_FILE,
} from '../trust/files.ts';
import { checkIndexSignature, type ReleaseSignature } from '../trust/index-signature.ts';
import type { PublicKey } from '../trust/minisign.ts';
import { type HeldVersions, judgeTrust, type Root, type TrustFiles, type TrustVerdict } from '../trust/verdict.ts';
import { parseSitePages } from './pages.ts';
import type { SiteSource } from './source.ts';

/** What a host holds a site against. */
export interface SiteExpectations {
  /** The committed keys (connectors.pub of the repository). */
  trustedKeys: readonly PublicKey[];
  /** The committed connectors.pub text: the served one should be the same. */
  committedKeyText?: string;
  /** The signature of the index a host holds: an older index is refused. */
  held?: ReleaseSignature;
  /** The pinned root: the site is judged by the host's algorithm of docs/trust.md (key list, timestamp, versions). */
  root?: Root;
  heldVersions?: HeldVersions;
  /** The time a host judges expiry at (a test vector pins it); the clock when absent. */
  now?: Date;
}

export interface IndexFile {
  path: string;
  sha256: string;
  size: number;
}

export interface IndexEntry {
  id: string;
  folder: string;
  icon_small?: unknown;
  icon_large?: unknown;
  files: IndexFile[];
}

/** A listed file as the site serves it. */
interface ServedFile {
  size: number;
  sha256: string;
}

export interface SiteObservation {
  /** The URL or directory the site was read from. */
  source: string;
  expected: SiteExpectations;
  /** Undefined when no connectors.json is served: nothing else is read then. */
  index?: ObservedIndex;
  /** The web server's headers on a sample of each kind of file; absent when the site was read from a directory. */
  headers?: HeaderSample[];
}

/** What a web server answered for one path: a page, or a connector's file (an icon, or any other). */
export interface HeaderSample {
  sitePath: string;
  kind: 'page' | 'icon' | 'connector-file';
  headers: Headers | undefined;
}

export interface ObservedIndex {
  sha256: string;
  /** Its entries, or why they cannot be read. */
  entries: IndexEntry[] | string;
  /** connectors.json.minisig as served, undefined when it is not. */
  signature?: { sha256: string /** The release it signs, or why it does not verify. */; release: ReleaseSignature | string };
  /** connectors.pub as served, why it could not be read, or undefined when it is not served. */
  publicKey: Buffer | Error | undefined;
  /**
   * Each listed path inside the site (see safeSitePath), as served: its size and sha256, why it could not be read,
   * or undefined when it is not served. Empty when the entries cannot be read.
   */
  files: ReadonlyMap<string, ServedFile | Error | undefined>;
  /** The host's algorithm's verdict, when a root is pinned. */
  trust?: TrustVerdict;
  /** The site's own pages the index lists (site_files), each path a site path, or why they cannot be read. */
  pages: IndexFile[] | string;
}

/** One file the index lists, with its path in the site. */
interface ListedFile {
  entry: IndexEntry;
  file: IndexFile;
  sitePath: string;
}

export const sha256 = (data: Buffer) => sha256Hex(data);

/** Every file the index lists, in its order (none when the entries cannot be read). */
export function listedFiles(index: ObservedIndex): ListedFile[] {
  if (typeof index.entries === 'string') return [];
  return index.entries.flatMap((entry) => entry.files.map((file) => ({ entry, file, sitePath: `${entry.folder}/${file.path}` })));
}

/** A served file is what the index lists when both its sha256 and its size agree. */
export function servedAsListed(served: ServedFile, file: IndexFile): boolean {
  return served.sha256 === file.sha256 && served.size === file.size;
}

/** Reads a site; an index or signature that cannot be read (not "is not there") means the site cannot be reached: a SetupError. */
export async function observeSite(source: SiteSource, expected: SiteExpectations): Promise<SiteObservation> {
  const observation: SiteObservation = { source: source.label, expected };
  const index = await readRequired(source, COMPILED_FILE);
  if (!index) return observation;
  const signature = await readRequired(source, SIGNATURE_FILE);
  const trust = expected.root && (await judgeSiteTrust(source, { index, indexSignature: signature }, expected.root, expected));
  const observed: ObservedIndex = {
    sha256: sha256Hex(index),
    entries: parseIndex(index),
    ...(signature
      ? {
          signature: {
            sha256: sha256Hex(signature),
            release: signedRelease(index, signature, trust ? trust.signingKeys : expected.trustedKeys),
          },
        }
      : {}),
    publicKey: await source.read(PUBLIC_KEY_FILE).catch((error: Error) => error),
    files: new Map(),
    ...(trust ? { trust } : {}),
    pages: parseSitePages(index),
  };
  const pagePaths = typeof observed.pages === 'string' ? [] : observed.pages.map((page) => page.path);
  const paths = [...new Set([...listedFiles(observed).map((listed) => listed.sitePath), ...pagePaths])].filter(safeSitePath);
  const served = await mapLimit(paths, 8, async (sitePath): Promise<[string, ServedFile | Error | undefined]> => {
    const bytes = await source.read(sitePath).catch((error: Error) => error);
    return [sitePath, bytes === undefined || bytes instanceof Error ? bytes : { size: bytes.length, sha256: sha256Hex(bytes) }];
  });
  observed.files = new Map(served);
  observation.index = observed;
  return observation;
}

async function judgeSiteTrust(source: SiteSource, files: TrustFiles, root: Root, expected: SiteExpectations): Promise<TrustVerdict> {
  const [keyList, keyListSignature, timestamp, timestampSignature, status] = await Promise.all(
    [KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, TIMESTAMP_FILE, TIMESTAMP_SIGNATURE_FILE, STATUS_FILE_NAME].map((file) =>
      readRequired(source, file),
    ),
  );
  return judgeTrust(
    { ...files, keyList, keyListSignature, timestamp, timestampSignature, status },
    root,
    expected.heldVersions ?? {},
    expected.now ?? new Date(),
  );
}

function signedRelease(index: Buffer, signature: Buffer, keys: readonly PublicKey[]): ReleaseSignature | string {
  try {
    return checkIndexSignature(index, signature, keys);
  } catch (error) {
    return (error as Error).message;
  }
}

async function readRequired(source: SiteSource, sitePath: string): Promise<Buffer | undefined> {
  try {
    return await source.read(sitePath);
  } catch (error) {
    throw new SetupError(`cannot read ${sitePath} from ${source.label}: ${(error as Error).message}`);
  }
}

function parseIndex(bytes: Buffer): IndexEntry[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return `it is not JSON: ${(error as Error).message}`;
  }
  const connectors = (parsed as { connectors?: unknown } | null)?.connectors;
  if (!Array.isArray(connectors)) return 'it has no connectors array';
  for (const [position, entry] of connectors.entries()) {
    const candidate = (entry ?? {}) as Partial<IndexEntry>;
    const filesOk =
      Array.isArray(candidate.files) &&
      candidate.files.every(
        (file) => typeof file?.path === 'string' && /^[0-9a-f]{64}$/.test(String(file.sha256)) && Number.isInteger(file.size),
      );
    if (typeof candidate.folder !== 'string' || !filesOk) return `connectors[${position}] has no folder or no valid files[]`;
  }
  return connectors as IndexEntry[];
}
