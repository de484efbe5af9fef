import { answerOf, type SmokeRule } from './rule.ts';

export const verifyCredentials: SmokeRule = {
  id: 'verify-credentials',
  phase: 'smoke',
  severity: 'error',
  description: "In the weekly probe, verify answers `ok: true` to the connector's configured secrets",
  *check({ verify }) {
    const answer = answerOf(verify);
    if (verify?.live && answer && !answer.ok)
      yield {
        at: { field: 'verify.command' },
        message: `verify failed with the configured secrets: it answered "ok": false (${answer.message})`,
        fix: "check the connector's secret (it may be expired or out of credit) and whether the service changed what verify checks",
      };
  },
};
