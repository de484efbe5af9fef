// What every version rule shares: its input, where its findings point, and the fix that bumps.
import type { Location, Report } from '../../findings/finding.ts';
import { type ConnectorComparison, fieldLocation } from '../../version-guard/compare.ts';
import type { CatalogState, ConnectorState } from '../../version-guard/snapshot.ts';
import type { Rule } from '../rule.ts';

export interface GuardContext {
  /** How messages name the base: "the base 1a2b3c4d5e6f". */
  baseName: string;
  /** Today's date in UTC, YYYY-MM-DD. */
  today: string;
  now: CatalogState;
  /** The command that fixes a version problem of this connector. */
  bumpCommand(folder: string): string;
}

/** What a version rule looks at: one connector of the working tree beside the same connector at the base. */
export interface VersionInput {
  comparison: ConnectorComparison;
  context: GuardContext;
}

export type VersionRule = Rule<'version', VersionInput, Location>;

/** Comparisons where both sides have a readable integer version (the schema rule reports the others). */
export function versions(
  comparison: ConnectorComparison,
): { base: ConnectorState & { version: number }; now: ConnectorState & { version: number } } | undefined {
  const { base, now } = comparison;
  if (base?.version === undefined || now?.version === undefined) return undefined;
  return { base: base as ConnectorState & { version: number }, now: now as ConnectorState & { version: number } };
}

export function versionChanged(comparison: ConnectorComparison): ReturnType<typeof versions> {
  const pair = versions(comparison);
  return pair && pair.now.version !== pair.base.version ? pair : undefined;
}

export function report(
  state: ConnectorState,
  manifest: 'connector' | 'fragment',
  field: string,
  text: { message: string; fix: string },
): Report {
  return { at: { connector: state.folder, ...fieldLocation(state, manifest, field) }, ...text };
}

export function bumpFix(comparison: ConnectorComparison, context: GuardContext, base: number): string {
  return (
    `run \`${context.bumpCommand(comparison.folder)}\`: it sets version ${base + 1} (one above ${context.baseName}), ` +
    `raises version_string, sets today's date in both manifests, and recompiles connectors.json`
  );
}

export function renameNote(comparison: ConnectorComparison): string {
  const rename = comparison.rename;
  if (!rename) return '';
  return (
    ` It looks like "${rename.from}" renamed to "${rename.to}" (${rename.evidence}): ` +
    `a rename is a removal of "${rename.from}" plus a new connector "${rename.to}".`
  );
}
