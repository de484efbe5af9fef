import { readFileSync } from 'node:fs';
import { SetupError, UsageError } from '../findings/errors.ts';
import { type Git, GitError } from '../system/git.ts';

/** What the guard compares the working tree with: a commit, or nothing on the repository's first commit. */
export interface GuardBase {
  /** Full sha of the base commit; absent when there is nothing before (the first commit). */
  rev?: string;
  /** How the base was chosen, in a sentence a maintainer can check. */
  description: string;
}

interface BaseOptions {
  /** An explicit revision: wins over everything else. */
  base?: string;
  /** The environment to read the CI event from (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_BASE_REF, GITHUB_REF). */
  env?: NodeJS.ProcessEnv;
}

const REMOTE = 'origin';
// sha-1 or sha-256 object names; payload values reach git's command line only in this form.
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const NO_BASE_CHECK = 'so there is no base: only checking that every connector starts at version 1';
// How far to deepen a shallow clone, step by step, before asking for the whole history.
const DEEPEN_STEPS = [50, 500];

interface PullRequestPayload {
  pull_request?: { base?: { ref?: string; sha?: string } };
}
interface PushPayload {
  before?: string;
  ref?: string;
  repository?: { default_branch?: string };
}

/**
 * Chooses the base: an explicit revision; on a pull request the merge-base with its target branch; on a push to
 * another branch than the default the merge-base with the default branch (what its pull request will be judged
 * against, never the previous push); on a push to the default branch the push's `before` commit; otherwise (a
 * maintainer's machine) the merge-base with the remote's default branch. Fetches what a shallow clone lacks, or
 * says exactly what to fetch.
 */
export async function resolveBase(git: Git, options: BaseOptions = {}): Promise<GuardBase> {
  const env = options.env ?? process.env;
  const event = env.GITHUB_EVENT_NAME;
  const local = options.base === undefined && !PULL_REQUEST_EVENTS.includes(event ?? '') && event !== 'push';
  // Each question is a git process: asked at once, not one after the other. Their answers are read in the order
  // the checks below need them, so the first failure said is the same.
  const headCommit = git.resolveCommit('HEAD');
  const candidates = local ? localCandidates(git) : undefined;
  // A failure nobody awaits (a later candidate, when an earlier one answered) is no unhandled rejection.
  for (const pending of candidates ?? []) pending.catch(() => undefined);
  const head = await headCommit;
  // HEAD naming a commit says this is a repository; only otherwise is git asked (one process fewer).
  if (!head && (await git.tryRun(['rev-parse', '--git-dir'])) === undefined) throw new SetupError(`${git.dir} is not a git repository`);
  if (options.base !== undefined) return explicitBase(git, options.base);
  if (!head) return { description: `HEAD has no commit yet (the first commit of the repository), ${NO_BASE_CHECK}` };
  if (PULL_REQUEST_EVENTS.includes(event ?? '')) return pullRequestBase(git, head, env);
  if (event === 'push') return pushBase(git, head, env);
  return localBase(git, head, candidates!);
}

const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];

async function explicitBase(git: Git, rev: string): Promise<GuardBase> {
  let sha = await git.resolveCommit(rev);
  if (!sha && OBJECT_ID.test(rev) && (await git.hasRemote(REMOTE))) sha = await fetchCommit(git, rev);
  if (!sha) {
    throw new UsageError(
      `unknown revision "${rev}" for --base: no commit by that name in this clone. ` +
        `Check the spelling, or fetch it first (git fetch ${REMOTE} ${rev})`,
    );
  }
  return { rev: sha, description: `--base ${rev} (${short(sha)})` };
}

