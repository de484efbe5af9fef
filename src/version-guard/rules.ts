// The version rules, one file per rule id under rules/, listed here in the order their findings are produced.
import { contractChangedWithoutBump } from '../rules/version/contract-changed-without-bump.ts';
import { newConnectorVersion } from '../rules/version/new-connector-version.ts';
import { releaseDateBeforeBase } from '../rules/version/release-date-before-base.ts';
import { releaseDateInFuture } from '../rules/version/release-date-in-future.ts';
import { releaseDateUnchanged } from '../rules/version/release-date-unchanged.ts';
import { removedConnectorStillIndexed } from '../rules/version/removed-connector-still-indexed.ts';
import { renamedConnector } from '../rules/version/renamed-connector.ts';
import { versionBumpWithoutChange } from '../rules/version/version-bump-without-change.ts';
import { versionDecreased } from '../rules/version/version-decreased.ts';
import { versionNotBumped } from '../rules/version/version-not-bumped.ts';
import { versionSkipped } from '../rules/version/version-skipped.ts';
import { versionStringNotIncreased } from '../rules/version/version-string-not-increased.ts';
import type { VersionRule } from '../rules/version/rule.ts';

export { addDays, todayUtc, type GuardContext, type VersionInput, type VersionRule } from '../rules/version/rule.ts';
export { newConnectorVersion };

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
