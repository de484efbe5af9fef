import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings/finding.ts';
import type { RuleId } from '../../src/findings/rule-ids.ts';
import { type CheckReport, COMMENT_MARKER, checkStatuses, formatReportComment, smokeStatus } from '../../src/forgejo/checks.ts';
import { ForgejoClient } from '../../src/forgejo/client.ts';
import { publishChecks, type ReportLog } from '../../src/forgejo/publish.ts';
import { type ConnectorHealth, PROBE_LABEL, trackProbeFailures } from '../../src/forgejo/tracking.ts';
import { VERSION_RULE_IDS } from '../../src/phases/check.ts';
import type { SmokeReport } from '../../src/smoke/result.ts';
import { ForgejoStandIn } from './stand-in.ts';

const finding = (connector: string, ruleId: RuleId, severity: Finding['severity'] = 'error'): Finding => ({
  ruleId,
  severity,
  file: `connectors/${connector}/connector.json`,
  position: { line: 4, column: 3 },
  field: 'version',
  message: `${ruleId} is broken`,
  fix: 'mend it',
  connector,
});

const smoke = (results: Array<[string, 'passed' | 'failed']>): SmokeReport => ({
  runId: 'r',
  engine: '20.10',
  baseImage: 'skald-smoke-base:x',
  startedAt: new Date().toISOString(),
  durationMs: 1200,
  counts: {
    passed: results.filter(([, status]) => status === 'passed').length,
    failed: results.filter(([, status]) => status === 'failed').length,
    skipped: 0,
    errors: results.filter(([, status]) => status === 'failed').length,
    warnings: 0,
  },
  connectors: results.map(([id, status]) => ({
    id,
    type: 'mcp_local',
    status,
    transport: 'stdio',
    protocolVersion: '2025-06-18',
    toolCount: 2,
    durations: { totalMs: 600 },
    findings: status === 'failed' ? [finding(id, 'server-start')] : [],
    stderrTail: '',
  })),
});

function quietLog(): ReportLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { info: () => undefined, warning: (line) => warnings.push(line), warnings };
}

