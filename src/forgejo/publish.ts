// Reporting through the API never decides a verdict: every call is attempted, a failure is said in the log,
// and the caller's own result stands. `publishChecks` and `trackProbeFailures` never throw for API trouble.
import { COMMENT_MARKER } from './checks.ts';
import { type ApiComment, type CreateStatusOption, ForgejoApiError, type ForgejoClient } from './client.ts';

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

/** One run of reporting calls against the API: each is attempted, and what came of them is counted. */
export class ReportingSession {
  readonly outcome: PublishOutcome = { sent: 0, failures: [] };

  constructor(
    readonly client: ForgejoClient,
    readonly log: ReportLog,
  ) {}

  /** Runs one reporting call; its failure becomes a log line and a counted failure, never an exception. */
  async attempt<T>(what: string, call: (client: ForgejoClient) => Promise<T>): Promise<{ value: T } | undefined> {
    try {
      const value = await call(this.client);
      this.outcome.sent++;
      return { value };
    } catch (error) {
      if (!(error instanceof ForgejoApiError)) throw error;
      const line = `could not ${what}: ${error.message}${hint(error)}. The check's own verdict stands.`;
      this.outcome.failures.push(line);
      this.log.warning(line);
      return undefined;
    }
  }
}

function hint(error: ForgejoApiError): string {
  if (error.status === 401 || error.status === 403)
    return ' - the token lacks permission (it needs write access to statuses, issues and pull requests; see docs/ci.md)';
  if (error.status === undefined) return ' - is the API base URL right, and is Forgejo up?';
  return '';
}

interface PublishChecksInput {
  sha: string;
  statuses: CreateStatusOption[];
  /** The pull request to keep the sticky comment on, with its body. */
  comment?: { pullRequest: number; body: string };
}

/** Posts each commit status, then creates or edits the one sticky comment. */
export async function publishChecks(client: ForgejoClient, input: PublishChecksInput, log: ReportLog): Promise<PublishOutcome> {
  const session = new ReportingSession(client, log);
  for (const status of input.statuses) {
    const posted = await session.attempt(`post the status "${status.context}"`, (api) => api.createStatus(input.sha, status));
    if (posted !== undefined) log.info(`status ${status.context}: ${status.state}, ${status.description}`);
  }
  if (input.comment) await upsertStickyComment(session, input.comment);
  return session.outcome;
}

async function upsertStickyComment(session: ReportingSession, { pullRequest, body }: { pullRequest: number; body: string }) {
  if (!body.startsWith(COMMENT_MARKER)) throw new Error('a sticky comment must start with its marker');
  // Ours is the comment that starts with the marker AND was written by the token's own account: anyone can post
  // the marker, and a comment they wrote is theirs to edit back.
  const comments = await session.attempt(`list the comments of #${pullRequest}`, (api) => api.listComments(pullRequest));
  // Without the list we cannot know whether our comment exists: posting anyway could leave two.
  if (comments === undefined) return;
  const marked = comments.value.filter((comment) => comment.body?.startsWith(COMMENT_MARKER));
  let mine: ApiComment | undefined;
  if (marked.length) {
    const me = await session.attempt('learn which account the token belongs to (GET /user)', (api) => api.currentUser());
    if (me === undefined) return;
    mine = marked.find((comment) => comment.user?.id === me.value.id);
  }
  if (mine) {
    if (await session.attempt(`edit the report comment on #${pullRequest}`, (api) => api.editComment(mine.id, body)))
      session.log.info(`edited the report comment on #${pullRequest}`);
  } else if (await session.attempt(`comment on #${pullRequest}`, (api) => api.createComment(pullRequest, body))) {
    session.log.info(`posted the report comment on #${pullRequest}`);
  }
}
