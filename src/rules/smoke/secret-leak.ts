import { leakedSecrets } from '../../secrets/canary.ts';
import type { SmokeRule } from './rule.ts';

const CANARY = 'a generated canary credential';
const REAL = 'a configured secret, masked in every report';

export const secretLeak: SmokeRule = {
  id: 'secret-leak',
  phase: 'smoke',
  severity: 'error',
  description: 'No canary value appears in the output of verify or the server (the message names the variable, never the value)',
  explain: {
    example:
      'connectors/demo/connector.json  error  verify.command: verify printed the value of API_KEY (a generated canary credential) on ' +
      'stdout or stderr. Fix: never print credentials, not even in error messages  [secret-leak]',
    fix: 'never print credentials, not even in error messages',
  },
  *check({ server, host, verify, secrets }) {
    const fix = 'never print credentials, not even in error messages';
    const printed = server ? `${server.pollution.join('\n')}\n${server.stderrTail}` : (host?.stderr ?? '');
    const fromServer = leakedSecrets(printed, secrets);
    if (fromServer.length)
      yield { at: 'server', message: `the server printed the value of ${fromServer.join(', ')} (a generated canary credential)`, fix };
    const fromVerify = verify ? leakedSecrets(verify.output, secrets) : [];
    if (fromVerify.length)
      yield {
        at: { field: 'verify.command' },
        message: `verify printed the value of ${fromVerify.join(', ')} (${verify!.live ? REAL : CANARY}) on stdout or stderr`,
        fix,
      };
  },
};
