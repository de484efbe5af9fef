// The git side of the Forgejo stand-in, for Forgejo's AGit flow: a bare repository served by git's own http-backend on
// the stand-in's address (`<server>/<owner>/<repo>.git`), where `git push … HEAD:refs/for/main -o topic=… -o title=…`
// opens or updates a pull request as Forgejo does it (services/agit/agit.go): git's proc-receive hook
// (receive.procReceiveRefs, git 2.29+) hands each refs/for/ push to the stand-in, which registers the pull request
// (number, head refs/pull/<n>/head, head branch `<login>/<topic>`, title and body from the push options or the commit),
// updates the open one of the same topic (refusing a rewrite without `-o force-push=true`), and opens a new one when the
// topic's last pull request was closed. Reading is anonymous; a push needs the token, given as HTTP basic auth, and the
// token's account has read access only: a push to anything but refs/for/ is refused, as Forgejo refuses a reader.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ForgejoStandIn, TOKEN_USER } from './stand-in.ts';

const ZERO = '0'.repeat(40);
const INTERNAL = '/api/internal/agit';

interface ReceivedPush {
  pusher: string;
  commands: string[];
  options: string[];
}
type RefResult = { ref: string; error: string } | { ref: string; refname: string; oldOid: string; newOid: string };

export class AgitRemote {
  /** Every push the hook handed over, with its push options: what the pipeline said. */
  readonly pushes: ReceivedPush[] = [];

  private constructor(
    private readonly forgejo: ForgejoStandIn,
    private readonly root: string,
  ) {}

