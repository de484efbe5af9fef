// The smoke run's public API: the command line, the action and the weekly probe use only these.
export { smokeCatalog } from './run.ts';
export { probeLocal } from './local-probe.ts';
export { prepareSandbox, ecosystemOf } from './connector-sandbox.ts';
export { DEFAULT_TIMEOUTS } from './options.ts';
export type { SmokeOptions, SmokeTimeouts } from './options.ts';
export type { SmokeReport, ConnectorSmokeResult, SmokeStatus } from './result.ts';
export type { ConnectorSandbox } from './connector-sandbox.ts';
export { probeRemote, ConnectorSecrets, secretIdKey, secretVariable, SECRET_ENV_PREFIX } from './remote.ts';
export type { RemoteProbeOptions, RemoteProbeResult, RemoteTransportKind } from './remote.ts';
export { probeServer, DEFAULT_PROBE_TIMEOUTS } from './mcp-probe.ts';
export type { ProbeResult, ProbeTimeouts, HandshakeOutcome } from './mcp-probe.ts';
export { checkTools } from './tool-checks.ts';
export { schemaProblem } from './tool-schema.ts';
export type { ToolCheckContext } from './tool-checks.ts';
export { runVerify, parseVerifyOutput } from './verify.ts';
export { fillPlaceholders } from '../catalog/placeholders.ts';
export { canaryEnvironment, leakedSecrets } from './canary.ts';
export { ensureBaseImage, sandboxNodeBinary } from './base-image.ts';
export type { BaseImageOptions } from './base-image.ts';
export { baseImageTag } from './base-recipe.ts';
export { ensureDependencyImage, planDependencies } from './dependencies.ts';
export { copyConnectorIn } from './connector-volume.ts';
export { TARGET_RUNTIME } from '../target-runtime.ts';
export { sandboxCommand, DEFAULT_LIMITS, newRunId } from './sandbox.ts';
export type { SandboxLimits } from './sandbox.ts';
export { ContainerStdioTransport } from './container-transport.ts';
export {
  docker,
  detectEngine,
  sandboxProblems,
  sweepRun,
  EngineUnavailableError,
  EngineUnsuitableError,
  SMOKE_LABEL,
  RUN_LABEL,
  CACHE_LABEL,
} from './docker.ts';
export { formatSmokeJson, formatSmokeMarkdown, formatProgressLine } from './report.ts';
export { selectChangedConnectors, selectSmokeIds, shardOf, catalogIds, SMOKE_CODE_PATHS } from './changed.ts';
export type { ChangedSelection, ChangedSelectionOptions, SmokeSelectionOptions } from './changed.ts';
