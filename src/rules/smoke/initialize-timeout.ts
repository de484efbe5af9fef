import { OPENING } from '../../tool-surface/surface.ts';
import { hostNoAnswer, type SmokeRule } from './rule.ts';

export const initializeTimeout: SmokeRule = {
  id: 'initialize-timeout',
  phase: 'smoke',
  severity: 'error',
  description: 'The server answers its opening request (`initialize` or `server/discover`) within the timeout (120 s by default)',
  explain: {
    example:
      'connectors/demo/server.py  error  no answer to initialize within 120 s; the server was killed. Fix: answer initialize at once, ' +
      'before any slow setup or network call  [initialize-timeout]',
    fix: 'answer initialize at once and do slow setup or network calls lazily, on the first tool call',
  },
  *check({ server, host, handshake }) {
    const failure = handshake?.initializeFailure;
    if (!handshake || failure?.kind !== 'timeout') return;
    if (host) yield { at: 'server', ...hostNoAnswer(host, handshake.era, failure) };
    if (!server || server.exitedBeforeAnswer) return;
    const opening = OPENING[handshake.era];
    yield {
      at: 'server',
      message: `no answer to ${opening} within ${Math.round(server.initializeTimeoutMs / 1000)} s; the server was killed`,
      fix: `answer ${opening} at once, before any slow setup or network call`,
    };
  },
};
