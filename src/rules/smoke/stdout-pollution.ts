import type { SmokeRule } from './rule.ts';

export const stdoutPollution: SmokeRule = {
  id: 'stdout-pollution',
  phase: 'smoke',
  severity: 'error',
  description: 'Every line the server writes on stdout is a JSON-RPC message (the message quotes the first that is not)',
  explain: {
    example:
      'connectors/demo/server.py  error  1 line(s) on stdout are not JSON-RPC messages, first: "hello". Fix: write logs to stderr; ' +
      'stdout carries only JSON-RPC messages  [stdout-pollution]',
    fix: 'write logs to stderr: stdout carries only JSON-RPC messages',
  },
  *check({ server }) {
    if (!server?.pollutionCount) return;
    const cut = server.outputCut ? ' before the smoke run stopped reading a flood' : '';
    yield {
      at: 'server',
      message: `${server.pollutionCount} line(s) on stdout are not JSON-RPC messages${cut}, first: ${JSON.stringify(server.pollution[0])}`,
      fix: 'write logs to stderr; stdout carries only JSON-RPC messages',
    };
  },
};
