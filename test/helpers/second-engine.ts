// A second Docker Engine that does not share this machine's files: Debian's dockerd in a container of the local
// engine, its /var/lib/docker on a named volume, its API on a loopback port. The image is bootstrapped from Debian
// packages once and cached on the local engine by the hash of its recipe.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { bootstrapWithMmdebstrap } from '../../src/sandbox/bootstrap.ts';

const PACKAGES = ['docker.io', 'ca-certificates', 'iptables', 'mount', 'xz-utils'];
// cgroup v1 controllers are mounted read-only in a container (a plain remount says "busy"; a bind remount works), and
// dockerd needs to make its containers' cgroups there.
// Without --tls=false, dockerd 20.10 waits 15 s before listening on TCP.
const START = `set -e
for controller in /sys/fs/cgroup/*/; do mount -o remount,bind,rw "$controller" 2>/dev/null || true; done
exec dockerd -H tcp://0.0.0.0:2375 --tls=false --storage-driver overlay2 --log-level warn`;
const IMAGE = `skald-test-engine:${createHash('sha256')
  .update(JSON.stringify({ PACKAGES, suite: 'bookworm' }))
  .digest('hex')
  .slice(0, 16)}`;
// Capability names by bit number (capability.h), to add all the ones this machine's bounding set holds; dockerd 20.10
// knows none past AUDIT_READ.
const CAPABILITIES = [
  'CHOWN',
  'DAC_OVERRIDE',
  'DAC_READ_SEARCH',
  'FOWNER',
  'FSETID',
  'KILL',
  'SETGID',
  'SETUID',
  'SETPCAP',
  'LINUX_IMMUTABLE',
  'NET_BIND_SERVICE',
  'NET_BROADCAST',
  'NET_ADMIN',
  'NET_RAW',
  'IPC_LOCK',
  'IPC_OWNER',
  'SYS_MODULE',
  'SYS_RAWIO',
  'SYS_CHROOT',
  'SYS_PTRACE',
  'SYS_PACCT',
  'SYS_ADMIN',
  'SYS_BOOT',
  'SYS_NICE',
  'SYS_RESOURCE',
  'SYS_TIME',
  'SYS_TTY_CONFIG',
  'MKNOD',
  'LEASE',
  'AUDIT_WRITE',
  'AUDIT_CONTROL',
  'SETFCAP',
  'MAC_OVERRIDE',
  'MAC_ADMIN',
  'SYSLOG',
  'WAKE_ALARM',
  'BLOCK_SUSPEND',
  'AUDIT_READ',
];

/** The local engine's client environment, whatever DOCKER_HOST this process points the smoke run at. */
export function localDockerEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME };
}

async function localDocker(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('docker', args, { env: localDockerEnv(), maxBuffer: 16 << 20 });
  return stdout.trim();
}

export interface SecondEngine {
  /** `tcp://127.0.0.1:PORT`: set it as DOCKER_HOST to use the engine. */
  host: string;
  /** Runs the docker client against this engine. */
  docker(...args: string[]): Promise<string>;
  /** Copies images of the local engine in, as `docker save | docker load`: what the API carries, nothing shared. */
  load(tags: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

/** The engine image, bootstrapped once per recipe (imported under a temporary tag, then retagged). */
export async function ensureEngineImage(log?: (line: string) => void): Promise<void> {
  if (await localDocker('image', 'inspect', '--format', '{{.Id}}', IMAGE).then(Boolean, () => false)) return;
  log?.('bootstrapping the second engine from Debian bookworm packages (mmdebstrap, a few minutes)');
  const temporary = `${IMAGE}-partial-${randomBytes(3).toString('hex')}`;
  await bootstrapWithMmdebstrap(temporary, {
    suite: 'bookworm',
    timeoutMs: 10 * 60_000,
    packages: PACKAGES,
    clientEnv: localDockerEnv() as Record<string, string>,
  });
  await localDocker('tag', temporary, IMAGE);
  await localDocker('rmi', temporary);
}

function boundingCapabilities(): string[] {
  const bounding = BigInt(`0x${/^CapBnd:\s*([0-9a-f]+)/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]}`);
  return CAPABILITIES.filter((_, bit) => (bounding >> BigInt(bit)) & 1n);
}

/** Starts a second engine (about 5 s once the image exists) and waits until it answers. */
export async function startSecondEngine(): Promise<SecondEngine> {
  await ensureEngineImage();
  const name = `skald-test-engine-${randomBytes(4).toString('hex')}`;
  await localDocker('volume', 'create', '--label', 'skald.test=engine', name);
  await localDocker('network', 'create', '--label', 'skald.test=engine', name);
  const stop = async () => {
    await localDocker('rm', '--force', name).catch(() => undefined);
    await localDocker('volume', 'rm', '--force', name).catch(() => undefined);
    await localDocker('network', 'rm', name).catch(() => undefined);
  };
  try {
    // --privileged fails here ("unable to apply caps"): every capability the bounding set has, and no confinement.
    await localDocker(
      'run',
      '--detach',
      '--init',
      '--pull',
      'never',
      '--name',
      name,
      '--label',
      'skald.test=engine',
      '--network',
      name,
      ...boundingCapabilities().flatMap((capability) => ['--cap-add', capability]),
      '--security-opt',
      'seccomp=unconfined',
      '--security-opt',
      'apparmor=unconfined',
      '--security-opt',
      'systempaths=unconfined',
      '--volume',
      `${name}:/var/lib/docker`,
      '--publish',
      '127.0.0.1::2375',
      IMAGE,
      'sh',
      '-c',
      START,
    );
    const port = (await localDocker('port', name, '2375/tcp')).split('\n')[0]!.split(':').pop();
    const host = `tcp://127.0.0.1:${port}`;
    const docker = async (...args: string[]) => {
      const { stdout } = await promisify(execFile)('docker', args, {
        env: { ...localDockerEnv(), DOCKER_HOST: host },
        maxBuffer: 16 << 20,
      });
      return stdout.trim();
    };
    for (let attempt = 0; ; attempt++) {
      if (await docker('version', '--format', '{{.Server.Version}}').then(Boolean, () => false)) break;
      if (attempt > 120)
        throw new Error(`the second engine did not answer: ${await localDocker('logs', '--tail', '20', name).catch(String)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const load = async (tags: readonly string[]) => {
      const save = spawn('docker', ['save', ...tags], { env: localDockerEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      const load = spawn('docker', ['load', '--quiet'], {
        env: { ...localDockerEnv(), DOCKER_HOST: host },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      save.stdout.pipe(load.stdin);
      const exited = (child: ChildProcess) =>
        new Promise<string>((resolve) => {
          let stderr = '';
          child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (code) => resolve(code === 0 ? '' : `exit ${code}: ${stderr.trim()}`));
        });
      const [saved, loaded] = await Promise.all([exited(save), exited(load)]);
      if (saved || loaded) throw new Error(`docker save | docker load of ${tags.join(', ')} failed: ${saved || loaded}`);
    };
    return { host, docker, load, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
