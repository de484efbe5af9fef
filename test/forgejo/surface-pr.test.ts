// A pull request whose connector's server gains a tool, end to end: a git repository in a temp dir holds the catalog,
// the server is a real SDK MCP server probed with the smoke run's own probe on the host (the classes test's probe, not
// the Docker sandbox: the surface rules judge the same handshake either way), the check runs with its version guard,
// and the verdict reports to the Forgejo stand-in.
// Without lock-tools: smoke fails with surface-tool-added naming the tool. With the lock written (as lock-tools writes
// it) and the version bumped: everything passes, the comment shows the classified table, the PR carries the label.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, parseLock, writeLock } from '../../src/catalog/tools-lock.ts';
import { COMMENT_MARKER } from '../../src/forgejo/checks.ts';
import { clientFrom, judgeChecks } from '../../src/forgejo/ci.ts';
import type { ForgejoClient } from '../../src/forgejo/client.ts';
import type { ReportLog } from '../../src/forgejo/publish.ts';
import { SURFACE_LABEL } from '../../src/forgejo/surface-label.ts';
import { checkCatalog, VERSION_RULE_IDS } from '../../src/phases/check.ts';
import { judgeSmoke } from '../../src/phases/smoke.ts';
import type { SmokeReport } from '../../src/smoke/result.ts';
import { surfaceOf } from '../../src/tool-surface/surface.ts';
import { type FixtureSurface, probeFixture } from '../tool-surface/fixture-server.ts';
import { TestRepo, TODAY } from '../version-guard/repo.ts';
import { ForgejoStandIn } from './stand-in.ts';

const FORECAST = {
  name: 'get_forecast',
  title: 'Get Forecast',
  description: 'The forecast for a place',
  inputSchema: { type: 'object', properties: { place: { type: 'string' } }, required: ['place'] },
  annotations: { readOnlyHint: true, openWorldHint: true },
};
const SEND_ALERT = {
  name: 'send_alert',
  title: 'Send Alert',
  description: 'Mails a weather alert to an address',
  inputSchema: { type: 'object', properties: { to: { type: 'string' } }, required: ['to'] },
  annotations: { destructiveHint: true, openWorldHint: true },
};
const BUMPED = { version: 4, version_string: '1.3.0', version_release_date: TODAY };
const BASE_SERVER: FixtureSurface = { instructions: 'Weather for any place.', tools: [FORECAST] };
const GROWN_SERVER: FixtureSurface = { ...BASE_SERVER, tools: [FORECAST, SEND_ALERT] };
const MANIFEST_TOOLS = (surface: FixtureSurface) =>
  surface.tools.map((tool) => ({ name: tool.name as string, display_name: tool.title as string }));

/** What `npm run lock-tools -- weather` writes: the listed surface, from the server probed on the host. */
async function lockTools(repo: TestRepo, server: FixtureSurface): Promise<void> {
  const handshake = await probeFixture(server);
  await writeLock(repo.path('connectors/weather'), surfaceOf(handshake.tools!, handshake.initialized!));
}

/** The weather connector's server made to list `server`: its code and both manifests' tools[]. */
function changeServer(repo: TestRepo, server: FixtureSurface): void {
  repo.write('connectors/weather/server.py', `# serves ${server.tools.map((tool) => tool.name).join(', ')}\n`);
  for (const file of ['fragment.json', 'connector.json'])
    repo.editJson(`connectors/weather/${file}`, (manifest) => (manifest.tools = MANIFEST_TOOLS(server)));
}

