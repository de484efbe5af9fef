// @ts-check
// The egress proxy (see egress.ts), run by each target base's own Node (bookworm's 18 is the oldest) as `node -e SOURCE
// SOCKET CONFIG`, CONFIG the JSON of an EgressConfig. It pins the origin's SCHEME and NAME, not only its address: an
// https origin is reached only by CONNECT, tunnelled once the client's TLS ClientHello names HOST as its server (SNI);
// an http origin only by a plain request whose absolute URI and Host both name HOST:PORT, its forwarding headers
// dropped. It resolves HOST itself (or takes the runner's ADDRESS) and connects only to an address outside the private,
// loopback, link-local and other special ranges, unless the runner's configuration allows that range: a name rebound to
// an internal address at probe time gets nowhere. Anything else is answered 403 or closed, and reported on stdout as
// one {"refused": "host:port (why)"} line. It sees a secret only inside the tunnel (TLS, for https), and ends when its
// stdin closes.
const dns = require('node:dns');
const http = require('node:http');
const net = require('node:net');

const MAX_HELLO_BYTES = 65536;

/**
 * The extensions of a TLS ClientHello (RFC 8446 4.1.2), by type: undefined until enough bytes have arrived (the hello
 * may span TLS records and TCP reads), null when the bytes are not a ClientHello.
 * @param {Buffer} bytes what the client sent so far
 * @returns {Map<number, Buffer> | null | undefined}
 */
function helloExtensions(bytes) {
  let payload = Buffer.alloc(0);
  let offset = 0;
  while (true) {
    if (bytes.length < offset + 5) return undefined;
    if (bytes[offset] !== 0x16) return null;
    const length = bytes.readUInt16BE(offset + 3);
    if (bytes.length < offset + 5 + length) return undefined;
    payload = Buffer.concat([payload, bytes.subarray(offset + 5, offset + 5 + length)]);
    offset += 5 + length;
    if (payload.length >= 4 && payload.length >= 4 + payload.readUIntBE(1, 3)) break;
  }
  if (payload[0] !== 0x01) return null;
  try {
    // The handshake header, the legacy version and random, then the session id, cipher suites and compression methods.
    let at = 4 + 2 + 32;
    at += 1 + payload.readUInt8(at);
    at += 2 + payload.readUInt16BE(at);
    at += 1 + payload.readUInt8(at);
    const extensions = new Map();
    if (at >= payload.length) return extensions;
    const end = Math.min(payload.length, at + 2 + payload.readUInt16BE(at));
    at += 2;
    while (at + 4 <= end) {
      const size = payload.readUInt16BE(at + 2);
      extensions.set(payload.readUInt16BE(at), payload.subarray(at + 4, at + 4 + size));
      at += 4 + size;
    }
    return extensions;
  } catch {
    return null;
  }
}

/**
 * The server name of a TLS ClientHello (RFC 6066 3), lower-cased: '' when it names none; undefined and null as for
 * helloExtensions.
 * @param {Buffer} bytes what the client sent so far
 * @returns {string | null | undefined}
 */
function serverName(bytes) {
  const extensions = helloExtensions(bytes);
  if (!extensions) return extensions;
  const list = extensions.get(0);
  if (!list || list.length < 5 || list[2] !== 0) return '';
  return list
    .subarray(5, 5 + list.readUInt16BE(3))
    .toString('latin1')
    .toLowerCase();
}

/**
 * Encrypted ClientHello (draft-ietf-tls-esni: ECH 0xfe0d, and the older ESNI 0xffce): the name a CDN serves is then in
 * the encrypted inner hello, and the outer one the proxy reads may name the allowed host while the inner names another
 * tenant. The proxy cannot see the inner name, so it refuses the hello.
 */
const ENCRYPTED_HELLO = [0xfe0d, 0xffce];
/** @param {Buffer} bytes a whole ClientHello */
const hidesServerName = (bytes) => ENCRYPTED_HELLO.some((type) => helloExtensions(bytes)?.has(type) === true);

