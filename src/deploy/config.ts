import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SetupError } from '../findings/errors.ts';
import { tryGit } from '../system/git.ts';
import { type PinnedKey, pinnedKeysFor } from './known-hosts.ts';

/**
 * The configuration names, shared by every edge: `--<name>` on the command line, the action input
 * `<name>`, and the environment variable `DEPLOY_<NAME>` (upper case, `-` → `_`). The private key and
 * the signing key are never command-line flags (flags show in `ps`): a variable, the action input, or a file.
 */
const DEPLOY_INPUTS = [
  'host',
  'port',
  'user',
  'target',
  'releases-dir',
  'known-hosts',
  'known-hosts-file',
  'private-key',
  'key-file',
  'keep',
  'site-url',
  'lock-timeout',
  'lease-time',
  'signing-key',
  'signing-key-file',
  'commit',
] as const;
export type DeployInput = (typeof DEPLOY_INPUTS)[number];

/** Reads one configuration value; empty strings count as unset. */
type InputLookup = (name: DeployInput) => string | undefined;

function environmentName(name: DeployInput): string {
  return `DEPLOY_${name.toUpperCase().replace(/-/g, '_')}`;
}

/** Where to deploy and how to reach it. */
export interface DeployTarget {
  host: string;
  port: number;
  user: string;
  /** The web root the web server serves; after the first deploy, a symlink to the live release. */
  webRoot: string;
  /** Holds releases/, staging/ and the lock; default `<web root>.releases`, beside the web root. */
  releasesDir: string;
  /** The host keys the server must present (from the known_hosts text). */
  hostKeys: PinnedKey[];
  /** The private key's text. Kept in memory only: ssh2 parses it there, it is never written to disk. */
  privateKey: string;
  /** SSH keepalive interval: a silent connection is given up after about the lease time. */
  keepaliveMs: number;
}

export interface DeploySettings {
  target: DeployTarget;
  /** Releases kept on the server, the live one included. */
  keep: number;
  /** Where the site is served: after going live, it is checked there as a host would (check-site). */
  siteUrl?: string;
  lockTimeoutMs: number;
  /** How long the deploy lock lasts unless renewed; renewed every third of it. */
  leaseMs: number;
  /** The minisign secret key's text (a CI secret); required to deploy, not for a dry run or a rollback. */
  signingKey?: string;
  /** The commit as given (the signature's trusted comment and the history carry it)... */
  commit: string;
  /** ...and its first 7 characters, part of the release id. */
  shortCommit: string;
}

const DEFAULT_KEEP = 5;
const DEFAULT_LOCK_TIMEOUT_SECONDS = 600;
const DEFAULT_LEASE_SECONDS = 30;

/** The command-line options shared by `npm run deploy` and `npm run rollback` (node:util parseArgs form). */
export const CONNECTION_OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  user: { type: 'string' },
  target: { type: 'string' },
  'releases-dir': { type: 'string' },
  'known-hosts': { type: 'string' },
  'known-hosts-file': { type: 'string' },
  'key-file': { type: 'string' },
  'site-url': { type: 'string' },
  'lock-timeout': { type: 'string' },
  'lease-time': { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
} as const;

/** Lookup over command-line values first, then DEPLOY_* environment variables. */
export function lookupFromFlags(
  flags: Partial<Record<string, string | boolean | undefined>>,
  env: NodeJS.ProcessEnv = process.env,
): InputLookup {
  return (name) => {
    const flag = name === 'private-key' || name === 'signing-key' ? undefined : flags[name];
    const value = typeof flag === 'string' && flag !== '' ? flag : env[environmentName(name)];
    return value === undefined || value === '' ? undefined : value;
  };
}

