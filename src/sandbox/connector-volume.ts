// The connector's files reach the engine through the engine's API: a volume filled from a tar stream, so the
// smoke run works with any engine the docker client can reach (local socket, tcp://, ssh://, a context, a
// job-scoped engine), none of which need to see the runner's filesystem.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { CONNECTOR_MOUNT } from './container.ts';
import { clientError, DOCKER_BOOKKEEPING_MS, docker, keepTail, lastLine, removeContainer, runLabels } from './docker.ts';

interface ConnectorCopy {
  image: string;
  connectorDir: string;
  connectorId: string;
  runId: string;
}

/** Streaming a connector folder (up to its size limit) into a volume, on an engine a loaded runner keeps busy. */
const COPY_IN_TIMEOUT_MS = 120_000;

/**
 * Creates a volume labelled with the run, and fills it with the connector folder as a tar stream (`docker cp -`): owned by root,
 * readable by everyone, writable by nobody else (the sandbox user reads it, mounted read-only). Returns its name;
 * `sweepRun` removes it. A symlink is copied as a symlink: inside the container it can only point inside the container.
 */
export async function copyConnectorIn(copy: ConnectorCopy): Promise<string> {
  const volume = `skald-smoke-${copy.runId}-${copy.connectorId}-${randomBytes(3).toString('hex')}`.slice(0, 120);
  const labels = runLabels('connector', copy.runId);
  const created = await docker(['volume', 'create', ...labels, volume], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  if (created.code !== 0) throw new Error(`docker volume create failed: ${lastLine(created.stderr)}`);
  // A created, never started, container is enough for `docker cp` to reach the volume: no process runs, and it
  // costs a third of a `docker run`.
  const holder = await docker(
    ['create', '--pull', 'never', ...labels, '--network', 'none', '--volume', `${volume}:${CONNECTOR_MOUNT}`, copy.image],
    { timeoutMs: DOCKER_BOOKKEEPING_MS },
  );
  const container = holder.stdout.trim();
  if (holder.code !== 0 || !container) throw new Error(`docker create failed: ${clientError(holder.stderr)}`);
  // A raw spawn, not src/system/process.ts: tar's output streams into `docker cp` instead of being held in memory.
  const tar = spawn(
    'tar',
    ['-c', '-f', '-', '--owner=0', '--group=0', '--numeric-owner', '--mode=go-w,a+rX', '-C', copy.connectorDir, '.'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let tarError = '';
  tar.stderr.setEncoding('utf8').on('data', (chunk: string) => (tarError = keepTail(tarError + chunk, 4096)));
  const tarExit = new Promise<number | null>((resolve, reject) => {
    tar.on('error', reject);
    tar.on('close', resolve);
  });
  const extract = await docker(['cp', '-', `${container}:${CONNECTOR_MOUNT}`], {
    timeoutMs: COPY_IN_TIMEOUT_MS,
    input: tar.stdout,
  }).finally(() => removeContainer(container));
  const tarCode = await tarExit;
  if (tarCode !== 0) throw new Error(`tar of ${copy.connectorDir} failed (exit ${tarCode}): ${lastLine(tarError)}`);
  if (extract.code !== 0)
    throw new Error(`copying ${copy.connectorDir} into the engine failed: ${lastLine(extract.stderr) || `exit ${extract.code}`}`);
  return volume;
}
