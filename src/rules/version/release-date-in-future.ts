import { addDays } from '../../catalog/release-date.ts';
import { eachConnector, report, type VersionRule } from './rule.ts';

export const releaseDateInFuture: VersionRule = {
  id: 'release-date-in-future',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description:
    '`version_release_date` of a new or changed connector is not in the future ' +
    '(UTC, one day of slack for time zones), whether or not `version` changed',
  explain: {
    example:
      'connectors/alpha/connector.json:14:3  error  version_release_date: version_release_date 2999-01-01 is in the future (today is ' +
      '2026-12-01 UTC). Fix: set it to 2026-12-01 in both manifests; `npm run bump -- alpha --base ' +
      'b3cea2fa8237fcf04df5e1719df3387c969196cc` does it  [release-date-in-future]',
    fix: "set version_release_date to today's UTC date (or earlier) in both manifests; `npm run bump -- <id>` does it",
  },
  check: eachConnector(function* ({ comparison, context }) {
    const now = comparison.now;
    const date = now?.releaseDate;
    if (!now || !date || date <= addDays(context.today, 1)) return;
    yield report(now, 'connector', 'version_release_date', {
      message: `version_release_date ${date} is in the future (today is ${context.today} UTC)`,
      fix: `set it to ${context.today} in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  }),
};
