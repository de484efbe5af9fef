// What every version rule shares: its input, where its findings point, and the fix that bumps.
import type { Location, Report } from '../../findings/finding.ts';
import { type ConnectorComparison, fieldLocation } from '../../version-guard/compare.ts';
import type { GuardContext, VersionObservation } from '../../version-guard/index.ts';
import type { ConnectorState } from '../../version-guard/snapshot.ts';
import type { Rule } from '../rule.ts';

/** A version rule looks at what the version guard saw of the working tree against the base revision. */
export type VersionRule = Rule<'version', VersionObservation, Location>;

/** What most version rules look at: one connector of the working tree beside the same connector at the base. */
interface VersionInput {
  comparison: ConnectorComparison;
  context: GuardContext;
}

/** The check of a rule that judges one connector at a time: run over each connector the guard compared. */
export function eachConnector(check: (input: VersionInput) => Iterable<Report>): VersionRule['check'] {
  return function* ({ comparisons, context }) {
    for (const comparison of comparisons) yield* check({ comparison, context });
  };
}

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
