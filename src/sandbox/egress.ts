// The way out of the sandbox for the weekly probe's verify, and the only one: the verify container keeps
// `--network none`; a relay inside it (the verify's parent process) listens on its own loopback and carries each
// connection over a unix socket, in a volume shared with one proxy container, to an HTTP proxy that joins a normal
// network and opens a connection only to the origin its connector's URL names. No DNS, no route, no host address
// is reachable from the verify: an internal docker network would still reach every service of the engine's host
// on the bridge's gateway address, a unix socket reaches only the proxy.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { PassThrough } from 'node:stream';
import { SetupError, UsageError } from '../findings/errors.ts';
import { EGRESS_MOUNT, lockedDownRun, SANDBOX_USER } from './container.ts';
import { DOCKER_BOOKKEEPING_MS, docker, lastLine, runLabels } from './docker.ts';

const SOCKET = `${EGRESS_MOUNT}/proxy.sock`;
/** The network the proxy joins to reach the origin, by default: the engine's default bridge. */
export const DEFAULT_EGRESS_NETWORK = 'bridge';

/**
 * The one origin a verify may reach: its connector's mcp_config.url (https → 443, http → 80 unless written). An https
 * origin is reached only through CONNECT and TLS, an http one only by plain requests.
 */
interface AllowedOrigin {
  scheme: 'https' | 'http';
  host: string;
  port: number;
  /**
   * Where the proxy connects for it, instead of resolving `host` (a test's stand-in origin); the name stays pinned, and
   * the address is held to the private ranges like a resolved one.
   */
  address?: string;
}

export function allowedOrigin(url: URL): AllowedOrigin {
  const scheme = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : scheme === 'http' ? 80 : 443;
  return { scheme, host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port };
}

/**
 * The runner's own opening of the ranges the proxy otherwise refuses (private, loopback, link-local, …: see
 * egress-proxy.cjs): CIDR texts from a command's option or an action's input, never from a manifest or the catalog.
 * For the pipeline's tests and a maintainer's own servers. Throws a usage error naming a text that is not a range.
 */
export function privateRanges(texts: readonly string[], source: string): string[] {
  const ranges = texts.map((text) => text.trim()).filter(Boolean);
  for (const range of ranges) {
    const [base = '', prefix, extra] = range.split('/');
    const family = isIP(base);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const valid =
      family !== 0 && extra === undefined && (bits === undefined || (/^\d+$/.test(prefix!) && bits <= (family === 6 ? 128 : 32)));
    if (!valid) throw new UsageError(`${source}: "${range}" is not an IP address or a CIDR range (such as 172.16.0.0/12 or fd00::/8)`);
  }
  return ranges;
}

/** Every address: the install's fetch reaches the registry the runner's own configuration names, wherever it is. */
export const EVERY_ADDRESS: readonly string[] = ['0.0.0.0/0', '::/0'];

export function formatOrigin({ host, port }: AllowedOrigin): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Debian's Node in the base image, by absolute path: /deps/npm/bin, first on PATH, is not ours. */
const BASE_NODE = '/usr/bin/node';

// The proxy and the relay, files beside this one (or beside an action's bundle), are passed to `node -e`: the engine
// may be remote, and no file of the runner reaches it.
const PROXY_FILE = new URL('egress-proxy.cjs', import.meta.url);
const RELAY_FILE = new URL('egress-relay.cjs', import.meta.url);
/** How long the relay waits for the proxy's socket before it gives up (the verify's clock starts after). */
export const RELAY_WAIT_MS = 20_000;

/** The verify's command, run under the relay: every connection it makes goes to the proxy. */
export function throughRelay(command: readonly string[]): string[] {
  return ['node', '-e', readFileSync(RELAY_FILE, 'utf8'), SOCKET, String(RELAY_WAIT_MS), '--', ...command];
}

/**
 * How long a tunnel to the allowed origin may stay silent before its client's TLS ClientHello arrives. A client on a
 * busy 2-core runner (npm or pip starting under load, the relay between them) can take many seconds; past this the
 * proxy closes the tunnel and reports it as silent, never as refused.
 */
export const CLIENT_HELLO_WAIT_MS = 60_000;

