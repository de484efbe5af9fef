// `npm run check -- --fix`: the findings a machine can mend without judgement, mended in place. Manifests are edited
// through jsonc-parser at the one field concerned, so their formatting and key order stay; every change is listed.
// The plan is made once, by carrying it out on a scratch copy of the catalog: --dry-run prints it, --fix prints it
// and carries out the same steps on the catalog itself, so the two lists cannot differ.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { compileCatalog, hashFolder } from '../../catalog/compile.ts';
import { COMPILED_FILE, MANIFEST_FILE } from '../../catalog/file-names.ts';
import { type Catalog, loadCatalog } from '../../catalog/load.ts';
import { placeholderTokens, runtimeStrings } from '../../catalog/placeholders.ts';
import { readVendorSources, vendoredCopies } from '../../catalog/vendor.ts';
import { runVersionGuard } from '../../phases/version.ts';
import { DEPRECATED } from '../../rules/static/placeholders.ts';
import { topLevel } from '../../system/git.ts';
import { bumpConnector, setVersionFields } from '../../version-guard/bump.ts';

interface FixOptions {
  catalogDir: string;
  /** List what would change, change nothing. */
  dryRun: boolean;
  /** Bump the versions that need it, against the version guard's base; no bumps when absent (--no-version-guard). */
  versionGuard?: { base?: string; env?: NodeJS.ProcessEnv };
}

/** One change of the plan: the line that tells it, and how to make it in a catalog directory (the real one or a copy). */
interface FixStep {
  change: string;
  /** The connector whose files it changes; none for connectors.json. */
  connector?: string;
  apply(catalogDir: string): Promise<unknown>;
}

const JUNK_NAMES = new Set(['__pycache__', '.DS_Store']);
// The deprecated forms with a mechanical replacement: `{secrets}` needs a person to choose a variable.
const MECHANICAL = DEPRECATED.slice(0, 2);
// The findings a bump mends.
const BUMP_RULES = ['version-not-bumped', 'contract-changed-without-bump'];

/** Mends the catalog (or, with dryRun, says how); returns one line per change, in the order made. */
export async function fixCatalog(options: FixOptions): Promise<string[]> {
  const plan = await planFixes(options);
  if (!options.dryRun) for (const step of plan) await step.apply(options.catalogDir);
  return plan.map((step) => `${options.dryRun ? 'would ' : ''}${step.change}`);
}

/**
 * Every change --fix makes, in order, changing nothing: the file fixes, then the bumps the version guard asks for
 * once they are made, then connectors.json as compile writes it after all of them. The guard and the compile judge
 * a scratch copy of the catalog with the steps carried out.
 */
async function planFixes(options: FixOptions): Promise<FixStep[]> {
  const label = path.relative(process.cwd(), options.catalogDir) || '.';
  const catalog = await loadCatalog(options.catalogDir, label);
  const steps = await fileFixes(catalog, label);
  const scratch = await mkdtemp(path.join(tmpdir(), 'skald-fix-plan-'));
  try {
    const copy = path.join(scratch, 'catalog');
    await cp(options.catalogDir, copy, { recursive: true, verbatimSymlinks: true });
    for (const step of steps) await step.apply(copy);
    if (options.versionGuard) {
      const bumps = await plannedBumps(options, copy, new Set(steps.flatMap((step) => (step.connector ? [step.connector] : []))));
      for (const step of bumps) await step.apply(copy);
      steps.push(...bumps);
    }
    const compiled = await compileCatalog(await loadCatalog(copy, label));
    const target = path.join(options.catalogDir, COMPILED_FILE);
    const text = compiled.text;
    if (text !== undefined && text !== (await readFile(target, 'utf8').catch(() => undefined)))
      steps.push({ change: `recompile ${label}/${COMPILED_FILE}`, apply: (dir) => writeFile(path.join(dir, COMPILED_FILE), text) });
    return steps;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Junk files, stale runtime copies (those the vendored-copy rule finds) and deprecated placeholders, connector by connector. */
async function fileFixes(catalog: Catalog, label: string): Promise<FixStep[]> {
  const sources = readVendorSources(catalog);
  const steps: FixStep[] = [];
  for (const connector of catalog.connectors) {
    const { folder } = connector;
    for (const junk of await junkIn(connector.dir))
      steps.push({
        change: `remove ${label}/${folder}/${junk}`,
        connector: folder,
        apply: (dir) => rm(path.join(dir, folder, junk), { recursive: true, force: true }),
      });
    for (const copy of vendoredCopies(connector, sources)) {
      if (copy.current) continue;
      const { bytes } = sources.find((source) => source.source === copy.source)!;
      steps.push({
        change: `refresh ${label}/${folder}/${copy.file} from ${copy.source}`,
        connector: folder,
        apply: (dir) => writeFile(path.join(dir, folder, copy.file), bytes),
      });
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
      steps.push({
        change: `rewrite deprecated placeholders in ${connector.manifest.file}: ${rewrites.join('; ')}`,
        connector: folder,
        apply: (dir) => writeFile(path.join(dir, folder, MANIFEST_FILE), text),
      });
  }
  return steps;
}

/**
 * The bumps the version guard asks for of `copy`, the catalog with the file fixes made (`touched`, the connectors
 * they change, compared whatever git says of the untouched catalog). Each sets the version fields bumpConnector
 * works out, in the manifests it would write.
 */
async function plannedBumps(options: FixOptions, copy: string, touched: ReadonlySet<string>): Promise<FixStep[]> {
  const repoDir = await topLevel(options.catalogDir);
  const catalogDir = path.relative(repoDir, options.catalogDir);
  const { findings } = await runVersionGuard({
    ...options.versionGuard,
    repoDir,
    catalogDir,
    current: { catalog: await loadCatalog(copy, catalogDir), digestsOf: hashFolder },
    compare: touched,
    selection: { only: BUMP_RULES },
  });
  const ids = [...new Set(findings.flatMap((finding) => (finding.connector ? [finding.connector] : [])))].sort();
  const steps: FixStep[] = [];
  for (const id of ids) {
    const bump = await bumpConnector({ repoDir, catalogDir, id, ...options.versionGuard, dryRun: true });
    const manifests = bump.written.map((file) => path.relative(catalogDir, file));
    if (manifests.length === 0) continue;
    steps.push({
      change: `bump ${bump.change} in ${bump.written.join(' and ')}`,
      connector: id,
      apply: async (dir) => {
        for (const file of manifests)
          await writeFile(path.join(dir, file), setVersionFields(await readFile(path.join(dir, file), 'utf8'), bump.to));
      },
    });
  }
  return steps;
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