async function pullRequestBase(git: Git, head: string, env: NodeJS.ProcessEnv): Promise<GuardBase> {
  const payload = readEventPayload<PullRequestPayload>(env);
  const ref = payload?.pull_request?.base?.ref || env.GITHUB_BASE_REF || undefined;
  const sha = payload?.pull_request?.base?.sha || undefined;
  if (sha !== undefined && !OBJECT_ID.test(sha))
    throw new SetupError(`pull_request.base.sha ${JSON.stringify(sha)} in GITHUB_EVENT_PATH is not a commit sha`);
  if (!ref && !sha) {
    throw new SetupError(
      `a ${env.GITHUB_EVENT_NAME} event, but neither the event payload (GITHUB_EVENT_PATH: pull_request.base) ` +
        'nor GITHUB_BASE_REF names the target branch; pass --base REV',
    );
  }
  const name = ref ?? short(sha!);
  const target = await targetCommit(git, { ref, sha });
  const mergeBase = await mergeBaseDeepening(git, head, target, name, ref);
  return { rev: mergeBase, description: `merge-base of HEAD and ${name}, the pull request's target branch (${short(mergeBase)})` };
}

async function pushBase(git: Git, head: string, env: NodeJS.ProcessEnv): Promise<GuardBase> {
  const payload = readEventPayload<PushPayload>(env);
  const before = payload?.before;
  if (!before) {
    throw new SetupError('a push event, but its payload (GITHUB_EVENT_PATH) has no "before" commit to compare with; pass --base REV');
  }
  const branch = (payload?.ref || env.GITHUB_REF || '').replace(/^refs\/heads\//, '') || undefined;
  if (!OBJECT_ID.test(before))
    throw new SetupError(`the push's before commit ${JSON.stringify(before)} in GITHUB_EVENT_PATH is not a commit sha`);
  if (/^0+$/.test(before)) return newBranchBase(git, head, branch, payload?.repository?.default_branch);
  const mainBranch = payload?.repository?.default_branch ?? (await remoteDefaultBranch(git));
  if (branch && mainBranch && branch !== mainBranch)
    return mergeBaseWithDefault(git, head, mainBranch, `a push to ${branch}, judged as its pull request into ${mainBranch} will be`);

  let sha = await git.resolveCommit(before);
  if (!sha && (await git.hasRemote(REMOTE))) sha = await fetchCommit(git, before);
  if (!sha) {
    throw new SetupError(
      `the push's before commit ${before} is not in this clone and could not be fetched from "${REMOTE}"; ` +
        `fetch it (git fetch ${REMOTE} ${before}) or check out with fetch-depth: 0`,
    );
  }
  const on = branch ? ` of ${branch}` : '';
  if (sha === head)
    return {
      rev: sha,
      description:
        `the push's before commit ${short(sha)} is HEAD: ` +
        'the push brought no new commit, so only changes in the working tree are compared',
    };
  if (await git.isAncestor(sha, head))
    return {
      rev: sha,
      description: `the push's before commit ${short(sha)}: the state${on} before this push, whatever the number of commits pushed`,
    };
  if (await git.isShallow()) return { rev: sha, description: `the push's before commit ${short(sha)}: the state${on} before this push` };
  return {
    rev: sha,
    description:
      `the push's before commit ${short(sha)}, which HEAD does not descend from (a force-push): ` +
      'comparing with what the branch held before, which is what hosts may have cached',
  };
}

/** A push that created its branch: compare with where it left the default branch, or with nothing on the first push. */
async function newBranchBase(git: Git, head: string, branch: string | undefined, defaultBranch: string | undefined): Promise<GuardBase> {
  const mainBranch = defaultBranch ?? (await remoteDefaultBranch(git));
  if (mainBranch && branch !== mainBranch)
    return mergeBaseWithDefault(git, head, mainBranch, `the push created ${branch ?? 'a new branch'}`);
  const first =
    (await git.parents(head)).length === 0
      ? 'HEAD is the first commit of the repository'
      : `the push created ${branch ?? 'the branch'}, the default branch`;
  return { description: `${first}: nothing existed before it, ${NO_BASE_CHECK}` };
}

/** A branch other than the default one is compared with where it left the default branch, whatever it held before. */
async function mergeBaseWithDefault(git: Git, head: string, mainBranch: string, why: string): Promise<GuardBase> {
  const target = await targetCommit(git, { ref: mainBranch });
  const mergeBase = await mergeBaseDeepening(git, head, target, mainBranch, mainBranch);
  return { rev: mergeBase, description: `${why}: merge-base of HEAD and ${mainBranch}, the default branch (${short(mergeBase)})` };
}

/**
 * Locally: the merge-base of HEAD and the remote's default branch (origin/HEAD, else origin/main,
 * else main). When HEAD is already part of it, the base is HEAD and only uncommitted changes count.
 */
async function localBase(git: Git, head: string, candidates: readonly Promise<Candidate | undefined>[]): Promise<GuardBase> {
  for (const pending of candidates) {
    const candidate = await pending;
    const target = await candidate?.target;
    if (!candidate || !target) continue;
    const { name } = candidate;
    const mergeBase = await mergeBaseDeepening(
      git,
      head,
      target,
      name,
      name.startsWith(`${REMOTE}/`) ? name.slice(REMOTE.length + 1) : undefined,
    );
    if (mergeBase === head)
      return {
        rev: head,
        description: `HEAD (${short(head)}) is already in ${name}: comparing the working tree with HEAD, so only uncommitted changes count`,
      };
    return { rev: mergeBase, description: `merge-base of HEAD and ${name} (${short(mergeBase)})` };
  }
  return {
    rev: head,
    description:
      `no ${REMOTE}/main or main branch to compare with: comparing the working tree with HEAD (${short(head)}); ` +
      'pass --base REV to compare with another revision',
  };
}

interface Candidate {
  name: string;
  target: Promise<string | undefined>;
}

/** The branches localBase compares with, in order (origin/HEAD's branch, origin/main, main), each being resolved already. */
function localCandidates(git: Git): Promise<Candidate | undefined>[] {
  const resolving = (name: string): Candidate => {
    const target = git.resolveCommit(name);
    target.catch(() => undefined);
    return { name, target };
  };
  const fixed = [`${REMOTE}/main`, 'main'].map(resolving);
  // Without a refs/remotes/origin/HEAD (no remote, or a clone that never set it) there is no branch to ask symbolic-ref of.
  const remoteHead = git.resolveCommit(`refs/remotes/${REMOTE}/HEAD`);
  const ofRemoteHead = remoteHead
    .then((sha) => (sha ? remoteDefaultBranch(git) : undefined))
    .then((branch) => {
      if (!branch) return undefined;
      const name = `${REMOTE}/${branch}`;
      return fixed.find((candidate) => candidate.name === name) ?? resolving(name);
    });
  return [ofRemoteHead, ...fixed.map((candidate) => Promise.resolve(candidate))];
}

async function remoteDefaultBranch(git: Git): Promise<string | undefined> {
  const ref = (await git.tryRun(['symbolic-ref', '--quiet', `refs/remotes/${REMOTE}/HEAD`]))?.trim();
  return ref?.replace(`refs/remotes/${REMOTE}/`, '') || undefined;
}

/** The target branch's commit: the exact sha when known and present, else the remote-tracking branch, fetched when missing. */
async function targetCommit(git: Git, target: { ref?: string; sha?: string }): Promise<string> {
  if (target.sha) {
    const present = await git.resolveCommit(target.sha);
    if (present) return present;
  }
  if (target.ref) {
    const tracking = await git.resolveCommit(`refs/remotes/${REMOTE}/${target.ref}`);
    if (tracking && !target.sha) return tracking;
  }
  if (!(await git.hasRemote(REMOTE))) {
    if (target.ref) {
      const local =
        (await git.resolveCommit(`refs/heads/${target.ref}`)) ?? (await git.resolveCommit(`refs/remotes/${REMOTE}/${target.ref}`));
      if (local) return local;
    }
    throw new SetupError(
      `the target ${target.ref ?? target.sha} is not in this clone and there is no remote "${REMOTE}" to fetch it from; ` +
        'fetch it, or pass --base REV',
    );
  }
  const fetched = target.sha ? await fetchCommit(git, target.sha) : undefined;
  if (fetched) return fetched;
  if (target.ref) {
    const depth = (await git.isShallow()) ? ['--depth=1'] : [];
    const refspec = `+refs/heads/${target.ref}:refs/remotes/${REMOTE}/${target.ref}`;
    await git.run(['fetch', '--no-tags', ...depth, REMOTE, refspec]).catch((error: unknown) => {
      throw fetchFailed(error, `the target branch ${target.ref}`, `git fetch ${REMOTE} ${target.ref}`);
    });
    const sha = await git.resolveCommit(`refs/remotes/${REMOTE}/${target.ref}`);
    if (sha) return sha;
  }
  throw new SetupError(
    `cannot find the target ${target.ref ?? target.sha}: fetch it (git fetch ${REMOTE} ${target.ref ?? target.sha}), or pass --base REV`,
  );
}

/** Fetches one commit by sha (only its own tree in a shallow clone); undefined when the remote does not have it. */
async function fetchCommit(git: Git, sha: string): Promise<string | undefined> {
  const depth = (await git.isShallow()) ? ['--depth=1'] : [];
  if ((await git.tryRun(['fetch', '--no-tags', ...depth, REMOTE, sha])) === undefined) return undefined;
  return git.resolveCommit(sha);
}

/**
 * The merge-base of HEAD and the target. A shallow clone may lack the commits in between: deepen it
 * step by step, then ask for the whole history, and only then give up, saying what to fetch.
 */
async function mergeBaseDeepening(git: Git, head: string, target: string, name: string, remoteRef: string | undefined): Promise<string> {
  // A commit is its own merge-base: no need to ask git (the common case, HEAD on the default branch).
  const found = head === target ? head : await git.mergeBase(head, target);
  if (found) return found;
  const fix = `fetch more history (git fetch --unshallow ${REMOTE}${remoteRef ? ` ${remoteRef}` : ''}), or check out with fetch-depth: 0`;
  if (!(await git.isShallow())) {
    throw new SetupError(
      `HEAD and ${name} have no commit in common (unrelated histories): there is no merge-base to compare with; pass --base REV`,
    );
  }
  if (!(await git.hasRemote(REMOTE)))
    throw new SetupError(
      `HEAD and ${name} share no commit in this shallow clone and there is no remote "${REMOTE}" to deepen it from: ${fix}`,
    );
  const wanted = remoteRef ? [`+refs/heads/${remoteRef}:refs/remotes/${REMOTE}/${remoteRef}`] : [target];
  for (const deepen of [...DEEPEN_STEPS.map((steps) => `--deepen=${steps}`), '--unshallow']) {
    if (!(await git.isShallow())) break;
    try {
      await git.run(['fetch', '--no-tags', deepen, REMOTE, ...wanted]);
    } catch (error) {
      throw fetchFailed(error, `the history between HEAD and ${name}`, `git fetch --unshallow ${REMOTE}`);
    }
    const deeper = await git.mergeBase(head, target);
    if (deeper) return deeper;
  }
  throw new SetupError(
    `HEAD and ${name} have no commit in common, even with the whole history fetched: ` +
      'there is no merge-base to compare with; pass --base REV',
  );
}

function fetchFailed(error: unknown, what: string, command: string): unknown {
  if (!(error instanceof GitError)) return error;
  return new SetupError(
    `this clone lacks ${what} and fetching it from "${REMOTE}" failed (${error.stderr.trim().split('\n').pop()}); ` +
      `fetch it yourself (${command}) or check out with fetch-depth: 0`,
  );
}

function readEventPayload<T>(env: NodeJS.ProcessEnv): T | undefined {
  const file = env.GITHUB_EVENT_PATH;
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new SetupError(`cannot read the CI event payload at GITHUB_EVENT_PATH=${file}: ${(error as Error).message}`);
  }
}

export function short(sha: string): string {
  return sha.slice(0, 12);
}
