import type { ConnectorFolder } from '../catalog/load.ts';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { ContainerStdioTransport, KEPT_POLLUTION_LINES } from '../mcp/container-transport.ts';
import { type ErasObservation, erasObservation, joinEras, probeStdioEras } from '../mcp/eras.ts';
import type { HandshakeOutcome, ProbeResult, ProtocolEra } from '../mcp/probe.ts';
import { sandboxCommand } from '../sandbox/container.ts';
import type { CanaryEnvironment } from '../secrets/canary.ts';
import type { ConnectorSandbox } from './connector-sandbox.ts';
import type { ServerObservation } from './observation.ts';
import { type SmokeOptions, type SmokeTimeouts, STDERR_LIMIT } from './options.ts';

/**
 * The server of an mcp_local connector, started from mcp_config in the sandbox and driven over stdio in each protocol
 * era, one container per era (src/mcp/eras.ts). What the rules see of its process comes from the eras it answered in,
 * or from the initialize container when it answered in none: a legacy server's answer to server/discover, even an
 * exit, is no fault.
 */
const ERAS: readonly ProtocolEra[] = ['modern', 'legacy'];

export async function observeLocal(
  context: { runId: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'limits'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  canaries: CanaryEnvironment,
  sandbox: Pick<ConnectorSandbox, 'image' | 'volume'>,
): Promise<{ outcome: HandshakeOutcome; server: ServerObservation; eras?: ErasObservation }> {
  const quiet = { pollution: [], pollutionCount: 0, outputCut: false, stderrTail: '', lingered: false };
  const limits = { exitGraceMs: context.timeouts.exitGraceMs, initializeTimeoutMs: context.timeouts.initializeMs };
  const serverCommand = manifest.mcp_config?.command;
  if (!serverCommand) return { outcome: {}, server: { started: false, ...quiet, ...limits } };
  const argv = [serverCommand, ...(manifest.mcp_config?.args ?? [])].map((word) => fillPlaceholders(word, canaries.env));
  const start = (era: ProtocolEra) =>
    new ContainerStdioTransport(
      sandboxCommand({
        image: sandbox.image,
        connectorVolume: sandbox.volume,
        env: canaries.env,
        command: argv,
        runId: context.runId,
        purpose: `${folder.folder}-mcp-${era}`,
        limits: context.options.limits,
      }),
      { exitGraceMs: context.timeouts.exitGraceMs, stderrLimit: STDERR_LIMIT },
    );
  const transports = { modern: start('modern'), legacy: start('legacy') };
  let probes: Record<ProtocolEra, ProbeResult>;
  try {
    probes = await probeStdioEras(transports, context.timeouts);
  } finally {
    await Promise.all([transports.modern.close(), transports.legacy.close()]);
  }
  const joined = joinEras(probes.modern, probes.legacy);
  const answered = ERAS.filter((era) => !probes[era].handshake.initializeFailure).map((era) => transports[era]);
  const failed = answered.length === 0;
  const judged = failed ? [transports.legacy] : answered;
  const exit = transports.legacy.exit;
  const server: ServerObservation = {
    started: true,
    ...limits,
    exitedBeforeAnswer: failed && transports.legacy.exitedUnprompted && exit ? { code: exit.code } : undefined,
    lingered: !failed && judged.some((transport) => transport.exitAfterStdinCloseMs === undefined && !transport.exitedUnprompted),
    pollution: judged.flatMap((transport) => transport.pollution).slice(0, KEPT_POLLUTION_LINES),
    pollutionCount: judged.reduce((count, transport) => count + transport.pollutionCount, 0),
    outputCut: judged.some((transport) => transport.outputCut),
    stderrTail: transports[joined.primary.handshake.era].stderrTail,
  };
  return { outcome: joined.primary.outcome, server, eras: erasObservation(joined) };
}