/**
 * Addresses that are not a public server's (IANA's special-purpose registries): this host, private, shared (CGNAT),
 * loopback, link-local (cloud metadata), documentation, benchmarking, multicast, reserved; IPv6 unique-local,
 * site-local, link-local, discard, Teredo and ORCHID, documentation, multicast, and the rest of ::/8 (unspecified,
 * loopback). An IPv6 address that carries an IPv4 one (mapped, translated, compatible, NAT64, 6to4) is judged by that
 * IPv4 address alone.
 * @type {Array<[string, number]>}
 */
const SPECIAL_RANGES = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
  ['::', 8],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fec0::', 10],
  ['fe80::', 10],
  ['ff00::', 8],
];

/** The 16 bytes of an IPv6 address (a zone index dropped), or undefined. */
function ipv6Bytes(/** @type {string} */ address) {
  const text = address.replace(/%.*$/, '');
  if (net.isIPv6(text) === false) return undefined;
  const [head = '', tail] = text.split('::');
  const groups = (/** @type {string} */ part) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? dottedGroups(group) : [parseInt(group, 16)]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return Buffer.from(all.flatMap((group) => [group >> 8, group & 0xff]));
}
function dottedGroups(/** @type {string} */ quad) {
  const [a = 0, b = 0, c = 0, d = 0] = quad.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped, -translated or -compatible, NAT64's well-known prefix, 6to4), or undefined. */
function embeddedIPv4(/** @type {Buffer} */ bytes) {
  const zeros = (/** @type {number} */ from, /** @type {number} */ to) => bytes.subarray(from, to).every((byte) => byte === 0);
  const quad = (/** @type {number} */ at) => [...bytes.subarray(at, at + 4)].join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return quad(12);
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12)) return quad(12);
  if (zeros(0, 12) && !zeros(12, 14)) return quad(12);
  if (bytes.readUInt32BE(0) === 0x0064ff9b && zeros(4, 12)) return quad(12);
  if (bytes.readUInt16BE(0) === 0x2002) return quad(2);
  return undefined;
}

const familyOf = (/** @type {string} */ address) => (net.isIPv6(address) ? 'ipv6' : 'ipv4');
/** @param {ReadonlyArray<readonly [string, number | undefined]>} ranges */
function blockList(ranges) {
  const list = new net.BlockList();
  for (const [base, prefix] of ranges) list.addSubnet(base, prefix ?? (familyOf(base) === 'ipv6' ? 128 : 32), familyOf(base));
  return list;
}
// One list per family: a BlockList matches an IPv4 address against an IPv6 rule as ::ffff:a.b.c.d, which ::/8 holds.
const SPECIAL = {
  ipv4: blockList(SPECIAL_RANGES.filter(([base]) => familyOf(base) === 'ipv4')),
  ipv6: blockList(SPECIAL_RANGES.filter(([base]) => familyOf(base) === 'ipv6')),
};

/**
 * Whether the proxy may connect to `address`: a public address, or one in a range the runner's configuration allows
 * (`allowed`, CIDR texts; never a manifest's).
 * @param {string} address an IP address
 * @param {readonly string[]} allowed
 */
function mayConnect(address, allowed) {
  const ip = address.replace(/%.*$/, '');
  if (!net.isIP(ip)) return false;
  const opened = blockList(
    allowed.map((range) => {
      const [base = '', prefix] = range.split('/');
      return /** @type {const} */ ([base, prefix === undefined ? undefined : Number(prefix)]);
    }),
  );
  const bytes = net.isIPv6(ip) ? ipv6Bytes(ip) : undefined;
  const inner = bytes && embeddedIPv4(bytes);
  const judged = inner ?? ip;
  return !SPECIAL[familyOf(judged)].check(judged, familyOf(judged)) || opened.check(judged, familyOf(judged));
}

