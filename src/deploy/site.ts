import { lstatSync } from 'node:fs';
import path from 'node:path';
import { CatalogError, SetupError } from '../errors.ts';
import { compileCatalog, compareWithCommitted } from '../catalog/compile.ts';
import { listFolder, loadCatalog } from '../catalog/load.ts';
import { COMPILED_FILE } from '../catalog/file-names.ts';
import { hashFile, sha256Hex } from '../hash.ts';
import type { CompiledIndex } from '../catalog/schemas.ts';
import { describe } from '../findings.ts';
import { PUBLIC_KEY_FILE } from './signing.ts';
import { KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, ROOT_KEY_FILE } from './trust.ts';

/** One file of the site: where it goes in the release, where it is read from (a file, or bytes made at release), what it must hash to. */
export interface SiteFile {
  /** Path inside the release (and under the web root), forward slashes. */
  path: string;
  localPath?: string;
  bytes?: Buffer;
  sha256: string;
  size: number;
}

export interface Site {
  /** Sorted by path. */
  files: SiteFile[];
  index: CompiledIndex;
  /** The exact bytes of connectors.json, as compiled and as committed. */
  indexText: string;
  bytes: number;
}

/** Site folders served beside the connectors, with what they may contain. */
const PAGE_FOLDERS = ['assets', 'oauth'];
const SCHEMAS_FOLDER = 'schemas';
const CATALOG_PAGE = 'index.html';

/**
 * What a release serves, and nothing else: connectors.json, exactly the files its files[] lists,
 * the committed public key (connectors.pub), the catalog page (index.html, assets/**), the OAuth
 * callback page (oauth/**) and the published schemas (schemas/*.json). index.json and fragment.json
 * are compile inputs and stay out. The signature (connectors.json.minisig) is added at release.
 * Refuses a stale connectors.json: the committed one must equal a fresh compile.
 */
export async function collectSite(catalogDir: string): Promise<Site> {
  const catalog = await loadCatalog(catalogDir);
  const compiled = await compileCatalog(catalog);
  if (compiled.text === undefined || compiled.index === undefined) {
    const problems = [...catalog.loadFindings, ...compiled.findings].filter((finding) => finding.severity === 'error');
    throw new CatalogError(
      `the catalog does not compile, nothing was deployed:\n` +
        `${problems.map((finding) => `  ${finding.file}: ${describe(finding)}`).join('\n')}`,
    );
  }
  const stale = await compareWithCommitted(catalog, compiled.text);
  if (stale.length > 0) {
    throw new CatalogError(
      `${stale.map((finding) => `${finding.file}: ${finding.message}`).join('\n')}\nnothing was deployed; ${stale[0]!.fix}`,
    );
  }

  const files: SiteFile[] = [
    {
      path: COMPILED_FILE,
      localPath: path.join(catalogDir, COMPILED_FILE),
      sha256: sha256Hex(compiled.text),
      size: Buffer.byteLength(compiled.text),
    },
  ];
  for (const entry of compiled.index.connectors) {
    for (const file of entry.files) {
      files.push({
        path: `${entry.folder}/${file.path}`,
        localPath: path.join(catalogDir, entry.folder, file.path),
        sha256: file.sha256,
        size: file.size,
      });
    }
  }
  const addPage = (relative: string) => {
    const localPath = path.join(catalogDir, relative);
    files.push({ path: relative, localPath, ...hashFile(localPath) });
  };
  if (kindOf(path.join(catalogDir, PUBLIC_KEY_FILE)) !== 'file')
    throw new CatalogError(
      `${PUBLIC_KEY_FILE} is missing from the catalog: ` +
        `the release's public key(s) are committed there and served with the site (docs/trust.md); nothing was deployed`,
    );
  addPage(PUBLIC_KEY_FILE);
  // The trust root of hosts that pin root.pub (docs/trust.md), served beside the index once the catalog has one.
  for (const trustFile of [ROOT_KEY_FILE, KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE])
    if (kindOf(path.join(catalogDir, trustFile)) === 'file') addPage(trustFile);
  if (kindOf(path.join(catalogDir, CATALOG_PAGE)) === 'file') addPage(CATALOG_PAGE);
  else if (kindOf(path.join(catalogDir, CATALOG_PAGE)) !== 'missing') throw new SetupError(`${CATALOG_PAGE} must be a regular file`);
  for (const folder of PAGE_FOLDERS) {
    for (const entry of pageFolderFiles(catalogDir, folder)) if (!isHidden(entry)) addPage(`${folder}/${entry}`);
  }
  for (const entry of pageFolderFiles(catalogDir, SCHEMAS_FOLDER))
    if (!entry.includes('/') && entry.endsWith('.json') && !isHidden(entry)) addPage(`${SCHEMAS_FOLDER}/${entry}`);

  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of files) checkSitePath(file.path);
  return { files, index: compiled.index, indexText: compiled.text, bytes: files.reduce((sum, file) => sum + file.size, 0) };
}

function pageFolderFiles(catalogDir: string, folder: string): string[] {
  const dir = path.join(catalogDir, folder);
  const kind = kindOf(dir);
  if (kind === 'missing') return [];
  if (kind !== 'directory') throw new SetupError(`${folder}/ must be a directory`);
  const entries = listFolder(dir);
  const odd = entries.find((entry) => entry.kind !== 'file' && !isHidden(entry.path));
  if (odd)
    throw new SetupError(
      `${folder}/${odd.path} is a ${odd.kind === 'symlink' ? 'symlink' : 'special file'}; the site holds regular files only`,
    );
  return entries.map((entry) => entry.path);
}

function kindOf(file: string): 'file' | 'directory' | 'missing' | 'other' {
  try {
    const stat = lstatSync(file);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'directory' : 'other';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/** Dotfiles (.gitkeep, .DS_Store) of the page folders are not part of the site. */
function isHidden(relative: string): boolean {
  return relative.split('/').some((segment) => segment.startsWith('.'));
}

/** A path must survive a sha256sum manifest line and a quoted shell argument unchanged. */
function checkSitePath(relative: string): void {
  if (/[\x00-\x1f\x7f\\]/.test(relative) || relative.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new SetupError(
      `cannot deploy ${JSON.stringify(relative)}: ` +
        `site paths must not contain control characters, backslashes, or empty, "." or ".." segments`,
    );
  }
}
