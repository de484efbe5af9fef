// The version phase, judged in one place: what the version guard observed of the working tree against its base,
// then every selected version rule once.
import type { Finding } from '../findings/finding.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { VERSION_PHASE_RULES } from '../rules/registry.ts';
import { newConnectorVersion } from '../rules/version/new-connector-version.ts';
import type { GuardBase } from '../version-guard/base.ts';
import { observeVersions, type VersionGuardOptions, type VersionObservation } from '../version-guard/index.ts';

export interface VersionGuardResult {
  findings: Finding[];
  base: GuardBase;
}

/** The version guard: observes the working tree against the base revision, then judges. */
export async function runVersionGuard(options: VersionGuardOptions & { selection?: RuleSelection }): Promise<VersionGuardResult> {
  const observed = await observeVersions(options);
  return { findings: await judgeVersions(observed, options.selection), base: observed.base };
}

/** The version rules over what the guard saw, through the one engine: selected, guarded, sorted. */
export function judgeVersions(observed: VersionObservation, selection?: RuleSelection): Promise<Finding[]> {
  return runRules({
    // The first commit has no base: only the starting version of each connector can be judged.
    rules: observed.base.rev ? VERSION_PHASE_RULES : [newConnectorVersion],
    inputs: [observed],
    selection,
    locate: (at) => at,
    origin: () => ({ file: observed.context.now.indexFile }),
  });
}
