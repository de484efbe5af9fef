// `npm run probe`: a connector's server observed on this machine (src/mcp/host-probe.ts, not sandboxed), then judged
// by the smoke rules, as the smoke run judges what it sees in the sandbox.
import type { ConnectorFolder } from '../catalog/load.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import type { Finding } from '../findings/finding.ts';
import { type HostObservation, type HostProbeOptions, observeOnHost } from '../mcp/host-probe.ts';
import { toolContext } from '../smoke/tool-checks.ts';
import { judgeSmoke } from './smoke.ts';

export type HostProbeResult = Omit<HostObservation, 'host' | 'handshake' | 'secrets'> & { findings: Finding[] };

/** Starts an mcp_local connector's server on this machine, lists (and maybe calls) its tools, and judges what it saw. */
export async function probeOnHost(
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  options: HostProbeOptions,
): Promise<HostProbeResult> {
  const { host, handshake, secrets, ...seen } = await observeOnHost(folder, manifest, options);
  const connector = toolContext(folder, manifest, folder.manifest.file);
  return { ...seen, findings: await judgeSmoke({ connector, secrets, host, ...(handshake ? { handshake } : {}) }) };
}