const bare = (/** @type {string} */ host) => host.replace(/^\[|\]$/g, '').toLowerCase();
/** Only a host name or an IP literal and a port are ever reported: never a path, a query or arbitrary bytes. */
const reportable = (/** @type {string} */ text) => (/^[a-z0-9.:[\]_-]{1,300}$/i.test(text) ? text : 'an unreadable target');
/** host:port of a Host header or a CONNECT target, or `reportable` of what is not one. */
function authority(/** @type {string | undefined} */ text, /** @type {number} */ defaultPort) {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(text || '');
  return match ? `${bare(/** @type {string} */ (match[1]))}:${match[2] || defaultPort}` : reportable(String(text));
}
// The proxy's own words for why it refused; the target before them is the peer's, filtered by `reportable`.
const NO_ABSOLUTE_URL = 'a request without an absolute URL';
const OTHER_SCHEME = 'a request for a scheme other than http';
const WHY = {
  plainToHttps: 'plain http to an https origin',
  tunnelToHttp: 'a tunnel to an http origin',
  noServerName: 'no TLS server name',
  encryptedHello: 'an encrypted ClientHello, whose inner server name the proxy cannot see',
  unresolved: 'its name does not resolve',
  private: 'a private or special address',
};
/** One refusal on stdout: the target (filtered), and why in the proxy's own words. */
function refuse(/** @type {string} */ target, /** @type {string} */ why = '') {
  const named = target === NO_ABSOLUTE_URL || target === OTHER_SCHEME ? target : reportable(target);
  process.stdout.write(`${JSON.stringify({ refused: why ? `${named} (${why})` : named })}\n`);
}
const FORBIDDEN = 'HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n';

/**
 * Headers a plain request may not carry on: hop-by-hop ones (and those `Connection` names), the proxy's own, and every
 * header that tells a server another host, scheme or client than the connection does (some origins serve the
 * virtual host X-Forwarded-Host or Forwarded names, or trust X-Real-IP).
 */
const DROPPED =
  /^(?:connection|keep-alive|proxy-.*|te|trailer|upgrade|forwarded|via|x-forwarded(?:-.*)?|x-real-ip|x-client-ip|x-cluster-client-ip|true-client-ip|client-ip|cf-connecting-ip|fastly-client-ip|x-original-.*|x-rewrite-url|x-host|x-http-host-override)$/;
/** @param {http.IncomingHttpHeaders} headers @param {string} host the allowed authority */
function forwardedHeaders(headers, host) {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const kept = Object.entries(headers).filter(([name]) => !DROPPED.test(name) && !named.includes(name));
  return /** @type {http.OutgoingHttpHeaders} */ ({ ...Object.fromEntries(kept), host, connection: 'close' });
}

/**
 * @typedef {object} EgressConfig
 * @property {string} host the allowed name (or, for the runner's own tests, an IP literal)
 * @property {number} port
 * @property {'https' | 'http'} scheme an https origin is reached only through CONNECT and TLS
 * @property {string} [address] where to connect instead of resolving host (a test's stand-in); still checked
 * @property {string} [resolver] the DNS server (ip:port) that resolves host, instead of the system's
 * @property {string[]} allowPrivate the special ranges the runner's configuration opens (CIDR)
 * @property {number} helloWaitMs how long a tunnel may stay silent before its client's TLS ClientHello
 */

/**
 * The address to connect to for the allowed origin, resolved now (never cached, so a name rebound later is resolved
 * and checked again), or why there is none. Every address the name has must be allowed, not only the first.
 * @param {EgressConfig} config
 * @returns {Promise<{ address: string } | { why: string }>}
 */
