import { randomBytes } from 'node:crypto';
import { runLabels } from './docker.ts';

/** The unprivileged user every sandboxed process runs as. */
export const SANDBOX_USER = '10001:10001';
/** Where the connector's files are (read-only), and the working directory of every run. */
export const CONNECTOR_MOUNT = '/connector';
/** Where a verify with a way out finds its egress proxy's socket (read-only; see openEgress). */
export const EGRESS_MOUNT = '/egress';
/** The base image's entrypoint reads the run's variables from stdin when its first argument is this flag. */
export const ENV_FROM_STDIN = '--env-from-stdin';

export interface SandboxLimits {
  /** Memory cap, swap included. Default 512 MiB. */
  memoryMb: number;
  /** Most processes and threads at once. Default 128. */
  pids: number;
  /** CPU share. Default 1. */
  cpus: number;
  /** Size of the writable /tmp. Default 64 MiB. */
  tmpfsMb: number;
}

const DEFAULT_LIMITS: SandboxLimits = { memoryMb: 512, pids: 128, cpus: 1, tmpfsMb: 64 };
/** The caps of every container of ours that runs code: memory (swap included), pids and cpu. */
type Caps = Pick<SandboxLimits, 'memoryMb' | 'pids' | 'cpus'>;

interface SandboxRun {
  image: string;
  /** The engine volume holding the connector's files (see copyConnectorIn), mounted read-only at /connector. */
  connectorVolume: string;
  /** The only variables the container gets (besides the image's PATH/HOME/npm/python settings). */
  env: Readonly<Record<string, string>>;
  command: readonly string[];
  runId: string;
  /** Part of the container name, for people reading `docker ps`. */
  purpose: string;
  limits?: Partial<SandboxLimits>;
  /**
   * The volume holding an egress proxy's socket (see openEgress), mounted read-only at /egress. The network stays
   * `none`: the socket is the only way out, and it leads only to the proxy.
   */
  egressVolume?: string;
}

export interface SandboxCommand {
  /** Unique: on a timeout the container is killed and removed by this name. */
  name: string;
  /** Arguments of `docker`. */
  args: string[];
  /** What must be written to the container's stdin before anything else: its variables, which the entrypoint reads and exports. */
  stdinPreamble: string;
}

/**
 * `docker run` for one sandboxed process: removed on exit, stdin open, an init reaping zombies, no network,
 * read-only root with a small /tmp, no capabilities, no privilege gain, capped memory/pids/cpu, an
 * unprivileged user, the connector's files read-only, no log kept by the engine, and only the given variables.
 */
export function sandboxCommand(run: SandboxRun): SandboxCommand {
  const limits = { ...DEFAULT_LIMITS, ...run.limits };
  const name = `skald-smoke-${run.runId}-${run.purpose}-${randomBytes(3).toString('hex')}`.slice(0, 120);
  // Variables travel on the container's stdin, read by the entrypoint before it starts the command: never in the
  // docker client's environment (a manifest could name LD_PRELOAD or DOCKER_HOST and steer the client), never in
  // a file on the runner, never on a command line or in the container's config that `docker inspect` shows,
  // whatever the name (a header name such as X-API-Key included).
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const preamble = Object.entries(run.env).map(([key, value]) => `${base64(key)} ${base64(value)}`);
  const start = lockedDownRun({ name, role: 'run', runId: run.runId, network: 'none', limits });
  const files = ['--tmpfs', `/tmp:rw,nosuid,nodev,size=${limits.tmpfsMb}m`, '--volume', `${run.connectorVolume}:${CONNECTOR_MOUNT}:ro`];
  const egress = run.egressVolume ? ['--volume', `${run.egressVolume}:${EGRESS_MOUNT}:ro`] : [];
  const args = [...start, '--ulimit', 'nofile=1024:1024', ...files, ...egress, '--workdir', CONNECTOR_MOUNT, run.image, ENV_FROM_STDIN];
  args.push(...run.command);
  return { name, args, stdinPreamble: `${preamble.join('\n')}\n\n` };
}

/**
 * `docker run` up to the mounts of a container of ours that runs code (the sandboxed process, the egress proxy): removed
 * on exit, stdin open, an init, never pulled, labelled for `sweepRun`, on `network`, and lockedDown.
 */
export function lockedDownRun(container: { name: string; role: 'run' | 'egress'; runId: string; network: string; limits: Caps }): string[] {
  const start = ['run', '--rm', '--interactive', '--init', '--pull', 'never', '--name', container.name];
  const labels = runLabels(container.role, container.runId);
  return [...start, ...labels, '--network', container.network, ...lockedDown(container.limits)];
}

/**
 * The flags every container of ours that runs code gets: read-only root, no capabilities, no privilege gain,
 * memory (swap included), pids and cpu caps, the unprivileged user, no log kept by the engine.
 */
export function lockedDown(limits: Caps): string[] {
  const privileges = ['--read-only', '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges'];
  const caps = ['--memory', `${limits.memoryMb}m`, '--memory-swap', `${limits.memoryMb}m`, '--pids-limit', String(limits.pids)];
  return [...privileges, ...caps, '--cpus', String(limits.cpus), '--user', SANDBOX_USER, '--log-driver', 'none'];
}

export function newRunId(): string {
  return randomBytes(4).toString('hex');
}
