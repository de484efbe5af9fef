import type { ConnectorFolder } from '../catalog/load.ts';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { ContainerStdioTransport } from '../mcp/container-transport.ts';
import { type HandshakeObservation, type HandshakeOutcome, probeServer } from '../mcp/probe.ts';
import { sandboxCommand } from '../sandbox/container.ts';
import type { CanaryEnvironment } from '../secrets/canary.ts';
import type { ConnectorSandbox } from './connector-sandbox.ts';
import type { ServerObservation } from './observation.ts';
import { type SmokeOptions, type SmokeTimeouts, STDERR_LIMIT } from './options.ts';

/** The server of an mcp_local connector, started from mcp_config in the sandbox and driven over stdio. */
export async function observeLocal(
  context: { runId: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'limits'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  canaries: CanaryEnvironment,
  sandbox: Pick<ConnectorSandbox, 'image' | 'volume'>,
): Promise<{ outcome: HandshakeOutcome; server: ServerObservation; handshake?: HandshakeObservation }> {
  const quiet = { pollution: [], pollutionCount: 0, stderrTail: '', lingered: false };
  const limits = { exitGraceMs: context.timeouts.exitGraceMs, initializeTimeoutMs: context.timeouts.initializeMs };
  const serverCommand = manifest.mcp_config?.command;
  if (!serverCommand) return { outcome: {}, server: { started: false, ...quiet, ...limits } };
  const argv = [serverCommand, ...(manifest.mcp_config?.args ?? [])].map((word) => fillPlaceholders(word, canaries.env));
  const command = sandboxCommand({
    image: sandbox.image,
    connectorVolume: sandbox.volume,
    env: canaries.env,
    command: argv,
    runId: context.runId,
    purpose: `${folder.folder}-mcp`,
    limits: context.options.limits,
  });
  const transport = new ContainerStdioTransport(command, { exitGraceMs: context.timeouts.exitGraceMs, stderrLimit: STDERR_LIMIT });
  let probe: Awaited<ReturnType<typeof probeServer>>;
  try {
    probe = await probeServer(transport, context.timeouts);
  } finally {
    await transport.close();
  }
  const exitedOnItsOwn = transport.exitedUnprompted;
  const failed = probe.handshake.initializeFailure !== undefined;
  const exit = transport.exit;
  const server: ServerObservation = {
    started: true,
    ...limits,
    exitedBeforeAnswer: failed && exitedOnItsOwn && exit ? { code: exit.code } : undefined,
    lingered: !failed && transport.exitAfterStdinCloseMs === undefined && !exitedOnItsOwn,
    pollution: transport.pollution,
    pollutionCount: transport.pollutionCount,
    stderrTail: transport.stderrTail,
  };
  return { outcome: probe.outcome, server, handshake: probe.handshake };
}
