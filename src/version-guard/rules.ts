import semver from 'semver';
import type { Location, Report } from '../findings.ts';
import type { Rule } from '../rules/rule.ts';
import { describeChanges, fieldLocation, type ConnectorComparison } from './compare.ts';
import type { CatalogState, ConnectorState } from './snapshot.ts';

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
function versions(
  comparison: ConnectorComparison,
): { base: ConnectorState & { version: number }; now: ConnectorState & { version: number } } | undefined {
  const { base, now } = comparison;
  if (base?.version === undefined || now?.version === undefined) return undefined;
  return { base: base as ConnectorState & { version: number }, now: now as ConnectorState & { version: number } };
}

function versionChanged(comparison: ConnectorComparison): ReturnType<typeof versions> {
  const pair = versions(comparison);
  return pair && pair.now.version !== pair.base.version ? pair : undefined;
}

function report(state: ConnectorState, manifest: 'connector' | 'fragment', field: string, text: { message: string; fix: string }): Report {
  return { at: { connector: state.folder, ...fieldLocation(state, manifest, field) }, ...text };
}

function bumpFix(comparison: ConnectorComparison, context: GuardContext, base: number): string {
  return `run \`${context.bumpCommand(comparison.folder)}\`: it sets version ${base + 1} (one above ${context.baseName}), raises version_string, sets today's date in both manifests, and recompiles connectors.json`;
}

function renameNote(comparison: ConnectorComparison): string {
  const rename = comparison.rename;
  if (!rename) return '';
  return ` It looks like "${rename.from}" renamed to "${rename.to}" (${rename.evidence}): a rename is a removal of "${rename.from}" plus a new connector "${rename.to}".`;
}

