// The version phase, judged in one place: what the version guard observed of the working tree against its base,
// then every selected version rule once.
import type { Finding } from '../findings/finding.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { VERSION_PHASE_RULES } from '../rules/registry.ts';
import type { Need } from '../rules/rule.ts';
import type { GuardBase } from '../version-guard/base.ts';
import { observeVersions, type VersionGuardOptions, type VersionObservation } from '../version-guard/index.ts';
import { assertSelectable, chooseRules } from './selection.ts';

export interface VersionGuardResult {
  findings: Finding[];
  base: GuardBase;
}

/** The version guard alone (`check --fix` plans its bumps with it): observes the working tree against the base, then judges. */
export async function runVersionGuard(options: VersionGuardOptions & { selection?: RuleSelection }): Promise<VersionGuardResult> {
  assertSelectable(options.selection ?? {}, ['version']);
  const observed = await observeVersions(options);
  return { findings: await judgeVersions(observed, options.selection), base: observed.base };
}

/**
 * The selected version rules over what the guard saw, through the one engine: guarded, sorted. On the repository's
 * first commit there is no base revision: only the rules that need none run (a new connector's version).
 */
export function judgeVersions(observed: VersionObservation, selection: RuleSelection = {}): Promise<Finding[]> {
  const can = new Set<Need>(observed.base.rev ? ['git-history', 'base-revision'] : ['git-history']);
  return runRules({
    rules: chooseRules(VERSION_PHASE_RULES, selection, can),
    inputs: [observed],
    locate: (at) => at,
    origin: () => ({ file: observed.context.now.indexFile }),
  });
}