async function resolveOrigin(config) {
  let addresses = [];
  const host = bare(config.host);
  if (config.address) addresses = [config.address];
  else if (net.isIP(host)) addresses = [host];
  else if (config.resolver) {
    const resolver = new dns.promises.Resolver();
    resolver.setServers([config.resolver]);
    const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  } else {
    addresses = (await dns.promises.lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  }
  if (!addresses.length) return { why: WHY.unresolved };
  const refused = addresses.find((address) => !mayConnect(address, config.allowPrivate));
  return refused ? { why: `${WHY.private}, ${reportable(refused)}` } : { address: /** @type {string} */ (addresses[0]) };
}

/**
 * Listens on the unix socket `socketPath` and lets through only what reaches the allowed origin.
 * @param {string} socketPath
 * @param {EgressConfig} config
 */
function startProxy(socketPath, config) {
  const allowed = `${bare(config.host)}:${config.port}`;
  const server = http.createServer(async (request, response) => {
    const deny = (/** @type {string} */ target, /** @type {string} */ why = '') => {
      refuse(target, why);
      response.writeHead(403, { 'Content-Type': 'text/plain' }).end(`the sandbox reaches only ${allowed}\n`);
    };
    const url = URL.canParse(request.url ?? '') ? new URL(request.url ?? '') : undefined;
    const target = !url ? NO_ABSOLUTE_URL : url.protocol === 'http:' ? authority(url.host, 80) : OTHER_SCHEME;
    const host = authority(request.headers.host, 80);
    const other = target !== allowed ? target : host !== allowed ? host : undefined;
    if (!url || other) return deny(other ?? target);
    if (config.scheme !== 'http') return deny(target, WHY.plainToHttps);
    const resolved = await resolveOrigin(config);
    if ('why' in resolved) return deny(target, resolved.why);
    const path = url.pathname + url.search;
    const headers = forwardedHeaders(request.headers, url.host);
    const upstream = http.request({ host: resolved.address, port: config.port, method: request.method, path, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => (response.headersSent ? response.destroy() : response.writeHead(502).end(`${error.message}\n`)));
    request.pipe(upstream);
  });
  server.on('connect', (/** @type {http.IncomingMessage} */ request, /** @type {net.Socket} */ client, /** @type {Buffer} */ head) => {
    const target = authority(request.url, 443);
    const why = target !== allowed ? '' : config.scheme !== 'https' ? WHY.tunnelToHttp : undefined;
    if (why !== undefined) {
      refuse(target, why);
      client.end(`${FORBIDDEN}the sandbox reaches only ${allowed}\n`);
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    let hello = Buffer.from(head);
    // A tunnel whose client sends no ClientHello in time was slow, not refused: it is reported as silent, so that a
    // busy runner is never told the allowed host is forbidden.
    const timer = setTimeout(() => {
      process.stdout.write(`${JSON.stringify({ silent: target, afterMs: config.helloWaitMs })}\n`);
      client.destroy();
    }, config.helloWaitMs);
    const onData = async (/** @type {Buffer} */ chunk) => {
      hello = Buffer.concat([hello, chunk]);
      const name = serverName(hello);
      if (name === undefined && hello.length < MAX_HELLO_BYTES) return;
      client.removeListener('data', onData);
      client.pause();
      clearTimeout(timer);
      const other = name && (name !== bare(config.host) || net.isIP(name) !== 0);
      const why = !name ? WHY.noServerName : other ? undefined : hidesServerName(hello) ? WHY.encryptedHello : null;
      if (why !== null) {
        refuse(other ? `${name}:${config.port}` : target, why);
        client.destroy();
        return;
      }
      const resolved = await resolveOrigin(config);
      if ('why' in resolved) {
        refuse(target, resolved.why);
        client.destroy();
        return;
      }
      const upstream = net.connect(config.port, resolved.address, () => {
        upstream.write(hello);
        upstream.pipe(client);
        client.pipe(upstream);
        client.resume();
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    };
    client.on('data', onData);
    client.on('error', () => clearTimeout(timer));
    if (hello.length) onData(Buffer.alloc(0));
  });
  server.listen(socketPath, () => process.stdout.write(`${JSON.stringify({ listening: allowed })}\n`));
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

module.exports = { serverName, hidesServerName, mayConnect, forwardedHeaders };
// Run by `node -e` in the proxy container, where the script's name is [eval]; required by the tests for its functions.
if (__filename === '[eval]') startProxy(process.argv[1] ?? '', JSON.parse(process.argv[2] ?? '{}'));
