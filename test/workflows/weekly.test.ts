// weekly.yml executed three weeks running against a remote MCP server (the SDK's own server) on the gateway address
// of a docker network this file creates, so that the verify's egress proxy on the engine's default bridge reaches
// it too; status.json published over a real sshd and served by Caddy, and the tracking issues on the stand-in.
import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docker, SMOKE_LABEL } from '../../src/sandbox/docker.ts';
import type { StatusFile } from '../../src/weekly/status.ts';
import { type CaddyServer, deployUserDir, type SshServer, startCaddy, startSshd } from '../deploy/servers.ts';
import { ForgejoStandIn } from '../forgejo/stand-in.ts';
import { remoteConnector } from '../helpers/catalog-fixture.ts';
import { dockerEnvironment, ForgejoRepo } from './forgejo-repo.ts';
import { runWorkflow, type WorkflowRun } from './runner.ts';

const REPOSITORY = 'skald/connectors';
const KEY = 'far-key-4c1d9';
const TOOLS = [
  { name: 'echo', display_name: 'Echo' },
  { name: 'add', display_name: 'Add' },
];

/** What the remote server offers this week, and every token it was sent. */
const week: { tools: string[]; echoSchema: Record<string, unknown> } = {
  tools: ['echo', 'add'],
  echoSchema: { type: 'object', properties: { text: { type: 'string' } } },
};
const tokensSeen: string[] = [];
/** Requests the connector's verify made (through its egress proxy), by the token they carried. */
const verifyTokens: string[] = [];
const NETWORK = `skald-test-weekly-${randomBytes(3).toString('hex')}`;
let gateway = '';

