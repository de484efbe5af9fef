import { launchRuntime } from '../catalog/commands.ts';
import type { ConnectorFolder } from '../catalog/load.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { type Ecosystem, ensureDependencyImage, planDependencies, planIsEmpty } from '../install/dependencies.ts';
import { copyConnectorIn } from '../sandbox/connector-volume.ts';
import type { Target } from '../sandbox/targets.ts';
import type { SmokeOptions, SmokeTimeouts } from './options.ts';

/** Where a connector runs: its image (the base, or its dependency layer) and the volume holding its files on the engine. */
export interface ConnectorSandbox {
  image: string;
  volume: string;
  /** Whether this call installed the dependency layer; undefined when the connector has no dependencies. */
  dependenciesBuilt?: boolean;
}

/**
 * The one image step of a smoke run on a target: the connector's files copied into a volume on the engine, and its
 * dependency layer over the target's base when it has dependencies (fetched for that target's Node or Python). Throws DependencyError naming the package that cannot be installed.
 */
export async function prepareSandbox(
  context: {
    runId: string;
    baseImage: string;
    target: Target;
    timeouts: SmokeTimeouts;
    options: Pick<SmokeOptions, 'caFile' | 'egressNetwork'>;
  },
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
    target: context.target.id,
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
