import type { HostServerObservation } from '../mcp/host-probe.ts';
import type { HandshakeObservation } from '../mcp/probe.ts';
import type { RemoteObservation } from '../mcp/remote.ts';
import type { TargetRuntime } from '../sandbox/targets.ts';
import type { Canary } from '../secrets/canary.ts';
import type { ProtocolEras } from '../tool-surface/surface.ts';
import type { ToolCheckContext } from './tool-checks.ts';

/**
 * What the smoke run saw of one connector, as data: the smoke rules (src/rules/smoke/) judge it. Each probe fills
 * the part it observed; a rule whose part is absent says nothing. `npm run probe` fills `host` instead of `server`.
 */
export interface SmokeObservation {
  connector: ToolCheckContext;
  /** The target it ran on, with the versions read from its base; `unmet` says why its min_runtime excludes that target. */
  target?: TargetRuntime & { unmet?: string };
  /** Credentials the connector was given (canaries; real ones in the probe's verify): one in its output is a leak. */
  secrets: readonly Canary[];
  dependencies?: { message: string; fix?: string; source: 'dependencies' | string };
  server?: ServerObservation;
  /** The server as `npm run probe` started it on this machine, not in the sandbox. */
  host?: HostServerObservation;
  /** The handshake of the era the server is reported in: modern (server/discover) when it answered it, else legacy (initialize). */
  handshake?: HandshakeObservation;
  /** A dual-era server's legacy handshake, beside the modern one in `handshake`: both must show one surface. */
  otherEra?: HandshakeObservation;
  /** Each era the server answered in, with its protocol version. */
  eras?: ProtocolEras;
  remote?: RemoteObservation;
  verify?: VerifyObservation;
}

/** The local server's process, seen through its container. */
export interface ServerObservation {
  /** False when mcp_config has no command, so nothing was started. */
  started: boolean;
  /** Set when initialize failed: how the process had ended by then, if it had. */
  exitedBeforeAnswer?: { code: number | null };
  /** It answered, then was still running the grace period after its stdin closed, and was killed. */
  lingered: boolean;
  exitGraceMs: number;
  initializeTimeoutMs: number;
  /** Lines on stdout that were not JSON-RPC, and how many. */
  pollution: readonly string[];
  pollutionCount: number;
  /** True when the server's output was read no further after a flood: pollutionCount is then a lower bound. */
  outputCut: boolean;
  stderrTail: string;
}

export interface VerifyObservation {
  timeoutSecs: number;
  timedOut: boolean;
  /** Killed (exit 137) well before its deadline: the memory limit. */
  killedEarly: boolean;
  exitCode: number | null;
  /** stdout and stderr, for the leak check. */
  output: string;
  /** The one JSON object of stdout, or what is wrong with the output. */
  parsed: { ok: boolean; message: string } | string;
  /** Set when it ran with real secrets (the weekly probe): the origin it could reach, and what it was refused. */
  live?: { allowed: string; refused: readonly string[] };
}
