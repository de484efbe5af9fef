// The sandbox base on the target engine: a Debian root (bootstrapped, or an image), the setup script, and
// optionally another Node.js as a small layer over it. Everything reaches the engine on stdin.
import { createReadStream, realpathSync } from 'node:fs';
import { SetupError } from '../findings/errors.ts';
import { type Digest, hashFile } from '../system/hash.ts';
import { BASE_CHANGES, type BaseRecipe, baseImageTag, baseSetupScript, shortHash } from './base-recipe.ts';
import { bootstrapWithMmdebstrap } from './bootstrap.ts';
import { SANDBOX_USER } from './container.ts';
import { CACHE_LABEL, docker, lastLine } from './docker.ts';
import { buildOnce, commitSetupContainer } from './image-build.ts';
import { TARGET_RUNTIME } from './target-runtime.ts';

export interface BaseImageOptions extends BaseRecipe {
  /** Reports long steps. */
  log?: (line: string) => void;
  /** Hard limit for the whole build. Default 15 minutes. */
  timeoutMs?: number;
  /**
   * A Node.js binary (see `sandboxNodeBinary`) installed as /usr/local/bin/node, ahead of Debian's on PATH, as a
   * small layer over the plain base. Default none: connectors run on the target runtime's Node.
   */
  nodeBinary?: string;
}

/**
 * The Node.js the sandbox runs, from the `node-binary` input: empty or `debian` for the target runtime's own
 * (what Skald's containers run, see TARGET_RUNTIME), `runner` for this process's Node, or the path of a binary.
 */
export function sandboxNodeBinary(choice: string | undefined): string | undefined {
  if (!choice || choice === 'debian') return undefined;
  return choice === 'runner' ? process.execPath : choice;
}

/** The sandbox base image, built on the target engine once per recipe and reused (cached by tag). Returns its tag. */
export async function ensureBaseImage(options: BaseImageOptions = {}): Promise<string> {
  const recipe = { suite: TARGET_RUNTIME.debianSuite, ...options };
  const { tag } = await buildOnce(baseImageTag(recipe), () => buildBaseImage(baseImageTag(recipe), recipe));
  return options.nodeBinary ? ensureNodeLayer(options.nodeBinary, tag) : tag;
}

async function ensureNodeLayer(nodeBinary: string, plainBase: string): Promise<string> {
  let digest: Digest;
  try {
    // The binary may be reached through a symlink (a version manager's shim), which hashFile does not follow.
    digest = hashFile(realpathSync(nodeBinary));
  } catch (error) {
    throw new SetupError(
      `the Node.js binary ${nodeBinary} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  const tag = `skald-smoke-base:${shortHash(`${plainBase}\nnode ${digest.sha256}`)}`;
  await buildOnce(tag, () =>
    commitSetupContainer({
      source: plainBase,
      tag,
      purpose: 'base-node',
      runArgs: ['--user', '0:0', '--network', 'none', '--entrypoint', 'sh'],
      command: ['-c', 'cat > /usr/local/bin/node && chmod 755 /usr/local/bin/node && /usr/local/bin/node --version'],
      input: createReadStream(nodeBinary),
      changes: [`USER ${SANDBOX_USER}`, 'ENTRYPOINT ["/usr/local/bin/skald-sandbox-init"]', 'CMD []', `LABEL ${CACHE_LABEL}=base`],
      timeoutMs: 5 * 60_000,
      failure: (output) => new SetupError(`installing ${nodeBinary} in the sandbox base failed: ${lastLine(output)}`),
    }),
  );
  return tag;
}

async function buildBaseImage(tag: string, recipe: BaseImageOptions): Promise<void> {
  const deadline = Date.now() + (recipe.timeoutMs ?? 15 * 60_000);
  const suite = recipe.suite ?? TARGET_RUNTIME.debianSuite;
  let source = recipe.from;
  let bootstrapTag: string | undefined;
  if (!source) {
    bootstrapTag = `skald-smoke-bootstrap:${tag.split(':')[1]}`;
    recipe.log?.(`bootstrapping the sandbox base from Debian ${suite} packages (mmdebstrap, about a minute)`);
    await bootstrapWithMmdebstrap(bootstrapTag, { suite, timeoutMs: deadline - Date.now() });
    source = bootstrapTag;
  } else {
    recipe.log?.(`building the sandbox base from ${source}`);
  }
  try {
    await commitSetupContainer({
      source,
      tag,
      purpose: 'base',
      runArgs: ['--user', '0:0'],
      command: ['sh', '-s'],
      input: baseSetupScript(recipe.from !== undefined),
      changes: [...BASE_CHANGES, `LABEL ${CACHE_LABEL}=base`],
      timeoutMs: deadline - Date.now(),
      failure: (output) => new SetupError(`building the sandbox base image failed: ${lastLine(output)}`),
    });
  } finally {
    if (bootstrapTag) await docker(['rmi', bootstrapTag], { timeoutMs: 60_000 });
  }
}
