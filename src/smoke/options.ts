import type { RuleSelection } from '../findings/rule-ids.ts';
import { DEFAULT_PROBE_TIMEOUTS, type ProbeTimeouts } from '../mcp/probe.ts';
import type { BaseImageOptions } from '../sandbox/base-image.ts';
import type { SandboxLimits } from '../sandbox/container.ts';
import type { Target } from '../sandbox/targets.ts';
import type { ConnectorSecrets } from '../secrets/connector-secrets.ts';
import type { ConnectorSmokeResult } from './result.ts';

export interface SmokeTimeouts extends ProbeTimeouts {
  /** How long a server may take to exit once its stdin is closed before it is killed (and warned about). Default 5 s. */
  exitGraceMs: number;
  /**
   * Time on top of a verify's timeout_secs for its container to start and stop. Default 60 s: timeout(1) in the
   * container is what ends a verify that runs too long, and this backstop only catches an engine that never returns,
   * so it is sized for a loaded 2-core runner, where starting and removing a container can take tens of seconds.
   */
  verifyGraceMs: number;
  /** For one connector's dependency install. Default 10 minutes. */
  installMs: number;
}

export const DEFAULT_TIMEOUTS: SmokeTimeouts = {
  ...DEFAULT_PROBE_TIMEOUTS,
  exitGraceMs: 5000,
  verifyGraceMs: 60_000,
  installMs: 10 * 60_000,
};

export interface SmokeOptions extends RuleSelection {
  /** The catalog directory (`connectors`). */
  catalogDir: string;
  /** Connector ids to run (an empty list runs none: see selectSmokeIds); default every id of index.json. */
  ids?: readonly string[];
  /** Probe remote connectors' servers (from the host, over HTTP). Off: they are reported as skipped. */
  remote?: boolean;
  /** Values for remote URL/header placeholders, each bound to its connector (see ConnectorSecrets). */
  secrets?: ConnectorSecrets;
  /**
   * With `remote`: run each remote connector's verify with its configured secrets, its only way out the origin of
   * its URL (see openEgress), instead of with canaries and no network. The weekly probe does; never a pull request.
   */
  liveVerify?: boolean;
  /** The network the live verify's egress proxy joins to reach the origin. Default the engine's default bridge. */
  egressNetwork?: string;
  /**
   * The private or special ranges (CIDR) the live verify's egress proxy may connect to: the runner's configuration
   * only (a command's option, an action's input), for the pipeline's tests and a maintainer's own servers.
   */
  egressAllowPrivate?: readonly string[];
  /** The DNS server (ip:port) the egress proxy resolves names with, instead of its container's: for tests. */
  egressResolver?: string;
  /** DNS servers (`host` or `host:port`) the remote probe resolves names with. Default the system's resolver. */
  resolver?: readonly string[];
  /** Connectors at once. Default: the number of CPUs. */
  concurrency?: number;
  limits?: Partial<SandboxLimits>;
  timeouts?: Partial<SmokeTimeouts>;
  /** The targets to run on (src/sandbox/targets.json). Default: every one. */
  targets?: readonly Target[];
  /** How each target's base is built; `from` may write the target's suite as `{suite}` (see baseFromFor). */
  base?: Omit<BaseImageOptions, 'target'>;
  /** CA bundle trusted by dependency installs. Default: the runner's system bundle. */
  caFile?: string;
  /** Called as each connector finishes, in completion order. */
  onResult?: (result: ConnectorSmokeResult, done: number, total: number) => void;
  log?: (line: string) => void;
}

/** How much of the end of a server's or a verify's stderr a run keeps for its report. */
export const STDERR_LIMIT = 4096;

/** `--resolver` (or the action's input `resolver`): DNS servers, comma-separated; empty is the system's resolver. */
export function resolverList(text: string | undefined): string[] | undefined {
  const servers = (text ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  return servers.length ? servers : undefined;
}
