import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedServer, call, connect, type FakeReply, type FakeRequest, type FakeUpstream, startFakeUpstream } from './harness.ts';

const ARTICLE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Release notes &amp; news</title>
<style>body { font-family: sans-serif }</style><script>window.tracking = true</script></head>
<body><h1>Release   notes</h1>
<p>Version <b>2.0</b> is out. Read the <a href="/docs/upgrade?from=1">upgrade guide</a>.</p>
<ul><li>Faster</li><li>Smaller<ul><li>by 30%</li></ul></li></ul>
<pre><code>npm install thing@2
  --save</code></pre>
<table><tr><th>OS</th><th>Status</th></tr><tr><td>Linux</td><td>supported</td></tr></table>
<noscript>Enable JavaScript</noscript><p><a href="javascript:void(0)">Menu</a></p></body></html>`;

function routes(request: FakeRequest): FakeReply {
  switch (request.path) {
    case '/article':
      return { body: ARTICLE, headers: { 'content-type': 'text/html; charset=utf-8' } };
    case '/gzipped':
      return { body: ARTICLE, gzip: true, headers: { 'content-type': 'text/html' } };
    case '/latin1':
      return {
        body: Buffer.from('<html><body><p>Caf\xe9 cr\xe8me</p></body></html>', 'latin1'),
        headers: { 'content-type': 'text/html; charset=ISO-8859-1' },
      };
    case '/data.json':
      return { json: { name: 'thing', versions: [1, 2] } };
    case '/notes.txt':
      return { body: 'line one\nline two\n', headers: { 'content-type': 'text/plain' } };
    case '/long.txt':
      return { body: 'abcdefghij'.repeat(150), headers: { 'content-type': 'text/plain' } };
    case '/logo.png':
      return { body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), headers: { 'content-type': 'image/png' } };
    case '/old':
      return { status: 301, headers: { location: '/moved' } };
    case '/moved':
      return { status: 302, headers: { location: '/article' } };
    case '/to-file':
      return { status: 302, headers: { location: 'file:///etc/passwd' } };
    case '/to-gopher':
      return { status: 307, headers: { location: 'gopher://127.0.0.1/1' } };
    case '/loop':
      return { status: 302, headers: { location: '/loop' } };
    case '/slow':
      return { delayMs: 4000, body: 'too late' };
    case '/drip':
      return { body: 'first bytes', stall: true, headers: { 'content-type': 'text/plain' } };
    case '/teapot':
      return {
        status: 418,
        body: "<html><body><h1>I'm a teapot</h1><p>Short and stout.</p></body></html>",
        headers: { 'content-type': 'text/html' },
      };
    case '/boom':
      return { status: 503, body: 'upstream overloaded', headers: { 'content-type': 'text/plain', 'retry-after': '30' } };
    default:
      return { status: 404, body: 'Not Found' };
  }
}

describe('http-fetch connector (loopback web server)', () => {
  let site: FakeUpstream;
  let server: ConnectedServer;
  let guarded: ConnectedServer;

  beforeAll(async () => {
    site = await startFakeUpstream(routes);
    server = await connect('http-fetch', { HTTP_FETCH_ALLOW_PRIVATE: '1' });
    guarded = await connect('http-fetch', {});
  });
  afterAll(async () => {
    await server?.close();
    await guarded?.close();
    await site?.close();
  });

  it('turns an HTML page into Markdown with status, type, title and absolute links', async () => {
    const { text, isError } = await call(server, 'fetch', { url: `${site.url}/article` });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        `URL: ${site.url}/article`,
        'Title: Release notes & news',
        'Status: 200 OK',
        'Content-Type: text/html; charset=utf-8',
        '',
        '# Release notes',
        '',
        `Version **2.0** is out. Read the [upgrade guide](${site.url}/docs/upgrade?from=1).`,
        '',
        '- Faster',
        '- Smaller',
        '  - by 30%',
        '',
        '```',
        'npm install thing@2',
        '  --save',
        '```',
        '',
        '| OS | Status |',
        '| --- | --- |',
        '| Linux | supported |',
        '',
        'Menu',
      ].join('\n'),
    );
    const request = site.requests.at(-1)!;
    expect(request.headers['user-agent']).toMatch(/^skald-connectors\//);
    expect(request.headers['accept-encoding']).toBe('gzip, deflate');
  });

  it('offers plain text and the raw source, decodes gzip and the declared charset', async () => {
    const plain = await call(server, 'fetch', { url: `${site.url}/gzipped`, format: 'text' });
    expect(plain.text).toContain('Release notes\n\nVersion 2.0 is out. Read the upgrade guide.');
    expect(plain.text).not.toContain('window.tracking');
    expect(plain.text).not.toContain('Enable JavaScript');
    const raw = await call(server, 'fetch', { url: `${site.url}/article`, format: 'raw' });
    expect(raw.text).toContain('<script>window.tracking = true</script>');
    const latin = await call(server, 'fetch', { url: `${site.url}/latin1` });
    expect(latin.text).toContain('Café crème');
  });

  it('pretty-prints JSON and passes plain text through', async () => {
    expect((await call(server, 'fetch', { url: `${site.url}/data.json` })).text).toBe(
      `URL: ${site.url}/data.json\nStatus: 200 OK\nContent-Type: application/json; charset=utf-8\n\n{\n  "name": "thing",\n  "versions": [\n    1,\n    2\n  ]\n}`,
    );
    expect((await call(server, 'fetch', { url: `${site.url}/notes.txt` })).text).toMatch(
      /Content-Type: text\/plain\n\nline one\nline two\n$/,
    );
  });

  it('returns long content in parts that continue where the last one stopped', async () => {
    const first = await call(server, 'fetch', { url: `${site.url}/long.txt`, max_chars: 500 });
    expect(first.text).toContain('Characters 0–500 of 1,500.');
    expect(first.text).toContain('[1,000 more characters: call fetch again with start=500]');
    const last = await call(server, 'fetch', { url: `${site.url}/long.txt`, max_chars: 500, start: 1000 });
    expect(last.text).toContain('Characters 1,000–1,500 of 1,500.');
    expect(last.text).not.toContain('more characters');
    expect((await call(server, 'fetch', { url: `${site.url}/long.txt`, start: 2000 })).text).toBe(
      'start 2000 is past the end of the content (1,500 characters).',
    );
  });

  it('follows http redirects and says so, but refuses redirects to other schemes and loops', async () => {
    const moved = await call(server, 'fetch', { url: `${site.url}/old` });
    expect(moved.isError).toBe(false);
    expect(moved.text).toContain(`URL: ${site.url}/article`);
    expect(moved.text).toContain(`Redirected from: ${site.url}/old -> ${site.url}/moved`);
    expect(await call(server, 'fetch', { url: `${site.url}/to-file` })).toEqual({
      isError: true,
      text: `${site.url}/to-file redirects to a file: URL (file:///etc/passwd); only http and https are followed, so the redirect was refused`,
    });
    expect((await call(server, 'fetch', { url: `${site.url}/to-gopher` })).text).toMatch(/redirects to a gopher: URL/);
    expect((await call(server, 'fetch', { url: `${site.url}/loop` })).text).toBe(
      `more than 5 redirects, starting at ${site.url}/loop; giving up`,
    );
  });

  it('refuses URLs that are not http(s) or carry credentials, before any connection', async () => {
    const before = site.requests.length;
    for (const [url, message] of [
      ['file:///etc/passwd', 'URL uses the file: scheme; only http:// and https:// URLs can be fetched'],
      ['ftp://127.0.0.1/pub/file.txt', 'URL uses the ftp: scheme; only http:// and https:// URLs can be fetched'],
      ['javascript:alert(1)', 'URL uses the javascript: scheme; only http:// and https:// URLs can be fetched'],
      [
        `http://user:secret@${site.url.slice('http://'.length)}/article`,
        'URL embeds a user name or password; fetching with credentials is not supported',
      ],
      ['http://127.0.0.1:99999/', 'URL is not a valid URL: Port out of range 0-65535'],
    ] as const) {
      expect(await call(server, 'fetch', { url }), url).toEqual({ isError: true, text: message });
    }
    expect(site.requests.length).toBe(before);
  });

  it('refuses loopback, private and metadata addresses unless HTTP_FETCH_ALLOW_PRIVATE is set', async () => {
    const before = site.requests.length;
    for (const url of [
      `${site.url}/article`,
      'http://localhost:9/',
      'http://[::1]:9/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]:9/',
      'http://0.0.0.0:9/',
    ]) {
      const result = await call(guarded, 'fetch', { url });
      expect(result.isError, url).toBe(true);
      expect(result.text, url).toMatch(
        /^refused: .* is .*, a loopback, private or otherwise non-public address\. Fetching those is disabled \(set HTTP_FETCH_ALLOW_PRIVATE=1/,
      );
    }
    expect(site.requests.length).toBe(before);
  });

  it('reports HTTP errors with an excerpt, binary content, timeouts and refused connections', async () => {
    expect(await call(server, 'fetch', { url: `${site.url}/teapot` })).toEqual({
      isError: true,
      text: `URL: ${site.url}/teapot\nStatus: 418 I'm a Teapot\nContent-Type: text/html\n\n# I'm a teapot\n\nShort and stout.`,
    });
    const overloaded = await call(server, 'fetch', { url: `${site.url}/boom` });
    expect(overloaded.isError).toBe(true);
    expect(overloaded.text).toContain('Status: 503 Service Unavailable');
    expect(overloaded.text).toContain('upstream overloaded');
    expect((await call(server, 'fetch', { url: `${site.url}/missing` })).text).toContain('Status: 404 Not Found');

    expect(await call(server, 'fetch', { url: `${site.url}/logo.png` })).toEqual({
      isError: false,
      text: `URL: ${site.url}/logo.png\nStatus: 200 OK\nContent-Type: image/png\nContent: 12 bytes of image/png data, which is not text and is not shown.`,
    });
    expect(await call(server, 'fetch', { url: `${site.url}/slow`, timeout_secs: 1 })).toEqual({
      isError: true,
      text: '127.0.0.1 did not answer within 1 s',
    });
    expect(await call(server, 'fetch', { url: `${site.url}/drip`, timeout_secs: 1 })).toEqual({
      isError: true,
      text: 'the download took longer than 1 s; giving up',
    });
    expect(await call(server, 'fetch', { url: 'http://127.0.0.1:9/' })).toEqual({
      isError: true,
      text: 'could not connect to 127.0.0.1: connection refused',
    });
    expect(server.protocolErrors).toEqual([]);
  });
});

