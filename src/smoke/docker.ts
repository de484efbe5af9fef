import { spawn } from 'node:child_process';
import path from 'node:path';
import { UserError } from '../errors.ts';

/** Every container and image the smoke run creates carries this label, so a sweep can find them. */
export const SMOKE_LABEL = 'skald.smoke';
/** The run a container belongs to: `docker ps -a --filter label=skald.smoke.run=<id>`. */
export const RUN_LABEL = 'skald.smoke.run';
/** Cached images (base, dependency layers) carry this label: prune them with `docker image prune -a --filter label=skald.smoke.cache`. */
export const CACHE_LABEL = 'skald.smoke.cache';

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

export interface DockerResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface DockerOptions {
  /** Kill the client (and `container`, when named) after this long. */
  timeoutMs: number;
  /** A container this command runs: killed and removed on timeout, since killing the client alone leaves it running. */
  container?: string;
  input?: string;
  /** Keep at most this many characters of stdout (the rest is dropped). Default 1 MiB. */
  maxOutput?: number;
}

/** Runs the docker client with a minimal environment and a hard timeout. Never rejects for a non-zero exit. */
export function docker(args: readonly string[], options: DockerOptions): Promise<DockerResult> {
  const maxOutput = options.maxOutput ?? 1 << 20;
  return new Promise((resolve, reject) => {
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
      resolve({ code, stdout, stderr, timedOut });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/** Kills and removes a container by name; quiet when it is already gone. */
export async function removeContainer(name: string): Promise<void> {
  await docker(['rm', '--force', '--volumes', name], { timeoutMs: 30_000 }).catch(() => undefined);
}

/** Removes every container a run created, whatever state it is in. Returns how many were found. */
export async function sweepRun(runId: string): Promise<number> {
  const listed = await docker(['ps', '--all', '--quiet', '--filter', `label=${RUN_LABEL}=${runId}`], { timeoutMs: 30_000 });
  const ids = listed.stdout.split('\n').filter(Boolean);
  if (ids.length) await docker(['rm', '--force', '--volumes', ...ids], { timeoutMs: 60_000 });
  return ids.length;
}

export function keepTail(text: string, max: number): string {
  return text.length > max ? text.slice(text.length - max) : text;
}

export class EngineUnavailableError extends UserError {
  constructor(reason: string) {
    super(
      `no container engine: ${reason.replace(/[.\s]+$/, '')}. The smoke run needs a Docker Engine: locally, start dockerd (scripts/start-docker.sh); ` +
        'on Forgejo Actions, run the job on a host-mode runner label (e.g. smoke-host:host) whose machine runs dockerd; ' +
        'set DOCKER_HOST for another engine on the same machine',
    );
  }
}

/**
 * Fails clearly when the engine cannot see this process's files (`target`, through a mount of its parent). Connector folders reach containers as bind
 * mounts, which the engine resolves on its own machine: with the engine's socket mounted into a job container,
 * the job's paths do not exist there, and every mount would silently be an empty directory.
 */
export async function assertEngineSees(image: string, target: string): Promise<void> {
  const mount = '/skald-visibility-check';
  const run = await docker(
    [
      'run',
      '--rm',
      '--network',
      'none',
      '--user',
      '0:0',
      '--label',
      `${SMOKE_LABEL}=check`,
      '--entrypoint',
      'test',
      '--volume',
      `${path.dirname(target)}:${mount}:ro`,
      image,
      '-e',
      `${mount}/${path.basename(target)}`,
    ],
    { timeoutMs: 60_000 },
  );
  if (run.code === 0) return;
  if (run.code === 1) {
    throw new UserError(
      `the Docker Engine cannot see ${target}: it runs on another machine or outside this job's container, so bind mounts would be empty. ` +
        'Run the smoke job where the engine runs (a host-mode runner label, e.g. smoke-host:host), not in a job container with the engine socket mounted',
    );
  }
  throw new Error(`checking that the engine sees ${target} failed: ${lastLine(run.stderr) || `exit ${run.code}`}`);
}

export interface EngineInfo {
  serverVersion: string;
}

/** Asks the engine for its version; throws EngineUnavailableError, saying what the runner needs, when there is none. */
export async function detectEngine(): Promise<EngineInfo> {
  const result = await docker(['version', '--format', '{{.Server.Version}}'], { timeoutMs: 20_000 });
  const version = result.stdout.trim();
  if (result.code !== 0 || !version) {
    const detail = result.timedOut ? 'the engine did not answer within 20 s' : lastLine(result.stderr) || 'docker version failed';
    throw new EngineUnavailableError(detail);
  }
  return { serverVersion: version };
}

export function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.trim() ?? '';
}
