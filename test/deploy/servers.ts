// Real servers for the deploy tests, on loopback only: OpenSSH's sshd with throwaway keys, and Caddy.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { descendants } from '../helpers/processes.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${readFileSync(log, 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after 15 s:\n${readFileSync(log, 'utf8')}`);
}

function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function killQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The deploy user of the tests: a system user with /bin/sh as login shell (root's bash would source
 * ~/.bashrc on every SSH command). Created once, kept: tests of several files share it.
 */
export const DEPLOY_USER = 'skald-deploy-test';

function ensureDeployUser(): { uid: number; gid: number } {
  const lookup = () => execFileSync('id', ['-u', DEPLOY_USER], { encoding: 'utf8' }).trim();
  try {
    lookup();
  } catch {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--shell', '/bin/sh', '--home-dir', '/nonexistent', '--no-create-home', DEPLOY_USER],
        { stdio: 'pipe' },
      );
    } catch (error) {
      // 9: created meanwhile by a test in another file
      if ((error as { status?: number }).status !== 9) throw error;
    }
    // useradd locks the password ('!'), and without PAM sshd refuses locked accounts even for keys.
    execFileSync('usermod', ['-p', '*', DEPLOY_USER]);
  }
  return { uid: Number(lookup()), gid: Number(execFileSync('id', ['-g', DEPLOY_USER], { encoding: 'utf8' }).trim()) };
}

/** A temp directory the deploy user owns, for web roots and releases. */
export async function deployUserDir(prefix: string): Promise<string> {
  const { uid, gid } = ensureDeployUser();
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o755);
  return dir;
}

export interface SshServer {
  host: string;
  port: number;
  user: string;
  /** `[127.0.0.1]:PORT ssh-ed25519 AAAA…`, as ssh-keyscan prints it. */
  knownHostsLine: string;
  clientPrivateKey: string;
  dir: string;
  /** sshd's own log (-e): "Accepted publickey" lines show every authenticated session. */
  log(): string;
  /** SIGKILLs every sshd session process (the connections drop mid-flight); the listener keeps running. */
  killSessions(): void;
  /**
   * Moves the server's clock (the `date` its sessions run) on by `seconds`: what a lease or a staging directory's
   * expiry is judged by. A test lets time pass this way instead of waiting it out, so no verdict depends on how fast
   * the machine is. It only ever goes forward, as a clock does.
   */
  advanceClock(seconds: number): void;
  stop(): Promise<void>;
}

/**
 * A `date` for the server's sessions, ahead of the real one on PATH: the real clock plus the offset the test wrote
 * to `offset-seconds` (none: the real clock). The deploy's server scripts read their time only through `date`.
 */
function serverClock(dir: string): string {
  const clockDir = path.join(dir, 'clock');
  mkdirSync(clockDir, { mode: 0o755 });
  writeFileSync(
    path.join(clockDir, 'date'),
    `#!/bin/sh\noffset=$(/usr/bin/cat "${clockDir}/offset-seconds" 2>/dev/null || echo 0)\nexec /usr/bin/date -d "+$offset seconds" "$@"\n`,
    { mode: 0o755 },
  );
  return clockDir;
}