export const versionNotBumped: VersionRule = {
  id: 'version-not-bumped',
  phase: 'version',
  severity: 'error',
  description: 'A connector whose files changed (added, removed or modified) carries a new version',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version !== pair.base.version || comparison.changedFiles.length === 0) return;
    yield report(pair.now, 'connector', 'version', {
      message: `files changed since ${context.baseName} (${describeChanges(comparison.changedFiles)}) but version is still ${pair.now.version}: hosts that cached version ${pair.now.version} would keep the old files`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};

export const contractChangedWithoutBump: VersionRule = {
  id: 'contract-changed-without-bump',
  phase: 'version',
  severity: 'error',
  description:
    'A change to what fragment.json tells hosts to run or show (type, scope, auth, requires, tools) carries a new version; wording (name, user_description, tags) does not need one',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    const [first] = comparison.changedContract;
    if (!pair || pair.now.version !== pair.base.version || first === undefined) return;
    yield report(pair.now, 'fragment', first, {
      message: `fragment.json changed ${comparison.changedContract.join(', ')} since ${context.baseName}, which hosts run or show, but version is still ${pair.now.version}`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};

export const versionDecreased: VersionRule = {
  id: 'version-decreased',
  phase: 'version',
  severity: 'error',
  description: '`version` never goes down',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version >= pair.base.version) return;
    yield report(pair.now, 'connector', 'version', {
      message: `version went down from ${pair.base.version} at ${context.baseName} to ${pair.now.version}: hosts that cached ${pair.base.version} would never update`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};

export const versionSkipped: VersionRule = {
  id: 'version-skipped',
  phase: 'version',
  severity: 'error',
  description: '`version` goes up by exactly one against the base',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version <= pair.base.version + 1) return;
    yield report(pair.now, 'connector', 'version', {
      message: `version went from ${pair.base.version} at ${context.baseName} to ${pair.now.version}: it goes up by exactly one per change`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};

export const versionBumpWithoutChange: VersionRule = {
  id: 'version-bump-without-change',
  phase: 'version',
  severity: 'warning',
  description: '`version` goes up only when files or the fragment.json contract changed (a bump with nothing to ship)',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version <= pair.base.version || comparison.changedFiles.length > 0 || comparison.changedContract.length > 0)
      return;
    const base = pair.base;
    yield report(pair.now, 'connector', 'version', {
      message: `version went from ${base.version} to ${pair.now.version} but no file and no contract field changed since ${context.baseName}: hosts would download the same files again`,
      fix: `put back version ${base.version}, version_string ${JSON.stringify(base.versionString)} and version_release_date ${JSON.stringify(base.releaseDate)} in both manifests, unless a change is still coming`,
    });
  },
};

export const versionStringNotIncreased: VersionRule = {
  id: 'version-string-not-increased',
  phase: 'version',
  severity: 'error',
  description: 'When `version` changes, `version_string` becomes a strictly greater semver',
  *check({ comparison, context }) {
    const pair = versionChanged(comparison);
    const [before, after] = [pair?.base.versionString, pair?.now.versionString];
    // Not semver on either side: the schema rule reports that.
    if (!pair || !before || !after || !semver.valid(before) || !semver.valid(after) || semver.gt(after, before)) return;
    yield report(pair.now, 'connector', 'version_string', {
      message: `version changed to ${pair.now.version} but version_string ${after} is not greater than ${before} at ${context.baseName}`,
      fix: `set it to ${semver.inc(before, 'patch')} (or ${semver.inc(before, 'minor')}, ${semver.inc(before, 'major')}) in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  },
};

export const releaseDateUnchanged: VersionRule = {
  id: 'release-date-unchanged',
  phase: 'version',
  severity: 'error',
  description:
    "When `version` changes, `version_release_date` changes with it (unless the base's date is today: a second release the same UTC day)",
  *check({ comparison, context }) {
    const pair = versionChanged(comparison);
    if (!pair?.now.releaseDate || pair.now.releaseDate !== pair.base.releaseDate || pair.now.releaseDate >= context.today) return;
    yield report(pair.now, 'connector', 'version_release_date', {
      message: `version changed to ${pair.now.version} but version_release_date is still ${pair.now.releaseDate}, as at ${context.baseName}`,
      fix: `set it to today, ${context.today}, in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  },
};

export const releaseDateInFuture: VersionRule = {
  id: 'release-date-in-future',
  phase: 'version',
  severity: 'error',
  description:
    '`version_release_date` of a new or changed connector is not in the future (UTC, one day of slack for time zones), whether or not `version` changed',
  *check({ comparison, context }) {
    const now = comparison.now;
    const date = now?.releaseDate;
    if (!now || !date || date <= addDays(context.today, 1)) return;
    yield report(now, 'connector', 'version_release_date', {
      message: `version_release_date ${date} is in the future (today is ${context.today} UTC)`,
      fix: `set it to ${context.today} in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  },
};

export const releaseDateBeforeBase: VersionRule = {
  id: 'release-date-before-base',
  phase: 'version',
  severity: 'error',
  description: "When `version` changes, `version_release_date` is not older than the base's date",
  *check({ comparison, context }) {
    const pair = versionChanged(comparison);
    const [before, after] = [pair?.base.releaseDate, pair?.now.releaseDate];
    if (!pair || !before || !after || after >= before) return;
    yield report(pair.now, 'connector', 'version_release_date', {
      message: `version_release_date ${after} is older than ${before}, the date of version ${pair.base.version} at ${context.baseName}`,
      fix: `set it to today, ${context.today}, in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  },
};

export const newConnectorVersion: VersionRule = {
  id: 'new-connector-version',
  phase: 'version',
  severity: 'error',
  description: 'A connector that is not in the base starts at version 1 (a renamed one too: a rename is a removal plus a new connector)',
  *check({ comparison, context }) {
    const now = comparison.now;
    if (comparison.base || now?.version === undefined || now.version === 1) return;
    yield report(now, 'connector', 'version', {
      message: `"${comparison.folder}" is not in ${context.baseName} and starts at version ${now.version}; a new connector starts at version 1.${renameNote(comparison)}`,
      fix: 'set version to 1 in both manifests',
    });
  },
};

export const removedConnectorStillIndexed: VersionRule = {
  id: 'removed-connector-still-indexed',
  phase: 'version',
  severity: 'error',
  description: 'A connector whose folder was removed is also gone from index.json',
  *check({ comparison, context }) {
    const ids = context.now.indexIds;
    if (!comparison.base || comparison.now || !ids?.includes(comparison.folder)) return;
    const at = ids.indexOf(comparison.folder);
    yield {
      at: { connector: comparison.folder, file: context.now.indexFile, position: context.now.index?.positionOf([at]) },
      message: `the folder of "${comparison.folder}" was removed since ${context.baseName} but index.json still lists it.${renameNote(comparison)}`,
      fix: `remove "${comparison.folder}" from index.json${comparison.rename ? ` (and list "${comparison.rename.to}")` : ''}, then run \`npm run compile\``,
    };
  },
};

export const renamedConnector: VersionRule = {
  id: 'renamed-connector',
  phase: 'version',
  severity: 'warning',
  description:
    'A folder removed and one added with the same files or name: reported as a removal plus a new connector, since hosts that installed the old id do not follow the new one',
  *check({ comparison, context }) {
    const rename = comparison.rename;
    if (!rename || !comparison.now) return;
    yield report(comparison.now, 'connector', 'id', {
      message: `"${rename.to}" looks like "${rename.from}" renamed (${rename.evidence}) since ${context.baseName}. A rename is a removal of "${rename.from}" plus a new connector "${rename.to}" at version 1: hosts that installed "${rename.from}" lose it and must add "${rename.to}"`,
      fix: `keep the folder "${rename.from}" if existing users must keep it; otherwise nothing to do`,
    });
  },
};

/** Every version rule, in the order findings are produced. */
export const VERSION_RULES: readonly VersionRule[] = [
  versionNotBumped,
  contractChangedWithoutBump,
  versionDecreased,
  versionSkipped,
  versionBumpWithoutChange,
  versionStringNotIncreased,
  releaseDateUnchanged,
  releaseDateInFuture,
  releaseDateBeforeBase,
  newConnectorVersion,
  removedConnectorStillIndexed,
  renamedConnector,
];

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
