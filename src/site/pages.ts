// The site's own pages as a served index lists them (site_files, written by compile from catalog/site-pages.ts).
import type { IndexFile } from './observation.ts';

/** The index's site_files as a list sorted by path, or why it cannot be read (an index compiled before it existed has none). */
export function parseSitePages(indexBytes: Buffer): IndexFile[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(indexBytes.toString('utf8'));
  } catch {
    return 'the index is not JSON';
  }
  const pages = (parsed as { site_files?: unknown } | null)?.site_files;
  // An index compiled before the pages were signed (docs/trust.md, "Migrating") vouches for no page: none to check.
  if (pages === undefined) return [];
  if (typeof pages !== 'object' || pages === null || Array.isArray(pages)) return 'site_files is not an object';
  const out: IndexFile[] = [];
  for (const [path, digest] of Object.entries(pages)) {
    const { sha256, size } = (digest ?? {}) as Partial<IndexFile>;
    if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256) || !Number.isInteger(size))
      return `site_files[${JSON.stringify(path)}] has no valid sha256 and size`;
    out.push({ path, sha256, size: size! });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
