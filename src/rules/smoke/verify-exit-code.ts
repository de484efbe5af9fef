import { answerOf, type SmokeRule } from './rule.ts';

export const verifyExitCode: SmokeRule = {
  id: 'verify-exit-code',
  phase: 'smoke',
  severity: 'error',
  description: 'verify exits 0 if and only if it answers `ok: true`',
  explain: {
    example:
      'connectors/demo/connector.json  error  verify.command: verify answered "ok": false but exited with code 0. Fix: exit 0 if and ' +
      'only if ok is true  [verify-exit-code]',
    fix: 'exit 0 if and only if the answer is "ok": true',
  },
  *check({ verify }) {
    const answer = answerOf(verify);
    if (answer && (verify!.exitCode === 0) !== answer.ok)
      yield {
        at: { field: 'verify.command' },
        message: `verify answered "ok": ${answer.ok} but exited with code ${verify!.exitCode}`,
        fix: 'exit 0 if and only if ok is true',
      };
  },
};
