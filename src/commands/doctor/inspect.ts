// `npm run doctor`: what this machine has and lacks for each command and for the tests. Read-only: it runs
// version queries and nothing that changes the machine.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readBaseVersions } from '../../sandbox/base-image.ts';
import { baseImageTag } from '../../sandbox/base-recipe.ts';
import { detectEngine } from '../../sandbox/docker.ts';
import { imageExists } from '../../sandbox/image-build.ts';
import { TARGETS, type Target } from '../../sandbox/targets.ts';

interface MachineCheck {
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
    ...TARGETS.map(targetCheck),
  ]);
  return checks;
}

/**
 * Whether this machine has a target's sandbox base, or can build it: mmdebstrap, and an archive keyring that knows the
 * suite (whether the apt mirror serves it shows only when the build runs, and doctor contacts nothing).
 */
async function targetCheck(target: Target): Promise<MachineCheck> {
  const check = { name: `target ${target.id} (Debian ${target.debian})`, neededBy: 'smoke, pipeline, targets, the tests' };
  const image = baseImageTag({ target });
  if (await imageExists(image).catch(() => false)) {
    const versions = await readBaseVersions(image);
    return { ...check, ok: true, detail: `built: Node ${versions.node}, Python ${versions.python} (${image})` };
  }
  const mmdebstrap = (await versionOf('mmdebstrap', ['--version'])).ok;
  const keyring = existsSync(`/usr/share/keyrings/debian-archive-${target.suite}-automatic.gpg`);
  if (mmdebstrap && keyring)
    return {
      ...check,
      ok: true,
      detail: `not built yet: the first smoke run bootstraps it with mmdebstrap from this machine's apt mirror, which must serve ${target.suite}`,
    };
  return {
    ...check,
    ok: false,
    detail: `cannot be built here: ${mmdebstrap ? `the Debian archive keyring does not know ${target.suite}` : 'mmdebstrap is not installed'}`,
    fix: mmdebstrap
      ? `apt-get install debian-archive-keyring (a version that knows ${target.suite}), or smoke with --base-from 'debian:{suite}-slim' where a registry is reachable`
      : SETUP,
  };
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
