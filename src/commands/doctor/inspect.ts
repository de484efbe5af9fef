// `npm run doctor`: what this machine has and lacks for each command and for the tests. Read-only: it runs
// version queries and nothing that changes the machine.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { detectEngine } from '../../sandbox/docker.ts';

export interface MachineCheck {
  name: string;
  /** The commands or tests that need it. */
  neededBy: string;
  ok: boolean;
  /** The version found, or what is wrong. */
  detail: string;
  /** The command that fixes it, when it is missing. */
  fix?: string;
}

const SETUP = 'bash scripts/setup.sh';

/** Every check, run side by side. `repoDir` is where node_modules and the scripts live. */
export async function inspectMachine(repoDir: string): Promise<MachineCheck[]> {
  const tool = (name: string, neededBy: string, command: string, args: string[], fix = SETUP) =>
    versionOf(command, args).then(
      (detail): MachineCheck => ({ name, neededBy, ok: detail.ok, detail: detail.text, ...(detail.ok ? {} : { fix }) }),
    );
  const checks = await Promise.all([
    nodeCheck(),
    Promise.resolve<MachineCheck>(
      existsSync(path.join(repoDir, 'node_modules', '@modelcontextprotocol', 'client'))
        ? { name: 'npm packages', neededBy: 'every command', ok: true, detail: 'node_modules installed' }
        : { name: 'npm packages', neededBy: 'every command', ok: false, detail: 'node_modules is missing', fix: 'npm ci' },
    ),
    tool('git', 'check (version guard), bump, deploy, the tests', 'git', ['--version']),
    detectEngine().then(
      (engine): MachineCheck => ({
        name: 'Docker Engine',
        neededBy: 'smoke, pipeline, the tests',
        ok: true,
        detail: `server ${engine.serverVersion}`,
      }),
      (error: Error): MachineCheck => ({
        name: 'Docker Engine',
        neededBy: 'smoke, pipeline, the tests',
        ok: false,
        detail: error.message.split('\n')[0]!,
        fix: 'bash scripts/start-docker.sh (or bash scripts/setup.sh to install it)',
      }),
    ),
    tool('mmdebstrap', 'smoke (the sandbox base image, first run)', 'mmdebstrap', ['--version']),
    tool('sshd', 'the deploy tests', '/usr/sbin/sshd', ['-V']),
    tool('Caddy', 'the deploy and site tests', 'caddy', ['version']),
    tool('Chromium', 'the site tests, the playwright connector', 'chromium', ['--version']),
    tool('Python 3', 'probe of Python connectors, their verify', 'python3', ['--version']),
    tool('Debian Python (aiosmtpd)', 'the email connector tests', '/usr/bin/python3', [
      '-c',
      'import aiosmtpd; print("aiosmtpd", aiosmtpd.__version__)',
    ]),
    tool('Dovecot', 'the email connector tests', '/usr/sbin/dovecot', ['--version']),
    tool('minisign', 'the signing tests', 'minisign', ['-v']),
  ]);
  return checks;
}

function nodeCheck(): Promise<MachineCheck> {
  const major = Number(process.versions.node.split('.')[0]);
  return Promise.resolve(
    major >= 20
      ? { name: 'Node.js', neededBy: 'every command', ok: true, detail: `v${process.versions.node}` }
      : {
          name: 'Node.js',
          neededBy: 'every command',
          ok: false,
          detail: `v${process.versions.node}, older than 20 (package.json "engines")`,
          fix: "install Node.js 20 or later (https://nodejs.org, or your distribution's nodejs package)",
        },
  );
}

function versionOf(command: string, args: string[]): Promise<{ ok: boolean; text: string }> {
  return new Promise((resolve) => {
    // execFile, not src/system/process.ts: `docker version` against a hung engine must time out, not hang the doctor.
    execFile(command, args, { timeout: 15_000 }, (error, stdout, stderr) => {
      const first = `${stdout}${stderr}`.trim().split('\n')[0]?.trim() ?? '';
      if (!error) return resolve({ ok: true, text: first || 'present' });
      const code = (error as NodeJS.ErrnoException).code;
      resolve({ ok: false, text: code === 'ENOENT' ? `${command} is not installed` : first || error.message.split('\n')[0]! });
    });
  });
}
