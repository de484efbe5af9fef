/**
 * Every class of change to a tool surface, one rule id each, riskiest first: the order of the PR comment's table.
 * What a class means is in its rule's description (src/rules/smoke/surface-changes.ts).
 */
export const SURFACE_CHANGE_CLASSES = [
  'surface-tool-added',
  'surface-read-only-hint',
  'surface-destructive-hint',
  'surface-input-widened',
  'surface-instructions',
  'surface-tool-text',
  'surface-tool-renamed',
  'surface-open-world-hint',
  'surface-idempotent-hint',
  'surface-input-changed',
  'surface-output-schema',
  'surface-input-narrowed',
  'surface-tool-removed',
  'surface-eras',
] as const;

/**
 * Every rule id the pipeline can emit, by phase. A new rule adds its id here first (so a finding cannot carry a
 * misspelt id), then its file and its place in src/rules/registry.ts; see docs/rules.md, "Adding a rule".
 */
export const RULE_IDS = [
  // load: reading the catalog's JSON files
  'missing-manifest',
  'json-syntax',
  'schema',
  // connector: each connector whose two manifests loaded
  'id-matches-folder',
  'manifests-agree',
  'connector-kind',
  'remote-origin',
  'requires-matches',
  'min-runtime',
  'auth-delivery',
  'placeholders',
  'verify-file',
  'llm-description',
  'tool-entries',
  'npm-pins-agree',
  'npm-engines-node',
  'npm-lockfile',
  'icons',
  'placeholder-icon',
  'folder-files',
  'active-files',
  'vendored-copy',
  'tools-lock',
  'npm-dependency-file',
  'npm-dependency-link',
  'npm-dependency-git',
  'npm-dependency-tarball',
  'requirements-option',
  'requirements-path',
  'dependency-spec',
  'sbom',
  'dependency-license',
  // catalog: the catalog as a whole
  'index-lists-folders',
  'compile',
  'index-stale',
  'tool-name-shadows',
  'secret-variable-unique',
  // version: each connector against the base revision
  'version-not-bumped',
  'contract-changed-without-bump',
  'version-decreased',
  'version-skipped',
  'version-bump-without-change',
  'version-string-not-increased',
  'release-date-unchanged',
  'release-date-in-future',
  'release-date-before-base',
  'new-connector-version',
  'removed-connector-still-indexed',
  'renamed-connector',
  'removed-leftover',
  // smoke: what the sandboxed run of a connector observed
  'dependency-install',
  'server-config',
  'server-start',
  'min-runtime-strict',
  'initialize-timeout',
  'initialize-result',
  'server-discover-revision',
  'tools-list',
  'era-surface',
  'tool-shape',
  'tool-name',
  'tool-friendly-name',
  'tool-description',
  'tool-input-schema',
  'tool-output-schema',
  'tool-schema-warning',
  'tools-match-manifest',
  // smoke: the live tool surface against tools.lock.json, and lints on it (src/tool-surface/)
  ...SURFACE_CHANGE_CLASSES,
  'tool-effect-hint',
  'tool-hides-from-user',
  'tool-points-at-secrets',
  'tool-name-spec',
  'hidden-unicode',
  'instruction-text',
  'stdout-pollution',
  'slow-exit',
  'secret-leak',
  'verify-output',
  'verify-exit-code',
  'verify-timeout',
  'verify-killed',
  'verify-accepts-canary',
  'verify-credentials',
  'verify-egress',
  'remote-config',
  'remote-handshake',
  // probe: what the weekly probe of remote connectors saw change since last week
  'tool-drift',
  // site: a served site as a host checks it (npm run check-site, the deploy's site-url; docs/trust.md)
  'site-index',
  'site-signature',
  'site-signature-missing',
  'site-index-older',
  'site-public-key',
  'site-path',
  'site-file-missing',
  'site-file-mismatch',
  'site-page-missing',
  'site-page-mismatch',
  'site-icon',
  'site-key-list',
  'site-release-key',
  'site-timestamp',
  'site-expired',
  'site-rollback',
  'site-headers',
  // version: the trust root guarded by the base branch (docs/trust.md)
  'trust-root',
  'trust-file-form',
  // the engine: a rule that crashed or returned something that is not a report
  'internal-error',
] as const;

export type RuleId = (typeof RULE_IDS)[number];

/** Which rules a run judges, by id (`--only`, `--except`; the actions' inputs `only` and `except`). */
export interface RuleSelection {
  /** Run only these rule ids. */
  only?: readonly string[];
  /** Skip these rule ids. */
  except?: readonly string[];
}

export function isRuleId(text: string): text is RuleId {
  return (RULE_IDS as readonly string[]).includes(text);
}