/** The smoke run's verdict on the connector, its live server being `server`. */
async function smoke(repo: TestRepo, server: FixtureSurface): Promise<SmokeReport> {
  const lock = parseLock(JSON.parse(await readFile(repo.path(`connectors/weather/${LOCK_FILE}`), 'utf8')));
  const manifest = JSON.parse(repo.read('connectors/weather/connector.json')) as { tools: Array<{ name: string; display_name: string }> };
  const findings = await judgeSmoke({
    connector: {
      connectorId: 'weather',
      serverFile: 'connectors/weather/server.py',
      manifestFile: 'connectors/weather/connector.json',
      manifestTools: manifest.tools,
      lock,
    },
    secrets: [],
    handshake: await probeFixture(server),
  });
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  return {
    runId: 'surface-pr',
    engine: 'host probe',
    baseImage: 'none',
    startedAt: new Date().toISOString(),
    durationMs: 1,
    counts: { passed: errors ? 0 : 1, failed: errors ? 1 : 0, skipped: 0, errors, warnings: findings.length - errors },
    connectors: [
      { id: 'weather', type: 'mcp_local', status: errors ? 'failed' : 'passed', durations: { totalMs: 1 }, findings, stderrTail: '' },
    ],
  };
}

function quietLog(): ReportLog & { lines: string[] } {
  const lines: string[] = [];
  return { info: (line) => lines.push(line), warning: (line) => lines.push(`warning: ${line}`), lines };
}

