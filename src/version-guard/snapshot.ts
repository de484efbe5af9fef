import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type FolderDigests, hashFolder, shippedFiles } from '../catalog/compile.ts';
import { FRAGMENT_FILE, INDEX_FILE, MANIFEST_FILE } from '../catalog/file-names.ts';
import { type Catalog, loadCatalog } from '../catalog/load.ts';
import type { JsonDocument } from '../json/document.ts';
import type { Git } from '../system/git.ts';
import type { Digest } from '../system/hash.ts';

/** The fields of fragment.json that change what a host runs or shows: a change to them needs a bump. */
export const CONTRACT_FIELDS = ['type', 'scope', 'auth', 'requires', 'tools'] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];

export const VERSION_FIELDS = ['version', 'version_string', 'version_release_date'] as const;

/** One connector folder as the guard sees it, at the base or now. */
export interface ConnectorState {
  folder: string;
  /** Path of connector.json for messages, relative to the repository root. */
  manifestFile: string;
  fragmentFile: string;
  manifest?: JsonDocument;
  fragment?: JsonDocument;
  /** Every file compile puts in files[], by path: the same selection and the same hashing. */
  files: Map<string, Digest>;
  /** From connector.json, when it holds a value of the right type (the schema rule reports the rest). */
  version?: number;
  versionString?: string;
  releaseDate?: string;
  name?: string;
  /** fragment.json's contract fields, in a canonical form that ignores order where order means nothing. */
  contract: Partial<Record<ContractField, string>>;
}

export interface CatalogState {
  connectors: Map<string, ConnectorState>;
  indexFile: string;
  index?: JsonDocument;
  /** The ids index.json lists, when it is a list of strings. */
  indexIds?: string[];
}

/**
 * Reads a catalog directory (only the named folders, when given): manifests leniently (a schema error elsewhere
 * must not hide a version problem), files hashed as compile does.
 */
export async function readCatalogState(dir: string, label: string, folders?: ReadonlySet<string>): Promise<CatalogState> {
  return catalogState(await loadCatalog(dir, label, { folders }), label, hashFolder, folders);
}

/** The guard's view of a loaded catalog, named as `label` says; `digestsOf` may hand over hashes already made. */
export async function catalogState(
  catalog: Catalog,
  label: string,
  digestsOf: FolderDigests = hashFolder,
  folders?: ReadonlySet<string>,
): Promise<CatalogState> {
  const connectors = new Map<string, ConnectorState>();
  for (const folder of catalog.connectors) {
    if (folders && !folders.has(folder.folder)) continue;
    const paths = shippedFiles(folder);
    const digests = await digestsOf(folder);
    const manifest = record(folder.manifest.document?.value);
    const fragment = record(folder.fragment.document?.value);
    connectors.set(folder.folder, {
      folder: folder.folder,
      manifestFile: `${label}/${folder.folder}/${MANIFEST_FILE}`,
      fragmentFile: `${label}/${folder.folder}/${FRAGMENT_FILE}`,
      manifest: folder.manifest.document,
      fragment: folder.fragment.document,
      files: new Map(paths.map((file, i) => [file, digests[i]!])),
      version: Number.isInteger(manifest?.version) && (manifest!.version as number) > 0 ? (manifest!.version as number) : undefined,
      versionString: stringField(manifest, 'version_string'),
      releaseDate: stringField(manifest, 'version_release_date'),
      name: stringField(manifest, 'name'),
      contract: fragment
        ? Object.fromEntries(
            CONTRACT_FIELDS.filter((field) => field in fragment).map((field) => [field, canonical(field, fragment[field])]),
          )
        : {},
    });
  }
  const ids = catalog.index.document?.value;
  return {
    connectors,
    indexFile: `${label}/${INDEX_FILE}`,
    index: catalog.index.document,
    indexIds: Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? ids : undefined,
  };
}

/**
 * Writes the catalog directory as it is in commit `rev` (only the named folders and index.json, when given) into
 * `into`, from git's own objects (not `git archive`, whose export-ignore attributes could drop files). Returns false
 * when the commit has none of it.
 */
export async function materializeCatalog(
  git: Git,
  rev: string,
  catalogPath: string,
  into: string,
  folders?: ReadonlySet<string>,
): Promise<boolean> {
  const entries = await git.listTree(rev, catalogPath);
  const wanted = (relative: string) => !folders || relative === INDEX_FILE || folders.has(relative.slice(0, relative.indexOf('/')));
  mkdirSync(into, { recursive: true });
  for (const entry of entries) {
    const relative = entry.path.slice(catalogPath.length + 1);
    if (entry.type !== 'blob' || !wanted(relative)) continue;
    const content = await git.readBlob(entry.object);
    if (!content) throw new Error(`git cat-file --batch: ${entry.object} is no blob`);
    const target = path.join(into, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    // A symlink stays a symlink, so the loader reports it exactly as it would in the working tree.
    if (entry.mode === '120000') symlinkSync(content.toString(), target);
    else writeFileSync(target, content);
  }
  return entries.length > 0;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function stringField(value: Record<string, unknown> | undefined, field: string): string | undefined {
  const text = value?.[field];
  return typeof text === 'string' ? text : undefined;
}

/** JSON with sorted keys; `requires` as a set and `tools` by name, since their order changes nothing for a host. */
function canonical(field: ContractField, value: unknown): string {
  let normalized = value;
  if (field === 'requires' && Array.isArray(value)) normalized = [...value].map(String).sort();
  if (field === 'tools' && Array.isArray(value)) normalized = [...value].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return JSON.stringify(sortKeys(normalized));
}

function sortKey(tool: unknown): string {
  return JSON.stringify(sortKeys(tool));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