describe('http-fetch over TLS (self-signed loopback server)', () => {
  let dir: string;
  let server: ReturnType<typeof createHttpsServer>;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'http-fetch-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    server = createHttpsServer(
      { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
      (req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<html><head><title>Secure</title></head><body><p>Served to ${req.headers.host} over TLS</p></body></html>`);
      },
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies the certificate against the host name while connecting to the checked address', async () => {
    const trusting = await connect('http-fetch', { HTTP_FETCH_ALLOW_PRIVATE: '1', SSL_CERT_FILE: path.join(dir, 'cert.pem') });
    try {
      const ok = await call(trusting, 'fetch', { url: `https://localhost:${port}/` });
      expect(ok).toEqual({
        isError: false,
        text: `URL: https://localhost:${port}/\nTitle: Secure\nStatus: 200 OK\nContent-Type: text/html\n\nServed to localhost:${port} over TLS`,
      });
      // The certificate names localhost, not 127.0.0.1: the name check is real.
      const mismatch = await call(trusting, 'fetch', { url: `https://127.0.0.1:${port}/` });
      expect(mismatch.isError).toBe(true);
      expect(mismatch.text).toMatch(/^127\.0\.0\.1 presented an invalid TLS certificate \(IP address mismatch/);
    } finally {
      await trusting.close();
    }
    const distrusting = await connect('http-fetch', { HTTP_FETCH_ALLOW_PRIVATE: '1' });
    try {
      expect((await call(distrusting, 'fetch', { url: `https://localhost:${port}/` })).text).toMatch(
        /^localhost presented an invalid TLS certificate \(self.signed certificate/,
      );
    } finally {
      await distrusting.close();
    }
  });
});
