// The smoke run's public API: the command line, the action and the weekly probe use only these.

export { fillPlaceholders } from '../catalog/placeholders.ts';
export { TARGET_RUNTIME } from '../target-runtime.ts';
export type { BaseImageOptions } from './base-image.ts';
export { ensureBaseImage, sandboxNodeBinary } from './base-image.ts';
export { baseImageTag } from './base-recipe.ts';
export { canaryEnvironment, leakedSecrets } from './canary.ts';
export type { ChangedSelection, ChangedSelectionOptions, SmokeSelectionOptions } from './changed.ts';
export { catalogIds, SMOKE_CODE_PATHS, selectChangedConnectors, selectSmokeIds, shardOf } from './changed.ts';
export type { ConnectorSandbox } from './connector-sandbox.ts';
export { ecosystemOf, prepareSandbox } from './connector-sandbox.ts';
export { copyConnectorIn } from './connector-volume.ts';
export { ContainerStdioTransport } from './container-transport.ts';
export { ensureDependencyImage, planDependencies } from './dependencies.ts';
export {
  CACHE_LABEL,
  detectEngine,
  docker,
  EngineUnavailableError,
  EngineUnsuitableError,
  RUN_LABEL,
  SMOKE_LABEL,
  sandboxProblems,
  sweepRun,
} from './docker.ts';
export { probeLocal } from './local-probe.ts';
export type { HandshakeOutcome, ProbeResult, ProbeTimeouts } from './mcp-probe.ts';
export { DEFAULT_PROBE_TIMEOUTS, probeServer } from './mcp-probe.ts';
export type { SmokeOptions, SmokeTimeouts } from './options.ts';
export { DEFAULT_TIMEOUTS } from './options.ts';
export type { RemoteProbeOptions, RemoteProbeResult, RemoteTransportKind } from './remote.ts';
export { ConnectorSecrets, probeRemote, SECRET_ENV_PREFIX, secretIdKey, secretVariable } from './remote.ts';
export { formatProgressLine, formatSmokeJson, formatSmokeMarkdown } from './report.ts';
export type { ConnectorSmokeResult, SmokeReport, SmokeStatus } from './result.ts';
export { smokeCatalog } from './run.ts';
export type { SandboxLimits } from './sandbox.ts';
export { DEFAULT_LIMITS, newRunId, sandboxCommand } from './sandbox.ts';
export type { ToolCheckContext } from './tool-checks.ts';
export { checkTools } from './tool-checks.ts';
export { schemaProblem } from './tool-schema.ts';
export { parseVerifyOutput, runVerify } from './verify.ts';
