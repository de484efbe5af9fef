import newerNodeExceptions from './newer-node-exceptions.json' with { type: 'json' };

/**
 * What Skald's per-user containers run, and so what the sandbox runs connectors on by default: Debian bookworm
 * with its own python3 and nodejs packages. Source: the host side's container image (docs/smoke.md, "The target
 * runtime"); nothing we know says those containers carry a newer Node. Change it here, in one place, when they do:
 * the base image's tag hashes the suite, so the next run builds the matching base.
 */
export const TARGET_RUNTIME = {
  debianSuite: 'bookworm',
  /** Debian bookworm's nodejs package (18.19.0+dfsg-6~deb12u2). */
  node: '18.19.0',
  /** Debian bookworm's python3 package. */
  python: '3.11.2',
} as const;

const NEWER_NODE: Record<string, string> = newerNodeExceptions;

/**
 * Why a connector may need a newer Node than the target, when it is a known exception (data in
 * src/sandbox/newer-node-exceptions.json); undefined for every other connector.
 */
export function newerNodeException(connectorId: string): string | undefined {
  return connectorId === '$comment' ? undefined : NEWER_NODE[connectorId];
}
