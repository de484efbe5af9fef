// The few Forgejo REST endpoints the pipeline reports through (see docs/ci.md). Base path /api/v1,
// `Authorization: token <TOKEN>`. Request bodies are the API's *Option shapes; answers are read loosely,
// only the fields used here.
import * as z from 'zod';

export type CommitStatusState = 'pending' | 'success' | 'error' | 'failure';

export interface CreateStatusOption {
  context: string;
  state: CommitStatusState;
  description: string;
  target_url?: string;
}

interface ApiUser {
  id: number;
  login?: string;
}

export interface ApiComment {
  id: number;
  body?: string;
  user?: ApiUser;
}

interface ApiLabel {
  id: number;
  name: string;
}

export interface ApiIssue {
  number: number;
  title?: string;
  body?: string;
  state?: string;
  labels?: ApiLabel[];
  html_url?: string;
  user?: ApiUser;
  repository?: { full_name?: string };
  pull_request?: { merged?: boolean } | null;
}

interface ApiPullRequest {
  number: number;
  labels?: ApiLabel[];
}

/** The API answered with an error status, or could not be reached at all (`status` undefined). */
export class ForgejoApiError extends Error {
  override name = 'ForgejoApiError';
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number | undefined,
    detail: string,
  ) {
    super(`${method} ${path}: ${status === undefined ? 'unreachable' : `HTTP ${status}`}${detail ? ` (${detail})` : ''}`);
  }
}

interface ForgejoClientOptions {
  /** The API base, e.g. https://codeberg.org/api/v1 (GITHUB_API_URL on a Forgejo runner). */
  apiUrl: string;
  token: string;
  /** `owner/name`. */
  repository: string;
  /** Per request. Default 15 s. */
  timeoutMs?: number;
}

const PAGE_SIZE = 50;
const TOKEN_ACCOUNT = z.object({ id: z.number().int().positive(), login: z.string().min(1) });

export class ForgejoClient {
  readonly owner: string;
  readonly repo: string;
  private readonly base: string;

  constructor(private readonly options: ForgejoClientOptions) {
    const [owner, repo, ...rest] = options.repository.split('/');
    if (!owner || !repo || rest.length) throw new Error(`repository must be "owner/name", not ${JSON.stringify(options.repository)}`);
    this.owner = owner;
    this.repo = repo;
    this.base = options.apiUrl.replace(/\/+$/, '');
  }

  createStatus(sha: string, status: CreateStatusOption): Promise<unknown> {
    return this.request('POST', `${this.repoPath()}/statuses/${encodeURIComponent(sha)}`, status);
  }

  /**
   * The account the token belongs to. An answer without its id and login is an error: a comment is ours when its
   * author's id is this one, and a missing id would match every comment whose author the API does not show.
   */
  async currentUser(): Promise<Required<ApiUser>> {
    const account = TOKEN_ACCOUNT.safeParse(await this.request('GET', '/user'));
    if (!account.success) throw new ForgejoApiError('GET', '/user', 200, 'the answer names no account: it lacks an id or a login');
    return account.data;
  }

  listComments(issue: number): Promise<ApiComment[]> {
    return this.request('GET', `${this.repoPath()}/issues/${issue}/comments`) as Promise<ApiComment[]>;
  }

  createComment(issue: number, body: string): Promise<ApiComment> {
    return this.request('POST', `${this.repoPath()}/issues/${issue}/comments`, { body }) as Promise<ApiComment>;
  }

  editComment(id: number, body: string): Promise<ApiComment> {
    return this.request('PATCH', `${this.repoPath()}/issues/comments/${id}`, { body }) as Promise<ApiComment>;
  }

  /** Every open issue (not pull request) carrying the label, all pages. */
  async listOpenIssues(label: string): Promise<ApiIssue[]> {
    const issues: ApiIssue[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ state: 'open', type: 'issues', labels: label, page: String(page), limit: String(PAGE_SIZE) });
      const batch = (await this.request('GET', `${this.repoPath()}/issues?${query}`)) as ApiIssue[];
      issues.push(...batch);
      if (batch.length < PAGE_SIZE) return issues;
    }
  }

  createIssue(issue: { title: string; body: string; labels: number[] }): Promise<ApiIssue> {
    return this.request('POST', `${this.repoPath()}/issues`, issue) as Promise<ApiIssue>;
  }

  editIssue(number: number, edit: { title?: string; body?: string; state?: 'open' | 'closed' }): Promise<ApiIssue> {
    return this.request('PATCH', `${this.repoPath()}/issues/${number}`, edit) as Promise<ApiIssue>;
  }

  /**
   * Every pull request of this repository the token's account opened, open or closed, all pages
   * (`GET /repos/issues/search`, which searches every repository the token sees: the others are left out here).
   */
  async listOwnPullRequests(): Promise<ApiIssue[]> {
    const pulls: ApiIssue[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({
        type: 'pulls',
        state: 'all',
        created: 'true',
        owner: this.owner,
        page: String(page),
        limit: String(PAGE_SIZE),
      });
      const batch = (await this.request('GET', `/repos/issues/search?${query}`)) as ApiIssue[];
      pulls.push(...batch.filter((pull) => pull.repository?.full_name === `${this.owner}/${this.repo}`));
      if (batch.length < PAGE_SIZE) return pulls;
    }
  }

  /** Sets a pull request's title and description (EditPullRequestOption). */
  editPullRequest(index: number, edit: { title?: string; body?: string }): Promise<ApiPullRequest> {
    return this.request('PATCH', `${this.repoPath()}/pulls/${index}`, edit) as Promise<ApiPullRequest>;
  }

  getPullRequest(index: number): Promise<ApiPullRequest> {
    return this.request('GET', `${this.repoPath()}/pulls/${index}`) as Promise<ApiPullRequest>;
  }

  /** Sets the pull request's labels to exactly these ids (EditPullRequestOption.labels replaces them all). */
  setPullRequestLabels(index: number, labels: number[]): Promise<ApiPullRequest> {
    return this.request('PATCH', `${this.repoPath()}/pulls/${index}`, { labels }) as Promise<ApiPullRequest>;
  }

  /** The label's id, created (with this colour and description) when the repository lacks it. */
  async ensureLabel(name: string, color: string, description: string): Promise<number> {
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
      const batch = (await this.request('GET', `${this.repoPath()}/labels?${query}`)) as ApiLabel[];
      const found = batch.find((label) => label.name === name);
      if (found) return found.id;
      if (batch.length < PAGE_SIZE) break;
    }
    const created = (await this.request('POST', `${this.repoPath()}/labels`, { name, color, description })) as ApiLabel;
    return created.id;
  }

  private repoPath(): string {
    return `/repos/${encodeURIComponent(this.owner)}/${encodeURIComponent(this.repo)}`;
  }

  private async request(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          Authorization: `token ${this.options.token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new ForgejoApiError(method, path, undefined, cause ?? (error as Error).message);
    }
    const text = await response.text();
    if (!response.ok) throw new ForgejoApiError(method, path, response.status, apiMessage(text));
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new ForgejoApiError(method, path, response.status, 'the answer is not JSON');
    }
  }
}

function apiMessage(text: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') return message.slice(0, 200);
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 200);
}
