import type { SmokeRule } from './rule.ts';

export const initializeResult: SmokeRule = {
  id: 'initialize-result',
  phase: 'smoke',
  severity: 'error',
  description:
    "The `initialize` result is acceptable: a supported `protocolVersion` (the SDK's supported list)," +
    ' a `serverInfo` name and version, a well-formed result; a server that answers neither era speaks a protocol version' +
    ' in common with the client',
  explain: {
    example:
      'connectors/demo/server.py  error  the initialize result has no serverInfo name and version. Fix: return serverInfo {name, ' +
      'version} from initialize  [initialize-result]',
    fix: 'return a supported protocolVersion and serverInfo {name, version} from initialize (the MCP SDK does both)',
  },
  *check({ server, handshake, otherEra }) {
    const failure = handshake?.initializeFailure;
    const offered = handshake?.noCommonVersion?.offered;
    if (server && failure && offered)
      yield {
        at: 'server',
        message: `no protocol version in common: server/discover offers ${offered.join(', ')}, and initialize failed: ${failure.message}`,
        fix: 'serve 2026-07-28 over server/discover, or a 2025 version over initialize',
      };
    else if (server && failure && !server.exitedBeforeAnswer && failure.kind !== 'timeout')
      yield { at: 'server', message: `initialize failed: ${failure.message}` };
    // The legacy handshake's: a modern one is led by it only when the server answers both.
    const legacy = [handshake, otherEra].find((observed) => observed?.era === 'legacy');
    const serverInfo = legacy?.initialized?.serverInfo;
    if (legacy?.initialized && (!serverInfo?.name?.trim() || !serverInfo.version?.trim()))
      yield {
        at: 'server',
        message: 'the initialize result has no serverInfo name and version',
        fix: 'return serverInfo {name, version} from initialize',
      };
  },
};
