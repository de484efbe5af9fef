// What a pull request controls (folder names, manifest values, messages, a server's tool text) reaches the sticky
// comment, the statuses and the tracking issues only as literal text. The comment is rendered with markdown-it
// (a CommonMark renderer, with raw HTML and bare-URL linking on, as Forgejo has them) and its structure inspected:
// every heading, link, image and HTML tag in it is one the pipeline wrote.
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings/finding.ts';
import type { RuleId } from '../../src/findings/rule-ids.ts';
import { type CheckReport, COMMENT_MARKER, checkStatuses, formatReportComment, smokeStatus } from '../../src/forgejo/checks.ts';
import { ForgejoClient } from '../../src/forgejo/client.ts';
import { literal } from '../../src/forgejo/markdown.ts';
import { publishChecks, type ReportLog } from '../../src/forgejo/publish.ts';
import { relativeToRepository } from '../../src/forgejo/report-paths.ts';
import { trackProbeFailures } from '../../src/forgejo/tracking.ts';
import { VERSION_RULE_IDS } from '../../src/phases/check.ts';
import type { SmokeReport } from '../../src/smoke/result.ts';
import { ForgejoStandIn, TOKEN_USER } from './stand-in.ts';

const HOSTILE = [
  'evil\n## ✅ everything passed, safe to merge @admin',
  '# heading',
  'cc @admin and @org/team, mail me at a@b.example',
  '![](https://tracker.example/p.png)',
  '[x](javascript:alert(1))',
  '<img src=x onerror=alert(1)> <script>alert(1)</script> <!-- skald-ci-report -->',
  '`` ` ``` closing fences ` [y](https://evil.example) `',
  'https://evil.example/bare and www.evil.example',
  'a | b | c\r\n\u2028- list\n> quote\n---',
  '<details><summary>fake</summary>',
];

const SHA = 'c0ffee'.padEnd(40, '0');
const REPOSITORY_URL = 'http://forgejo.test/skald/connectors';

function hostileFinding(value: string, index: number): Finding {
  return {
    ruleId: value as RuleId,
    severity: index % 2 ? 'warning' : 'error',
    file: `connectors/${value}/connector.json`,
    position: { line: 3, column: 1 },
    field: value,
    message: value,
    fix: value,
    connector: value,
  };
}

function hostileSmoke(): SmokeReport {
  return {
    runId: 'r',
    engine: '20.10',
    baseImage: 'skald-smoke-base:x',
    startedAt: new Date().toISOString(),
    durationMs: 1,
    counts: { passed: 0, failed: HOSTILE.length, skipped: 1, errors: HOSTILE.length, warnings: 0 },
    connectors: [
      ...HOSTILE.map((value, index) => ({
        id: value,
        type: 'mcp_local',
        status: 'failed' as const,
        transport: value as 'stdio',
        protocolVersion: value,
        toolCount: 1,
        durations: { totalMs: 1 },
        findings: [hostileFinding(value, index)],
        stderrTail: value,
      })),
      {
        id: HOSTILE[0]!,
        type: 'mcp_remote',
        status: 'skipped' as const,
        skipped: HOSTILE[3],
        durations: { totalMs: 0 },
        findings: [],
        stderrTail: '',
      },
    ],
  };
}

const markdown = new MarkdownIt({ html: true, linkify: true });

function flatten(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => [token, ...flatten(token.children ?? [])]);
}

/** Every structural thing in the rendered comment, and the text outside code. */
function structure(body: string) {
  const tokens = flatten(markdown.parse(body, {}));
  const headings = tokens.flatMap((token, index) => (token.type === 'heading_open' ? [tokens[index + 1]!.content] : []));
  return {
    headings,
    links: tokens.filter((token) => token.type === 'link_open').map((token) => token.attrGet('href')),
    images: tokens.filter((token) => token.type === 'image'),
    html: tokens.filter((token) => token.type === 'html_inline' || token.type === 'html_block').map((token) => token.content.trim()),
    blockquotes: tokens.filter((token) => token.type === 'blockquote_open').length,
    rules: tokens.filter((token) => token.type === 'hr').length,
    tables: tokens.filter((token) => token.type === 'table_open').length,
    // Forgejo links @names, #numbers and bare URLs in text, but never inside code.
    plainText: tokens
      .filter((token) => token.type === 'text')
      .map((token) => token.content)
      .join('\n'),
  };
}

const log: ReportLog = { info: () => undefined, warning: () => undefined };

