import { lstatSync, readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { SetupError } from '../findings/errors.ts';
import { type Finding, findingOf, type Report, reportOf } from '../findings/finding.ts';
import type { RuleId } from '../findings/rule-ids.ts';
import { formatPath, JsonDocument, type JsonPath, type Position } from '../json/document.ts';
import { readNoFollow } from '../system/hash.ts';
import { FRAGMENT_FILE, INDEX_FILE, MANIFEST_FILE, SITE_FOLDERS } from './file-names.ts';
import { type ConnectorManifest, connectorManifest, type FragmentManifest, fragmentManifest, idList } from './schemas.ts';

export { readNoFollow } from '../system/hash.ts';

interface FolderFile {
  /** Path inside the connector folder, forward slashes. */
  path: string;
  kind: 'file' | 'symlink' | 'other';
  size: number;
}

/** A JSON file of the catalog: its document when it parsed, its data when it also matched its schema. */
interface ManifestFile<T> {
  /** Path for messages, relative to the working directory. */
  file: string;
  document?: JsonDocument;
  data?: T;
}

export interface ConnectorFolder {
  folder: string;
  dir: string;
  files: FolderFile[];
  fragment: ManifestFile<FragmentManifest>;
  manifest: ManifestFile<ConnectorManifest>;
}

export interface Catalog {
  dir: string;
  /** The catalog directory as messages name it. */
  label: string;
  index: ManifestFile<string[]>;
  connectors: ConnectorFolder[];
  /** Problems met while reading: missing files, JSON syntax, schema violations. */
  loadFindings: Finding[];
}

/** The problems met while loading that belong to one load rule, as its reports. */
export function* loadReports(catalog: Catalog, ruleId: RuleId): Generator<Report> {
  for (const finding of catalog.loadFindings) if (finding.ruleId === ruleId) yield reportOf(finding);
}

/** The catalog directory named on the command line (or in an action input) is not there. */
class CatalogNotFoundError extends SetupError {
  constructor(label: string) {
    super(`no catalog directory at ${label}; name the folder that holds index.json (option --catalog, action input catalog)`);
  }
}

interface LoadOptions {
  /** Load only these connector folders (the scaffold and the probe read one). */
  folders?: ReadonlySet<string>;
}

/** Lists every connector folder of a catalog and parses its manifests; no other file is read. */
export async function loadCatalog(
  dir: string,
  label = path.relative(process.cwd(), dir) || '.',
  options: LoadOptions = {},
): Promise<Catalog> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw new CatalogNotFoundError(label);
    throw error;
  });
  const loadFindings: Finding[] = [];
  const reader = new ManifestReader(loadFindings);
  const index = reader.read(dir, label, INDEX_FILE, idList, undefined);
  const connectors = entries
    .filter((entry) => entry.isDirectory() && !SITE_FOLDERS.has(entry.name) && !entry.name.startsWith('.'))
    .filter((entry) => options.folders?.has(entry.name) ?? true)
    .map((entry) => entry.name)
    .sort()
    .map((folder): ConnectorFolder => {
      const folderDir = path.join(dir, folder);
      const folderLabel = `${label}/${folder}`;
      return {
        folder,
        dir: folderDir,
        files: listFolder(folderDir),
        fragment: reader.read(folderDir, folderLabel, FRAGMENT_FILE, fragmentManifest, folder),
        manifest: reader.read(folderDir, folderLabel, MANIFEST_FILE, connectorManifest, folder),
      };
    });
  return { dir, label, index, connectors, loadFindings };
}

/** The bytes of each icon connector.json names that is a regular file of the folder, by name: what the icons rule inspects. */
export function readIcons(connector: ConnectorFolder, manifest: ConnectorManifest): Map<string, Buffer> {
  const regular = new Set(connector.files.filter((file) => file.kind === 'file').map((file) => file.path));
  const icons = new Map<string, Buffer>();
  for (const name of [manifest.icon_small, manifest.icon_large])
    if (regular.has(name) && !icons.has(name)) icons.set(name, readNoFollow(path.join(connector.dir, name)));
  return icons;
}

/** Every entry under a folder, recursively, without following symlinks. Sorted by path. */
function listFolder(dir: string): FolderFile[] {
  const files: FolderFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isSymbolicLink()) files.push({ path: relative, kind: 'symlink', size: 0 });
    else if (!entry.isFile()) files.push({ path: relative, kind: 'other', size: 0 });
    else files.push({ path: relative, kind: 'file', size: lstatSync(path.join(dir, relative)).size });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A file's bytes, or the code of the error that kept it from being read; never through a symlink. */
function readManifestBytes(file: string): Buffer | 'ELOOP' | 'EISDIR' | 'ENOENT' {
  try {
    return readNoFollow(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'EISDIR' || code === 'ENOENT') return code;
    throw error;
  }
}

class ManifestReader {
  constructor(private readonly findings: Finding[]) {}

  read<T>(dir: string, label: string, name: string, schema: z.ZodType<T>, connector: string | undefined): ManifestFile<T> {
    return this.parse(label, name, readManifestBytes(path.join(dir, name)), schema, connector);
  }

