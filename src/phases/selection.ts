// Which rules a run judges: those of its command's phases that --only/--except select and whose needs the run can
// meet. A selection that names nothing the command can run says why, as a usage error (exit 64): it never ends in
// a silent "No problems found.".
import { UsageError } from '../findings/errors.ts';
import { isRuleId, RULE_IDS, type RuleId, type RuleSelection } from '../findings/rule-ids.ts';
import { INTERNAL_ERROR } from '../rules/engine.ts';
import { RULES_BY_PHASE } from '../rules/registry.ts';
import type { Need, Phase, Rule } from '../rules/rule.ts';

/** The phases each command judges. */
export const CHECK_PHASES: readonly Phase[] = ['load', 'connector', 'catalog', 'version'];
export const SMOKE_PHASES: readonly Phase[] = ['load', 'smoke'];
export const SITE_PHASES: readonly Phase[] = ['site'];

/** How a person runs the rules of a phase, with the --only or --except they gave. */
const RUN_BY: Record<Phase, (flag: string) => string> = {
  load: (flag) => `npm run check -- ${flag}`,
  connector: (flag) => `npm run check -- ${flag}`,
  catalog: (flag) => `npm run check -- ${flag}`,
  version: (flag) => `npm run check -- ${flag}`,
  smoke: (flag) => `npm run smoke -- ${flag}`,
  weekly: () => 'npm run probe-remote runs it, with every rule',
  site: (flag) => `npm run check-site -- URL|DIR ${flag}`,
};

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

/** Every need: what a judge over a given observation can meet (the observation holds what was seen). */
export const EVERY_NEED: ReadonlySet<Need> = new Set(Object.keys(UNMET) as Need[]);

export class UnknownRuleError extends UsageError {
  constructor(id: string) {
    super(`unknown rule "${id}"; known rules: ${[...RULE_IDS].sort().join(', ')} (docs/rules.md says what each checks)`);
  }
}

/** Whether a selection picks a rule: never when --except names it; else when --only names it, or (no --only) unless it is off by default. */
export function isSelected(rule: { id: RuleId; onlyWhenNamed?: boolean }, selection: RuleSelection): boolean {
  if (selection.except?.includes(rule.id)) return false;
  return selection.only?.length ? selection.only.includes(rule.id) : !rule.onlyWhenNamed;
}

/**
 * Throws a usage error for a selection the command cannot run: an id no rule has, the engine's own internal-error,
 * an id both --only and --except name, or the id of a phase the command does not judge (then it names the command
 * that does).
 */
export function assertSelectable(selection: RuleSelection, phases: readonly Phase[]): void {
  for (const [flag, ids] of [
    ['--only', selection.only ?? []],
    ['--except', selection.except ?? []],
  ] as const) {
    for (const id of ids) {
      assertRuleId(id);
      const its = (Object.keys(RULES_BY_PHASE) as Phase[]).filter((phase) => RULES_BY_PHASE[phase].some((rule) => rule.id === id));
      if (!its.some((phase) => phases.includes(phase)))
        throw new UsageError(`${id} is a ${its[0]} rule: ${RUN_BY[its[0]!](`${flag} ${id}`)}`);
    }
  }
  const both = selection.only?.find((id) => selection.except?.includes(id));
  if (both) throw new UsageError(`--only and --except both name ${both}: it would select nothing`);
}

/**
 * The rules of `rules` a run judges: those the selection picks whose needs `can` meets. One that --only names and
 * that cannot run here is a usage error that says why; one that is merely on by default is left out.
 */
export function chooseRules<R extends Rule>(rules: readonly R[], selection: RuleSelection, can: ReadonlySet<Need> = EVERY_NEED): R[] {
  for (const id of [...(selection.only ?? []), ...(selection.except ?? [])]) assertRuleId(id);
  const unmet = (rule: Rule) => rule.needs?.find((need) => !can.has(need));
  for (const id of selection.only ?? []) {
    const named = rules.filter((rule) => rule.id === id);
    const why = named.length && named.every(unmet) ? unmet(named[0]!) : undefined;
    if (why) throw new UsageError(`${id} cannot run here: ${UNMET[why]}`);
  }
  return rules.filter((rule) => isSelected(rule, selection) && !unmet(rule));
}

/** Whether any of these rules needs `need`: what a phase must observe. */
export function needed(rules: readonly Rule[], need: Need): boolean {
  return rules.some((rule) => rule.needs?.includes(need));
}

function assertRuleId(id: string): void {
  if (!isRuleId(id)) throw new UnknownRuleError(id);
  if (id === INTERNAL_ERROR.id)
    throw new UsageError('internal-error is no rule to select: it is how the engine reports a rule that crashed, in any phase');
}