export interface EgressRequest {
  /**
   * The sandbox base image, never a connector's dependency layer: there, `node` on PATH could be a binary a
   * connector's package installed, and the proxy would be connector code with a way out.
   */
  baseImage: string;
  runId: string;
  connectorId: string;
  allowed: AllowedOrigin;
  /** The network the proxy joins for its way out. Default the engine's default bridge. */
  network?: string;
  /** The special ranges the runner's configuration opens (see privateRanges). Default none. */
  allowPrivate?: readonly string[];
  /** The DNS server (ip:port) the proxy resolves the origin's name with, instead of its container's (tests). */
  resolver?: string;
  /** Backstop for the proxy's life; close() normally ends it. Default 5 minutes. */
  timeoutMs?: number;
}

export interface Egress {
  /** The volume with the proxy's socket: the verify mounts it read-only at EGRESS_MOUNT. */
  volume: string;
  allowed: AllowedOrigin;
  /** Ends the proxy and removes its volume; says what it refused, and what stayed silent (host:port, once each). */
  close(): Promise<EgressRecord>;
}

export interface EgressRecord {
  refused: string[];
  /** Tunnels to the allowed origin whose client sent no TLS ClientHello within CLIENT_HELLO_WAIT_MS: closed, not refused. */
  silent: string[];
  problem?: string;
}

/**
 * Starts the egress proxy of one verify: a tmpfs volume owned by the sandbox user for its socket, and a proxy
 * container as locked down as the sandbox (no capabilities, read-only root, small limits) on `network`. Both
 * carry the run's labels, so `sweepRun` removes whatever close() did not.
 */
export async function openEgress(request: EgressRequest): Promise<Egress> {
  const proxySource = readFileSync(PROXY_FILE, 'utf8');
  const suffix = `${request.runId}-${request.connectorId}-${randomBytes(3).toString('hex')}`;
  const volume = `skald-smoke-egress-${suffix}`.slice(0, 120);
  const name = `skald-smoke-proxy-${suffix}`.slice(0, 120);
  const network = request.network ?? DEFAULT_EGRESS_NETWORK;
  const found = await docker(['network', 'inspect', '--format', '{{.Name}}', network], { timeoutMs: DOCKER_BOOKKEEPING_MS });
  if (found.code !== 0)
    throw new SetupError(
      `the egress network "${network}" is not on the engine (${lastLine(found.stderr)}): the probe's verify needs a network ` +
        'that reaches the internet for its proxy; name one with the egress-network input',
    );
  const [uid, gid] = SANDBOX_USER.split(':');
  const tmpfs = ['--opt', 'type=tmpfs', '--opt', 'device=tmpfs', '--opt', `o=size=1m,uid=${uid},gid=${gid},mode=0700`];
  const volumeArgs = ['volume', 'create', ...runLabels('egress', request.runId), '--driver', 'local', ...tmpfs, volume];
  const created = await docker(volumeArgs, { timeoutMs: DOCKER_BOOKKEEPING_MS });
  if (created.code !== 0) throw new Error(`docker volume create (the egress socket) failed: ${lastLine(created.stderr)}`);
  const stdin = new PassThrough();
  const proxy = docker(
    [
      ...lockedDownRun({ name, role: 'egress', runId: request.runId, network, limits: { memoryMb: 128, pids: 32, cpus: 0.5 } }),
      '--volume',
      `${volume}:${EGRESS_MOUNT}`,
      '--entrypoint',
      BASE_NODE,
      request.baseImage,
      '-e',
      proxySource,
      SOCKET,
      JSON.stringify({
        ...request.allowed,
        resolver: request.resolver,
        allowPrivate: request.allowPrivate ?? [],
        helloWaitMs: CLIENT_HELLO_WAIT_MS,
      }),
    ],
    { timeoutMs: request.timeoutMs ?? 5 * 60_000, container: name, input: stdin, maxOutput: 64 * 1024 },
  );
  return {
    volume,
    allowed: request.allowed,
    async close() {
      stdin.end();
      const result = await proxy;
      await docker(['volume', 'rm', '--force', volume], { timeoutMs: DOCKER_BOOKKEEPING_MS });
      const lines = result.stdout.split('\n').flatMap((line) => {
        try {
          return [JSON.parse(line) as { refused?: string; silent?: string; listening?: string }];
        } catch {
          return [];
        }
      });
      const each = (key: 'refused' | 'silent') => [...new Set(lines.flatMap((line) => (typeof line[key] === 'string' ? [line[key]] : [])))];
      const record = { refused: each('refused'), silent: each('silent') };
      return lines.some((line) => line.listening)
        ? record
        : { ...record, problem: `the egress proxy did not start: ${lastLine(result.stderr) || `exit ${result.code}`}` };
    },
  };
}
