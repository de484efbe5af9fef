import type { SmokeRule } from './rule.ts';

export const verifyOutput: SmokeRule = {
  id: 'verify-output',
  phase: 'smoke',
  severity: 'error',
  description: "verify's stdout is exactly one JSON object with a boolean `ok`, a string `message` and an optional object `details`",
  explain: {
    example:
      'connectors/demo/connector.json  error  verify.command: verify printed nothing on stdout. Fix: print exactly one JSON object ' +
      '{"ok": bool, "message": string, "details"?: object} on stdout and nothing else  [verify-output]',
    fix: 'print exactly one JSON object {"ok": bool, "message": string, "details"?: object} on stdout and nothing else',
  },
  *check({ verify }) {
    if (!verify || verify.timedOut || verify.killedEarly || typeof verify.parsed !== 'string') return;
    yield {
      at: { field: 'verify.command' },
      message: verify.parsed,
      fix: 'print exactly one JSON object {"ok": bool, "message": string, "details"?: object} on stdout and nothing else',
    };
  },
};
