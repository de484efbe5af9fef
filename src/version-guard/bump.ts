import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import semver from 'semver';
import { recompile } from '../catalog/compile.ts';
import { loadCatalog } from '../catalog/load.ts';
import { addDays, todayUtc } from '../catalog/release-date.ts';
import { SetupError, UsageError } from '../findings/errors.ts';
import type { Finding } from '../findings/finding.ts';
import { Git } from '../system/git.ts';
import { type GuardBase, resolveBase, short } from './base.ts';
import { locateCatalog, readCatalogAt } from './index.ts';
import type { ConnectorState } from './snapshot.ts';
import { readCatalogState } from './snapshot.ts';

export type BumpLevel = 'major' | 'minor' | 'patch';

interface BumpOptions {
  repoDir: string;
  /** Relative to repoDir. Default `connectors`. */
  catalogDir?: string;
  /** The connector folder. */
  id: string;
  /** Which part of version_string goes up. Default: patch, and an already raised version_string is kept. */
  level?: BumpLevel;
  /** An explicit base revision; otherwise chosen as the version guard chooses it. */
  base?: string;
  env?: NodeJS.ProcessEnv;
  /** Work out the bump and say it, writing nothing (`check --fix` plans with it). */
  dryRun?: boolean;
}

export interface VersionFields {
  version: number;
  version_string: string;
  version_release_date: string;
}

interface BumpResult {
  base: GuardBase;
  /** The version fields before and after; equal when there was nothing to do. */
  from: VersionFields;
  to: VersionFields;
  /** The manifests rewritten (in a dry run, that would be), relative to repoDir. */
  written: string[];
  /** Whether connectors.json was rewritten by the recompile. */
  indexWritten: boolean;
  /** Why connectors.json could not be recompiled (the catalog has other problems). */
  compileFindings: Finding[];
  /** What changes, against what: "weather: version 3 → 4, … (against the base …)". */
  change: string;
  /** One sentence for the maintainer: the change and the files written, or that there was nothing to do. */
  message: string;
}

/**
 * Raises a connector's version to one above the base's, with version_string and the date, in both
 * manifests, editing only those three values in the text; then recompiles connectors.json.
 * Idempotent: against the same base, a second run finds the work done and says so.
 */
export async function bumpConnector(options: BumpOptions): Promise<BumpResult> {
  const git = new Git(options.repoDir);
  try {
    return await bump(git, options);
  } finally {
    git.close();
  }
}

async function bump(git: Git, options: BumpOptions): Promise<BumpResult> {
  const base = await resolveBase(git, { base: options.base, env: options.env });
  const { catalogDir, catalogPath } = await locateCatalog(git, options);
  // Only this connector is read, at the base and now.
  const only = new Set([options.id]);
  const workingDir = path.join(options.repoDir, catalogDir);
  const connector = (await readCatalogState(workingDir, catalogDir, only)).connectors.get(options.id);
  if (!connector) {
    const known = [...(await loadCatalog(workingDir, catalogDir)).connectors.map((folder) => folder.folder)];
    throw new UsageError(
      `unknown connector "${options.id}": there is no folder ${catalogDir}/${options.id}; known: ${known.join(', ') || 'none'}`,
    );
  }
  const current = readableFields(connector);
  const atBase = base.rev ? (await readCatalogAt(git, base.rev, catalogPath, catalogDir, only)).connectors.get(options.id) : undefined;
  const baseName = base.rev ? `the base ${short(base.rev)}` : 'the first commit';
  const today = todayUtc();
  const target = atBase ? nextVersion(readableFields(atBase, 'at the base'), current, options.level, today) : { ...current, version: 1 };

  const written: string[] = [];
  for (const [file, document] of [
    [connector.fragmentFile, connector.fragment],
    [connector.manifestFile, connector.manifest],
  ] as const) {
    const text = setVersionFields(document!.text, target);
    if (text === document!.text) continue;
    if (!options.dryRun) await writeFile(path.join(options.repoDir, file), text);
    written.push(file);
  }
  const { indexWritten, compileFindings } = options.dryRun
    ? { indexWritten: false, compileFindings: [] }
    : await recompile(path.join(options.repoDir, catalogDir), catalogDir);

  const changes = (Object.keys(target) as (keyof VersionFields)[])
    .filter((field) => target[field] !== current[field])
    .map((field) => `${field} ${current[field]} → ${target[field]}`);
  const against = atBase
    ? `against ${baseName}, where it is version ${atBase.version}`
    : `"${options.id}" is new since ${baseName}, so it starts at version 1`;
  const change = `${options.id}: ${changes.join(', ') || 'both manifests now agree'} (${against})`;
  const message =
    written.length === 0
      ? `nothing to do: ${options.id} is already at version ${target.version} (${against})`
      : `${change}; wrote ${written.join(', ')}`;
  return { base, from: current, to: target, written, indexWritten, compileFindings, change, message };
}

/** Version base+1; version_string raised from the base's; the date today unless a valid new date is already there. */
function nextVersion(base: VersionFields, current: VersionFields, level: BumpLevel | undefined, today: string): VersionFields {
  const raisedAlready = current.version === base.version + 1;
  const keepString =
    level === undefined && semver.valid(current.version_string) !== null && semver.gt(current.version_string, base.version_string);
  const keepDate =
    raisedAlready && current.version_release_date > base.version_release_date && current.version_release_date <= addDays(today, 1);
  return {
    version: base.version + 1,
    version_string: keepString ? current.version_string : semver.inc(base.version_string, level ?? 'patch')!,
    version_release_date: keepDate ? current.version_release_date : today,
  };
}

function readableFields(connector: ConnectorState, where = ''): VersionFields {
  const problem =
    !connector.manifest || !connector.fragment
      ? 'a manifest is missing or is not valid JSON'
      : connector.version === undefined
        ? 'version is not a positive integer'
        : !connector.versionString || !semver.valid(connector.versionString)
          ? 'version_string is not a semantic version'
          : !connector.releaseDate
            ? 'version_release_date is missing'
            : undefined;
  if (problem) {
    throw new SetupError(
      `cannot bump "${connector.folder}"${where ? ` ${where}` : ''}: in ${connector.manifestFile}, ${problem}; ` +
        'fix it first (npm run check says how)',
    );
  }
  return { version: connector.version!, version_string: connector.versionString!, version_release_date: connector.releaseDate! };
}

/** Sets the three values in the text itself, so every other byte (indentation, key order, line ends) stays. */
export function setVersionFields(text: string, fields: VersionFields): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  const formattingOptions = { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol };
  let out = text;
  for (const [field, value] of Object.entries(fields)) out = applyEdits(out, modify(out, [field], value, { formattingOptions }));
  return out;
}
