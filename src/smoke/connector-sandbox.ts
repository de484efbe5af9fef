import { launchRuntime } from '../catalog/commands.ts';
import type { ConnectorFolder } from '../catalog/load.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { type Ecosystem, ensureDependencyImage, planDependencies, planIsEmpty } from '../install/dependencies.ts';
import { ensureBaseImage } from '../sandbox/base-image.ts';
import { copyConnectorIn } from '../sandbox/connector-volume.ts';
import { newerNodeException } from '../sandbox/target-runtime.ts';
import type { SmokeOptions, SmokeTimeouts } from './options.ts';

/**
 * A known exception to the target runtime (src/sandbox/newer-node-exceptions.json) runs on the runner's Node, unless the
 * run already chose a Node of its own; every other connector runs on the run's base image.
 */
export async function sandboxContextFor<Context extends { baseImage: string; options: Pick<SmokeOptions, 'base' | 'log'> }>(
  context: Context,
  connectorId: string,
): Promise<Context> {
  if (!newerNodeException(connectorId) || context.options.base?.nodeBinary) return context;
  const base = context.options.base ?? {};
  return { ...context, baseImage: await ensureBaseImage({ ...base, log: base.log ?? context.options.log, nodeBinary: process.execPath }) };
}

/** Where a connector runs: its image (the base, or its dependency layer) and the volume holding its files on the engine. */
export interface ConnectorSandbox {
  image: string;
  volume: string;
  /** Whether this call installed the dependency layer; undefined when the connector has no dependencies. */
  dependenciesBuilt?: boolean;
}

/**
 * The one image step of a smoke run: the connector's files copied into a volume on the engine, and its dependency
 * layer over the base when it has dependencies. Throws DependencyError naming the package that cannot be installed.
 */
export async function prepareSandbox(
  context: { runId: string; baseImage: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'caFile' | 'egressNetwork'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
): Promise<ConnectorSandbox> {
  const plan = await planDependencies(folder.dir, manifest.dependencies ?? [], ecosystemOf(manifest));
  const volume = await copyConnectorIn({
    image: context.baseImage,
    connectorDir: folder.dir,
    connectorId: folder.folder,
    runId: context.runId,
  });
  if (planIsEmpty(plan)) return { image: context.baseImage, volume };
  const layer = await ensureDependencyImage({
    baseImage: context.baseImage,
    plan,
    caFile: context.options.caFile,
    timeoutMs: context.timeouts.installMs,
    connectorId: folder.folder,
    runId: context.runId,
    egressNetwork: context.options.egressNetwork,
  });
  return { image: layer.image, volume, dependenciesBuilt: layer.built };
}

/** Whether the manifest's `dependencies` are pip or npm packages, from the command that starts the server, else `requires`. */
export function ecosystemOf(manifest: ConnectorManifest): Ecosystem | undefined {
  const runtime = launchRuntime(manifest);
  if (runtime) return runtime === 'PYTHON' ? 'python' : 'node';
  const python = manifest.requires.includes('PYTHON');
  const node = manifest.requires.includes('NODE');
  if (python !== node) return python ? 'python' : 'node';
  return undefined;
}
