// The weekly probe's memory on Forgejo: one open issue per failing remote connector, found again by a hidden
// marker. Same failure: the issue is edited. Another failure: a comment says what changed. Recovery: a
// comment, then the issue is closed. Never one issue per run.
import { KEBAB_CASE } from '../catalog/schemas.ts';
import { sha256Hex } from '../system/hash.ts';
import type { ApiIssue, ForgejoClient } from './client.ts';
import { literal } from './markdown.ts';
import { type PublishOutcome, ReportingSession, type ReportLog } from './publish.ts';

export interface ConnectorHealth {
  id: string;
  /** ok: it answered and matched; failing: an error; skipped: not probed (a secret is not configured). */
  state: 'ok' | 'failing' | 'skipped';
  /** One line: what is wrong, or why it was skipped. */
  message: string;
  /** The error rule ids, for telling one failure from another. */
  rules: string[];
  /** The class of a remote failure (needs-credentials, timeout, …): a change of class is a change of failure. */
  failureClass?: string;
  /** Each error, one line each, for the issue body. */
  details: string[];
  checkedAt: string;
}

export const PROBE_LABEL = { name: 'probe-failure', color: '#d93f0b', description: 'A remote connector fails the weekly probe' };

const ID_MARKER = /<!-- skald-probe: ([a-z0-9-]+) -->/;
const SIGNATURE_MARKER = /<!-- skald-probe-failure: ([0-9a-f]+) -->/;

/**
 * Same failure = same set of failing rules and the same class of remote failure; the wording (latencies, server
 * messages) may vary from week to week.
 */
function failureSignature(health: ConnectorHealth): string {
  const rules = [...new Set(health.rules)].sort().join('\n');
  return sha256Hex(health.failureClass ? `${rules}\nclass: ${health.failureClass}` : rules).slice(0, 16);
}

export async function trackProbeFailures(
  client: ForgejoClient,
  connectors: readonly ConnectorHealth[],
  options: { runUrl?: string; catalogIds: readonly string[] },
  log: ReportLog,
): Promise<PublishOutcome> {
  const session = new ReportingSession(client, log);
  const label = await session.attempt(`find or create the label "${PROBE_LABEL.name}"`, (api) =>
    api.ensureLabel(PROBE_LABEL.name, PROBE_LABEL.color, PROBE_LABEL.description),
  );
  const listed = await session.attempt('list the open probe issues', (api) => api.listOpenIssues(PROBE_LABEL.name));
  // Without the open issues we cannot tell a new failure from a known one: opening issues blind would duplicate them.
  if (!label || !listed) return session.outcome;
  const open = new Map<string, ApiIssue>();
  for (const issue of listed.value) {
    const id = issue.body?.match(ID_MARKER)?.[1];
    if (id && !open.has(id)) open.set(id, issue);
  }
  const run = options.runUrl ? ` ([run](${options.runUrl}))` : '';
  for (const health of connectors) {
    // The id goes into the issue's title and hidden marker: only a valid connector id may.
    if (!KEBAB_CASE.test(health.id)) {
      log.warning(`not tracking ${JSON.stringify(health.id)}: not a valid connector id`);
      continue;
    }
    const issue = open.get(health.id);
    if (health.state === 'failing') {
      const body = issueBody(health, run);
      if (!issue) {
        const created = await session.attempt(`open an issue for ${health.id}`, (api) =>
          api.createIssue({ title: `Weekly probe: ${health.id} is failing`, body, labels: [label.value] }),
        );
        if (created) log.info(`opened #${created.value.number} for ${health.id}`);
      } else if (issue.body?.match(SIGNATURE_MARKER)?.[1] === failureSignature(health)) {
        if (await session.attempt(`update #${issue.number}`, (api) => api.editIssue(issue.number, { body })))
          log.info(`${health.id} still fails the same way: updated #${issue.number}`);
      } else {
        const details = health.details.map((line) => `- ${literal(line)}`).join('\n');
        const comment = `The failure changed on ${health.checkedAt}${run}:\n\n${details}\n`;
        if (await session.attempt(`comment on #${issue.number}`, (api) => api.createComment(issue.number, comment)))
          await session.attempt(`update #${issue.number}`, (api) => api.editIssue(issue.number, { body }));
        log.info(`${health.id} fails differently now: commented on #${issue.number}`);
      }
    } else if (health.state === 'ok' && issue) {
      await closeIssue(session, issue, `${health.id} passed the probe again on ${health.checkedAt}${run}. Closing.`);
    }
  }
  const probed = new Set(connectors.map((health) => health.id));
  for (const [id, issue] of open) {
    if (!probed.has(id) && !options.catalogIds.includes(id))
      await closeIssue(session, issue, `${id} is no longer in the catalog. Closing.`);
  }
  return session.outcome;
}

async function closeIssue(session: ReportingSession, issue: ApiIssue, comment: string) {
  if (!(await session.attempt(`comment on #${issue.number}`, (api) => api.createComment(issue.number, comment)))) return;
  if (await session.attempt(`close #${issue.number}`, (api) => api.editIssue(issue.number, { state: 'closed' })))
    session.log.info(`closed #${issue.number}: ${comment}`);
}

function issueBody(health: ConnectorHealth, run: string): string {
  return [
    `<!-- skald-probe: ${health.id} -->`,
    `<!-- skald-probe-failure: ${failureSignature(health)} -->`,
    `The weekly probe finds ${literal(health.id)} failing (last checked ${health.checkedAt}${run}).`,
    '',
    ...health.details.map((line) => `- ${literal(line)}`),
    '',
    'This issue is edited while the failure stays the same, gets a comment when it changes, and is closed when the connector passes again.',
    '',
  ].join('\n');
}
