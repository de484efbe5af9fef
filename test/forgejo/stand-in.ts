// A local stand-in for Forgejo's REST API, as honest as a stub can be: it answers only the paths of
// swagger-subset.json (an extract of Forgejo's own API description), validates each request body with ajv
// against the operation's *Option definition and each answer against its response definition before sending
// it, and keeps state (statuses, issues, comments, labels) so that a second run sees what the first left.
//
// Pull requests opened by a git push (Forgejo's AGit flow) are registered here by test/forgejo/agit-remote.ts, which
// mounts the git side (a bare repository behind git http-backend, with git's own proc-receive hook) on this server.
//
// Stricter than Forgejo in two ways, both to catch our bugs: an *Option body with a field the definition
// does not name is rejected (Forgejo would silently ignore a misspelt field), and a commit status state must be
// one of the four the definition's description lists.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import swagger from './swagger-subset.json' with { type: 'json' };

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

interface SwaggerParameter {
  name: string;
  in: 'path' | 'query' | 'body' | 'header';
  type?: string;
  enum?: string[];
  required?: boolean;
  schema?: { $ref: string };
}
interface SwaggerOperation {
  operationId: string;
  parameters?: SwaggerParameter[];
  responses: Record<string, { $ref?: string }>;
}
interface Swagger {
  basePath: string;
  paths: Record<string, Record<string, SwaggerOperation>>;
  definitions: Record<string, Record<string, unknown>>;
  responses: Record<string, { schema?: unknown }>;
}

export const SWAGGER = swagger as unknown as Swagger;

/** The account the stand-in's token belongs to (what `GET /user` answers). */
export const TOKEN_USER = {
  id: 1,
  login: 'forgejo-actions',
  full_name: 'Forgejo Actions',
  email: 'actions@noreply.localhost',
  active: true,
};

function strangerId(login: string): number {
  return 1000 + [...login].reduce((sum, char) => sum + char.charCodeAt(0), 0);
}

export interface RecordedRequest {
  method: string;
  /** Path below the base, without the query. */
  path: string;
  operationId?: string;
  query: Record<string, string>;
  body?: unknown;
  status: number;
}

export interface StoredStatus {
  id: number;
  sha: string;
  context: string;
  state: string;
  description: string;
  target_url: string;
}
export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  /** The author's login: the token's account for comments made through the API. */
  author: string;
  shownAs?: Record<string, unknown>;
}
export interface StoredIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  labels: number[];
  pullRequest: boolean;
  /** The author's login: the token's account unless a test says otherwise. */
  poster?: string;
  merged?: boolean;
  /** A pull request's head: its branch (`<login>/<topic>` for AGit) and commit, kept as refs/pull/<number>/head. */
  head?: { branch: string; sha: string };
}
export interface StoredLabel {
  id: number;
  name: string;
  color: string;
  description: string;
}

/** Every request fails this way while set: an HTTP status with Forgejo's error body, or a dropped connection. */
export type Outage = { status: 500 | 403 | 401 } | 'reset';

