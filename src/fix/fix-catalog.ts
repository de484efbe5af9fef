// `npm run check -- --fix`: the findings a machine can mend without judgement, mended in place. Manifests are edited
// through jsonc-parser at the one field concerned, so their formatting and key order stay; every change is listed.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { compileCatalog } from '../catalog/compile.ts';
import { COMPILED_FILE, loadCatalog, MANIFEST_FILE } from '../catalog/load.ts';
import { checkCatalog, repositoryOf } from '../check.ts';
import { DEPRECATED } from '../rules/placeholders.ts';
import { placeholderTokens } from '../catalog/placeholders.ts';
import { runtimeStrings } from '../rules/helpers.ts';
import { bumpConnector } from '../version-guard/bump.ts';

export interface FixOptions {
  repoDir: string;
  catalogDir: string;
  /** List what would change, change nothing. */
  dryRun: boolean;
  /** Bump the versions that need it, against the version guard's base; no bumps when absent (--no-version-guard). */
  versionGuard?: { base?: string; env?: NodeJS.ProcessEnv };
}

/** The shared runtime files a connector ships as byte-identical copies of pylib/ (docs/connectors.md). */
const VENDORED = ['skald_mcp.py', 'google_api.py', 'mcp_probe.py'];
const JUNK_NAMES = new Set(['__pycache__', '.DS_Store']);
// The deprecated forms with a mechanical replacement: `{secrets}` needs a person to choose a variable.
const MECHANICAL = DEPRECATED.slice(0, 2);

/** Mends the catalog (or, with dryRun, says how); returns one line per change, in the order made. */
export async function fixCatalog(options: FixOptions): Promise<string[]> {
  const changes: string[] = [];
  const label = path.relative(process.cwd(), options.catalogDir) || '.';
  const catalog = await loadCatalog(options.catalogDir, label);
  // The connectors whose files a fix changes: in a dry run they are not changed yet, so the guard cannot see them.
  const touched = new Set<string>();
  const act = async (change: string, apply: () => Promise<unknown>, connector?: string) => {
    changes.push(`${options.dryRun ? 'would ' : ''}${change}`);
    if (connector) touched.add(connector);
    if (!options.dryRun) await apply();
  };
  for (const connector of catalog.connectors) {
    for (const junk of await junkIn(connector.dir))
      await act(
        `remove ${label}/${connector.folder}/${junk}`,
        () => rm(path.join(connector.dir, junk), { recursive: true, force: true }),
        connector.folder,
      );
    for (const name of VENDORED) {
      const copy = path.join(connector.dir, name);
      const canonical = path.join(options.repoDir, 'pylib', name);
      if (!existsSync(copy) || !existsSync(canonical)) continue;
      const text = readFileSync(canonical);
      if (!readFileSync(copy).equals(text))
        await act(`refresh ${label}/${connector.folder}/${name} from pylib/${name}`, () => writeFile(copy, text), connector.folder);
    }
    const manifest = connector.manifest.data;
    const document = connector.manifest.document;
    if (!manifest || !document) continue;
    const param = manifest.auth.type === 'api_key' ? manifest.auth.param : undefined;
    let text = document.text;
    const rewrites: string[] = [];
    for (const { path: at, value } of runtimeStrings(manifest)) {
      let fixed = value;
      for (const token of placeholderTokens(value)) {
        const rule = MECHANICAL.find((entry) => entry.match(token.token));
        if (!rule || (token.token === '{key}' && !param)) continue;
        fixed = fixed.replaceAll(token.token, rule.replacement(token.name, param));
      }
      if (fixed === value) continue;
      rewrites.push(`${at.join('.')}: ${JSON.stringify(value)} → ${JSON.stringify(fixed)}`);
      text = applyEdits(text, modify(text, at, fixed, {}));
    }
    if (rewrites.length)
      await act(
        `rewrite deprecated placeholders in ${connector.manifest.file}: ${rewrites.join('; ')}`,
        () => writeFile(path.join(connector.dir, MANIFEST_FILE), text),
        connector.folder,
      );
  }
  if (options.versionGuard) {
    const { findings } = await checkCatalog({
      catalogDir: options.catalogDir,
      only: ['version-not-bumped', 'contract-changed-without-bump'],
      versionGuard: options.versionGuard,
    });
    // In a dry run the files above are unchanged, so the connectors they would change are bumped too.
    const toBump = new Set(findings.flatMap((finding) => (finding.connector ? [finding.connector] : [])));
    if (options.dryRun) for (const id of touched) toBump.add(id);
    const repoDir = toBump.size ? await repositoryOf(options.catalogDir) : '';
    for (const id of [...toBump].sort()) {
      if (options.dryRun)
        changes.push(`would bump ${id}, if its files still differ from the base after these fixes (npm run bump -- ${id})`);
      else
        changes.push(
          (await bumpConnector({ repoDir, catalogDir: path.relative(repoDir, options.catalogDir), id, ...options.versionGuard })).message,
        );
    }
  }
  const fresh = await loadCatalog(options.catalogDir, label);
  const compiled = await compileCatalog(fresh);
  const target = path.join(options.catalogDir, COMPILED_FILE);
  if (compiled.text !== undefined && compiled.text !== (await readFile(target, 'utf8').catch(() => undefined)))
    await act(`recompile ${label}/${COMPILED_FILE}`, () => writeFile(target, compiled.text!));
  return changes;
}

/** The junk entries of a folder, as paths inside it: whole __pycache__ folders and .DS_Store files, at any depth. */
async function junkIn(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (JUNK_NAMES.has(entry.name)) out.push(relative);
    else if (entry.isDirectory() && !entry.isSymbolicLink() && entry.name !== 'node_modules') out.push(...(await junkIn(dir, relative)));
  }
  return out;
}
