import type { Finding } from '../findings/finding.ts';
import type { RemoteFailure } from '../mcp/failure-class.ts';
import type { RemoteTransportKind } from '../mcp/remote.ts';
import type { ProtocolEras, ToolSurface } from '../tool-surface/surface.ts';
import type { VerifyOutcome } from './verify.ts';

export type SmokeStatus = 'passed' | 'failed' | 'skipped';

export interface ConnectorSmokeResult {
  id: string;
  /** The target it ran on (src/sandbox/targets.json). */
  target?: string;
  type: string;
  /** failed: at least one error. skipped: no error, but the MCP handshake did not run (a remote without --remote). */
  status: SmokeStatus;
  /** Why the MCP handshake did not run. */
  skipped?: string;
  /** Present when the manifest has a verify and it ran. */
  verify?: Omit<VerifyOutcome, 'stderrTail'>;
  /** Why the verify did not run (the probe: a secret it needs is not configured). */
  verifySkipped?: string;
  transport?: 'stdio' | RemoteTransportKind;
  /** The protocol version of the era the connector is reported in (modern when it speaks it). */
  protocolVersion?: string;
  /** Every era the server answered in, with its protocol version: `{"modern": "2026-07-28", "legacy": "2025-11-25"}`. */
  eras?: ProtocolEras;
  serverInfo?: { name: string; version: string };
  /** A remote server's failure, as one class in the pipeline's words (needs credentials, timeout, …). */
  failure?: RemoteFailure;
  toolCount?: number;
  tools?: string[];
  /** sha256 of each tool's inputSchema, by name. */
  toolSchemas?: Record<string, string>;
  /** The whole tool surface as listed (tools.lock.json's form): what `npm run lock-tools` writes. */
  surface?: ToolSurface;
  /** The image the connector ran in; `dependenciesBuilt` tells whether this run installed its dependency layer. */
  image?: string;
  dependenciesBuilt?: boolean;
  durations: { dependenciesMs?: number; verifyMs?: number; mcpMs?: number; initializeMs?: number; listToolsMs?: number; totalMs: number };
  findings: Finding[];
  /** The end of the server's stderr (and verify's, after a blank line), for the report. */
  stderrTail: string;
}

/** A target of the run: its base image and the versions read from it; `recorded`, when the index names others. */
export interface TargetRun {
  id: string;
  debian: string;
  node: string;
  python: string;
  image: string;
  recorded?: { node: string; python: string };
}

export interface SmokeReport {
  runId: string;
  engine: string;
  /** The first target's base image (`targets` has each). */
  baseImage: string;
  targets?: TargetRun[];
  startedAt: string;
  durationMs: number;
  counts: { passed: number; failed: number; skipped: number; errors: number; warnings: number };
  connectors: ConnectorSmokeResult[];
}
