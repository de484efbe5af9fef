import type { SmokeRule } from './rule.ts';

export const initializeResult: SmokeRule = {
  id: 'initialize-result',
  phase: 'smoke',
  severity: 'error',
  description:
    "The `initialize` result is acceptable: a supported `protocolVersion` (the SDK's supported list)," +
    ' a `serverInfo` name and version, a well-formed result',
  explain: {
    example:
      'connectors/demo/server.py  error  the initialize result has no serverInfo name and version. Fix: return serverInfo {name, ' +
      'version} from initialize  [initialize-result]',
    fix: 'return a supported protocolVersion and serverInfo {name, version} from initialize (the MCP SDK does both)',
  },
  *check({ server, handshake }) {
    const failure = handshake?.initializeFailure;
    if (server && failure && !server.exitedBeforeAnswer && failure.kind !== 'timeout')
      yield { at: 'server', message: `initialize failed: ${failure.message}` };
    const serverInfo = handshake?.initialized?.serverInfo;
    if (handshake?.initialized && (!serverInfo?.name?.trim() || !serverInfo.version?.trim()))
      yield {
        at: 'server',
        message: 'the initialize result has no serverInfo name and version',
        fix: 'return serverInfo {name, version} from initialize',
      };
  },
};
