import { isIP } from 'node:net';
import type { Report } from '../../findings/finding.ts';
import type { ConnectorRule, Target } from '../rule.ts';

/**
 * Names that never lead to a public server: reserved for one machine or one site (RFC 6761 localhost and invalid,
 * RFC 6762 local, RFC 8375 home.arpa, ICANN's private-use internal, RFC 9476 alt, onion, arpa's reverse names) or
 * widespread private conventions (lan, intranet, corp, private, home).
 */
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'home.arpa',
  'arpa',
  'invalid',
  'test',
  'onion',
  'alt',
  'lan',
  'intranet',
  'corp',
  'private',
  'home',
];

/** Why a remote connector's origin (scheme, host, port of mcp_config.url) is not a public https name, or undefined. */
function originProblem(url: string): string | undefined {
  const origin = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url);
  if (!origin) return 'it names no origin';
  if (origin[0].includes('{')) return 'its origin holds a placeholder, so a value would choose where the request and its key go';
  if (origin[1]!.toLowerCase() !== 'https') return `it is "${origin[1]}:", and a remote server is reached over https only`;
  // connector-kind reports a URL that does not parse.
  if (!URL.canParse(url)) return undefined;
  // The URL parser writes every spelling of an address the way a client reads it (0x7f.1 is 127.0.0.1).
  const host = new URL(url).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return `its host ${host} is an IP address, which no certificate name or DNS answer stands for`;
  if (!host.includes('.')) return `its host "${host}" is a single label, which only a local resolver answers`;
  const suffix = PRIVATE_SUFFIXES.find((name) => host === name || host.endsWith(`.${name}`));
  if (suffix) return `its host ${host} ends in .${suffix}, a name for a local or private network`;
  return undefined;
}

export const remoteOrigin: ConnectorRule = {
  id: 'remote-origin',
  severity: 'error',
  description:
    "An `mcp_remote` connector's `mcp_config.url` is `https` with a public DNS name written out: no placeholder in " +
    'scheme, host or port, no IP literal, no single-label name and no name of a local or private network ' +
    '(`localhost`, `.local`, `.internal`, `.home.arpa`, …). The weekly probe sends the real key there, and its egress ' +
    'proxy refuses an address in a private range whatever the name resolves to',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:31:5  error  mcp_config.url: "https://172.17.0.1:8443/mcp": its host 172.17.0.1 is an IP address, ' +
      'which no certificate name or DNS answer stands for; the weekly probe sends the real key to this origin. Fix: write the ' +
      "service's public https:// address with its DNS name, e.g. https://mcp.example.com/mcp  [remote-origin]",
    fix: "write the service's public https:// address with its DNS name, e.g. https://mcp.example.com/mcp",
  },
  *check({ manifestData: manifest }): Generator<Report<Target>> {
    const url = manifest.mcp_config?.url;
    if (manifest.type !== 'mcp_remote' || !url) return;
    const problem = originProblem(url);
    if (problem)
      yield {
        at: { manifest: 'connector', field: ['mcp_config', 'url'] },
        message: `"${url}": ${problem}; the weekly probe sends the real key to this origin`,
        fix: "write the service's public https:// address with its DNS name, e.g. https://mcp.example.com/mcp",
      };
  },
};
