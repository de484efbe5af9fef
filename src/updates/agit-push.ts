// Opening or updating a pull request with Forgejo's AGit flow: `git push <repo> <commit>:refs/for/<target> -o topic=…
// -o title=… -o description=…`. Forgejo opens a pull request for a topic it has no open one for, and updates the open
// one otherwise (`force-push` when the new commit does not descend from the old). It needs no write access to any branch:
// the account the token belongs to only reads the repository and opens pull requests. The token reaches git through
// its environment (GIT_CONFIG_*), never its command line, and is sent to that one address only (no redirects).
import { execFile } from 'node:child_process';

export interface ReviewPush {
  /** A repository that has the commit. */
  cwd: string;
  /** The repository's HTTP(S) clone address on Forgejo. */
  remoteUrl: string;
  token: string;
  commit: string;
  /** The branch the pull request targets. */
  target: string;
  topic: string;
  /** One line each: git refuses a push option with a line break. */
  title: string;
  description: string;
  /** The commit replaces the pull request's head rather than adding to it. */
  forcePush: boolean;
}

type ReviewPushResult = { pullRequest: number } | { refused: string };

const PUSH_TIMEOUT_MS = 300_000;

/** The pull request the push opened or updated (from git's report of refs/pull/<n>/head), or why Forgejo refused it. */
export async function pushForReview(push: ReviewPush): Promise<ReviewPushResult> {
  for (const [name, value] of [
    ['topic', push.topic],
    ['title', push.title],
    ['description', push.description],
  ] as const)
    if (/[\r\n\0]/.test(value)) throw new Error(`the ${name} of a push to ${push.topic} holds a line break`);
  const options = [`topic=${push.topic}`, `title=${push.title}`, `description=${push.description}`];
  if (push.forcePush) options.push('force-push=true');
  const args = [
    'push',
    '--porcelain',
    push.remoteUrl,
    `${push.commit}:refs/for/${push.target}`,
    ...options.flatMap((option) => ['-o', option]),
  ];
  const credentials = Buffer.from(`skald-updates:${push.token}`).toString('base64');
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      'git',
      args,
      {
        cwd: push.cwd,
        timeout: PUSH_TIMEOUT_MS,
        env: {
          ...process.env,
          GIT_TERMINAL_PROMPT: '0',
          GIT_CONFIG_COUNT: '2',
          GIT_CONFIG_KEY_0: 'http.extraHeader',
          GIT_CONFIG_VALUE_0: `Authorization: Basic ${credentials}`,
          GIT_CONFIG_KEY_1: 'http.followRedirects',
          GIT_CONFIG_VALUE_1: 'false',
        },
      },
      (error, out, err) =>
        resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0, stdout: String(out), stderr: String(err) }),
    ),
  );
  const opened = /refs\/pull\/(\d+)\/head/.exec(stdout)?.[1];
  if (code === 0 && opened) return { pullRequest: Number(opened) };
  if (/could not read Username|Authentication failed/.test(stderr))
    return { refused: 'Forgejo refused the token (HTTP 401): it is missing, wrong or expired' };
  const rejected = /^!\t[^\t]*\t(.*)$/m.exec(stdout)?.[1];
  const said = (rejected ?? stderr.split('\n').find((line) => /fatal|error|denied|rejected/i.test(line)) ?? `git push exited with ${code}`)
    .replaceAll(push.token, '***')
    .trim();
  return { refused: said.slice(0, 300) };
}