/** Starts sshd -D on 127.0.0.1 with its own config, host key, and one authorized client key for DEPLOY_USER, all in a temp dir. */
export async function startSshd(options: { sessionPath?: string } = {}): Promise<SshServer> {
  ensureDeployUser();
  const dir = await mkdtemp(path.join(tmpdir(), 'skald-sshd-'));
  chmodSync(dir, 0o755); // sshd reads authorized_keys as the user
  const keygen = (file: string, comment: string) =>
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', comment, '-f', path.join(dir, file)]);
  keygen('host_key', 'test-host');
  keygen('client_key', 'test-deploy');
  writeFileSync(path.join(dir, 'authorized_keys'), readFileSync(path.join(dir, 'client_key.pub')), { mode: 0o644 });
  const port = await freePort();
  const clockDir = serverClock(dir);
  let offsetSeconds = 0;
  const config = [
    `Port ${port}`,
    'ListenAddress 127.0.0.1',
    `HostKey ${dir}/host_key`,
    `PidFile ${dir}/sshd.pid`,
    `AuthorizedKeysFile ${dir}/authorized_keys`,
    'PermitRootLogin no',
    `AllowUsers ${DEPLOY_USER}`,
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'UsePAM no',
    'StrictModes no',
    'MaxStartups 50:30:100',
    'MaxSessions 50',
    'LogLevel VERBOSE',
    'Subsystem sftp internal-sftp',
    `SetEnv PATH=${clockDir}:${options.sessionPath ?? '/usr/local/bin:/usr/bin:/bin'}`,
  ];
  writeFileSync(path.join(dir, 'sshd_config'), `${config.join('\n')}\n`);
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const logPath = path.join(dir, 'sshd.log');
  const logFd = openSync(logPath, 'a');
  const child = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', path.join(dir, 'sshd_config')], { stdio: ['ignore', logFd, logFd] });
  await waitForPort(port, child, logPath);
  const [type, key] = readFileSync(path.join(dir, 'host_key.pub'), 'utf8').split(' ');
  return {
    host: '127.0.0.1',
    port,
    user: DEPLOY_USER,
    knownHostsLine: `[127.0.0.1]:${port} ${type} ${key}`,
    clientPrivateKey: readFileSync(path.join(dir, 'client_key'), 'utf8'),
    dir,
    log: () => readFileSync(logPath, 'utf8'),
    advanceClock: (seconds) => {
      offsetSeconds += Math.ceil(seconds);
      writeFileSync(path.join(clockDir, 'offset-seconds'), `${offsetSeconds}\n`, { mode: 0o644 });
    },
    killSessions: () => {
      // Only sshd's own session processes: the commands they ran see their stdin close, as when a network drops.
      for (const pid of descendants(child.pid!)) if (commandName(pid) === 'sshd') killQuietly(pid, 'SIGKILL');
    },
    stop: async () => {
      for (const pid of descendants(child.pid!).reverse()) killQuietly(pid, 'SIGKILL');
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The web server configuration the project ships for the site. */
export const SHIPPED_CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));

export interface CaddyServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The site's web server as shipped (deploy/Caddyfile) over `root` (the web-root symlink: Caddy resolves it again on every
 * request), serving status.json and the timestamp from `releasesDir` (default: `root` itself).
 */
export async function startCaddy(
  root: string,
  options: { shippedConfiguration?: boolean; releasesDir?: string } = {},
): Promise<CaddyServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skald-caddy-'));
  const port = await freePort();
  const logPath = path.join(dir, 'caddy.log');
  const logFd = openSync(logPath, 'a');
  const env = {
    PATH: process.env.PATH,
    HOME: dir,
    XDG_DATA_HOME: dir,
    XDG_CONFIG_HOME: dir,
    SKALD_SITE_ADDRESS: `http://127.0.0.1:${port}`,
    SKALD_SITE_ROOT: root,
    SKALD_RELEASES_DIR: options.releasesDir ?? root,
    SKALD_CADDY_ADMIN: 'off',
  };
  // Without the shipped configuration: a bare file server, as a host that ignored docs/deploy.md would run.
  const args =
    options.shippedConfiguration === false
      ? ['file-server', '--root', root, '--listen', `127.0.0.1:${port}`]
      : ['run', '--config', SHIPPED_CADDYFILE, '--adapter', 'caddyfile'];
  const child = spawn('caddy', args, { stdio: ['ignore', logFd, logFd], env });
  await waitForPort(port, child, logPath);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Relay {
  port: number;
  /** Stops forwarding in both directions without closing anything, as a dead network does; sshd keeps waiting. */
  silence(): void;
  /** Forwards again, what was held back first. */
  resume(): void;
  readonly silent: boolean;
  stop(): Promise<void>;
}

/** A TCP relay on loopback in front of `targetPort`, which can go silent. */
export async function startRelay(targetPort: number): Promise<Relay> {
  let silent = false;
  const sockets = new Set<Socket>();
  const held: (() => void)[] = [];
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (silent) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    silence: () => {
      silent = true;
    },
    resume: () => {
      silent = false;
      for (const send of held.splice(0)) send();
    },
    get silent() {
      return silent;
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
