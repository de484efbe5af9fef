import type { SmokeRule } from './rule.ts';

export const verifyKilled: SmokeRule = {
  id: 'verify-killed',
  phase: 'smoke',
  severity: 'error',
  description: 'verify is not killed before its deadline (exit 137 early: the sandbox memory limit)',
  explain: {
    example:
      'connectors/demo/connector.json  error  verify.command: verify was killed (exit 137), most likely at the sandbox memory limit. ' +
      'Fix: keep verify small: it only needs to check the credentials  [verify-killed]',
    fix: 'keep verify small: it only needs to check the credentials',
  },
  *check({ verify }) {
    if (verify && !verify.timedOut && verify.killedEarly)
      yield {
        at: { field: 'verify.command' },
        message: 'verify was killed (exit 137), most likely at the sandbox memory limit',
        fix: 'keep verify small: it only needs to check the credentials',
      };
  },
};
