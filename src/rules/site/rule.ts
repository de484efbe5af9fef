import type { Location } from '../../findings/finding.ts';
import type { SiteObservation } from '../../site/observation.ts';
import type { Rule } from '../rule.ts';

/** A rule over a site as a host reads it; it points at a path of the site. */
export type SiteRule = Rule<'site', SiteObservation, Location>;
