import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { SetupError } from '../findings/errors.ts';

/** Every container, volume and image the smoke run creates carries this label, so a sweep can find them. */
export const SMOKE_LABEL = 'skald.smoke';
/** The run a container or volume belongs to: `docker ps -a --filter label=skald.smoke.run=<id>`. */
export const RUN_LABEL = 'skald.smoke.run';
/** Cached images (base, dependency layers) carry this label: prune them with `docker image prune -a --filter label=skald.smoke.cache`. */
export const CACHE_LABEL = 'skald.smoke.cache';

/** The labels of a container or volume one run makes: what it is for, and the run, whose sweep removes it. */
export function runLabels(role: string, runId: string): string[] {
  return ['--label', `${SMOKE_LABEL}=${role}`, '--label', `${RUN_LABEL}=${runId}`];
}

/** Variables the docker client itself needs; nothing else of the runner's environment reaches it. */
const DOCKER_CLIENT_VARIABLES = ['PATH', 'HOME', 'DOCKER_HOST', 'DOCKER_CONFIG', 'DOCKER_CONTEXT', 'DOCKER_CERT_PATH', 'DOCKER_TLS_VERIFY'];

/** The docker client's own environment: PATH, HOME and the DOCKER_* settings that pick the engine. */
export function dockerClientEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of DOCKER_CLIENT_VARIABLES) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/**
 * How long a docker command that only keeps books (inspect, create or remove a volume, tag, remove a container) may
 * take. Seconds on a quiet machine; an engine busy building images on a loaded 2-core runner can take a minute.
 */
export const DOCKER_BOOKKEEPING_MS = 120_000;

interface DockerResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

interface DockerOptions {
  /** Kill the client (and `container`, when named) after this long. */
  timeoutMs: number;
  /** A container this command runs: killed and removed on timeout, since killing the client alone leaves it running. */
  container?: string;
  /** What the command reads on stdin: a string, or a stream (a tar of a connector folder, a binary). Default: nothing. */
  input?: string | Readable;
  /** Keep at most this many characters of stdout (the rest is dropped). Default 1 MiB. */
  maxOutput?: number;
}

/** Runs the docker client with a minimal environment and a hard timeout. Never rejects for a non-zero exit. */
export function docker(args: readonly string[], options: DockerOptions): Promise<DockerResult> {
  const maxOutput = options.maxOutput ?? 1 << 20;
  return new Promise((resolve, reject) => {
    // A raw spawn, not src/system/process.ts: a hard timeout that also removes the container, stdin from a stream, capped output.
    const child = spawn('docker', args, { env: dockerClientEnvironment(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < maxOutput) stdout += chunk.slice(0, maxOutput - stdout.length);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = keepTail(stderr + chunk, maxOutput);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      void (options.container ? removeContainer(options.container) : Promise.resolve()).finally(() => child.kill('SIGKILL'));
    }, options.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new EngineUnavailableError('the docker client is not installed (no "docker" on PATH)') : error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // Every caller reports stderr when a command fails: this line makes it say which step ran out of time.
      if (timedOut) stderr = keepTail(`${stderr}\n${timedOutMessage(args, options.timeoutMs)}`, maxOutput);
      resolve({ code, stdout, stderr, timedOut });
    });
    child.stdin.on('error', () => undefined);
    if (typeof options.input === 'object') options.input.pipe(child.stdin);
    else child.stdin.end(options.input ?? '');
  });
}

/** "timed out after 120 s: docker volume create": the subcommand only, never its arguments. */
function timedOutMessage(args: readonly string[], timeoutMs: number): string {
  const subcommand = args.slice(0, 2).filter((arg) => /^[a-z][a-z-]*$/.test(arg));
  return `timed out after ${Math.round(timeoutMs / 1000)} s: docker ${subcommand.join(' ')}`;
}

/** Kills and removes a container by name; quiet when it is already gone. */
export async function removeContainer(name: string): Promise<void> {
  await docker(['rm', '--force', '--volumes', name], { timeoutMs: DOCKER_BOOKKEEPING_MS }).catch(() => undefined);
}

