// No imports: src/findings/rule-ids.ts lists these among every rule id.
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
  'surface-protocol-version',
] as const;
