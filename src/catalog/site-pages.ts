// The site's own pages: every file the site serves that is neither a connector's file nor the index itself. Their
// hashes go into connectors.json (site_files), so the release key signs them, compile --check notices a change,
// and check-site refuses a served page that differs from the release's.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readNoFollow, sha256Hex } from '../system/hash.ts';
import { KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, PUBLIC_KEY_FILE, ROOT_KEY_FILE } from '../trust/files.ts';
import type { FileEntry } from './schemas.ts';

const CATALOG_PAGE = 'index.html';
/** Folders of pages served whole: the catalog page's assets and the OAuth callback page. */
const PAGE_FOLDERS = ['assets', 'oauth'];
/** The published schemas: the .json files directly inside it. */
const SCHEMAS_FOLDER = 'schemas';

type SitePageDigests = Record<string, Omit<FileEntry, 'path'>>;

interface SitePages {
  /** Path inside the catalog (and the site) → sha256 and size, sorted by path. */
  pages: SitePageDigests;
  /** Why a page cannot be part of the site (a symlink, a special file); the catalog does not compile then. */
  problems: { file: string; message: string; fix: string }[];
}

/** Lists and hashes the site's pages of the catalog at `catalogDir`; dotfiles (.gitkeep, .DS_Store) are not pages. */
export function sitePagesOf(catalogDir: string): SitePages {
  const problems: SitePages['problems'] = [];
  const found: string[] = [];
  // The trust root of hosts that pin root.pub (docs/trust.md) is served beside the index once the catalog has one.
  for (const file of [PUBLIC_KEY_FILE, ROOT_KEY_FILE, KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, CATALOG_PAGE]) {
    const kind = kindOf(path.join(catalogDir, file));
    if (kind === 'file') found.push(file);
    else if (kind !== 'missing') problems.push(notRegular(file, kind));
  }
  for (const folder of [...PAGE_FOLDERS, SCHEMAS_FOLDER]) {
    const kind = kindOf(path.join(catalogDir, folder));
    if (kind === 'missing') continue;
    if (kind !== 'directory') {
      problems.push({ file: folder, message: 'must be a directory of site pages', fix: `make ${folder}/ a directory or remove it` });
      continue;
    }
    for (const relative of walk(catalogDir, folder)) {
      if (relative.split('/').some((segment) => segment.startsWith('.'))) continue;
      if (folder === SCHEMAS_FOLDER && (relative.split('/').length > 2 || !relative.endsWith('.json'))) continue;
      const fileKind = kindOf(path.join(catalogDir, relative));
      if (fileKind === 'file') found.push(relative);
      else problems.push(notRegular(relative, fileKind));
    }
  }
  found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const pages: SitePageDigests = {};
  for (const file of found) {
    const bytes = readNoFollow(path.join(catalogDir, file));
    pages[file] = { sha256: sha256Hex(bytes), size: bytes.length };
  }
  return { pages, problems };
}

/** What differs between two releases' pages, for an index-stale message. */
export function diffSitePages(before: SitePageDigests = {}, after: SitePageDigests = {}): string[] {
  const out: string[] = [];
  for (const [file, entry] of Object.entries(after)) {
    const old = before[file];
    if (!old) out.push(`site page ${file} added`);
    else if (old.sha256 !== entry.sha256 || old.size !== entry.size) out.push(`site page ${file} modified`);
  }
  for (const file of Object.keys(before)) if (!Object.hasOwn(after, file)) out.push(`site page ${file} removed`);
  return out;
}

/** Every entry under `folder`, files and otherwise, as paths from the catalog root; directories are descended, not listed. */
function walk(catalogDir: string, folder: string): string[] {
  return readdirSync(path.join(catalogDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() && !entry.name.startsWith('.') ? walk(catalogDir, relative) : [relative];
  });
}

function kindOf(file: string): 'file' | 'directory' | 'missing' | 'symlink' | 'special file' {
  try {
    const stat = lstatSync(file);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'directory' : stat.isSymbolicLink() ? 'symlink' : 'special file';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

function notRegular(file: string, kind: string) {
  return { file, message: `is a ${kind}; the site holds regular files only`, fix: `replace ${file} with a regular file or remove it` };
}
