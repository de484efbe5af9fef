// The sandbox base of a target on the engine: a Debian root of its suite (bootstrapped, or an image) and the setup
// script, which ends by reading the versions of the base's own node and python3 into the image's labels.
import { SetupError, UsageError } from '../findings/errors.ts';
import { BASE_CHANGES, type BaseRecipe, baseImageTag, baseSetupScript, VERSIONS_LINE } from './base-recipe.ts';
import { bootstrapWithMmdebstrap } from './bootstrap.ts';
import { CACHE_LABEL, DOCKER_BOOKKEEPING_MS, docker, lastLine } from './docker.ts';
import { buildOnce, commitSetupContainer } from './image-build.ts';
import { type RuntimeVersions, TARGETS, type Target } from './targets.ts';

/** The labels a base carries: its target, and the versions read from it when it was built. */
const TARGET_LABELS = { target: 'skald.target', node: 'skald.target.node', python: 'skald.target.python' } as const;

export interface BaseImageOptions extends Partial<BaseRecipe> {
  /** Reports long steps. */
  log?: (line: string) => void;
  /** Hard limit for the whole build. Default 15 minutes. */
  timeoutMs?: number;
}

/** A target's base on the engine, with the versions read from it. */
export interface TargetBase {
  target: Target;
  image: string;
  versions: RuntimeVersions;
}

/** The sandbox base of a target (default the oldest), built on the engine once per recipe and reused (cached by tag). Returns its tag. */
export async function ensureBaseImage(options: BaseImageOptions = {}): Promise<string> {
  const recipe: BaseRecipe = { target: options.target ?? TARGETS[0]!, ...(options.from ? { from: options.from } : {}) };
  const tag = baseImageTag(recipe);
  await buildOnce(tag, () => buildBaseImage(tag, recipe, options));
  return tag;
}

/** A target's base, built when missing, and the Node and Python versions read from it. */
export async function ensureTargetBase(target: Target, options: BaseImageOptions = {}): Promise<TargetBase> {
  const image = await ensureBaseImage({ ...options, target });
  return { target, image, versions: await readBaseVersions(image) };
}

/** The Node and Python versions of a base, from the labels its build read them into. */
export async function readBaseVersions(image: string): Promise<RuntimeVersions> {
  const inspected = await docker(['image', 'inspect', '--format', '{{json .Config.Labels}}', image], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  const labels = inspected.code === 0 ? (JSON.parse(inspected.stdout || 'null') as Record<string, string> | null) : null;
  const node = labels?.[TARGET_LABELS.node];
  const python = labels?.[TARGET_LABELS.python];
  if (!node || !python)
    throw new SetupError(`the sandbox base ${image} carries no version labels: remove it (docker rmi ${image}) and run again`);
  return { node, python };
}

/**
 * The image a base of `target` starts from, from the `--base-from` option: empty to bootstrap with mmdebstrap, else an
 * image name, in which `{suite}` stands for the target's suite. One image for several targets is a usage error.
 */
export function baseFromFor(template: string | undefined, targets: readonly Target[]): (target: Target) => string | undefined {
  if (!template) return () => undefined;
  if (targets.length > 1 && !template.includes('{suite}'))
    throw new UsageError(`--base-from names one image for ${targets.length} targets: write the suite as {suite} (debian:{suite}-slim)`);
  return (target) => template.replaceAll('{suite}', target.suite);
}

async function buildBaseImage(tag: string, recipe: BaseRecipe, options: BaseImageOptions): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 15 * 60_000);
  const { suite, id } = recipe.target;
  let source = recipe.from;
  let bootstrapTag: string | undefined;
  if (!source) {
    bootstrapTag = `skald-smoke-bootstrap:${tag.split(':')[1]}`;
    options.log?.(`bootstrapping the ${id} sandbox base from Debian ${suite} packages (mmdebstrap, a few minutes)`);
    await bootstrapWithMmdebstrap(bootstrapTag, { suite, timeoutMs: deadline - Date.now() });
    source = bootstrapTag;
  } else {
    options.log?.(`building the ${id} sandbox base from ${source}`);
  }
  try {
    await commitSetupContainer({
      source,
      tag,
      purpose: 'base',
      runArgs: ['--user', '0:0'],
      command: ['sh', '-s'],
      input: baseSetupScript(recipe.from !== undefined),
      changes: (output) => [...BASE_CHANGES, `LABEL ${CACHE_LABEL}=base`, ...versionLabels(id, output)],
      timeoutMs: deadline - Date.now(),
      failure: (output) => new SetupError(`building the ${id} sandbox base image failed: ${lastLine(output)}`),
    });
  } finally {
    if (bootstrapTag) await docker(['rmi', bootstrapTag], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  }
}

function versionLabels(targetId: string, setupOutput: string): string[] {
  const versions = VERSIONS_LINE.exec(setupOutput);
  if (!versions)
    throw new SetupError(`the ${targetId} sandbox base did not report its node and python3 versions: ${lastLine(setupOutput)}`);
  return [
    `LABEL ${TARGET_LABELS.target}=${targetId}`,
    `LABEL ${TARGET_LABELS.node}=${versions[1]}`,
    `LABEL ${TARGET_LABELS.python}=${versions[2]}`,
  ];
}
