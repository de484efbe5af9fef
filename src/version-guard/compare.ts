import { applyEdits, modify } from 'jsonc-parser';
import type { Position } from '../json/document.ts';
import { type CatalogState, CONTRACT_FIELDS, type ConnectorState, type ContractField, VERSION_FIELDS } from './snapshot.ts';

interface FileChange {
  path: string;
  change: 'added' | 'removed' | 'modified';
}

/** One connector folder, at the base and now. A folder only now is new; a folder only at the base was removed. */
export interface ConnectorComparison {
  folder: string;
  base?: ConnectorState;
  now?: ConnectorState;
  /** Shipped files that differ; connector.json counts only when more than its three version fields changed. */
  changedFiles: FileChange[];
  /** fragment.json contract fields whose value changed. */
  changedContract: ContractField[];
  /** Set on a removed folder and on a new folder that look like one connector renamed. */
  rename?: { from: string; to: string; evidence: string };
}

export function compareCatalogs(base: CatalogState, now: CatalogState): ConnectorComparison[] {
  const folders = [...new Set([...base.connectors.keys(), ...now.connectors.keys()])].sort();
  const comparisons = folders.map((folder): ConnectorComparison => {
    const before = base.connectors.get(folder);
    const after = now.connectors.get(folder);
    return {
      folder,
      base: before,
      now: after,
      changedFiles: before && after ? changedFiles(before, after) : [],
      changedContract: before && after ? CONTRACT_FIELDS.filter((field) => before.contract[field] !== after.contract[field]) : [],
    };
  });
  pairRenames(comparisons);
  return comparisons;
}

function changedFiles(base: ConnectorState, now: ConnectorState): FileChange[] {
  const out: FileChange[] = [];
  for (const [file, digest] of now.files) {
    const old = base.files.get(file);
    if (!old) out.push({ path: file, change: 'added' });
    else if (old.sha256 !== digest.sha256 && !(file === 'connector.json' && onlyVersionFieldsDiffer(base, now)))
      out.push({ path: file, change: 'modified' });
  }
  for (const file of base.files.keys()) if (!now.files.has(file)) out.push({ path: file, change: 'removed' });
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A bump rewrites connector.json, so its hash always changes with the version. It counts as a
 * changed file only if putting the base's three version values back does not give the base's bytes.
 */
function onlyVersionFieldsDiffer(base: ConnectorState, now: ConnectorState): boolean {
  if (!base.manifest || !now.manifest) return false;
  const baseValues = base.manifest.value as Record<string, unknown>;
  let text = now.manifest.text;
  for (const field of VERSION_FIELDS) {
    if (!(field in baseValues) || !now.manifest.has([field])) continue;
    text = applyEdits(text, modify(text, [field], baseValues[field], {}));
  }
  return text === base.manifest.text;
}

/** Pairs each removed folder with a new one that ships the same files (connector.json aside) or carries the same name. */
function pairRenames(comparisons: ConnectorComparison[]): void {
  const removed = comparisons.filter((c) => c.base && !c.now);
  const added = comparisons.filter((c) => !c.base && c.now);
  for (const gone of removed) {
    for (const fresh of added) {
      if (fresh.rename) continue;
      const evidence = sameFiles(gone.base!, fresh.now!)
        ? 'the same files'
        : gone.base!.name !== undefined && gone.base!.name === fresh.now!.name
          ? `the same name "${fresh.now!.name}"`
          : undefined;
      if (!evidence) continue;
      gone.rename = fresh.rename = { from: gone.folder, to: fresh.folder, evidence };
      break;
    }
  }
}

function sameFiles(a: ConnectorState, b: ConnectorState): boolean {
  const fingerprint = (state: ConnectorState) =>
    [...state.files]
      .filter(([file]) => file !== 'connector.json')
      .map(([file, digest]) => `${file}:${digest.sha256}`)
      .join('\n');
  const left = fingerprint(a);
  return left !== '' && left === fingerprint(b);
}

/** Where a field of a manifest sits, for a finding. */
export function fieldLocation(
  state: ConnectorState,
  manifest: 'connector' | 'fragment',
  field: string,
): { file: string; position?: Position; field: string } {
  const document = manifest === 'connector' ? state.manifest : state.fragment;
  return { file: manifest === 'connector' ? state.manifestFile : state.fragmentFile, position: document?.positionOf([field]), field };
}

export function describeChanges(changes: readonly FileChange[]): string {
  return changes.map((change) => `${change.path} ${change.change}`).join(', ');
}