function listedTools() {
  return week.tools.map((name) => ({
    name,
    title: TOOLS.find((tool) => tool.name === name)?.display_name,
    description: `The ${name} tool`,
    inputSchema: name === 'echo' ? week.echoSchema : { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
  }));
}

async function startRemote(): Promise<HttpServer> {
  const http = createServer(async (request, response) => {
    const token = new URL(request.url ?? '/', 'http://x').searchParams.get('token') ?? '';
    tokensSeen.push(token);
    if (token !== KEY) return void response.writeHead(401).end();
    if (request.url?.startsWith('/verify')) {
      verifyTokens.push(token);
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok": true}');
    }
    const server = new Server({ name: 'far-remote', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listedTools() }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, gateway, resolve));
  return http;
}

/** far and newcomer: their verify checks the key at their URL's origin, the one place the probe lets it reach. */
function farLike(id: string, url: string) {
  const verifyPy = `import json, os, sys, urllib.request
url = "${new URL(url).origin}/verify?token=" + os.environ.get("token", "")
try:
    ok = json.load(urllib.request.urlopen(url, timeout=5)).get("ok") is True
except OSError as error:
    ok = False
print(json.dumps({"ok": ok, "message": "the key works" if ok else "the key was refused"}))
sys.exit(0 if ok else 1)
`;
  return remoteConnector(id, { url, tools: TOOLS, verifyPy });
}

let forgejo: ForgejoStandIn;
let repo: ForgejoRepo;
let remote: HttpServer;
let sshd: SshServer;
let caddy: CaddyServer;
let releasesDir: string;

beforeAll(async () => {
  expect((await docker(['network', 'create', '--label', `${SMOKE_LABEL}=test`, NETWORK], { timeoutMs: 30_000 })).code).toBe(0);
  const inspected = await docker(['network', 'inspect', '--format', '{{(index .IPAM.Config 0).Gateway}}', NETWORK], { timeoutMs: 30_000 });
  gateway = inspected.stdout.trim();
  [forgejo, remote, sshd] = await Promise.all([ForgejoStandIn.start(), startRemote(), startSshd()]);
  releasesDir = await deployUserDir('skald-weekly-releases-');
  caddy = await startCaddy(releasesDir);
  const url = `http://${gateway}:${(remote.address() as { port: number }).port}/mcp?token={SECRET:token}`;
  repo = await ForgejoRepo.create(['alpha']);
  // far has its key; newcomer names the same placeholder and must not get far's key.
  for (const id of ['far', 'newcomer']) {
    const connector = farLike(id, url);
    await repo.write(`connectors/${id}/connector.json`, `${JSON.stringify(connector.manifest, null, 2)}\n`);
    await repo.write(`connectors/${id}/fragment.json`, `${JSON.stringify(connector.fragment, null, 2)}\n`);
    for (const [file, text] of Object.entries(connector.files)) await repo.write(`connectors/${id}/${file}`, text);
  }
  await repo.write('connectors/index.json', `${JSON.stringify(['alpha', 'far', 'newcomer'], null, 2)}\n`);
  await repo.compile();
  await repo.commit('two remote connectors');
  await repo.push('main');
}, 300_000);

afterAll(async () => {
  expect(forgejo?.answerErrors).toEqual([]);
  await Promise.all([forgejo?.close(), caddy?.stop(), sshd?.stop(), new Promise((resolve) => remote?.close(resolve))]);
  await repo?.cleanup();
  await docker(['network', 'rm', NETWORK], { timeoutMs: 30_000 });
});

async function weeklyRun(): Promise<WorkflowRun> {
  return runWorkflow({
    repository: repo.bare,
    workflow: '.forgejo/workflows/weekly.yml',
    event: 'schedule',
    payload: { schedule: '17 5 * * 1', repository: { full_name: REPOSITORY, default_branch: 'main' } },
    sha: await repo.tip('main'),
    ref: 'refs/heads/main',
    api: { url: forgejo.apiUrl, serverUrl: forgejo.serverUrl, token: forgejo.token, repository: REPOSITORY },
    vars: {
      SITE_URL: caddy.url,
      // The stand-in server is on this file's docker network: only the runner's configuration opens that range.
      SKALD_EGRESS_ALLOW_PRIVATE: `${gateway}/32`,
      DEPLOY_HOST: sshd.host,
      DEPLOY_PORT: String(sshd.port),
      DEPLOY_USER: sshd.user,
      DEPLOY_TARGET: `${releasesDir}-www`,
      DEPLOY_RELEASES_DIR: releasesDir,
      DEPLOY_KNOWN_HOSTS: sshd.knownHostsLine,
    },
    secrets: { DEPLOY_PRIVATE_KEY: sshd.clientPrivateKey, SKALD_PROBE_SECRETS: JSON.stringify({ far: { token: KEY } }) },
    runnerEnv: dockerEnvironment(),
  });
}

const published = async (): Promise<StatusFile> => (await fetch(`${caddy.url}/status.json`)).json() as Promise<StatusFile>;
const farIssues = () => forgejo.issues.filter((issue) => issue.body.includes('<!-- skald-probe: far -->'));
const log = (run: WorkflowRun) => JSON.stringify(run.jobs, null, 1).slice(0, 6000);

describe('the weekly probe, three weeks running', () => {
  it('week 1: a dropped tool fails far, opens one labelled issue, and status.json says so beside the site', async () => {
    week.tools = ['echo'];
    const run = await weeklyRun();
    expect(run.jobs.probe?.result, log(run)).toBe('failure');
    expect(run.jobs.timestamp?.result, log(run)).toBe('success');
    expect(run.jobs.issues?.result, log(run)).toBe('failure');
    const status = await published();
    expect(status.connectors.far).toMatchObject({ state: 'failing', tool_count: 1 });
    // The SDK's 1.x server: legacy only, found by the probe's fallback after server/discover.
    expect(status.connectors.far!.eras).toEqual({ legacy: '2025-11-25' });
    expect(status.connectors.far!.message).toMatch(/^1 error: tools-match-manifest$/);
    expect(status.connectors.newcomer).toMatchObject({ state: 'skipped' });
    expect(status.connectors.newcomer!.message).toContain(
      'set SKALD_SECRET_NEWCOMER__TOKEN ("far" in the secrets JSON is not for newcomer: a connector never receives another connector\'s key)',
    );
    expect(status.connectors.alpha).toBeUndefined();
    expect(JSON.stringify(status)).not.toContain(KEY);
    expect(tokensSeen.every((token) => token === KEY)).toBe(true);
    expect(verifyTokens).toEqual([KEY]);
    expect(farIssues()).toHaveLength(1);
    expect(forgejo.labels.find((label) => farIssues()[0]!.labels.includes(label.id))?.name).toBe('probe-failure');
    expect(forgejo.issues.filter((issue) => issue.body.includes('<!-- skald-probe: newcomer -->'))).toEqual([]);
  }, 300_000);

  it('week 2: the same failure edits that issue; no second one', async () => {
    const firstBody = farIssues()[0]!.body;
    const run = await weeklyRun();
    expect(run.jobs.issues?.result, log(run)).toBe('failure');
    expect(farIssues()).toHaveLength(1);
    expect(farIssues()[0]!.body).not.toBe(firstBody);
    expect(forgejo.comments.filter((comment) => comment.issue === farIssues()[0]!.number)).toEqual([]);
  }, 300_000);

  it('week 3: far recovers, its issue is closed with a comment, and a changed inputSchema is reported as drift', async () => {
    week.tools = ['echo', 'add'];
    week.echoSchema = { type: 'object', properties: { text: { type: 'string' }, times: { type: 'integer' } } };
    // Last week's status had echo's old schema: drift is measured against what the site published.
    const run = await weeklyRun();
    expect(run.jobs.probe?.result, log(run)).toBe('success');
    expect(run.jobs.issues?.result).toBe('success');
    expect((await published()).connectors.far).toMatchObject({ state: 'ok', tool_count: 2 });
    expect((await published()).connectors.far!.message).toContain('verify passed with the configured secrets');
    expect(verifyTokens).toEqual([KEY, KEY, KEY]);
    const issue = farIssues()[0]!;
    expect(issue.state).toBe('closed');
    expect(forgejo.comments.filter((comment) => comment.issue === issue.number).at(-1)?.body).toContain('passed the probe again');
    const probeLog = run.jobs.probe!.steps.find((step) => step.uses === './actions/probe')!.log;
    // The run holds real keys: its log says the class (the rule's description), never the finding's own words.
    expect(probeLog).toContain('::warning title=tool-drift,file=connectors/far/connector.json::tools: The weekly probe:');
    expect(probeLog).not.toContain('the inputSchema of "echo" changed');
  }, 300_000);
});
