// The one registry: every rule of every phase, each phase's list in the order its findings are easiest to act on.
// docs/rules.md, --explain and the rules meta-test read RULES; each phase's runner reads its own list.

import type { CatalogRule, ConnectorRule, LoadRule, Phase, Rule } from './rule.ts';
import type { SiteRule } from './site/rule.ts';
import { siteFileMismatch } from './site/site-file-mismatch.ts';
import { siteFileMissing } from './site/site-file-missing.ts';
import { siteHeaders } from './site/site-headers.ts';
import { siteIcon } from './site/site-icon.ts';
import { siteIndex } from './site/site-index.ts';
import { siteIndexOlder } from './site/site-index-older.ts';
import { sitePageMismatch } from './site/site-page-mismatch.ts';
import { sitePageMissing } from './site/site-page-missing.ts';
import { sitePath } from './site/site-path.ts';
import { sitePublicKey } from './site/site-public-key.ts';
import { siteSignature } from './site/site-signature.ts';
import { siteSignatureMissing } from './site/site-signature-missing.ts';
import { siteExpired, siteKeyList, siteReleaseKey, siteRollback, siteTimestamp } from './site/trust-rules.ts';
import { dependencyInstall } from './smoke/dependency-install.ts';
import { eraSurface } from './smoke/era-surface.ts';
import { hiddenUnicode } from './smoke/hidden-unicode.ts';
import { initializeResult } from './smoke/initialize-result.ts';
import { initializeTimeout } from './smoke/initialize-timeout.ts';
import { instructionText } from './smoke/instruction-text.ts';
import { minRuntimeStrict } from './smoke/min-runtime-strict.ts';
import { remoteConfig } from './smoke/remote-config.ts';
import { remoteHandshake } from './smoke/remote-handshake.ts';
import type { SmokeRule } from './smoke/rule.ts';
import { secretLeak } from './smoke/secret-leak.ts';
import { serverConfig } from './smoke/server-config.ts';
import { serverDiscoverRevision } from './smoke/server-discover-revision.ts';
import { serverStart } from './smoke/server-start.ts';
import { slowExit } from './smoke/slow-exit.ts';
import { stdoutPollution } from './smoke/stdout-pollution.ts';
import { SURFACE_RULES } from './smoke/surface-changes.ts';
import { SURFACE_LINTS } from './smoke/surface-lints.ts';
import { toolDescription } from './smoke/tool-description.ts';
import { toolFriendlyName } from './smoke/tool-friendly-name.ts';
import { toolInputSchema } from './smoke/tool-input-schema.ts';
import { toolName } from './smoke/tool-name.ts';
import { toolOutputSchema } from './smoke/tool-output-schema.ts';
import { toolSchemaWarning } from './smoke/tool-schema-warning.ts';
import { toolShape } from './smoke/tool-shape.ts';
import { toolsList } from './smoke/tools-list.ts';
import { toolsMatchManifest } from './smoke/tools-match-manifest.ts';
import { verifyAcceptsCanary } from './smoke/verify-accepts-canary.ts';
import { verifyCredentials } from './smoke/verify-credentials.ts';
import { verifyEgress } from './smoke/verify-egress.ts';
import { verifyExitCode } from './smoke/verify-exit-code.ts';
import { verifyKilled } from './smoke/verify-killed.ts';
import { verifyOutput } from './smoke/verify-output.ts';
import { verifyTimeout } from './smoke/verify-timeout.ts';
import { activeFiles } from './static/active-files.ts';
import { authDelivery } from './static/auth-delivery.ts';
import { compile } from './static/compile.ts';
import { connectorKind } from './static/connector-kind.ts';
import { dependencyLicense } from './static/dependency-license.ts';
import { folderFiles } from './static/folder-files.ts';
import { icons } from './static/icons.ts';
import { idMatchesFolder } from './static/id-matches-folder.ts';
import { indexListsFolders } from './static/index-lists-folders.ts';
import { indexStale } from './static/index-stale.ts';
import { jsonSyntax } from './static/json-syntax.ts';
import { llmDescription } from './static/llm-description.ts';
import { manifestsAgree } from './static/manifests-agree.ts';
import { minRuntime } from './static/min-runtime.ts';
import { missingManifest } from './static/missing-manifest.ts';
import { npmEnginesNode } from './static/npm-engines-node.ts';
import { npmLockfile } from './static/npm-lockfile.ts';
import { npmPinsAgree } from './static/npm-pins-agree.ts';
import { placeholderIcon } from './static/placeholder-icon.ts';
import { placeholders } from './static/placeholders.ts';
import { REGISTRY_DEPENDENCY_RULES } from './static/registry-dependencies.ts';
import { remoteOrigin } from './static/remote-origin.ts';
import { requiresMatches } from './static/requires-matches.ts';
import { sbom } from './static/sbom.ts';
import { schema } from './static/schema.ts';
import { secretVariables } from './static/secret-variables.ts';
import { toolEntries } from './static/tool-entries.ts';
import { toolNameShadows } from './static/tool-name-shadows.ts';
import { toolsLock } from './static/tools-lock.ts';
import { vendoredCopy } from './static/vendored-copy.ts';
import { verifyFile } from './static/verify-file.ts';
import { contractChangedWithoutBump } from './version/contract-changed-without-bump.ts';
import { LOCK_REVIEW_RULES } from './version/lock-review.ts';
import { newConnectorVersion } from './version/new-connector-version.ts';
import { releaseDateBeforeBase } from './version/release-date-before-base.ts';
import { releaseDateInFuture } from './version/release-date-in-future.ts';
import { releaseDateUnchanged } from './version/release-date-unchanged.ts';
import { removedConnectorStillIndexed } from './version/removed-connector-still-indexed.ts';
import { removedLeftover } from './version/removed-leftover.ts';
import { renamedConnector } from './version/renamed-connector.ts';
import type { VersionRule } from './version/rule.ts';
import { trustFileForm } from './version/trust-file-form.ts';
import { trustRoot } from './version/trust-root.ts';
import { versionBumpWithoutChange } from './version/version-bump-without-change.ts';
import { versionDecreased } from './version/version-decreased.ts';
import { versionNotBumped } from './version/version-not-bumped.ts';
import { versionSkipped } from './version/version-skipped.ts';
import { versionStringNotIncreased } from './version/version-string-not-increased.ts';
import { toolDriftRule } from './weekly/tool-drift.ts';