describe('a pull request whose connector gains a tool', () => {
  let forgejo: ForgejoStandIn;
  let client: ForgejoClient;
  let repo: TestRepo;
  let base: string;
  beforeAll(async () => {
    forgejo = await ForgejoStandIn.start();
    client = clientFrom({ apiUrl: forgejo.apiUrl, token: forgejo.token, repository: `${forgejo.owner}/${forgejo.repo}` }) as ForgejoClient;
  });
  afterAll(() => forgejo.close());
  beforeEach(async () => {
    repo = TestRepo.create();
    await repo.writeCatalog(['weather']);
    changeServer(repo, BASE_SERVER);
    await lockTools(repo, BASE_SERVER);
    await repo.compile();
    base = repo.commitAll('the weather connector, locked');
  });
  afterEach(() => repo.cleanup());

  /** The check and the smoke run of the repository's working tree, reported for pull request `pr` as the verdict job does. */
  async function verdict(pr: number, server: FixtureSurface) {
    const check = await checkCatalog({ catalogDir: repo.path('connectors'), versionGuard: { base, env: {} } });
    const smokeReport = await smoke(repo, server);
    const log = quietLog();
    const result = await judgeChecks(
      {
        check: { report: { findings: check.findings, connectorCount: check.connectorCount } },
        smoke: { report: smokeReport },
        skipped: [],
        versionRuleIds: VERSION_RULE_IDS,
        context: { sha: repo.commitAll(`push to #${pr}`), pullRequest: pr },
      },
      client,
      log,
    );
    expect(result.outcome?.failures).toEqual([]);
    expect(forgejo.answerErrors).toEqual([]);
    const comment = forgejo.comments.find((candidate) => candidate.issue === pr && candidate.body.includes(COMMENT_MARKER))!;
    return { check, smokeReport, result, comment, log };
  }

  const labelsOf = (pr: number) =>
    forgejo.issues.find((issue) => issue.number === pr)!.labels.map((id) => forgejo.labels.find((label) => label.id === id)!.name);
  const tableRows = (body: string) =>
    body
      .slice(body.indexOf('#### Tool surface changes'))
      .split('\n')
      .filter((line) => line.startsWith('| ` surface-'));

  it('fails smoke naming the new tool without lock-tools, then passes with the lock and a bump, labelled', async () => {
    const pr = forgejo.addPullRequest('weather: send alerts');
    changeServer(repo, GROWN_SERVER);
    repo.setVersion('weather', BUMPED);
    await repo.compile();

    const unlocked = await verdict(pr, GROWN_SERVER);
    const smokeFindings = unlocked.smokeReport.connectors[0]!.findings;
    expect(smokeFindings.map((finding) => finding.ruleId)).toEqual(['surface-tool-added']);
    expect(smokeFindings[0]!.message).toContain('"send_alert"');
    expect(smokeFindings[0]!.fix).toContain('npm run lock-tools -- weather');
    expect(unlocked.check.findings.map((finding) => finding.ruleId)).toEqual(['tools-lock']);
    expect(unlocked.result.state).toBe('failure');
    expect(tableRows(unlocked.comment.body)).toEqual([expect.stringMatching(/^\| ` surface-tool-added ` \| .*send_alert.* \|$/)]);
    expect(labelsOf(pr)).toEqual([SURFACE_LABEL.name]);

    await lockTools(repo, GROWN_SERVER);
    await repo.compile();
    forgejo.clearRequests();
    const locked = await verdict(pr, GROWN_SERVER);
    // Already labelled: read, not edited again.
    expect(forgejo.requests.filter((request) => request.path.includes('/pulls/')).map((request) => request.method)).toEqual(['GET']);
    expect(locked.smokeReport.connectors[0]!.findings).toEqual([]);
    expect(locked.check.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(locked.result.state).toBe('success');
    // The check classified the lock's change against the base: the same rule id, a warning for the reviewer.
    expect(locked.check.findings.map((finding) => [finding.ruleId, finding.severity, finding.file])).toEqual([
      ['surface-tool-added', 'warning', `connectors/weather/${LOCK_FILE}`],
    ]);
    expect(tableRows(locked.comment.body)).toEqual([
      expect.stringMatching(/^\| ` surface-tool-added ` \| .*send_alert.*destructiveHint.* \|$/),
    ]);
    expect(forgejo.comments.filter((comment) => comment.issue === pr)).toHaveLength(1);
    expect(labelsOf(pr)).toEqual([SURFACE_LABEL.name]);
    expect(forgejo.labels.filter((label) => label.name === SURFACE_LABEL.name)).toHaveLength(1);
  });

  it('labels a pull request that arrives with the lock updated, keeping the labels it has', async () => {
    const pr = forgejo.addPullRequest('weather: send alerts, locked');
    const enhancement = forgejo.labels.length + 1000;
    forgejo.labels.push({ id: enhancement, name: 'enhancement', color: '84b6eb', description: '' });
    forgejo.issues.find((issue) => issue.number === pr)!.labels.push(enhancement);
    changeServer(repo, GROWN_SERVER);
    await lockTools(repo, GROWN_SERVER);
    repo.setVersion('weather', BUMPED);
    await repo.compile();

    forgejo.clearRequests();
    const { result, log } = await verdict(pr, GROWN_SERVER);
    expect(result.state).toBe('success');
    expect(labelsOf(pr)).toEqual(['enhancement', SURFACE_LABEL.name]);
    const labelling = forgejo.writes.filter((request) => request.operationId === 'repoEditPullRequest');
    expect(labelling.map((request) => request.body)).toEqual([
      { labels: [enhancement, forgejo.labels.find((label) => label.name === SURFACE_LABEL.name)!.id] },
    ]);
    expect(log.lines).toContain(`labelled #${pr} "${SURFACE_LABEL.name}" (weather: surface-tool-added)`);
  });

  it('keeps the label when a later push no longer changes the surface, and adds none to a PR that never did', async () => {
    const pr = forgejo.addPullRequest('weather: alerts, then not');
    changeServer(repo, GROWN_SERVER);
    await lockTools(repo, GROWN_SERVER);
    repo.setVersion('weather', BUMPED);
    await repo.compile();
    await verdict(pr, GROWN_SERVER);
    expect(labelsOf(pr)).toEqual([SURFACE_LABEL.name]);

    changeServer(repo, BASE_SERVER);
    await lockTools(repo, BASE_SERVER);
    repo.write('connectors/weather/server.py', '# serves get_forecast, faster\n');
    await repo.compile();
    forgejo.clearRequests();
    const reverted = await verdict(pr, BASE_SERVER);
    expect(reverted.check.findings.filter((finding) => finding.ruleId.startsWith('surface-'))).toEqual([]);
    expect(reverted.comment.body).not.toContain('Tool surface changes');
    expect(labelsOf(pr)).toEqual([SURFACE_LABEL.name]);
    expect(forgejo.requests.filter((request) => request.path.includes('/pulls/'))).toEqual([]);

    const other = forgejo.addPullRequest('weather: faster');
    await verdict(other, BASE_SERVER);
    expect(labelsOf(other)).toEqual([]);
  });
});
