import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RUN_LABEL, SMOKE_LABEL } from './docker.ts';
import { CONNECTOR_MOUNT, SANDBOX_USER } from './images.ts';

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

export const DEFAULT_LIMITS: SandboxLimits = { memoryMb: 512, pids: 128, cpus: 1, tmpfsMb: 64 };

export interface SandboxRun {
  image: string;
  /** Host path of the connector folder, mounted read-only at /connector (the working directory). */
  connectorDir: string;
  /** The only variables the container gets (besides the image's PATH/HOME/npm/python settings). */
  env: Readonly<Record<string, string>>;
  command: readonly string[];
  runId: string;
  /** Part of the container name, for people reading `docker ps`. */
  purpose: string;
  limits?: Partial<SandboxLimits>;
  /** `none` for every mcp_local run. */
  network?: 'none';
}

export interface SandboxCommand {
  /** Unique: on a timeout the container is killed and removed by this name. */
  name: string;
  /** Arguments of `docker`. */
  args: string[];
  /** The container's variables, read by the docker client from this file (`--env-file`): write it before, remove it after. */
  envFile: { path: string; content: string };
}

/**
 * `docker run` for one sandboxed process: removed on exit, stdin open, an init reaping zombies, no network,
 * read-only root with a small /tmp, no capabilities, no privilege gain, capped memory/pids/cpu, an
 * unprivileged user, the connector folder read-only, no log kept by the engine, and only the given variables.
 */
export function sandboxCommand(run: SandboxRun): SandboxCommand {
  const limits = { ...DEFAULT_LIMITS, ...run.limits };
  const name = `skald-smoke-${run.runId}-${run.purpose}-${randomBytes(3).toString('hex')}`.slice(0, 120);
  // Variables travel in a file the docker client reads, never in its own environment: a manifest could otherwise
  // name LD_PRELOAD, GCONV_PATH or DOCKER_HOST and steer the client on the runner. A value with a line break
  // (which the file format cannot hold) goes in argv, which is safe because sandboxed runs only get canaries.
  const lines: string[] = [];
  const envArgs: string[] = [];
  for (const [key, value] of Object.entries(run.env)) {
    if (/[\r\n]/.test(value) || /[=\s]/.test(key)) envArgs.push('--env', `${key}=${value}`);
    else lines.push(`${key}=${value}`);
  }
  const envFile = { path: path.join(os.tmpdir(), `${name}.env`), content: lines.length ? `${lines.join('\n')}\n` : '' };
  const args = [
    'run',
    '--rm',
    '--interactive',
    '--init',
    '--name',
    name,
    '--label',
    `${SMOKE_LABEL}=run`,
    '--label',
    `${RUN_LABEL}=${run.runId}`,
    '--network',
    run.network ?? 'none',
    '--read-only',
    '--tmpfs',
    `/tmp:rw,nosuid,nodev,size=${limits.tmpfsMb}m`,
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--memory',
    `${limits.memoryMb}m`,
    '--memory-swap',
    `${limits.memoryMb}m`,
    '--pids-limit',
    String(limits.pids),
    '--cpus',
    String(limits.cpus),
    '--ulimit',
    'nofile=1024:1024',
    '--user',
    SANDBOX_USER,
    '--log-driver',
    'none',
    '--volume',
    `${run.connectorDir}:${CONNECTOR_MOUNT}:ro`,
    '--workdir',
    CONNECTOR_MOUNT,
    '--env-file',
    envFile.path,
    ...envArgs,
    run.image,
    ...run.command,
  ];
  return { name, args, envFile };
}

/** Writes the env file of a sandbox command (owner-only), for the docker client to read at start. */
export async function writeEnvFile(command: SandboxCommand): Promise<void> {
  await writeFile(command.envFile.path, command.envFile.content, { mode: 0o600 });
}

export async function removeEnvFile(command: SandboxCommand): Promise<void> {
  await rm(command.envFile.path, { force: true });
}

export function newRunId(): string {
  return randomBytes(4).toString('hex');
}