export const LOAD_RULES: readonly LoadRule[] = [missingManifest, jsonSyntax, schema];

export const CONNECTOR_RULES: readonly ConnectorRule[] = [
  idMatchesFolder,
  manifestsAgree,
  connectorKind,
  remoteOrigin,
  requiresMatches,
  minRuntime,
  authDelivery,
  placeholders,
  verifyFile,
  llmDescription,
  toolEntries,
  toolsLock,
  npmPinsAgree,
  npmEnginesNode,
  npmLockfile,
  icons,
  placeholderIcon,
  folderFiles,
  activeFiles,
  vendoredCopy,
  ...REGISTRY_DEPENDENCY_RULES,
  sbom,
  dependencyLicense,
];

export const CATALOG_RULES: readonly CatalogRule[] = [indexListsFolders, compile, indexStale, toolNameShadows, secretVariables];

/** The version guard's rules, in the order findings are produced. */
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

/** The version phase: the guard's rules, a removed connector's leftovers, the trust root, the review of changed locks. */
export const VERSION_PHASE_RULES: readonly VersionRule[] = [
  ...VERSION_RULES,
  removedLeftover,
  trustRoot,
  trustFileForm,
  ...LOCK_REVIEW_RULES,
];

/** Every smoke rule, in the order a connector's run meets them. */
export const SMOKE_RULES: readonly SmokeRule[] = [
  dependencyInstall,
  serverConfig,
  serverStart,
  minRuntimeStrict,
  initializeTimeout,
  initializeResult,
  serverDiscoverRevision,
  toolsList,
  eraSurface,
  toolShape,
  toolName,
  toolFriendlyName,
  toolDescription,
  toolInputSchema,
  toolOutputSchema,
  toolSchemaWarning,
  hiddenUnicode,
  instructionText,
  ...SURFACE_LINTS,
  toolsMatchManifest,
  ...SURFACE_RULES,
  stdoutPollution,
  slowExit,
  secretLeak,
  verifyOutput,
  verifyExitCode,
  verifyTimeout,
  verifyKilled,
  verifyAcceptsCanary,
  verifyCredentials,
  verifyEgress,
  remoteConfig,
  remoteHandshake,
];

/** What judges a connector on a target its min_runtime excludes: it was only started there, to see whether it would run. */
export const EXCLUDED_TARGET_RULES: readonly SmokeRule[] = [minRuntimeStrict];

/** The weekly probe's own rules, beside the smoke rules it runs too. */
export const WEEKLY_RULES: readonly (typeof toolDriftRule)[] = [toolDriftRule];

/** Every site rule, in the order a host meets what they check: the index, its signature, the key, the files. */
export const SITE_RULES: readonly SiteRule[] = [
  siteIndex,
  siteKeyList,
  siteSignatureMissing,
  siteSignature,
  siteReleaseKey,
  siteTimestamp,
  siteExpired,
  siteRollback,
  siteIndexOlder,
  sitePublicKey,
  sitePath,
  siteFileMissing,
  siteFileMismatch,
  sitePageMissing,
  sitePageMismatch,
  siteIcon,
  siteHeaders,
];

/** The rules each phase judges with: what --only and --except may name, for a command that runs the phase. */
export const RULES_BY_PHASE: Readonly<Record<Phase, readonly Rule[]>> = {
  load: LOAD_RULES,
  connector: CONNECTOR_RULES,
  catalog: CATALOG_RULES,
  version: VERSION_PHASE_RULES,
  smoke: SMOKE_RULES,
  weekly: WEEKLY_RULES,
  site: SITE_RULES,
};

/** Every rule of every phase, each id once: what --explain, docs/rules.md and the rules meta-test see. */
export const RULES: readonly Rule[] = Object.values(RULES_BY_PHASE)
  .flat()
  .filter((rule) => !(LOCK_REVIEW_RULES as readonly Rule[]).includes(rule));