export async function readDeploySettings(lookup: InputLookup, catalogDir: string): Promise<DeploySettings> {
  const required = (name: DeployInput) => {
    const value = lookup(name)?.trim();
    if (!value) throw new SetupError(`missing ${name}: give --${name}, set ${environmentName(name)}, or set the action input ${name}`);
    return value;
  };
  const host = required('host');
  const port = integer(lookup('port') ?? '22', 'port', 1, 65535);
  const user = required('user');
  const webRoot = absolutePath(required('target'), 'target');
  if (webRoot === '/') throw new SetupError('target: the web root cannot be /');
  const releasesDir = absolutePath(lookup('releases-dir') ?? `${webRoot}.releases`, 'releases-dir');
  if (releasesDir === webRoot || releasesDir.startsWith(`${webRoot}/`) || webRoot.startsWith(`${releasesDir}/`)) {
    throw new SetupError(`releases-dir ${releasesDir} must be beside the web root ${webRoot}, neither inside it nor containing it`);
  }
  const knownHosts = lookup('known-hosts') ?? (await readOptionalFile(lookup('known-hosts-file'), 'known-hosts-file'));
  if (!knownHosts?.trim()) {
    throw new SetupError(
      `missing known-hosts: the server's public host key as a known_hosts line is required` +
        ` (DEPLOY_KNOWN_HOSTS, --known-hosts or --known-hosts-file); get it with \`ssh-keyscan -p ${port} ${host}\``,
    );
  }
  const hostKeys = pinnedKeysFor(knownHosts, host, port);
  const privateKey = lookup('private-key') ?? (await readOptionalFile(lookup('key-file'), 'key-file'));
  if (!privateKey?.trim()) throw new SetupError('missing private key: set DEPLOY_PRIVATE_KEY (a secret) or give --key-file');
  const siteUrl = lookup('site-url');
  if (siteUrl !== undefined && !/^https?:\/\/[^/]+/.test(siteUrl))
    throw new SetupError(`site-url must be an http(s) URL, not ${JSON.stringify(siteUrl)}`);
  const leaseMs = integer(lookup('lease-time') ?? String(DEFAULT_LEASE_SECONDS), 'lease-time', 1, 3600) * 1000;
  const commit = await commitOf(lookup('commit') ?? process.env.GITHUB_SHA, catalogDir);
  return {
    target: { host, port, user, webRoot, releasesDir, hostKeys, privateKey, keepaliveMs: Math.max(500, Math.floor(leaseMs / 3)) },
    keep: integer(lookup('keep') ?? String(DEFAULT_KEEP), 'keep', 1, 1000),
    siteUrl,
    lockTimeoutMs: integer(lookup('lock-timeout') ?? String(DEFAULT_LOCK_TIMEOUT_SECONDS), 'lock-timeout', 0, 86_400) * 1000,
    leaseMs,
    signingKey: lookup('signing-key') ?? (await readOptionalFile(lookup('signing-key-file'), 'signing-key-file')),
    commit,
    shortCommit: commit.slice(0, 7),
  };
}

function integer(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max)
    throw new SetupError(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`);
  return value;
}

/** Paths go into shell commands on the server (quoted) and sha256sum manifests: refuse what either cannot carry. */
function absolutePath(text: string, name: string): string {
  const normalized = path.posix.normalize(text.trim()).replace(/(.)\/+$/, '$1');
  if (!normalized.startsWith('/')) throw new SetupError(`${name} must be an absolute path on the server, not ${JSON.stringify(text)}`);
  if (/[\x00-\x1f\x7f\\]/.test(normalized)) throw new SetupError(`${name} contains a control character or a backslash`);
  return normalized;
}

async function readOptionalFile(file: string | undefined, name: string): Promise<string | undefined> {
  if (file === undefined) return undefined;
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new SetupError(`${name}: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

async function commitOf(given: string | undefined, catalogDir: string): Promise<string> {
  let commit = given?.trim();
  if (!commit) {
    commit = (await tryGit(catalogDir, ['rev-parse', 'HEAD']).catch(() => undefined))?.trim() ?? 'nogit';
  }
  if (!/^[0-9A-Za-z]+$/.test(commit))
    throw new SetupError(`commit must be letters and digits (a git commit id), not ${JSON.stringify(commit)}`);
  return commit.toLowerCase();
}

/** What `--help` says of CONNECTION_OPTIONS, for deploy and rollback alike. */
export const CONNECTION_OPTION_HELP: ReadonlyArray<readonly [string, string]> = [
  ['--host H, --port P, --user U', 'the SSH server and login (or DEPLOY_HOST, DEPLOY_PORT, DEPLOY_USER)'],
  ['--known-hosts LINE | --known-hosts-file FILE', "the server's pinned host key (never trusted on first use)"],
  ['--key-file FILE', 'the private key (or DEPLOY_PRIVATE_KEY)'],
  ['--target PATH, --releases-dir PATH', 'the web root symlink and the folder of releases'],
  ['--site-url URL', 'the served site, checked after the switch as a host would check it (check-site)'],
  ['--lock-timeout SECONDS', 'how long to wait for another deploy'],
  ['--lease-time SECONDS', 'how long the deploy lock lasts unless renewed (default 30)'],
  ['--dry-run', 'say what would happen, change nothing'],
];