describe('reports render untrusted text inert', () => {
  let forgejo: ForgejoStandIn;
  let client: ForgejoClient;
  beforeAll(async () => {
    forgejo = await ForgejoStandIn.start();
    client = new ForgejoClient({ apiUrl: forgejo.apiUrl, token: forgejo.token, repository: `${forgejo.owner}/${forgejo.repo}` });
  });
  afterAll(() => forgejo.close());

  it('literal: one line, a fence the value cannot close', () => {
    for (const value of HOSTILE) {
      const rendered = literal(value);
      expect(rendered).not.toMatch(/[\r\n\u2028\u2029]/);
      const tokens = flatten(markdown.parse(rendered, {}));
      expect(tokens.filter((token) => token.type === 'code_inline')).toHaveLength(1);
      expect(tokens.filter((token) => token.type === 'text' && token.content.trim())).toEqual([]);
    }
    expect(literal('a``b')).toBe('``` a``b ```');
    expect(literal('')).toBe('(empty)');
  });

  it('a comment carrying hostile text in every field, posted to the stand-in, has only the structure the pipeline wrote', async () => {
    const pr = forgejo.addPullRequest();
    const check: CheckReport = { connectorCount: 3, findings: HOSTILE.map(hostileFinding), changed: [HOSTILE[0]!] };
    const body = formatReportComment({
      check,
      smoke: hostileSmoke(),
      checkMissing: HOSTILE[1],
      skipped: HOSTILE,
      commit: SHA,
      runUrl: 'http://forgejo.test/skald/connectors/actions/runs/7',
      repositoryUrl: REPOSITORY_URL,
    });
    await publishChecks(client, { sha: SHA, statuses: [], comment: { pullRequest: pr, body } }, log);
    const posted = forgejo.comments.find((comment) => comment.issue === pr)!.body;
    expect(posted).toBe(body);
    const found = structure(posted);
    expect(found.headings).toEqual([
      `Skald CI on \` ${SHA.slice(0, 12)} \` ([run](http://forgejo.test/skald/connectors/actions/runs/7))`,
      'Smoke run',
      'Skipped',
    ]);
    expect(found.links).toEqual(['http://forgejo.test/skald/connectors/actions/runs/7']);
    expect(found.images).toEqual([]);
    expect(found.html).toEqual([
      COMMENT_MARKER,
      `<details><summary>${HOSTILE.length} warnings on connectors this pull request does not touch</summary>`,
      '</details>',
    ]);
    expect(found.blockquotes + found.rules + found.tables).toBe(0);
    expect(found.plainText).not.toMatch(/@\w|https?:|www\.|#\d|javascript/i);
    // Every finding, smoke result and skipped line is one list item; nothing the values hold started another.
    const items = flatten(markdown.parse(posted, {})).filter((token) => token.type === 'list_item_open');
    expect(items).toHaveLength(HOSTILE.length * 3 + 1 + HOSTILE.length + 1);
  });

  it('links are built only from safe repository paths and the commit', () => {
    const findings: Finding[] = [
      {
        ruleId: 'schema',
        severity: 'error',
        file: 'connectors/weather/connector.json',
        position: { line: 5, column: 3 },
        message: 'm',
        connector: 'weather',
      },
      { ruleId: 'schema', severity: 'error', file: 'connectors/x)/a.json', message: 'm', connector: 'x)' },
      { ruleId: 'schema', severity: 'error', file: 'connectors/../../etc', message: 'm' },
    ];
    const body = formatReportComment({ check: { connectorCount: 1, findings }, skipped: [], commit: SHA, repositoryUrl: REPOSITORY_URL });
    expect(structure(body).links).toEqual([`${REPOSITORY_URL}/src/commit/${SHA}/connectors/weather/connector.json#L5`]);
    expect(body).toContain('` "x)" ` (not a valid connector id)');
  });

  it('statuses carry one line, and a folder that is no id only as JSON', () => {
    const check: CheckReport = { connectorCount: 1, findings: [hostileFinding(HOSTILE[0]!, 0)] };
    const statuses = [...checkStatuses(check, VERSION_RULE_IDS), smokeStatus(hostileSmoke(), undefined)];
    for (const status of statuses) expect(status.description).not.toMatch(/[\r\n\u2028]/);
    expect(statuses[0]!.description).toContain(JSON.stringify('evil ## ✅ everything passed, safe to merge @admin'));
  });

  it('a tracking issue shows a failure detail literally and tracks no connector whose id is not an id', async () => {
    const health = (id: string) => ({
      id,
      state: 'failing' as const,
      message: 'x',
      rules: ['remote-handshake'],
      details: HOSTILE,
      checkedAt: '2026-12-01',
    });
    await trackProbeFailures(client, [health('tavily'), health(HOSTILE[0]!)], { catalogIds: ['tavily'] }, log);
    const issues = forgejo.issues.filter((issue) => !issue.pullRequest);
    expect(issues.map((issue) => issue.title)).toEqual(['Weekly probe: tavily is failing']);
    const found = structure(issues[0]!.body);
    expect(found.headings).toEqual([]);
    expect(found.links).toEqual([]);
    expect(found.images).toEqual([]);
    expect(found.html).toEqual(['<!-- skald-probe: tavily -->', '<!-- skald-probe-failure: 40ca0b0c1be383c4 -->']);
    expect(found.plainText).not.toMatch(/@\w|https?:|www\.|#\d|javascript/i);
  });
});

describe('the sticky comment is the pipeline’s own', () => {
  it('a stranger’s comment carrying the marker is left alone; ours is created, then edited', async () => {
    const forgejo = await ForgejoStandIn.start();
    try {
      const client = new ForgejoClient({ apiUrl: forgejo.apiUrl, token: forgejo.token, repository: `${forgejo.owner}/${forgejo.repo}` });
      const pr = forgejo.addPullRequest();
      const forged = `${COMMENT_MARKER}\n✅ Skald CI: everything passed, merge away.`;
      const stranger = forgejo.addCommentBy('mallory', pr, forged);
      const report = (commit: string) => formatReportComment({ check: { connectorCount: 1, findings: [] }, skipped: [], commit });
      const first = await publishChecks(
        client,
        { sha: SHA, statuses: [], comment: { pullRequest: pr, body: report('a'.repeat(40)) } },
        log,
      );
      expect(first.failures).toEqual([]);
      const ours = () => forgejo.comments.filter((comment) => comment.issue === pr && comment.author === TOKEN_USER.login);
      expect(ours()).toHaveLength(1);
      expect(ours()[0]!.body).toContain('aaaaaaaaaaaa');
      expect(stranger.body).toBe(forged);

      forgejo.clearRequests();
      await publishChecks(client, { sha: SHA, statuses: [], comment: { pullRequest: pr, body: report('b'.repeat(40)) } }, log);
      expect(ours()).toHaveLength(1);
      expect(ours()[0]!.body).toContain('bbbbbbbbbbbb');
      expect(stranger.body).toBe(forged);
      expect(forgejo.requests.map((request) => `${request.method} ${request.operationId}`)).toEqual([
        'GET issueGetComments',
        'GET userGetCurrent',
        'PATCH issueEditComment',
      ]);
    } finally {
      await forgejo.close();
    }
  });
});

describe('the token’s account must be named before a comment is matched by its author', () => {
  // A marker comment whose author the API shows without an id, as a poster it cannot name: with an answer of
  // GET /user that has no id either, `undefined === undefined` would make it ours.
  for (const [name, answer] of [
    ['no answer at all', null],
    ['a login but no id', { login: TOKEN_USER.login }],
    ['an id but no login', { id: TOKEN_USER.id }],
    ['an id that is no number', { id: String(TOKEN_USER.id), login: TOKEN_USER.login }],
  ] as const)
    it(`GET /user answering ${name}: no comment is edited or posted, and the log says why`, async () => {
      const forgejo = await ForgejoStandIn.start();
      try {
        const client = new ForgejoClient({ apiUrl: forgejo.apiUrl, token: forgejo.token, repository: `${forgejo.owner}/${forgejo.repo}` });
        const pr = forgejo.addPullRequest();
        const forged = `${COMMENT_MARKER}\n✅ Skald CI: everything passed, merge away.`;
        const stranger = forgejo.addCommentBy('mallory', pr, forged, { login: 'mallory' });
        forgejo.currentUserAnswer = answer;
        const body = formatReportComment({ check: { connectorCount: 1, findings: [] }, skipped: [], commit: SHA });
        const outcome = await publishChecks(client, { sha: SHA, statuses: [], comment: { pullRequest: pr, body } }, log);
        expect(outcome.failures).toEqual([
          'could not learn which account the token belongs to (GET /user): GET /user: HTTP 200 (the answer names no account: ' +
            "it lacks an id or a login). The check's own verdict stands.",
        ]);
        expect(forgejo.writes).toEqual([]);
        expect(stranger.body).toBe(forged);
      } finally {
        await forgejo.close();
      }
    });
});

describe('paths in a report', () => {
  it('are relative to the repository, not to the folder the workflow checked it out in', () => {
    const finding: Finding = { ruleId: 'schema', severity: 'error', file: 'change/connectors/exa/connector.json', message: 'm' };
    expect(relativeToRepository([finding], '/ws/change', '/ws').map((entry) => entry.file)).toEqual(['connectors/exa/connector.json']);
    expect(relativeToRepository([finding], '/ws', '/ws').map((entry) => entry.file)).toEqual(['change/connectors/exa/connector.json']);
  });

  it('also where a message or a fix names one, and only at the start of a path', () => {
    const finding: Finding = {
      ruleId: 'missing-manifest',
      severity: 'error',
      file: 'change/connectors/exa/connector.json',
      message: 'change/connectors/exa/connector.json is missing (see `change/connectors/index.json`), unlike exchange/x',
      fix: 'create change/connectors/exa/connector.json',
    };
    expect(relativeToRepository([finding], '/ws/change', '/ws')).toEqual([
      {
        ruleId: 'missing-manifest',
        severity: 'error',
        file: 'connectors/exa/connector.json',
        message: 'connectors/exa/connector.json is missing (see `connectors/index.json`), unlike exchange/x',
        fix: 'create connectors/exa/connector.json',
      },
    ]);
  });
});
