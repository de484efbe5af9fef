// Which rules a run judges: those of its command's phases that --only/--except select and whose needs it can meet.
// A selection that names nothing the command can run is a usage error (exit 64) that says why, never silence.
import { UsageError } from '../findings/errors.ts';
import { isRuleId, RULE_IDS, type RuleId, type RuleSelection } from '../findings/rule-ids.ts';
import { INTERNAL_ERROR } from '../rules/engine.ts';
import { RULES_BY_PHASE } from '../rules/registry.ts';
import type { Need, Phase, Rule } from '../rules/rule.ts';

export const CHECK_PHASES: readonly Phase[] = ['load', 'connector', 'catalog', 'version'];
export const SMOKE_PHASES: readonly Phase[] = ['load', 'smoke'];

/** The command that runs a phase's rules, up to its --only, when it is not `npm run check`. */
const COMMAND_OF: Partial<Record<Phase, string>> = { smoke: 'npm run smoke --', site: 'npm run check-site -- URL|DIR' };

/** Why a run cannot meet a need: said when --only names a rule that has it. */
const UNMET: Record<Need, string> = {
  compile: 'it needs connectors.json compiled from the catalog, which this command does not do',
  'git-history':
    'it compares the catalog with its base revision, and the version guard is off (--no-version-guard, action input version-guard)',
  'base-revision': "it compares the catalog with its base revision, and this is the repository's first commit: there is none",
  'remote-server': 'it judges a remote server, and remote probing is off: add --remote',
  'live-verify': "it judges a verify run with a connector's real secrets, which only the weekly probe does (npm run probe-remote)",
  'http-headers': "it judges the headers a web server sends: give the site's URL, not a directory",
  'pinned-root': 'it judges the site by a pinned root: add --root FILE',
  'held-index': 'it compares the served index with the one a host holds: add --held FILE',
};

/** Every need: what a judge over a given observation meets (the observation holds whatever was seen). */
export const EVERY_NEED: ReadonlySet<Need> = new Set(Object.keys(UNMET) as Need[]);

export class UnknownRuleError extends UsageError {
  constructor(id: string) {
    super(`unknown rule "${id}"; known rules: ${[...RULE_IDS].sort().join(', ')} (docs/rules.md says what each checks)`);
  }
}

/** Never when --except names the rule; else when --only names it, or (no --only) unless it is off by default. */
export function isSelected(rule: { id: RuleId; onlyWhenNamed?: boolean }, selection: RuleSelection): boolean {
  if (selection.except?.includes(rule.id)) return false;
  return selection.only?.length ? selection.only.includes(rule.id) : !rule.onlyWhenNamed;
}

/** Throws a usage error for an id no rule of `phases` has: unknown, internal-error, of another phase, or both excepted and named. */
export function assertSelectable(selection: RuleSelection, phases: readonly Phase[]): void {
  for (const flag of ['only', 'except'] as const)
    for (const id of selection[flag] ?? []) {
      assertRuleId(id);
      const phase = (Object.keys(RULES_BY_PHASE) as Phase[]).find((its) => RULES_BY_PHASE[its].some((rule) => rule.id === id))!;
      if (phases.some((its) => RULES_BY_PHASE[its].some((rule) => rule.id === id))) continue;
      const run =
        phase === 'weekly' ? 'npm run probe-remote runs it, with every rule' : `${COMMAND_OF[phase] ?? 'npm run check --'} --${flag} ${id}`;
      throw new UsageError(`${id} is a ${phase} rule: ${run}`);
    }
  const both = selection.only?.find((id) => selection.except?.includes(id));
  if (both) throw new UsageError(`--only and --except both name ${both}: it would select nothing`);
}

/** The rules the selection picks whose needs `can` meets; one --only names that cannot run here is a usage error. */
export function chooseRules<R extends Rule>(rules: readonly R[], selection: RuleSelection, can: ReadonlySet<Need> = EVERY_NEED): R[] {
  for (const id of [...(selection.only ?? []), ...(selection.except ?? [])]) assertRuleId(id);
  const unmet = (rule: Rule) => rule.needs?.find((need) => !can.has(need));
  for (const id of selection.only ?? []) {
    const named = rules.filter((rule) => rule.id === id);
    if (named.length && named.every(unmet)) throw new UsageError(`${id} cannot run here: ${UNMET[unmet(named[0]!)!]}`);
  }
  return rules.filter((rule) => isSelected(rule, selection) && !unmet(rule));
}

/** The needs a run can meet: those given a truthy value (a URL's headers, --remote, the version guard on). */
export function needsMet(met: Partial<Record<Need, unknown>>): ReadonlySet<Need> {
  return new Set((Object.keys(met) as Need[]).filter((need) => met[need]));
}

/** Whether any of these rules needs `need`: what a phase must observe. */
export function needed(rules: readonly Rule[], need: Need): boolean {
  return rules.some((rule) => rule.needs?.includes(need));
}

function assertRuleId(id: string): void {
  if (!isRuleId(id)) throw new UnknownRuleError(id);
  if (id === INTERNAL_ERROR.id)
    throw new UsageError('internal-error is no rule to select: it is how the engine reports a rule that crashed');
}