  /** A bare repository for the stand-in's owner/repo, served on the stand-in's own address. */
  static attach(forgejo: ForgejoStandIn): AgitRemote {
    const root = mkdtempSync(path.join(tmpdir(), 'skald-agit-'));
    const remote = new AgitRemote(forgejo, root);
    mkdirSync(path.dirname(remote.bare), { recursive: true });
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote.bare]);
    for (const [key, value] of [
      ['receive.procReceiveRefs', 'refs/for'],
      ['receive.advertisePushOptions', 'true'],
      ['http.receivepack', 'true'],
    ])
      remote.git('config', key!, value!);
    remote.hook('pre-receive', PRE_RECEIVE.replace('TOKEN_LOGIN', TOKEN_USER.login));
    remote.hook('proc-receive', PROC_RECEIVE);
    forgejo.mount(INTERNAL, (request, response) => remote.internal(request, response));
    forgejo.mount(`/${forgejo.owner}/${forgejo.repo}.git/`, (request, response) => remote.serve(request, response));
    return remote;
  }

  /** The repository's address, as a clone URL (no credentials). */
  get url(): string {
    return `${this.forgejo.serverUrl}/${this.forgejo.owner}/${this.forgejo.repo}.git`;
  }

  /** The bare repository on disk: a maintainer's pushes and merges go here directly. */
  get bare(): string {
    return path.join(this.root, this.forgejo.owner, `${this.forgejo.repo}.git`);
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-C', this.bare, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  }

  /** A maintainer merges a pull request: main moves to its head (a fast-forward), and it is closed as merged. */
  merge(number: number): void {
    this.git('update-ref', 'refs/heads/main', this.git('rev-parse', `refs/pull/${number}/head`));
    this.forgejo.closePullRequest(number, true);
  }

  cleanup(): void {
    rmSync(this.root, { recursive: true, force: true });
  }

  private hook(name: string, source: string): void {
    const file = path.join(this.bare, 'hooks', name);
    writeFileSync(file, `#!${process.execPath}\n${source}`);
    chmodSync(file, 0o755);
  }

  /** git http-backend as CGI: anonymous reads, pushes with the token as basic auth's password (any user name). */
  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const pushing = url.searchParams.get('service') === 'git-receive-pack' || url.pathname.endsWith('/git-receive-pack');
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const password = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').slice(1).join(':') : undefined;
    if (pushing && password !== this.forgejo.token) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="Gitea"' }).end('Unauthorized\n');
      return;
    }
    const child = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: this.root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        REMOTE_ADDR: '127.0.0.1',
        ...(pushing ? { REMOTE_USER: TOKEN_USER.login } : {}),
        ...(request.headers['git-protocol'] ? { GIT_PROTOCOL: String(request.headers['git-protocol']) } : {}),
        ...(request.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: String(request.headers['content-encoding']) } : {}),
        FORGEJO_INTERNAL_URL: `${this.forgejo.serverUrl}${INTERNAL}`,
      },
    });
    request.pipe(child.stdin);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', () => undefined);
    await new Promise((resolve) => child.on('close', resolve));
    const output = Buffer.concat(chunks);
    const end = output.indexOf('\r\n\r\n') >= 0 ? output.indexOf('\r\n\r\n') + 4 : output.indexOf('\n\n') + 2;
    const headers: Record<string, string> = {};
    let status = 200;
    for (const line of output.subarray(0, end).toString('latin1').split(/\r?\n/).filter(Boolean)) {
      const [name, ...rest] = line.split(':');
      if (name!.toLowerCase() === 'status') status = Number.parseInt(rest.join(':').trim(), 10);
      else headers[name!] = rest.join(':').trim();
    }
    response.writeHead(status, headers).end(output.subarray(end));
  }

  /** What Forgejo's private API does for the proc-receive hook: one result per refs/for/ command. */
  private async internal(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const push = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedPush;
    this.pushes.push(push);
    const results = push.commands.map((command) => this.receive(push.pusher, command, push.options));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(results));
  }

  private receive(pusher: string, command: string, pushOptions: string[]): RefResult {
    const [, newOid, ref] = command.split(' ') as [string, string, string];
    const option = (name: string) => {
      const found = pushOptions.find((entry) => entry === name || entry.startsWith(`${name}=`));
      return found === undefined ? undefined : found.slice(name.length + 1);
    };
    if (newOid === ZERO) return { ref, error: 'Cannot delete a non-existent branch.' };
    const base = ref.slice('refs/for/'.length);
    const topic = option('topic');
    if (!topic) return { ref, error: 'The topic-branch option is not set' };
    const branch = topic.startsWith(`${pusher.toLowerCase()}/`) ? topic : `${pusher.toLowerCase()}/${topic}`;
    const title = option('title');
    const description = option('description');
    const open = this.forgejo.issues.find(
      (issue) => issue.pullRequest && issue.state === 'open' && !issue.merged && issue.head?.branch === branch,
    );
    if (!open) {
      if (this.isAncestor(newOid, `refs/heads/${base}`)) return { ref, error: 'The target branch already contains this commit' };
      const message = this.git('log', '-1', '--format=%B', newOid);
      const [firstLine, ...rest] = message.split('\n');
      const number = this.forgejo.addPullRequest(title || firstLine!, {
        body: description ?? rest.join('\n').trim(),
        poster: pusher,
        head: { branch, sha: newOid },
      });
      this.git('update-ref', `refs/pull/${number}/head`, newOid);
      return { ref, refname: `refs/pull/${number}/head`, oldOid: ZERO, newOid };
    }
    if (title && title !== open.title) open.title = title;
    if (description !== undefined) open.body = description;
    const previous = open.head!.sha;
    if (previous !== newOid) {
      if (option('force-push') === undefined && !this.isAncestor(previous, newOid))
        return {
          ref,
          error:
            'Updates were rejected because the tip of your current branch is behind its remote counterpart. If this is ' +
            'intentional, set the `force-push` option by adding `-o force-push=true` to your `git push` command.',
        };
      open.head = { branch, sha: newOid };
      this.git('update-ref', `refs/pull/${open.number}/head`, newOid);
    }
    return { ref, refname: `refs/pull/${open.number}/head`, oldOid: previous, newOid };
  }

  private isAncestor(commit: string, of: string): boolean {
    try {
      execFileSync('git', ['-C', this.bare, 'merge-base', '--is-ancestor', commit, of], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  }
}

/** The token's account reads the repository and opens pull requests, nothing else: every other ref is refused. */
const PRE_RECEIVE = `
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const refs = input.split('\\n').filter(Boolean).map((line) => line.split(' ')[2]);
  if (process.env.REMOTE_USER === 'TOKEN_LOGIN' && refs.some((ref) => !ref.startsWith('refs/for/'))) {
    console.error('Forgejo: User permission denied for writing.');
    process.exit(1);
  }
});
`;

/** git's proc-receive protocol (githooks(5)), relaying the commands and push options to the stand-in. */
const PROC_RECEIVE = `
let buffer = Buffer.alloc(0);
let wake;
process.stdin.on('data', (data) => { buffer = Buffer.concat([buffer, data]); if (wake) { const w = wake; wake = undefined; w(); } });
process.stdin.on('end', () => { if (wake) wake(); });
async function need(bytes) { while (buffer.length < bytes) await new Promise((resolve) => (wake = resolve)); }
async function packet() {
  await need(4);
  const length = Number.parseInt(buffer.subarray(0, 4).toString(), 16);
  if (length === 0) { buffer = buffer.subarray(4); return undefined; }
  await need(length);
  const line = buffer.subarray(4, length).toString().replace(/\\n$/, '');
  buffer = buffer.subarray(length);
  return line;
}
async function block() { const lines = []; for (let line = await packet(); line !== undefined; line = await packet()) lines.push(line); return lines; }
function send(line) { const bytes = Buffer.from(line + '\\n'); process.stdout.write((bytes.length + 4).toString(16).padStart(4, '0')); process.stdout.write(bytes); }
(async () => {
  const version = await block();
  send('version=1\\0push-options');
  process.stdout.write('0000');
  const commands = await block();
  const options = version[0].includes('push-options') ? await block() : [];
  const answer = await fetch(process.env.FORGEJO_INTERNAL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pusher: process.env.REMOTE_USER ?? '', commands, options }),
  });
  for (const result of await answer.json()) {
    if (result.error) { send('ng ' + result.ref + ' ' + result.error); continue; }
    send('ok ' + result.ref);
    send('option refname ' + result.refname);
    send('option old-oid ' + result.oldOid);
    send('option new-oid ' + result.newOid);
  }
  process.stdout.write('0000');
})();
`;
