import { scriptFilesOf, splitCommand } from '../../catalog/commands.ts';
import { isRegularFile } from '../../catalog/load.ts';
import type { ConnectorRule } from '../rule.ts';

export const verifyFile: ConnectorRule = {
  id: 'verify-file',
  severity: 'error',
  description: 'A file `verify.command` runs is in the folder (so it is in `files[]`)',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:43:5  error  verify.command: runs "verify.py", which is not a file of the folder. Fix: add ' +
      'verify.py to the folder, or correct the command  [verify-file]',
    fix: 'add the script verify.command runs to the connector folder, or correct the command',
  },
  *check({ manifestData: manifest, files }) {
    if (!manifest.verify) return;
    for (const script of scriptFilesOf(splitCommand(manifest.verify.command))) {
      if (!isRegularFile(files, script)) {
        yield {
          at: { manifest: 'connector', field: ['verify', 'command'] },
          message: `runs "${script}", which is not a file of the folder`,
          fix: `add ${script} to the folder, or correct the command`,
        };
      }
    }
  },
};