  /** A manifest from its bytes, or from the code of the error that kept it from being read. */
  parse<T>(
    label: string,
    name: string,
    read: Buffer | 'ELOOP' | 'EISDIR' | 'ENOENT',
    schema: z.ZodType<T>,
    connector: string | undefined,
  ): ManifestFile<T> {
    const file = `${label}/${name}`;
    const report = (ruleId: RuleId, problem: Omit<Report, 'at'> & { position?: Position; field?: string }) =>
      this.findings.push(
        findingOf({ id: ruleId, severity: 'error' }, { file, position: problem.position, field: problem.field, connector }, problem),
      );
    if (read === 'ELOOP') {
      report('json-syntax', { message: `${name} is a symlink, which is never followed`, fix: 'replace it with a regular file' });
      return { file };
    }
    if (read === 'EISDIR') {
      report('json-syntax', { message: `${name} is a directory, not a JSON file`, fix: `replace the directory with the file ${name}` });
      return { file };
    }
    if (read === 'ENOENT') {
      report('missing-manifest', { message: `${name} is missing`, fix: `create ${file} (see the README, "Add a connector")` });
      return { file };
    }
    const parsed = JsonDocument.parse(file, read);
    if (!(parsed instanceof JsonDocument)) {
      report('json-syntax', { position: parsed.position, message: parsed.message });
      return { file };
    }
    const result = schema.safeParse(parsed.value);
    if (result.success) return { file, document: parsed, data: result.data };
    for (const issue of result.error.issues) {
      const at = issue.path as JsonPath;
      // An unknown field is reported at the key itself, one finding per key; anything else at the field, or at its
      // parent object when the field is missing.
      const places = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...at, key]) : [at];
      for (const place of places)
        report('schema', {
          position: parsed.positionOf(place),
          field: place.length ? formatPath(place) : undefined,
          ...describeIssue(issue, parsed, place),
        });
    }
    return { file, document: parsed };
  }
}

function describeIssue(issue: z.core.$ZodIssue, document: JsonDocument, at: JsonPath): { message: string; fix: string } {
  const field = at.length ? formatPath(at) : 'the document';
  const reference = `docs/manifest.md lists every field`;
  const value = describeValue(lookup(document.value, at), at);
  switch (issue.code) {
    case 'unrecognized_keys':
      return {
        message: `unknown field "${at[at.length - 1]}" (objects of the catalog are strict: a misspelt name is an error, not ignored)`,
        fix: `remove it, or correct its spelling; ${reference}`,
      };
    case 'invalid_type':
      if (!document.has(at)) {
        const stricter = STRICTER_THAN_GUIDE[String(at[at.length - 1])];
        return {
          message: `required field "${at[at.length - 1]}" is missing (expected ${issue.expected})${stricter ? `; ${stricter}` : ''}`,
          fix: `add "${at[at.length - 1]}" to ${at.length > 1 ? formatPath(at.slice(0, -1)) : 'the top-level object'}; ${reference}`,
        };
      }
      return { message: `expected ${issue.expected}, found ${value}`, fix: `make ${field} ${article(issue.expected)} ${issue.expected}` };
    case 'invalid_value':
      return { message: `${value} is not allowed`, fix: `use one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` };
    case 'invalid_union':
      return { message: `${value} matches none of the allowed shapes`, fix: `use one of the shapes docs/manifest.md gives for ${field}` };
    case 'too_small':
      return { message: `${value} is too short or too small: ${issue.message}`, fix: `fill in ${field}; ${reference}` };
    default:
      return { message: `${value} ${issue.message.replace(/^Invalid input: /, '')}`, fix: `correct ${field}; ${reference}` };
  }
}

/** Where the pipeline requires what the format guide leaves optional, and why: said in the finding and in docs/manifest.md. */
export const STRICTER_THAN_GUIDE: Record<string, string> = {
  tools:
    'the format guide leaves tools[] optional, but this pipeline requires it in both manifests: ' +
    'the smoke run compares it with what the server lists, and the catalog shows each tool by its display_name',
};

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

function lookup(value: unknown, at: JsonPath): unknown {
  let current = value;
  for (const key of at)
    current = current !== null && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined;
  return current;
}

/** The offending value, quoted and truncated; never the value of a header or an environment entry (it may be a secret). */
function describeValue(value: unknown, at: JsonPath): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    if (mayHoldSecret(at)) return `the value of ${formatPath(at)} (not shown: it may be a secret)`;
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  return `${typeof value} ${String(value)}`;
}

function mayHoldSecret(at: JsonPath): boolean {
  const parent = at[at.length - 2];
  return (
    parent === 'headers' ||
    (parent === 'env' && at[at.length - 3] === 'mcp_config') ||
    at[at.length - 1] === 'default' ||
    at[at.length - 1] === 'example'
  );
}

/** Whether `name` is a regular file of the folder (a folder holds a few files: a search beats building a set). */
export function isRegularFile(files: readonly FolderFile[], name: string): boolean {
  return files.some((file) => file.path === name && file.kind === 'file');
}
