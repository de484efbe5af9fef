// Reporting through the API never decides a verdict: every call is attempted, a failure is said in the log,
// and the caller's own result stands. `publishChecks` and `trackProbeFailures` never throw for API trouble.
import { COMMENT_MARKER } from './checks.ts';
import { ForgejoApiError, type ForgejoClient, type CreateStatusOption } from './client.ts';

export interface ReportLog {
  info(line: string): void;
  warning(line: string): void;
}

export interface PublishOutcome {
  /** API calls that succeeded. */
  sent: number;
  /** One line per call that did not. */
  failures: string[];
}

/** Runs one reporting call; its failure becomes a log line and a counted failure, never an exception. */
export async function attempt<T>(
  outcome: PublishOutcome,
  log: ReportLog,
  what: string,
  call: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  try {
    const value = await call();
    outcome.sent++;
    return { value };
  } catch (error) {
    if (!(error instanceof ForgejoApiError)) throw error;
    const line = `could not ${what}: ${error.message}${hint(error)}. The check's own verdict stands.`;
    outcome.failures.push(line);
    log.warning(line);
    return undefined;
  }
}

function hint(error: ForgejoApiError): string {
  if (error.status === 401 || error.status === 403)
    return ' - the token lacks permission (it needs write access to statuses, issues and pull requests; see docs/ci.md)';
  if (error.status === undefined) return ' - is the API base URL right, and is Forgejo up?';
  return '';
}

export interface PublishChecksInput {
  sha: string;
  statuses: CreateStatusOption[];
  /** The pull request to keep the sticky comment on, with its body. */
  comment?: { pullRequest: number; body: string };
}

/** Posts each commit status, then creates or edits the one sticky comment. */
export async function publishChecks(client: ForgejoClient, input: PublishChecksInput, log: ReportLog): Promise<PublishOutcome> {
  const outcome: PublishOutcome = { sent: 0, failures: [] };
  for (const status of input.statuses) {
    const posted = await attempt(outcome, log, `post the status "${status.context}"`, () => client.createStatus(input.sha, status));
    if (posted !== undefined) log.info(`status ${status.context}: ${status.state}, ${status.description}`);
  }
  if (input.comment) await upsertStickyComment(client, input.comment.pullRequest, input.comment.body, outcome, log);
  return outcome;
}

async function upsertStickyComment(client: ForgejoClient, pullRequest: number, body: string, outcome: PublishOutcome, log: ReportLog) {
  if (!body.includes(COMMENT_MARKER)) throw new Error('a sticky comment must carry its marker');
  const comments = await attempt(outcome, log, `list the comments of #${pullRequest}`, () => client.listComments(pullRequest));
  // Without the list we cannot know whether our comment exists: posting anyway could leave two.
  if (comments === undefined) return;
  const mine = comments.value.find((comment) => comment.body?.includes(COMMENT_MARKER));
  if (mine) {
    if (await attempt(outcome, log, `edit the report comment on #${pullRequest}`, () => client.editComment(mine.id, body)))
      log.info(`edited the report comment on #${pullRequest}`);
  } else if (await attempt(outcome, log, `comment on #${pullRequest}`, () => client.createComment(pullRequest, body))) {
    log.info(`posted the report comment on #${pullRequest}`);
  }
}
