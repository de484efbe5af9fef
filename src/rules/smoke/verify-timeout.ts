import type { SmokeRule } from './rule.ts';

export const verifyTimeout: SmokeRule = {
  id: 'verify-timeout',
  phase: 'smoke',
  severity: 'error',
  description: 'verify finishes within its `timeout_secs` (default 15)',
  explain: {
    example:
      'connectors/demo/connector.json  error  verify.command: verify did not finish within timeout_secs (15 s) and was killed. Fix: ' +
      'bound every network call with a timeout shorter than timeout_secs  [verify-timeout]',
    fix: 'bound every network call of verify with a timeout shorter than timeout_secs',
  },
  *check({ verify }) {
    if (verify?.timedOut)
      yield {
        at: { field: 'verify.command' },
        message: `verify did not finish within timeout_secs (${verify.timeoutSecs} s) and was killed`,
        fix: 'bound every network call with a timeout shorter than timeout_secs',
      };
  },
};
