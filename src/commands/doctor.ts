import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK, EXIT_SETUP } from '../findings/errors.ts';
import { inspectMachine } from './doctor/inspect.ts';

export const help: CommandHelp = {
  usage: 'npm run doctor -- [--json]',
  summary:
    'A read-only report of what this machine has and lacks (Node.js, npm packages, git, Docker Engine, mmdebstrap, sshd, Caddy, ' +
    'Chromium, Python, Dovecot, aiosmtpd, minisign) and which targets (Debian suites) it can build a sandbox base for, what ' +
    'needs each, and the command that fixes what is missing. ' +
    'Exit 0 when everything is there, 3 when something is missing.',
  options: [['--json', 'print the report as JSON on stdout (with schemaVersion)']],
  examples: ['npm run doctor            # the table', 'npm run doctor -- --json  # for machines'],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(argv, { options: { json: { type: 'boolean', default: false } } }, help);
  const checks = await inspectMachine(process.cwd());
  const missing = checks.filter((check) => !check.ok);
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ schemaVersion: 1, checks }, null, 2)}\n`);
  } else {
    const width = Math.max(...checks.map((check) => check.name.length));
    for (const check of checks) {
      process.stdout.write(`${check.ok ? 'ok     ' : 'MISSING'}  ${check.name.padEnd(width)}  ${check.detail}  (for ${check.neededBy})\n`);
      if (check.fix) process.stdout.write(`${' '.repeat(width + 11)}fix: ${check.fix}\n`);
    }
    process.stdout.write(missing.length ? `\n${missing.length} missing.\n` : '\nEverything the commands and the tests need is here.\n');
  }
  return missing.length ? EXIT_SETUP : EXIT_OK;
}
