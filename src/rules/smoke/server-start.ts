import { exceptionLine } from '../../smoke/exception-line.ts';
import { OPENING } from '../../tool-surface/surface.ts';
import { hostNoAnswer, type SmokeRule } from './rule.ts';

export const serverStart: SmokeRule = {
  id: 'server-start',
  phase: 'smoke',
  severity: 'error',
  description:
    'The server does not exit before answering `initialize` (the message gives the exit code, 137 = killed at the ' +
    'memory limit, and the error line of its stderr)',
  explain: {
    example:
      'connectors/demo/server.py  error  the server exited with code 1 before answering initialize. Fix: run mcp_config locally with ' +
      "only the manifest's variables set, and no network  [server-start]",
    fix:
      "run the server locally with only the manifest's variables set and no network (`npm run probe -- <id>`); its stderr says why it " +
      'exits',
  },
  *check({ server, host, handshake, target }) {
    const failure = handshake?.initializeFailure;
    // On this machine (npm run probe) only stderr is seen: any failure but a timeout is this rule's.
    if (host && handshake && failure && failure.kind !== 'timeout') yield { at: 'server', ...hostNoAnswer(host, handshake.era, failure) };
    const exit = server?.exitedBeforeAnswer;
    if (!server || !exit) return;
    const how =
      exit.code === 137
        ? 'was killed (exit 137: most likely its memory limit)'
        : exit.code === 125 || exit.code === 126 || exit.code === 127
          ? `could not be started (exit ${exit.code})`
          : `exited with code ${exit.code}`;
    const said = exceptionLine(server.stderrTail);
    const fix = /requires Node\.js|update your version of Node|Node\.js v1[0-8]\./i.test(server.stderrTail)
      ? `it needs a newer Node than ${target ? `${target.id} has (${target.node})` : 'this one'}: declare the oldest Node it runs ` +
        'on as min_runtime.node in connector.json (docs/manifest.md), so that targets with an older one do not start it, or pin ' +
        'a version that supports this Node'
      : "run mcp_config locally with only the manifest's variables set, and no network";
    yield {
      at: 'server',
      message: `the server ${how} before answering ${handshake ? OPENING[handshake.era] : 'its opening request'}${said ? `; it said: ${JSON.stringify(said.slice(0, 200))}` : ''}`,
      fix,
    };
  },
};
