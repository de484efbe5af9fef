import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileCatalog, serializeIndex } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import type { CompiledIndex } from '../../src/catalog/schemas.ts';
import { type FixtureConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

/** The repository's catalog directory, which holds the site's pages beside the connectors. */
export const CATALOG_DIR = path.resolve(import.meta.dirname, '../../connectors');
/** The site's own files, deployed with the catalog. */
const SITE_ENTRIES = ['index.html', 'assets', 'oauth'];

export interface Site {
  dir: string;
  index: CompiledIndex;
  cleanup(): Promise<void>;
}

/** Copies the pages under test into a catalog directory, as the deploy does. */
export async function copySitePages(dir: string): Promise<void> {
  for (const entry of SITE_ENTRIES) await cp(path.join(CATALOG_DIR, entry), path.join(dir, entry), { recursive: true });
}

/** A site made the way the pipeline makes it: fixture folders, loadCatalog, compileCatalog, connectors.json, pages. */
export async function compileSite(connectors: Record<string, FixtureConnector>, order = Object.keys(connectors)): Promise<Site> {
  const catalog = await writeCatalog(connectors, order);
  try {
    const result = await compileCatalog(await loadCatalog(catalog.dir));
    if (!result.index) throw new Error(`fixture catalog does not compile: ${result.findings.map((finding) => finding.message).join('; ')}`);
    await writeFile(path.join(catalog.dir, 'connectors.json'), serializeIndex(result.index));
    await copySitePages(catalog.dir);
    return { dir: catalog.dir, index: result.index, cleanup: catalog.cleanup };
  } catch (error) {
    await catalog.cleanup();
    throw error;
  }
}

/** A site whose connectors.json is written as given: for data the compiler would never produce. */
export async function rawSite(indexText: string, files: Record<string, string> = {}): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'skald-site-'));
  const dir = path.join(root, 'connectors');
  await mkdir(dir);
  await writeFile(path.join(dir, 'connectors.json'), indexText);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  await copySitePages(dir);
  return { dir, cleanup: () => rm(root, { recursive: true, force: true }) };
}