export class ForgejoStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly statuses: StoredStatus[] = [];
  readonly comments: StoredComment[] = [];
  readonly issues: StoredIssue[] = [];
  readonly labels: StoredLabel[] = [];
  outage: Outage | undefined;
  /** What `GET /user` answers instead of the token's account while set (undefined: the account). */
  currentUserAnswer: unknown;
  /** Our own answers that did not match their response definition: must stay empty. */
  readonly answerErrors: string[] = [];
  private nextId = 1;
  private readonly mounts: Array<{ prefix: string; handler: (request: IncomingMessage, response: ServerResponse) => Promise<void> }> = [];

  private constructor(
    private readonly server: Server,
    readonly owner: string,
    readonly repo: string,
    readonly token: string,
  ) {}

  static async start(options: { owner?: string; repo?: string; token?: string } = {}): Promise<ForgejoStandIn> {
    const server = createServer();
    const standIn = new ForgejoStandIn(server, options.owner ?? 'skald', options.repo ?? 'connectors', options.token ?? 'stand-in-token');
    server.on('request', (request, response) => {
      standIn.handle(request, response).catch((error: unknown) => {
        standIn.answerErrors.push(String(error));
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** The API base, as GITHUB_API_URL holds it on a runner. */
  get apiUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${SWAGGER.basePath}`;
  }

  get serverUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A pull request, which shares its number space with issues as on Forgejo. */
  addPullRequest(title = 'A pull request', more: Partial<Pick<StoredIssue, 'body' | 'poster' | 'head'>> = {}): number {
    const number = this.issues.length + 1;
    this.issues.push({ number, title, body: '', state: 'open', labels: [], pullRequest: true, ...more });
    return number;
  }

  /** What a maintainer does in the web UI: close a pull request, merged or not. */
  closePullRequest(number: number, merged: boolean): void {
    const pull = this.issues.find((candidate) => candidate.number === number && candidate.pullRequest)!;
    pull.state = 'closed';
    pull.merged = merged;
  }

  /** Serves every request whose path starts with `prefix` (outside the API) with `handler`: the git side of AGit. */
  mount(prefix: string, handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>): void {
    this.mounts.push({ prefix, handler });
  }

  /**
   * A comment by another account (a contributor, anyone who can comment), as the web UI would add it; `shownAs`, the
   * author as the API shows it when that is not the account (a migrated comment's poster, who has no id here).
   */
  addCommentBy(login: string, issue: number, body: string, shownAs?: Record<string, unknown>): StoredComment {
    const comment: StoredComment = { id: this.nextId++, issue, body, author: login, ...(shownAs ? { shownAs } : {}) };
    this.comments.push(comment);
    return comment;
  }

  /** Forget what was recorded (not the state): for asserting on one run. */
  clearRequests(): void {
    this.requests.length = 0;
  }

  /** Requests that changed something (POST, PATCH, DELETE). */
  get writes(): RecordedRequest[] {
    return this.requests.filter((request) => request.method !== 'GET' && request.status < 300);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const mounted = this.mounts.find((mount) => url.pathname.startsWith(mount.prefix));
    if (mounted) return mounted.handler(request, response);
    const method = (request.method ?? 'GET').toLowerCase();
    const raw = await readBody(request);
    const record: RecordedRequest = {
      method: method.toUpperCase(),
      path: url.pathname.slice(SWAGGER.basePath.length),
      query: Object.fromEntries(url.searchParams),
      status: 0,
    };
    this.requests.push(record);
    const send = (status: number, body?: unknown, responseRef?: string) => {
      record.status = status;
      if (body !== undefined && responseRef) this.checkAnswer(responseRef, body, `${record.method} ${record.path}`);
      response
        .writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' })
        .end(body === undefined ? '' : JSON.stringify(body));
    };
    if (this.outage === 'reset') {
      record.status = -1;
      request.socket.destroy();
      return;
    }
    if (!url.pathname.startsWith(`${SWAGGER.basePath}/`)) return send(404, notFound(url.pathname), '#/responses/notFound');
    const match = matchOperation(record.path, method);
    if (!match) return send(404, notFound(url.pathname), '#/responses/notFound');
    if (match === 'method') return send(405, { message: `method ${record.method} not allowed`, url: url.href }, '#/responses/error');
    record.operationId = match.operation.operationId;
    if (request.headers.authorization !== `token ${this.token}`)
      return send(401, { message: 'token is required', url: url.href }, '#/responses/error');
    if (this.outage) {
      const status = this.outage.status;
      return send(
        status,
        { message: status === 500 ? 'internal server error' : 'user should have permission to write', url: url.href },
        '#/responses/error',
      );
    }
    const queryProblem = checkQuery(match.operation, record.query);
    if (queryProblem) return send(422, { message: queryProblem, url: url.href }, '#/responses/validationError');
    const bodyParameter = match.operation.parameters?.find((parameter) => parameter.in === 'body');
    if (bodyParameter) {
      let body: unknown;
      try {
        body = JSON.parse(raw || 'null');
      } catch {
        return send(400, { message: 'the body is not JSON', url: url.href }, '#/responses/error');
      }
      record.body = body;
      const validate = requestValidator(bodyParameter.schema!.$ref);
      if (!validate(body)) {
        return send(
          422,
          { message: `${bodyParameter.schema!.$ref.split('/').pop()}: ${ajvText(validate)}`, url: url.href },
          '#/responses/validationError',
        );
      }
    } else if (raw.trim()) {
      return send(400, { message: `${match.operation.operationId} takes no body`, url: url.href }, '#/responses/error');
    }
    if ('owner' in match.params && (match.params.owner !== this.owner || match.params.repo !== this.repo))
      return send(404, notFound(url.pathname), '#/responses/notFound');
    const [status, body] = this.operate(match.operation.operationId, match.params, record.query, record.body);
    const responseRef = match.operation.responses[String(status)]?.$ref;
    if (!responseRef) this.answerErrors.push(`${match.operation.operationId} has no ${status} response in the spec`);
    send(status, body, responseRef);
  }

  private operate(operationId: string, params: Record<string, string>, query: Record<string, string>, body: unknown): [number, unknown] {
    const input = (body ?? {}) as Record<string, unknown>;
    const issue = () => this.issues.find((candidate) => String(candidate.number) === params.index);
    const missing: [number, unknown] = [404, notFound(`${operationId} ${JSON.stringify(params)}`)];
    switch (operationId) {
      case 'userGetCurrent':
        return [200, this.currentUserAnswer === undefined ? this.user() : this.currentUserAnswer];
      case 'repoCreateStatus': {
        const status: StoredStatus = {
          id: this.nextId++,
          sha: params.sha!,
          context: String(input.context ?? 'default'),
          state: String(input.state),
          description: String(input.description ?? ''),
          target_url: String(input.target_url ?? ''),
        };
        this.statuses.push(status);
        return [201, this.statusJson(status)];
      }
      case 'repoListStatuses':
        return [200, this.statuses.filter((status) => status.sha === params.sha).map((status) => this.statusJson(status))];
      case 'issueListIssues':
        return [200, page(this.issuesMatching(query), query).map((candidate) => this.issueJson(candidate))];
      case 'issueSearchIssues': {
        // Across the repositories the token sees (this one): by state, kind, labels, and `created` by the token's account.
        const found = this.issuesMatching(query).filter(
          (candidate) =>
            (query.created !== 'true' || (candidate.poster ?? TOKEN_USER.login) === TOKEN_USER.login) &&
            (query.owner === undefined || query.owner === this.owner),
        );
        return [200, page(found, query).map((candidate) => this.issueJson(candidate))];
      }
      case 'issueCreateIssue': {
        const labelIds = (input.labels as number[] | undefined) ?? [];
        const unknown = labelIds.filter((id) => !this.labelById(id));
        if (unknown.length) return [422, { message: `label ids ${unknown.join(', ')} do not exist`, url: '' }];
        const created: StoredIssue = {
          number: this.issues.length + 1,
          title: String(input.title),
          body: String(input.body ?? ''),
          state: input.closed === true ? 'closed' : 'open',
          labels: labelIds,
          pullRequest: false,
        };
        this.issues.push(created);
        return [201, this.issueJson(created)];
      }
      case 'issueGetIssue': {
        const found = issue();
        return found ? [200, this.issueJson(found)] : missing;
      }
      case 'issueEditIssue': {
        const found = issue();
        if (!found) return missing;
        if (input.state !== undefined && input.state !== 'open' && input.state !== 'closed')
          return [412, { message: `state must be open or closed, not ${JSON.stringify(input.state)}`, url: '' }];
        if (typeof input.title === 'string') found.title = input.title;
        if (typeof input.body === 'string') found.body = input.body;
        if (input.state === 'open' || input.state === 'closed') found.state = input.state;
        return [201, this.issueJson(found)];
      }
      case 'issueGetComments': {
        const found = issue();
        if (!found) return missing;
        return [200, this.comments.filter((comment) => comment.issue === found.number).map((comment) => this.commentJson(comment))];
      }
      case 'issueCreateComment': {
        const found = issue();
        if (!found) return missing;
        const comment: StoredComment = { id: this.nextId++, issue: found.number, body: String(input.body), author: TOKEN_USER.login };
        this.comments.push(comment);
        return [201, this.commentJson(comment)];
      }
      case 'issueEditComment': {
        const comment = this.comments.find((candidate) => String(candidate.id) === params.id);
        if (!comment) return missing;
        // Forgejo lets only the author (or a repository admin, which the job token is not) edit a comment.
        if (comment.author !== TOKEN_USER.login) return [403, { message: 'user should have permission to edit comment', url: '' }];
        comment.body = String(input.body);
        return [200, this.commentJson(comment)];
      }
      case 'repoGetPullRequest': {
        const found = issue();
        return found?.pullRequest ? [200, this.pullJson(found)] : missing;
      }
      case 'repoEditPullRequest': {
        const found = issue();
        if (!found?.pullRequest) return missing;
        if (input.labels !== undefined) {
          // As Forgejo: the list given replaces the pull request's labels; an id the repository lacks is refused.
          const labelIds = input.labels as number[];
          const unknown = labelIds.filter((id) => !this.labelById(id));
          if (unknown.length) return [422, { message: `label ids ${unknown.join(', ')} do not exist`, url: '' }];
          found.labels = [...new Set(labelIds)];
        }
        if (typeof input.title === 'string') found.title = input.title;
        if (typeof input.body === 'string') found.body = input.body;
        return [201, this.pullJson(found)];
      }
      case 'issueListLabels':
        return [200, page(this.labels, query).map((label) => this.labelJson(label))];
      case 'issueCreateLabel': {
        if (this.labels.some((label) => label.name === input.name))
          return [422, { message: `label ${String(input.name)} exists`, url: '' }];
        const color = String(input.color).replace(/^#/, '');
        if (!/^[0-9a-fA-F]{6}$/.test(color)) return [422, { message: `color ${String(input.color)} is not #rrggbb`, url: '' }];
        const label: StoredLabel = { id: this.nextId++, name: String(input.name), color, description: String(input.description ?? '') };
        this.labels.push(label);
        return [201, this.labelJson(label)];
      }
      default:
        return [404, notFound(`the stand-in does not implement ${operationId}`)];
    }
  }

  /** The issues and pull requests a list or search query selects by state, kind and labels. */
  private issuesMatching(query: Record<string, string>): StoredIssue[] {
    const names = query.labels ? query.labels.split(',') : [];
    const state = query.state ?? 'open';
    return this.issues.filter(
      (candidate) =>
        (state === 'all' || candidate.state === state) &&
        (query.type !== 'issues' || !candidate.pullRequest) &&
        (query.type !== 'pulls' || candidate.pullRequest) &&
        (names.length === 0 || candidate.labels.some((id) => names.includes(this.labelById(id)?.name ?? ''))),
    );
  }

  private labelById(id: number): StoredLabel | undefined {
    return this.labels.find((label) => label.id === id);
  }

  private user(login = TOKEN_USER.login) {
    return login === TOKEN_USER.login
      ? { ...TOKEN_USER }
      : { id: strangerId(login), login, full_name: login, email: `${login}@noreply.localhost`, active: true };
  }

  private statusJson(status: StoredStatus) {
    const now = new Date().toISOString();
    return {
      id: status.id,
      context: status.context,
      status: status.state,
      description: status.description,
      target_url: status.target_url,
      url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/statuses/${status.sha}`,
      created_at: now,
      updated_at: now,
      creator: this.user(),
    };
  }

  private commentJson(comment: StoredComment) {
    const now = new Date().toISOString();
    const issueUrl = `${this.serverUrl}/${this.owner}/${this.repo}/issues/${comment.issue}`;
    return {
      id: comment.id,
      body: comment.body,
      html_url: `${issueUrl}#issuecomment-${comment.id}`,
      issue_url: issueUrl,
      user: comment.shownAs ?? this.user(comment.author),
      created_at: now,
      updated_at: now,
    };
  }

  private issueJson(issue: StoredIssue) {
    const now = new Date().toISOString();
    return {
      id: issue.number + 1000,
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state,
      labels: issue.labels.map((id) => this.labelJson(this.labelById(id)!)),
      comments: this.comments.filter((comment) => comment.issue === issue.number).length,
      html_url: `${this.serverUrl}/${this.owner}/${this.repo}/${issue.pullRequest ? 'pulls' : 'issues'}/${issue.number}`,
      url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/issues/${issue.number}`,
      user: this.user(issue.poster),
      repository: { id: 1, name: this.repo, owner: this.owner, full_name: `${this.owner}/${this.repo}` },
      created_at: now,
      updated_at: now,
      ...(issue.state === 'closed' ? { closed_at: now } : {}),
      ...(issue.pullRequest ? { pull_request: { merged: issue.merged === true, draft: false } } : {}),
    };
  }

  private pullJson(pull: StoredIssue) {
    const { pull_request, url, repository: _repository, ...issue } = this.issueJson(pull);
    return {
      ...issue,
      url: `${this.serverUrl}/${this.owner}/${this.repo}/pulls/${pull.number}`,
      merged: pull_request?.merged ?? false,
      draft: pull_request?.draft ?? false,
      base: { label: 'main', ref: 'main', repo_id: 1 },
      ...(pull.head ? { head: { label: pull.head.branch, ref: `refs/pull/${pull.number}/head`, sha: pull.head.sha, repo_id: 1 } } : {}),
    };
  }

  private labelJson(label: StoredLabel) {
    return {
      id: label.id,
      name: label.name,
      color: label.color,
      description: label.description,
      exclusive: false,
      is_archived: false,
      url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/labels/${label.id}`,
    };
  }

  private checkAnswer(responseRef: string, body: unknown, what: string): void {
    const validate = responseValidator(responseRef);
    if (validate && !validate(body)) this.answerErrors.push(`${what}: our answer does not match ${responseRef}: ${ajvText(validate)}`);
  }
}

// ---- the spec, compiled once ----

const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
ajv.addFormat('int64', { type: 'number', validate: (value: number) => Number.isInteger(value) });
ajv.addFormat('int32', { type: 'number', validate: (value: number) => Number.isInteger(value) });
ajv.addSchema({ $id: 'forgejo.json', definitions: strictOptions(SWAGGER.definitions), responses: SWAGGER.responses });

function strictOptions(definitions: Swagger['definitions']): Swagger['definitions'] {
  const strict: Swagger['definitions'] = {};
  for (const [name, definition] of Object.entries(definitions)) {
    if (/Options?$/.test(name) && definition.type === 'object') strict[name] = { ...definition, additionalProperties: false };
    else if (name === 'CommitStatusState') strict[name] = { ...definition, enum: ['pending', 'success', 'error', 'failure'] };
    else strict[name] = definition;
  }
  return strict;
}

const validators = new Map<string, ValidateFunction | undefined>();
function requestValidator(ref: string): ValidateFunction {
  return compiled(`forgejo.json${ref}`)!;
}
function responseValidator(ref: string): ValidateFunction | undefined {
  const response = SWAGGER.responses[ref.split('/').pop()!];
  return response?.schema ? compiled(`forgejo.json${ref}/schema`) : undefined;
}
function compiled(ref: string): ValidateFunction | undefined {
  if (!validators.has(ref)) validators.set(ref, ajv.getSchema(ref));
  const validate = validators.get(ref);
  if (!validate) throw new Error(`the spec has no schema at ${ref}`);
  return validate;
}

function ajvText(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map(
      (error) =>
        `${error.instancePath || '/'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`,
    )
    .join('; ');
}

const ROUTES = Object.entries(SWAGGER.paths).map(([template, operations]) => {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${pattern}$`), names, operations };
});

function matchOperation(
  path: string,
  method: string,
): { operation: SwaggerOperation; params: Record<string, string> } | 'method' | undefined {
  // A literal segment wins over a parameter (`/issues/comments/{id}` over `/issues/{index}/…`): try the routes with fewer parameters first.
  for (const route of [...ROUTES].sort((a, b) => a.names.length - b.names.length)) {
    const found = route.regex.exec(path);
    if (!found) continue;
    const operation = route.operations[method];
    if (!operation) return 'method';
    const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in === 'path' && parameter.type === 'integer' && !/^\d+$/.test(params[parameter.name] ?? '')) return undefined;
    }
    return { operation, params };
  }
  return undefined;
}

function checkQuery(operation: SwaggerOperation, query: Record<string, string>): string | undefined {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query' || query[parameter.name] === undefined) continue;
    const value = query[parameter.name]!;
    if (parameter.type === 'integer' && !/^\d+$/.test(value)) return `query ${parameter.name}: "${value}" is not an integer`;
    if (parameter.enum && !parameter.enum.includes(value))
      return `query ${parameter.name}: "${value}" is not one of ${parameter.enum.join(', ')}`;
  }
  return undefined;
}

function page<T>(items: readonly T[], query: Record<string, string>): T[] {
  const limit = Math.min(Number(query.limit ?? 30), 50);
  const index = Math.max(Number(query.page ?? 1), 1) - 1;
  return items.slice(index * limit, (index + 1) * limit);
}

function notFound(what: string) {
  return { message: 'The target couldn’t be found.', url: what, errors: [] };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}
