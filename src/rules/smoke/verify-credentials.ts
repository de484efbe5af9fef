import { answerOf, type SmokeRule } from './rule.ts';

export const verifyCredentials: SmokeRule = {
  id: 'verify-credentials',
  phase: 'smoke',
  severity: 'error',
  needs: ['live-verify'],
  description: "In the weekly probe, verify answers `ok: true` to the connector's configured secrets",
  explain: {
    example:
      'connectors/demo/connector.json  error  verify.command: verify failed with the configured secrets: it answered "ok": false ' +
      "(key rejected). Fix: check the connector's secret (it may be expired or out of credit) and whether the service changed what " +
      'verify checks  [verify-credentials]',
    fix: "renew the connector's secret in the probe's secrets, or update verify to what the service checks now",
  },
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
