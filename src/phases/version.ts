// The version phase: what the version guard observed of the working tree against its base, judged once.
import type { Finding } from '../findings/finding.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { VERSION_PHASE_RULES } from '../rules/registry.ts';
import type { GuardBase } from '../version-guard/base.ts';
import { observeVersions, type VersionGuardOptions, type VersionObservation } from '../version-guard/index.ts';
import { assertSelectable, chooseRules, needsMet } from './selection.ts';

interface VersionGuardResult {
  findings: Finding[];
  base: GuardBase;
}

/** The version guard alone (`check --fix` plans its bumps with it): observes the working tree against the base, then judges. */
export async function runVersionGuard(options: VersionGuardOptions & { selection?: RuleSelection }): Promise<VersionGuardResult> {
  assertSelectable(options.selection ?? {}, ['version']);
  const observed = await observeVersions(options);
  return { findings: await judgeVersions(observed, options.selection), base: observed.base };
}

/** The chosen version rules over what the guard saw; with no base (the first commit), those that need none. */
export function judgeVersions(observed: VersionObservation, selection: RuleSelection = {}): Promise<Finding[]> {
  return runRules({
    rules: chooseRules(VERSION_PHASE_RULES, selection, needsMet({ 'git-history': true, 'base-revision': observed.base.rev })),
    inputs: [observed],
    locate: (at) => at,
    origin: () => ({ file: observed.context.now.indexFile }),
  });
}
