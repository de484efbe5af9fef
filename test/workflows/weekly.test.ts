// weekly.yml executed three weeks running against a remote MCP server on loopback (the SDK's own server),
// with status.json published over a real sshd and served by Caddy, and the tracking issues on the stand-in.
import { createServer, type Server as HttpServer } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusFile } from '../../src/probe/status.ts';
import { deployUserDir, startCaddy, startSshd, type CaddyServer, type SshServer } from '../deploy/servers.ts';
import { ForgejoStandIn } from '../forgejo/stand-in.ts';
import { localConnector } from '../helpers/catalog-fixture.ts';
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
    const server = new Server({ name: 'far-remote', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listedTools() }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return http;
}

function remoteConnector(id: string, url: string) {
  const base = localConnector(id);
  const { launch_command: _launch, transport: _transport, ...manifest } = base.manifest;
  return {
    fragment: { ...base.fragment, type: 'mcp_remote', requires: ['API_KEY'], tools: TOOLS },
    manifest: {
      ...manifest,
      type: 'mcp_remote',
      requires: ['API_KEY'],
      auth: { type: 'api_key', delivery: 'query', param: 'token' },
      mcp_config: { url },
      tools: TOOLS,
    },
    files: { 'icon_sm.svg': base.files['icon_sm.svg']!, 'icon_lg.svg': base.files['icon_lg.svg']! },
  };
}

let forgejo: ForgejoStandIn;
let repo: ForgejoRepo;
let remote: HttpServer;
let sshd: SshServer;
let caddy: CaddyServer;
let releasesDir: string;

beforeAll(async () => {
  [forgejo, remote, sshd] = await Promise.all([ForgejoStandIn.start(), startRemote(), startSshd()]);
  releasesDir = await deployUserDir('skald-weekly-releases-');
  caddy = await startCaddy(releasesDir);
  const url = `http://127.0.0.1:${(remote.address() as { port: number }).port}/mcp?token={SECRET:token}`;
  repo = await ForgejoRepo.create(['alpha']);
  // far has its key; newcomer names the same placeholder and must not get far's key.
  for (const id of ['far', 'newcomer']) {
    const connector = remoteConnector(id, url);
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
    expect(run.jobs.publish?.result, log(run)).toBe('success');
    expect(run.jobs.issues?.result, log(run)).toBe('failure');
    const status = await published();
    expect(status.connectors.far).toMatchObject({ state: 'failing', tool_count: 1 });
    expect(status.connectors.far!.message).toContain('"add"');
    expect(status.connectors.newcomer).toMatchObject({ state: 'skipped' });
    expect(status.connectors.newcomer!.message).toContain(
      'set SKALD_SECRET_NEWCOMER_TOKEN ("far" in the secrets JSON is not for newcomer: a connector never receives another connector\'s key)',
    );
    expect(status.connectors.alpha).toBeUndefined();
    expect(JSON.stringify(status)).not.toContain(KEY);
    expect(tokensSeen.every((token) => token === KEY)).toBe(true);
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
    const issue = farIssues()[0]!;
    expect(issue.state).toBe('closed');
    expect(forgejo.comments.filter((comment) => comment.issue === issue.number).at(-1)?.body).toContain('passed the probe again');
    const probeLog = run.jobs.probe!.steps.find((step) => step.uses === './actions/probe')!.log;
    expect(probeLog).toContain('the inputSchema of "echo" changed since the last probe');
  }, 300_000);
});