/** Whether the engine still runs the container: false once it has stopped, or is gone. */
export async function containerRunning(name: string): Promise<boolean> {
  const inspected = await docker(['container', 'inspect', '--format', '{{.State.Running}}', name], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  return inspected.code === 0 && inspected.stdout.trim() === 'true';
}

/** Removes every container, then every volume, a run created, whatever state they are in. Returns how many were found. */
export async function sweepRun(runId: string): Promise<number> {
  const filter = ['--filter', `label=${RUN_LABEL}=${runId}`];
  const containers = await listIds(['ps', '--all', '--quiet', ...filter]);
  if (containers.length) await docker(['rm', '--force', '--volumes', ...containers], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  const volumes = await listIds(['volume', 'ls', '--quiet', ...filter]);
  if (volumes.length) await docker(['volume', 'rm', '--force', ...volumes], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  return containers.length + volumes.length;
}

async function listIds(args: string[]): Promise<string[]> {
  return (await docker(args, { timeoutMs: DOCKER_BOOKKEEPING_MS })).stdout.split('\n').filter(Boolean);
}

export function keepTail(text: string, max: number): string {
  return text.length > max ? text.slice(text.length - max) : text;
}

class EngineUnavailableError extends SetupError {
  constructor(reason: string) {
    super(
      `no container engine: ${reason.replace(/[.\s]+$/, '')}. The smoke run needs a Docker Engine the docker client can reach: locally, ` +
        'start dockerd (scripts/start-docker.sh); ' +
        'elsewhere set DOCKER_HOST (unix://, tcp://, ssh://) or DOCKER_CONTEXT to a dedicated engine',
    );
  }
}

/** The engine answers, but cannot hold the sandbox: it would run connectors without the limits they are promised. */
class EngineUnsuitableError extends SetupError {}

interface EngineInfo {
  serverVersion: string;
}

/** What `docker info` says about the engine's ability to enforce the sandbox (the fields of its JSON we read). */
interface EngineCapabilities {
  ServerVersion?: string;
  MemoryLimit?: boolean;
  SwapLimit?: boolean;
  PidsLimit?: boolean;
  CpuCfsQuota?: boolean;
  OSType?: string;
  SecurityOptions?: string[] | null;
}

/** Every reason this engine cannot run the sandbox as promised (memory, swap, pids and cpu caps, Linux containers). */
export function sandboxProblems(info: EngineCapabilities): string[] {
  const problems: string[] = [];
  if (info.OSType && info.OSType !== 'linux') problems.push(`it runs ${info.OSType} containers, not Linux ones`);
  const missing: Array<[keyof EngineCapabilities, string]> = [
    ['MemoryLimit', '--memory'],
    ['SwapLimit', '--memory-swap'],
    ['PidsLimit', '--pids-limit'],
    ['CpuCfsQuota', '--cpus'],
  ];
  const absent = missing.filter(([field]) => info[field] !== true).map(([field, flag]) => `${flag} (docker info: ${field} false)`);
  if (absent.length) {
    const rootless = (info.SecurityOptions ?? []).some((option) => option.includes('name=rootless'));
    problems.push(
      `it cannot enforce ${absent.join(', ')}` +
        (rootless ? ': a rootless engine needs cgroup v2 with the controllers delegated to its user' : ''),
    );
  }
  return problems;
}

/**
 * Asks the engine for its version and capabilities; throws EngineUnavailableError when there is none, and
 * EngineUnsuitableError naming what is missing when it cannot enforce the sandbox's limits.
 */
export async function detectEngine(): Promise<EngineInfo> {
  const result = await docker(['info', '--format', '{{json .}}'], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  let info: EngineCapabilities | undefined;
  try {
    info = JSON.parse(result.stdout) as EngineCapabilities;
  } catch {
    info = undefined;
  }
  if (result.code !== 0 || !info?.ServerVersion) {
    const detail = result.timedOut ? 'the engine did not answer within 20 s' : lastLine(result.stderr) || 'docker info failed';
    throw new EngineUnavailableError(detail);
  }
  const problems = sandboxProblems(info);
  if (problems.length) {
    throw new EngineUnsuitableError(
      `the Docker Engine ${engineName()} (${info.ServerVersion}) cannot run the sandbox: ${problems.join('; ')}. ` +
        'Use an engine with cgroup limits (a rootful dockerd, or rootless on cgroup v2 with delegation)',
    );
  }
  return { serverVersion: info.ServerVersion };
}

/** The engine the docker client talks to, for messages. */
export function engineName(): string {
  if (process.env.DOCKER_HOST) return `at ${process.env.DOCKER_HOST}`;
  if (process.env.DOCKER_CONTEXT) return `of context ${process.env.DOCKER_CONTEXT}`;
  return 'on the local socket';
}

/** What the docker client itself said went wrong (its "docker: …" line), else the last line. */
export function clientError(stderr: string): string {
  return /^docker: .*$|^Error response from daemon: .*$/m.exec(stderr)?.[0] ?? lastLine(stderr);
}

export function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.trim() ?? '';
}
