import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Finding, findingOf } from '../findings/finding.ts';
import { recordedTargets, unmetBy } from '../sandbox/targets.ts';
import { type Digest, hashFile } from '../system/hash.ts';
import { COMPILED_FILE, FRAGMENT_FILE } from './file-names.ts';
import { type Catalog, type ConnectorFolder, loadCatalog } from './load.ts';
import { type CompiledIndex, compiledIndex, type FileEntry, type IndexEntry } from './schemas.ts';
import { diffSitePages, sitePagesOf } from './site-pages.ts';
import { safeSitePath } from './site-path.ts';
import { surfacePins } from './tool-pins.ts';

// The findings of compile belong to the rules src/rules/static/compile.ts and src/rules/static/index-stale.ts.
const COMPILE = { id: 'compile', severity: 'error' } as const;
const INDEX_STALE = { id: 'index-stale', severity: 'error' } as const;

/** What index-stale says when there is no fresh compile to compare with: a finding `--fix` cannot mend. */
export const NOT_COMPILED =
  'cannot be compared with a fresh compile: the catalog does not compile, so the deploy would release nothing from this tree';

export interface CompileResult {
  index?: CompiledIndex;
  /** The exact bytes of connectors.json, when the catalog could be compiled. */
  text?: string;
  /** Why it could not be compiled. */
  findings: Finding[];
}

/** The files a connector ships: every regular file of its folder but fragment.json, sorted by path. */
export function shippedFiles(connector: ConnectorFolder): string[] {
  return connector.files.filter((file) => file.kind === 'file' && file.path !== FRAGMENT_FILE).map((file) => file.path);
}

/** The sha256 and size of each file a folder ships, in the order of `shippedFiles`. */
export type FolderDigests = (folder: ConnectorFolder) => Digest[] | Promise<Digest[]>;

/** How compile and the version guard hash a folder: each shipped file, as it is on disk. */
export const hashFolder = (folder: ConnectorFolder): Digest[] => shippedFiles(folder).map((file) => hashFile(path.join(folder.dir, file)));

/** A loaded catalog and how its folders' digests are had: hashed once by the caller (check) for compile and the guard. */
export interface HashedCatalog {
  catalog: Catalog;
  digestsOf: FolderDigests;
}

/** Hashes every folder of a catalog once, for compile and the version guard alike. */
export function hashCatalog(catalog: Catalog): HashedCatalog {
  const digests = new Map(catalog.connectors.map((folder) => [folder, hashFolder(folder)]));
  return { catalog, digestsOf: (folder) => digests.get(folder) ?? hashFolder(folder) };
}

/** connectors.json from a loaded catalog, with the digests `digestsOf` gives (each folder hashed here by default). */
export async function compileCatalog(catalog: Catalog, digestsOf: FolderDigests = hashFolder): Promise<CompileResult> {
  const findings: Finding[] = [];
  const ids = catalog.index.data;
  if (!ids) {
    findings.push(
      findingOf(
        COMPILE,
        { file: catalog.index.file },
        { message: 'cannot compile without a valid index.json', fix: 'fix the errors reported for index.json' },
      ),
    );
    return { findings };
  }
  const byFolder = new Map(catalog.connectors.map((connector) => [connector.folder, connector]));
  const listed: ConnectorFolder[] = [];
  for (const id of ids) {
    const connector = byFolder.get(id);
    if (!connector?.fragment.data) {
      findings.push(
        findingOf(
          COMPILE,
          { file: connector ? connector.fragment.file : catalog.index.file, connector: id },
          {
            message: connector
              ? `cannot compile "${id}": its fragment.json is invalid`
              : `index.json lists "${id}" but there is no folder ${catalog.label}/${id}`,
            fix: connector ? 'fix the errors reported for it' : `create the folder or remove "${id}" from index.json`,
          },
        ),
      );
      continue;
    }
    listed.push(connector);
  }
  const site = sitePagesOf(catalog.dir);
  for (const problem of site.problems)
    findings.push(findingOf(COMPILE, { file: `${catalog.label}/${problem.file}` }, { message: problem.message, fix: problem.fix }));
  const served: { sitePath: string; connector?: string }[] = [
    ...listed.flatMap((connector) =>
      shippedFiles(connector).map((file) => ({ sitePath: `${connector.folder}/${file}`, connector: connector.folder })),
    ),
    ...Object.keys(site.pages).map((sitePath) => ({ sitePath })),
  ];
  for (const { sitePath, connector } of served.filter((file) => !safeSitePath(file.sitePath)))
    findings.push(
      findingOf(
        COMPILE,
        // Quoted as JSON: a newline or a control character in the name is shown, never printed.
        { file: `${catalog.label}/${JSON.stringify(sitePath).slice(1, -1)}`, ...(connector ? { connector } : {}) },
        {
          message: 'cannot be served: a site path has no control character, backslash, ":", "?" or "#", and no empty, "." or ".." segment',
          fix: 'rename the file',
        },
      ),
    );
  if (findings.length > 0) return { findings };

  const filesByFolder = new Map<string, FileEntry[]>();
  for (const connector of listed) {
    const digests = await digestsOf(connector);
    filesByFolder.set(
      connector.folder,
      shippedFiles(connector).map((file, i) => ({ path: file, sha256: digests[i]!.sha256, size: digests[i]!.size })),
    );
  }

  const targets = recordedTargets();
  const connectors = listed.map((connector): IndexEntry => {
    const { $schema: _schema, ...fragment } = connector.fragment.data!;
    const pins = surfacePins(connector);
    const declared = connector.manifest.data?.min_runtime;
    return {
      ...fragment,
      ...(pins ? { tool_surface: pins } : {}),
      ...(declared ? { min_runtime: declared } : {}),
      // The declaration resolved against each target's recorded versions; the smoke run proves it on the bases themselves.
      targets: targets.filter((target) => !unmetBy(declared, target)).map(({ id, debian, node, python }) => ({ id, debian, node, python })),
      files: filesByFolder.get(connector.folder) ?? [],
    };
  });
  // Every key is already in the schema's order, whatever the fragment file's order: the fragment's data came out of
  // the parse by fragmentManifest, whose shape an index entry shares (the fields compile adds come last, as indexEntry has them).
  const index: CompiledIndex = { version: 1, connectors, site_files: site.pages };
  return { index, text: serializeIndex(index), findings };
}