describe('reporting to Forgejo, end to end against the stand-in', () => {
  let forgejo: ForgejoStandIn;
  let client: ForgejoClient;
  beforeAll(async () => {
    forgejo = await ForgejoStandIn.start();
    client = new ForgejoClient({ apiUrl: forgejo.apiUrl, token: forgejo.token, repository: `${forgejo.owner}/${forgejo.repo}` });
  });
  afterAll(() => forgejo.close());
  beforeEach(() => {
    forgejo.outage = undefined;
    forgejo.clearRequests();
    expect(forgejo.answerErrors).toEqual([]);
  });

  it('the stand-in rejects bodies that do not match the *Option definitions, and unknown paths', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${forgejo.apiUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `token ${forgejo.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/repos/skald/connectors/statuses/abc', { context: 'x', state: 'ok' })).status).toBe(422);
    expect((await post('/repos/skald/connectors/statuses/abc', { context: 'x', state: 'success', targetUrl: 'x' })).status).toBe(422);
    expect((await post('/repos/skald/connectors/issues', { body: 'no title' })).status).toBe(422);
    expect((await post('/repos/skald/connectors/issues', { title: 't', labels: ['probe-failure'] })).status).toBe(422);
    expect((await post('/repos/skald/connectors/releases', { name: 'x' })).status).toBe(404);
    expect((await fetch(`${forgejo.apiUrl}/repos/skald/connectors/issues/1`)).status).toBe(401);
    expect((await post('/repos/skald/connectors/statuses/abc', { context: 'x', state: 'success' })).status).toBe(201);
  });

  it('a first push posts a status per check and one comment; a second push edits that comment', async () => {
    const pr = forgejo.addPullRequest();
    const report: CheckReport = {
      connectorCount: 11,
      findings: [finding('gmail', 'version-not-bumped'), finding('gmail', 'tool-friendly-name')],
    };
    const statuses = [
      ...checkStatuses(report, VERSION_RULE_IDS, 'http://forgejo/run/1'),
      smokeStatus(smoke([['gmail', 'failed']]), undefined),
    ];
    const body = formatReportComment({ check: report, smoke: smoke([['gmail', 'failed']]), skipped: [], commit: 'a'.repeat(40) });
    const first = await publishChecks(client, { sha: 'a'.repeat(40), statuses, comment: { pullRequest: pr, body } }, quietLog());
    expect(first.failures).toEqual([]);
    const posted = forgejo.statuses.filter((status) => status.sha === 'a'.repeat(40));
    expect(posted.map((status) => [status.context, status.state, status.description])).toEqual([
      ['skald / static', 'failure', '1 error in gmail: tool-friendly-name'],
      ['skald / version', 'failure', '1 error in gmail: version-not-bumped'],
      ['skald / smoke', 'failure', '1 of 1 failed: gmail (server-start)'],
    ]);
    expect(posted[0]!.target_url).toBe('http://forgejo/run/1');
    const comments = () => forgejo.comments.filter((comment) => comment.issue === pr);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).toContain(COMMENT_MARKER);
    expect(comments()[0]!.body).toContain(
      '- ❌ ` gmail ` ` connectors/gmail/connector.json:4:3 ` ` version-not-bumped `: ` version: version-not-bumped is broken. ` Fix: ` mend it ` `npm run check -- --fix` makes this fix.',
    );

    forgejo.clearRequests();
    const fixed = formatReportComment({
      check: { connectorCount: 11, findings: [] },
      smoke: smoke([['gmail', 'passed']]),
      skipped: [],
      commit: 'b'.repeat(40),
    });
    await publishChecks(client, { sha: 'b'.repeat(40), statuses: [], comment: { pullRequest: pr, body: fixed } }, quietLog());
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).toBe(`${COMMENT_MARKER}\n✅ Skald CI: everything passed on \` bbbbbbbbbbbb \`, 1 connector smoked.\n`);
    expect(forgejo.writes.map((request) => `${request.method} ${request.operationId}`)).toEqual(['PATCH issueEditComment']);
  });

  it('a connector that fails two weeks running keeps one issue; it recovers, and the issue is closed', async () => {
    const health = (state: ConnectorHealth['state'], rules: string[], checkedAt: string): ConnectorHealth => ({
      id: 'tavily',
      state,
      message: rules.join(', '),
      rules,
      details: rules.map((rule) => `${rule}: <b>the server</b> said no`),
      checkedAt,
    });
    const catalogIds = ['tavily'];
    await trackProbeFailures(client, [health('failing', ['remote-handshake'], '2026-11-23')], { catalogIds }, quietLog());
    await trackProbeFailures(client, [health('failing', ['remote-handshake'], '2026-11-30')], { catalogIds }, quietLog());
    const tracked = () => forgejo.issues.filter((issue) => issue.body.includes('<!-- skald-probe: tavily -->'));
    expect(tracked()).toHaveLength(1);
    const issue = tracked()[0]!;
    expect(issue.state).toBe('open');
    expect(forgejo.labels.find((label) => issue.labels.includes(label.id))?.name).toBe(PROBE_LABEL.name);
    expect(issue.body).toContain('last checked 2026-11-30');
    expect(issue.body).toContain('- ` remote-handshake: <b>the server</b> said no `');
    expect(forgejo.comments.filter((comment) => comment.issue === issue.number)).toHaveLength(0);

    await trackProbeFailures(client, [health('failing', ['tools-match-manifest'], '2026-12-07')], { catalogIds }, quietLog());
    expect(tracked()).toHaveLength(1);
    expect(forgejo.comments.filter((comment) => comment.issue === issue.number).map((comment) => comment.body)).toEqual([
      expect.stringContaining('The failure changed on 2026-12-07'),
    ]);

    await trackProbeFailures(client, [health('ok', [], '2026-12-14')], { catalogIds }, quietLog());
    expect(tracked()).toHaveLength(1);
    expect(issue.state).toBe('closed');
    expect(forgejo.comments.filter((comment) => comment.issue === issue.number).at(-1)?.body).toContain(
      'passed the probe again on 2026-12-14',
    );

    // A later failure opens a new issue: the closed one is history.
    await trackProbeFailures(client, [health('failing', ['remote-handshake'], '2026-12-21')], { catalogIds }, quietLog());
    expect(tracked().map((candidate) => candidate.state)).toEqual(['closed', 'open']);
  });

  it('the same failing rule with another class of remote failure is a change of failure: the issue gets a comment', async () => {
    const health = (failureClass: string, checkedAt: string): ConnectorHealth => ({
      id: 'exa',
      state: 'failing',
      message: 'remote-handshake',
      rules: ['remote-handshake'],
      failureClass,
      details: [`failure: ${failureClass}`, "remote-handshake: 1 finding(s), see the run's log"],
      checkedAt,
    });
    const catalogIds = ['exa'];
    const comments = () => forgejo.comments.filter((comment) => comment.issue === tracked()[0]!.number).map((comment) => comment.body);
    const tracked = () => forgejo.issues.filter((issue) => issue.body.includes('<!-- skald-probe: exa -->'));
    await trackProbeFailures(client, [health('timeout', '2026-11-23')], { catalogIds }, quietLog());
    await trackProbeFailures(client, [health('timeout', '2026-11-30')], { catalogIds }, quietLog());
    expect(tracked()).toHaveLength(1);
    expect(comments()).toEqual([]);
    await trackProbeFailures(client, [health('needs-credentials', '2026-12-07')], { catalogIds }, quietLog());
    expect(tracked()).toHaveLength(1);
    expect(comments()).toEqual([expect.stringContaining('The failure changed on 2026-12-07')]);
    expect(comments()[0]).toContain('failure: needs-credentials');
    expect(tracked()[0]!.body).toContain('- ` failure: needs-credentials `');
  });

  for (const outage of [{ status: 500 as const }, { status: 403 as const }, 'reset' as const]) {
    it(`the API ${typeof outage === 'string' ? 'drops the connection' : `answers ${outage.status}`}: the log says so, nothing throws`, async () => {
      forgejo.outage = outage;
      const log = quietLog();
      const pr = forgejo.addPullRequest();
      const before = forgejo.comments.length;
      const outcome = await publishChecks(
        client,
        {
          sha: 'c'.repeat(40),
          statuses: checkStatuses({ connectorCount: 1, findings: [] }, VERSION_RULE_IDS),
          comment: { pullRequest: pr, body: `${COMMENT_MARKER}\nx` },
        },
        log,
      );
      expect(outcome.sent).toBe(0);
      expect(outcome.failures).toHaveLength(3);
      expect(log.warnings[0]).toMatch(/could not post the status "skald \/ static": POST .* (HTTP (500|403)|unreachable).*verdict stands/);
      if (typeof outage !== 'string' && outage.status === 403) expect(log.warnings[0]).toContain('lacks permission');
      expect(forgejo.comments.length).toBe(before);
      const tracking = await trackProbeFailures(
        client,
        [{ id: 'exa', state: 'failing', message: 'x', rules: ['x'], details: [], checkedAt: 'now' }],
        { catalogIds: ['exa'] },
        log,
      );
      expect(tracking.failures.length).toBeGreaterThan(0);
    });
  }
});
