import { addDays, report, type VersionRule } from './rule.ts';

export const releaseDateInFuture: VersionRule = {
  id: 'release-date-in-future',
  phase: 'version',
  severity: 'error',
  description:
    '`version_release_date` of a new or changed connector is not in the future ' +
    '(UTC, one day of slack for time zones), whether or not `version` changed',
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
