import path from 'node:path';
import type { Finding, Location } from '../../findings/finding.ts';
import type { RuleSelection } from '../../findings/rule-ids.ts';
import type { SmokeObservation, VerifyObservation } from '../../smoke/observation.ts';
import { runRules } from '../engine.ts';
import type { Rule } from '../rule.ts';

/** Where a smoke finding points: the server script, connector.json (or one of its fields), or a file of the folder. */
export type SmokeTarget = 'server' | 'manifest' | { field: string } | { file: string };

export type SmokeRule = Rule<'smoke', SmokeObservation, SmokeTarget>;

function locate(at: SmokeTarget, { connector }: SmokeObservation): Location {
  const where = { connector: connector.connectorId };
  if (at === 'server') return { file: connector.serverFile, ...where };
  if (at === 'manifest') return { file: connector.manifestFile, ...where };
  if ('field' in at) return { file: connector.manifestFile, field: at.field, ...where };
  return { file: `${path.posix.dirname(connector.manifestFile)}/${at.file}`, ...where };
}

/** verify's one JSON object, when it finished in time and printed one. */
export function answerOf(verify: VerifyObservation | undefined): { ok: boolean; message: string } | undefined {
  return verify && !verify.timedOut && !verify.killedEarly && typeof verify.parsed !== 'string' ? verify.parsed : undefined;
}

/** The smoke rules over one observation, through the one engine: selected, guarded, sorted. */
export function judge(rules: readonly SmokeRule[], observation: SmokeObservation, selection?: RuleSelection): Promise<Finding[]> {
  return runRules({
    rules,
    inputs: [observation],
    selection,
    locate,
    origin: () => ({ file: observation.connector.manifestFile, connector: observation.connector.connectorId }),
  });
}