export function serializeIndex(index: CompiledIndex): string {
  return `${JSON.stringify(index, null, 2)}\n`;
}

/** Compares the committed connectors.json with a fresh compile; findings say what differs and how to fix it. */
export async function compareWithCommitted(catalog: Catalog, fresh: string): Promise<Finding[]> {
  const file = `${catalog.label}/${COMPILED_FILE}`;
  const fix = 'run `npm run compile` and commit connectors/connectors.json';
  let committed: string;
  try {
    committed = await readFile(path.join(catalog.dir, COMPILED_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return [findingOf(INDEX_STALE, { file }, { message: 'connectors.json is missing', fix })];
  }
  if (committed === fresh) return [];
  let old: CompiledIndex | undefined;
  try {
    old = compiledIndex.parse(JSON.parse(committed));
  } catch {
    return [findingOf(INDEX_STALE, { file }, { message: 'connectors.json is not a valid compiled index', fix })];
  }
  const current = compiledIndex.parse(JSON.parse(fresh));
  const differences = describeDifferences(old, current);
  if (differences.length === 0) differences.push('its formatting differs from what compile writes');
  return differences.map((message) => findingOf(INDEX_STALE, { file }, { message: `connectors.json is stale: ${message}`, fix }));
}

function describeDifferences(old: CompiledIndex, current: CompiledIndex): string[] {
  const out: string[] = diffSitePages(old.site_files, current.site_files);
  const oldById = new Map(old.connectors.map((entry) => [entry.id, entry]));
  const currentById = new Map(current.connectors.map((entry) => [entry.id, entry]));
  for (const id of currentById.keys()) if (!oldById.has(id)) out.push(`connector "${id}" is not in it`);
  for (const id of oldById.keys()) if (!currentById.has(id)) out.push(`connector "${id}" is in it but no longer in the catalog`);
  const oldOrder = old.connectors.map((entry) => entry.id).filter((id) => currentById.has(id));
  const newOrder = current.connectors.map((entry) => entry.id).filter((id) => oldById.has(id));
  if (oldOrder.join() !== newOrder.join()) out.push('the order of connectors differs from index.json');
  for (const [id, entry] of currentById) {
    const before = oldById.get(id);
    if (!before) continue;
    const changedFiles = diffFiles(before.files, entry.files);
    if (changedFiles.length) out.push(`"${id}": ${changedFiles.join(', ')}`);
    const { files: _a, ...beforeFields } = before;
    const { files: _b, ...afterFields } = entry;
    const fields = Object.keys({ ...beforeFields, ...afterFields }).filter(
      (key) =>
        JSON.stringify(beforeFields[key as keyof typeof beforeFields]) !== JSON.stringify(afterFields[key as keyof typeof afterFields]),
    );
    if (fields.length) out.push(`"${id}": field${fields.length > 1 ? 's' : ''} ${fields.join(', ')} changed`);
  }
  return out;
}

export function diffFiles(before: readonly FileEntry[], after: readonly FileEntry[]): string[] {
  const beforeByPath = new Map(before.map((file) => [file.path, file]));
  const afterByPath = new Map(after.map((file) => [file.path, file]));
  const out: string[] = [];
  for (const [file, entry] of afterByPath) {
    const old = beforeByPath.get(file);
    if (!old) out.push(`${file} added`);
    else if (old.sha256 !== entry.sha256 || old.size !== entry.size) out.push(`${file} modified`);
  }
  for (const file of beforeByPath.keys()) if (!afterByPath.has(file)) out.push(`${file} removed`);
  return out;
}

/** Loads the catalog at `dir` and rewrites its connectors.json when it is stale; the findings when it cannot be compiled. */
export async function recompile(dir: string, label: string): Promise<{ indexWritten: boolean; compileFindings: Finding[] }> {
  const catalog = await loadCatalog(dir, label);
  const compiled = await compileCatalog(catalog);
  if (compiled.text === undefined) return { indexWritten: false, compileFindings: [...catalog.loadFindings, ...compiled.findings] };
  const target = path.join(dir, COMPILED_FILE);
  const existing = await readFile(target, 'utf8').catch(() => undefined);
  if (existing === compiled.text) return { indexWritten: false, compileFindings: [] };
  await writeFile(target, compiled.text);
  return { indexWritten: true, compileFindings: [] };
}
