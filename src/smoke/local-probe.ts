import type { ConnectorFolder } from '../catalog/load.ts';
import { fillPlaceholders } from '../catalog/placeholders.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import type { Finding } from '../findings/finding.ts';
import { ContainerStdioTransport } from '../mcp/container-transport.ts';
import type { HandshakeObservation } from '../mcp/probe.ts';
import { type HandshakeOutcome, probeServer } from '../mcp/probe.ts';
import { SMOKE_RULES } from '../rules/registry.ts';
import { judge } from '../rules/smoke/rule.ts';
import { sandboxCommand } from '../sandbox/container.ts';
import type { CanaryEnvironment } from '../secrets/canary.ts';
import type { ConnectorSandbox } from './connector-sandbox.ts';
import type { ServerObservation } from './observation.ts';
import { type SmokeOptions, type SmokeTimeouts, STDERR_LIMIT } from './options.ts';
import { toolContext } from './tool-checks.ts';

interface LocalProbe {
  outcome: HandshakeOutcome;
  findings: Finding[];
  stderrTail: string;
}

/** The server of an mcp_local connector, started from mcp_config in the sandbox, driven over stdio, and judged. */
export async function probeLocal(
  context: { runId: string; timeouts: SmokeTimeouts; options: Pick<SmokeOptions, 'limits' | 'only' | 'except'> },
  folder: ConnectorFolder,
  manifest: ConnectorManifest,
  canaries: CanaryEnvironment,
  sandbox: Pick<ConnectorSandbox, 'image' | 'volume'>,
): Promise<LocalProbe> {
  const observation = await observeLocal(context, folder, manifest, canaries, sandbox);
  const findings = await judge(
    SMOKE_RULES,
    { connector: toolContext(folder, manifest, folder.manifest.file), secrets: canaries.secrets, ...observation },
    context.options,
  );
  return { outcome: observation.outcome, findings, stderrTail: observation.server.stderrTail };
}

async function observeLocal(
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
