import { SITE_RULES } from '../deploy/site-rules/index.ts';
import { trustRoot } from '../deploy/trust-root-guard.ts';
import { toolDriftRule } from '../probe/tool-drift.ts';
import { SMOKE_RULES } from '../smoke/rules/index.ts';
import type { Rule } from './rule.ts';
import { CATALOG_RULES, CONNECTOR_RULES, LOAD_RULES, VERSION_PHASE_RULES } from './static-rules.ts';

/** Every rule of every phase: what --explain, docs/rules.md and the rules meta-test see. */
export const RULES: readonly Rule[] = [
  ...LOAD_RULES,
  ...CONNECTOR_RULES,
  ...CATALOG_RULES,
  ...VERSION_PHASE_RULES,
  ...SMOKE_RULES,
  toolDriftRule,
  ...SITE_RULES,
  trustRoot,
];
