import { answerOf, type SmokeRule } from './rule.ts';

export const verifyAcceptsCanary: SmokeRule = {
  id: 'verify-accepts-canary',
  phase: 'smoke',
  severity: 'warning',
  description: 'verify does not answer `ok: true` to generated credentials',
  explain: {
    example:
      'connectors/demo/connector.json  warning  verify.command: verify answered "ok": true with generated canary credentials. Fix: check ' +
      'the credentials against the service, so a wrong key is refused before the activation is saved  [verify-accepts-canary]',
    fix: 'check the credentials against the service, so a wrong key is refused before the activation is saved',
  },
  *check({ verify, secrets }) {
    if (answerOf(verify)?.ok && secrets.length && !verify!.live)
      yield {
        at: { field: 'verify.command' },
        message: 'verify answered "ok": true with generated canary credentials',
        fix: 'check the credentials against the service, so a wrong key is refused before the activation is saved',
      };
  },
};
