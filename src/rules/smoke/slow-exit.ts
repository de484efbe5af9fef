import type { SmokeRule } from './rule.ts';

export const slowExit: SmokeRule = {
  id: 'slow-exit',
  phase: 'smoke',
  severity: 'warning',
  description: 'The server exits within 5 s once its stdin closes (when the docker client is late, the engine says whether it still runs)',
  explain: {
    example:
      'connectors/demo/server.py  warning  the server was still running 5 s after its stdin closed, and was killed. Fix: exit when stdin ' +
      'reaches end of file  [slow-exit]',
    fix: 'exit when stdin reaches end of file',
  },
  *check({ server }) {
    if (server?.lingered)
      yield {
        at: 'server',
        message: `the server was still running ${server.exitGraceMs / 1000} s after its stdin closed, and was killed`,
        fix: 'exit when stdin reaches end of file',
      };
  },
};
