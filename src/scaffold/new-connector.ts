import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, modify, parse } from 'jsonc-parser';
import { recompile } from '../catalog/compile.ts';
import { INDEX_FILE, SITE_FOLDERS } from '../catalog/load.ts';
import { KEBAB_CASE } from '../catalog/schemas.ts';
import { UsageError, UserError } from '../errors.ts';
import type { Finding } from '../findings.ts';
import { todayUtc } from '../version-guard/rules.ts';
import { KINDS, type ScaffoldKind, scaffoldFiles } from './templates.ts';

export interface NewConnectorOptions {
  catalogDir: string;
  /** The catalog directory as messages name it. */
  catalogLabel: string;
  /** The repository root: pylib/ and package.json (for pinned versions) are read from it. */
  repoDir: string;
  id: string;
  kind: string;
  /** npm-package only: PKG@VERSION, an exact version. */
  packageSpec?: string;
}

export interface NewConnectorResult {
  /** The files written, relative to the working directory. */
  written: string[];
  indexWritten: boolean;
  compileFindings: Finding[];
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Writes connectors/<id>/ for the kind, appends the id to index.json and recompiles connectors.json. */
export async function newConnector(options: NewConnectorOptions): Promise<NewConnectorResult> {
  const { id, catalogDir, catalogLabel } = options;
  if (!KEBAB_CASE.test(id) || SITE_FOLDERS.has(id)) {
    throw new UsageError(
      `"${id}" cannot be a connector id: use kebab-case (lowercase letters and digits between single hyphens, e.g. "my-service")` +
        (SITE_FOLDERS.has(id) ? `, and not ${[...SITE_FOLDERS].join(', ')} (folders of the site)` : ''),
    );
  }
  if (!(KINDS as readonly string[]).includes(options.kind))
    throw new UsageError(`--kind "${options.kind}" is not one of ${KINDS.join(', ')}`);
  const kind = options.kind as ScaffoldKind;
  const pkg = kind === 'npm-package' ? packageOf(options.packageSpec) : undefined;
  if (kind !== 'npm-package' && options.packageSpec)
    throw new UsageError(`PKG@VERSION is for --kind npm-package only (got "${options.packageSpec}")`);

  const indexFile = path.join(catalogDir, INDEX_FILE);
  const indexText = await readFile(indexFile, 'utf8').catch(() => {
    throw new UserError(`no ${catalogLabel}/${INDEX_FILE}: is ${catalogLabel} the catalog? (--catalog DIR)`);
  });
  const ids = parse(indexText) as unknown;
  if (!Array.isArray(ids)) throw new UserError(`${catalogLabel}/${INDEX_FILE} is not a JSON array of ids; fix it first (npm run check)`);
  const folder = path.join(catalogDir, id);
  if (existsSync(folder) || ids.includes(id))
    throw new UsageError(
      `"${id}" exists already (${catalogLabel}/${id}${ids.includes(id) ? ` or in ${INDEX_FILE}` : ''}); choose another id`,
    );

  const [skaldMcp, mcpProbe, rootPackage] = await Promise.all([
    readFile(path.join(options.repoDir, 'pylib', 'skald_mcp.py'), 'utf8'),
    readFile(path.join(options.repoDir, 'pylib', 'mcp_probe.py'), 'utf8'),
    readFile(path.join(options.repoDir, 'package.json'), 'utf8'),
  ]);
  const pinned = (JSON.parse(rootPackage) as { dependencies: Record<string, string> }).dependencies;
  const files = scaffoldFiles(
    { id, kind, pkg, today: todayUtc(), versions: { sdk: pinned['@modelcontextprotocol/sdk']!, zod: pinned.zod! } },
    { skaldMcp, mcpProbe },
  );
  await mkdir(folder);
  const written: string[] = [];
  for (const [name, text] of Object.entries(files).sort()) {
    await writeFile(path.join(folder, name), text, { mode: name.endsWith('.py') || name === 'server.js' ? 0o755 : 0o644 });
    written.push(`${catalogLabel}/${id}/${name}`);
  }
  const eol = indexText.includes('\r\n') ? '\r\n' : '\n';
  await writeFile(
    indexFile,
    applyEdits(
      indexText,
      modify(indexText, [ids.length], id, { isArrayInsertion: true, formattingOptions: { insertSpaces: true, tabSize: 2, eol } }),
    ),
  );
  written.push(`${catalogLabel}/${INDEX_FILE}`);
  const { indexWritten, compileFindings } = await recompile(catalogDir, catalogLabel);
  return { written, indexWritten, compileFindings };
}

function packageOf(spec: string | undefined): { name: string; version: string } {
  const at = spec?.lastIndexOf('@') ?? -1;
  const name = at > 0 ? spec!.slice(0, at) : '';
  const version = at > 0 ? spec!.slice(at + 1) : '';
  if (!spec || !name || !EXACT_VERSION.test(version))
    throw new UsageError(
      `--kind npm-package needs the package with its exact version, PKG@VERSION (e.g. @modelcontextprotocol/server-everything@2026.8.31)${spec ? `; got "${spec}"` : ''}`,
    );
  return { name, version };
}
