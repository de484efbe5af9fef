import { COMPILED_FILE } from '../../catalog/file-names.ts';
import type { Finding, Location } from '../../findings/finding.ts';
import type { RuleSelection } from '../../findings/rule-ids.ts';
import type { SiteObservation } from '../../site/observation.ts';
import { runRules } from '../engine.ts';
import type { Rule } from '../rule.ts';

/** A rule over a site as a host reads it; it points at a path of the site. */
export type SiteRule = Rule<'site', SiteObservation, Location>;

/** The site rules over one site, through the one engine: selected, guarded, sorted. */
export function judgeSite(rules: readonly SiteRule[], site: SiteObservation, selection?: RuleSelection): Promise<Finding[]> {
  return runRules({ rules, inputs: [site], selection, locate: (at) => at, origin: () => ({ file: COMPILED_FILE }) });
}
