// How every cached image of the smoke run is made: a setup command in a throwaway container, committed under a
// content-hash tag, built once per tag however many connectors ask for it at the same time.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { clientError, DOCKER_BOOKKEEPING_MS, docker, lastLine, removeContainer, SMOKE_LABEL } from './docker.ts';

const inFlight = new Map<string, Promise<boolean>>();

/** Builds the image `tag` unless the engine has it; concurrent callers share one build. `built`: this call's build made it. */
export async function buildOnce(tag: string, build: () => Promise<void>): Promise<{ tag: string; built: boolean }> {
  let pending = inFlight.get(tag);
  if (!pending) {
    pending = (async () => {
      if (await imageExists(tag)) return false;
      await build();
      return true;
    })();
    inFlight.set(tag, pending);
    pending.catch(() => inFlight.delete(tag));
  }
  return { tag, built: await pending };
}

export async function imageExists(tag: string): Promise<boolean> {
  const result = await docker(['image', 'inspect', '--format', '{{.Id}}', tag], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  return result.code === 0;
}

interface SetupRun {
  source: string;
  purpose: string;
  runArgs: string[];
  command: string[];
  /** The setup's stdin: its script, or a file streamed in. Everything reaches the engine this way, never as a path of the runner. */
  input?: string | Readable;
  timeoutMs: number;
  failure: (output: string) => Error;
}

interface SetupContainer extends SetupRun {
  tag: string;
  /** The image settings committed over the setup; a function of the setup's output when it reads them from there. */
  changes: string[] | ((output: string) => string[]);
}

/** Runs a setup command in a throwaway container and removes it: for a step whose result is left in a volume. */
export async function runSetupContainer(setup: SetupRun): Promise<void> {
  const name = setupName(setup);
  try {
    await runSetup(name, setup);
  } finally {
    await removeContainer(name);
  }
}

/** Committing a container's changes (a dependency layer of hundreds of MB) on a loaded engine. */
const COMMIT_TIMEOUT_MS = 300_000;

/** Runs a setup command in a throwaway container, commits the result under `tag`, and removes the container whatever happens. */
export async function commitSetupContainer(setup: SetupContainer): Promise<void> {
  const name = setupName(setup);
  try {
    const output = await runSetup(name, setup);
    const changes = [...(typeof setup.changes === 'function' ? setup.changes(output) : setup.changes), `LABEL ${SMOKE_LABEL}=image`];
    const commit = await docker(['commit', ...changes.flatMap((change) => ['--change', change]), name], { timeoutMs: COMMIT_TIMEOUT_MS });
    const imageId = commit.stdout.trim();
    if (commit.code !== 0 || !imageId) throw new Error(`docker commit failed: ${lastLine(commit.stderr)}`);
    // Tag only if nobody else did meanwhile: re-tagging would leave the other build's image dangling.
    if (await imageExists(setup.tag)) await docker(['rmi', imageId], { timeoutMs: DOCKER_BOOKKEEPING_MS });
    else await docker(['tag', imageId, setup.tag], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  } finally {
    await removeContainer(name);
  }
}

function setupName(setup: SetupRun): string {
  return `skald-smoke-${setup.purpose}-${randomBytes(4).toString('hex')}`;
}

/** Runs the setup; its stdout and stderr when it succeeded. */
async function runSetup(name: string, setup: SetupRun): Promise<string> {
  const interactive = setup.input === undefined ? [] : ['--interactive'];
  const run = await docker(
    [
      'run',
      ...interactive,
      '--pull',
      'never',
      '--name',
      name,
      '--label',
      `${SMOKE_LABEL}=setup`,
      ...setup.runArgs,
      setup.source,
      ...setup.command,
    ],
    { timeoutMs: Math.max(setup.timeoutMs, 1000), container: name, maxOutput: 64 * 1024, input: setup.input },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.timedOut) throw setup.failure(`${output}\ntimed out after ${Math.round(setup.timeoutMs / 1000)} s`);
  // 125: the docker client or the engine failed to start the container, not the setup command.
  if (run.code === 125) throw new Error(`docker run for ${setup.purpose} failed: ${clientError(run.stderr)}`);
  if (run.code !== 0) throw setup.failure(output);
  return output;
}
