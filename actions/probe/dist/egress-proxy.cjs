// @ts-check
// The egress proxy (see egress.ts), run by the base image's Node 18 as `node -e SOURCE SOCKET HOST PORT ADDRESS`.
// It pins the NAME, not only the address: a CONNECT to HOST:PORT is tunnelled only once the client's TLS ClientHello
// names HOST as its server (SNI); a plain-http request goes on only when its absolute URI and its Host both name
// HOST:PORT. Anything else (another server name or none: domain fronting; another Host; an IP literal) is answered 403
// or closed, and reported on stdout as one {"refused": "host:port"} line. It connects to ADDRESS when given (else
// resolves HOST), sees a secret only inside the tunnel (TLS, for https), and ends when its stdin closes.
const http = require('node:http');
const net = require('node:net');

const MAX_HELLO_BYTES = 65536;

/**
 * The server name of a TLS ClientHello (RFC 8446 4.1.2, RFC 6066 3), lower-cased: '' when it names none, undefined
 * until enough bytes have arrived (the hello may span TLS records and TCP reads), null when the bytes are not a
 * ClientHello.
 * @param {Buffer} bytes what the client sent so far
 * @returns {string | null | undefined}
 */
function serverName(bytes) {
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
    if (at >= payload.length) return '';
    const end = Math.min(payload.length, at + 2 + payload.readUInt16BE(at));
    at += 2;
    while (at + 4 <= end) {
      const type = payload.readUInt16BE(at);
      const size = payload.readUInt16BE(at + 2);
      if (type === 0) {
        const list = payload.subarray(at + 4, at + 4 + size);
        if (list[2] !== 0) return '';
        const name = list.subarray(5, 5 + list.readUInt16BE(3));
        return name.toString('latin1').toLowerCase();
      }
      at += 4 + size;
    }
    return '';
  } catch {
    return null;
  }
}

const bare = (/** @type {string} */ host) => host.replace(/^\[|\]$/g, '').toLowerCase();
/** Only a host name or an IP literal and a port are ever reported: never a path, a query or arbitrary bytes. */
const reportable = (/** @type {string} */ text) => (/^[a-z0-9.:[\]_-]{1,300}$/i.test(text) ? text : 'an unreadable target');
/** host:port of a Host header or a CONNECT target, or `reportable` of what is not one. */
function authority(/** @type {string | undefined} */ text, /** @type {number} */ defaultPort) {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(text || '');
  return match ? `${bare(/** @type {string} */ (match[1]))}:${match[2] || defaultPort}` : reportable(String(text));
}
// The proxy's own words for a request with no target it can name; anything else reported is the peer's, filtered.
const NO_ABSOLUTE_URL = 'a request without an absolute URL';
const OTHER_SCHEME = 'a request for a scheme other than http';
function refuse(/** @type {string} */ target) {
  const refused = target === NO_ABSOLUTE_URL || target === OTHER_SCHEME ? target : reportable(target);
  process.stdout.write(`${JSON.stringify({ refused })}\n`);
}
const FORBIDDEN = 'HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n';

/**
 * Listens on the unix socket `socketPath` and lets through only what reaches allowedHost:allowedPort.
 * @param {string[]} args SOCKET HOST PORT ADDRESS HELLO_WAIT_MS, as the sandbox passes them
 */
function startProxy([socketPath = '', allowedHost = '', allowedPort = '', address = '', helloWaitMs = '60000']) {
  const allowed = `${allowedHost}:${allowedPort}`;
  const upstreamHost = address || allowedHost;
  const server = http.createServer((request, response) => {
    const url = URL.canParse(request.url ?? '') ? new URL(request.url ?? '') : undefined;
    const target = !url ? NO_ABSOLUTE_URL : url.protocol === 'http:' ? authority(url.host, 80) : OTHER_SCHEME;
    const host = authority(request.headers.host, 80);
    const refused = target !== allowed ? target : host !== allowed ? host : undefined;
    if (!url || refused) {
      refuse(refused ?? target);
      response.writeHead(403, { 'Content-Type': 'text/plain' }).end(`the sandbox reaches only ${allowed}\n`);
      return;
    }
    const headers = /** @type {http.OutgoingHttpHeaders} */ ({ ...request.headers, connection: 'close' });
    for (const name of ['proxy-connection', 'proxy-authorization', 'keep-alive']) delete headers[name];
    const path = url.pathname + url.search;
    const upstream = http.request({ host: upstreamHost, port: Number(allowedPort), method: request.method, path, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => (response.headersSent ? response.destroy() : response.writeHead(502).end(`${error.message}\n`)));
    request.pipe(upstream);
  });
  server.on('connect', (/** @type {http.IncomingMessage} */ request, /** @type {net.Socket} */ client, /** @type {Buffer} */ head) => {
    const target = authority(request.url, 443);
    if (target !== allowed) {
      refuse(target);
      client.end(`${FORBIDDEN}the sandbox reaches only ${allowed}\n`);
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    let hello = Buffer.from(head);
    // A tunnel whose client sends no ClientHello in time was slow, not refused: it is reported as silent, so that a
    // busy runner is never told the allowed host is forbidden.
    const timer = setTimeout(() => {
      process.stdout.write(`${JSON.stringify({ silent: target, afterMs: Number(helloWaitMs) })}\n`);
      client.destroy();
    }, Number(helloWaitMs));
    const onData = (/** @type {Buffer} */ chunk) => {
      hello = Buffer.concat([hello, chunk]);
      const name = serverName(hello);
      if (name === undefined && hello.length < MAX_HELLO_BYTES) return;
      client.removeListener('data', onData);
      client.pause();
      clearTimeout(timer);
      if (!name || name !== bare(allowedHost) || net.isIP(bare(name)) !== 0) {
        if (name) refuse(`${name}:${allowedPort}`);
        else process.stdout.write(`${JSON.stringify({ refused: `${target} (no TLS server name)` })}\n`);
        client.destroy();
        return;
      }
      const upstream = net.connect(Number(allowedPort), upstreamHost, () => {
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

module.exports = { serverName };
// Run by `node -e` in the proxy container, where the script's name is [eval]; required by the tests for serverName.
if (__filename === '[eval]') startProxy(process.argv.slice(1));
