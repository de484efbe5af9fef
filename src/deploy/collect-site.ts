import path from 'node:path';
import { compareWithCommitted, compileCatalog } from '../catalog/compile.ts';
import { COMPILED_FILE } from '../catalog/file-names.ts';
import { loadCatalog } from '../catalog/load.ts';
import { releaseKeyRefusal } from '../catalog/release-key.ts';
import type { CompiledIndex } from '../catalog/schemas.ts';
import { CatalogError } from '../findings/errors.ts';
import { describe } from '../findings/finding.ts';
import { sha256Hex } from '../system/hash.ts';

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

/**
 * What a release serves, and nothing else: connectors.json, exactly the files its files[] lists,
 * the committed public key (connectors.pub), the catalog page (index.html, assets/**), the OAuth
 * callback page (oauth/**) and the published schemas (schemas/*.json). index.json and fragment.json
 * are compile inputs and stay out. The signature (connectors.json.minisig) is added at release.
 * Refuses a stale connectors.json (the committed one must equal a fresh compile) and a release key the deploy cannot
 * use; every refusal but the staleness is the compile rule's too (catalog/release-key.ts), index-stale says the staleness.
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
  // The site's pages as the index lists them (catalog/site-pages.ts): the release serves exactly what it signs.
  for (const [relative, digest] of Object.entries(compiled.index.site_files ?? {}))
    files.push({ path: relative, localPath: path.join(catalogDir, relative), ...digest });
  const key = releaseKeyRefusal(catalogDir, catalog.label);
  if (key) throw new CatalogError(`${key.finding.file} ${describe(key.finding)} Nothing was deployed.`);

  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, index: compiled.index, indexText: compiled.text, bytes: files.reduce((sum, file) => sum + file.size, 0) };
}
