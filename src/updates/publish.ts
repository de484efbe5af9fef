// The update job's publishing step, on main's reviewed code with the job's token and no connector code: it takes the
// build step's proposals as data, checks each commit again (one child of the plan's base, touching only that connector's
// folder and connectors.json, plain files), decides once more against the pull requests as they are now, then opens or
// updates the pull request with an AGit push, writes its description and labels through the API, and says once on it
// that a new release failed in the sandbox. What it writes is made here from the commit itself (the tool-surface diff,
// the versions), never taken from the build step's words.
import path from 'node:path';
import semver from 'semver';
import { LOCK_FILE } from '../catalog/tools-lock.ts';
import { SetupError } from '../findings/errors.ts';
import type { ForgejoClient } from '../forgejo/client.ts';
import { SURFACE_LABEL } from '../forgejo/surface-label.ts';
import { lockChangeFindings } from '../rules/version/lock-review.ts';
import { git, tryGit } from '../system/git.ts';
import { lockChangeOf } from '../version-guard/lock-review.ts';
import { pushForReview } from './agit-push.ts';
import { BUNDLE_FILE, type Built, type BuiltProposal } from './artifacts.ts';
import { proposalRef } from './build.ts';
import { describeProposal, failureComment, isRoutine, type Proposed, ROUTINE_LABEL } from './description.ts';
import type { Registries } from './outdated.ts';
import { decide, failureMarkerOf, keyOf, markerOf, titleOf, topicOf, type UpdatePull } from './proposal.ts';
import { readUpdatePulls } from './pull-requests.ts';

interface PublishOptions {
  /** main's checkout, with its history (the plan's base must be in it). */
  repoDir: string;
  catalogPath: string;
  client: ForgejoClient;
  /** The repository's clone address on Forgejo, and the branch pull requests target. */
  remoteUrl: string;
  target: string;
  token: string;
  registries: Registries;
  /** At most this many of the job's pull requests open at once. */
  limit: number;
  log: { info(line: string): void; warning(line: string): void };
}

interface PublishResult {
  opened: Array<{ connector: string; pullRequest: number }>;
  updated: Array<{ connector: string; pullRequest: number }>;
  skipped: Array<{ connector: string; why: string }>;
}

const SAFE_PATH = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export async function publishProposals(built: Built, artifactDir: string, options: PublishOptions): Promise<PublishResult> {
  const result: PublishResult = { opened: [], updated: [], skipped: [] };
  if (!built.proposals.length) return result;
  const bundle = path.join(artifactDir, BUNDLE_FILE);
  if ((await tryGit(options.repoDir, ['merge-base', '--is-ancestor', built.base, 'HEAD'])) === undefined)
    throw new SetupError(`the proposals are built on ${built.base}, which is not in this checkout's main: check out main with its history`);
  await git(options.repoDir, ['bundle', 'verify', '-q', bundle]);
  await git(options.repoDir, ['fetch', '-q', '--no-tags', bundle, '+refs/skald-updates/*:refs/skald-updates/*']);
  const pulls = await readUpdatePulls(options.client);
  for (const proposal of built.proposals) {
    const [decision] = decide([proposal], pulls, options.limit);
    if (!decision || decision.action === 'skip') {
      result.skipped.push({ connector: proposal.connector, why: decision?.why ?? 'nothing to propose' });
      continue;
    }
    // The decision may keep fewer versions than were built (one was closed since): the commit is then not this one.
    if (decision.updates.length !== proposal.updates.length) {
      result.skipped.push({ connector: proposal.connector, why: 'a version it moves to was closed unmerged since the plan' });
      continue;
    }
    const proposed = await proposedFrom(proposal, built.base, options);
    const pushed = await pushForReview({
      cwd: options.repoDir,
      remoteUrl: options.remoteUrl,
      token: options.token,
      commit: proposal.commit,
      target: options.target,
      topic: topicOf(proposal.connector),
      title: titleOf(proposal.connector, proposal.updates),
      description: `${markerOf(proposal.connector, proposal.updates)} A dependency update; its description follows.`,
      forcePush: decision.action === 'update',
    });
    if ('refused' in pushed) {
      options.log.warning(`${proposal.connector}: Forgejo refused the push: ${pushed.refused}`);
      result.skipped.push({ connector: proposal.connector, why: `the push was refused: ${pushed.refused}` });
      continue;
    }
    const number = pushed.pullRequest;
    (decision.action === 'update' ? result.updated : result.opened).push({ connector: proposal.connector, pullRequest: number });
    options.log.info(`${proposal.connector}: ${decision.action === 'update' ? 'updated' : 'opened'} #${number}`);
    const versions = new Map(proposal.updates.map((update) => [keyOf(update), update.to]));
    const known = pulls.find((pull) => pull.number === number);
    if (known) Object.assign(known, { versions, open: true });
    else pulls.push({ number, open: true, merged: false, connector: proposal.connector, versions, labels: [] } satisfies UpdatePull);
    await describeOnForgejo(number, proposed, options);
  }
  return result;
}

/** What the description says, from the commit: its tool-surface diff against the base, the version, the files. */
async function proposedFrom(proposal: BuiltProposal, base: string, options: PublishOptions): Promise<Proposed> {
  const folder = `${options.catalogPath}/${proposal.connector}`;
  const commit = proposal.commit;
  const fetched = (await git(options.repoDir, ['rev-parse', proposalRef(proposal.connector)])).trim();
  const parent = (await git(options.repoDir, ['rev-parse', `${commit}^`])).trim();
  if (fetched !== commit || parent !== base)
    throw new SetupError(`the bundle's commit for ${proposal.connector} is not one commit on ${base}: it is not published`);
  const changed = (await git(options.repoDir, ['diff', '--raw', '--no-renames', base, commit])).split('\n').filter(Boolean);
  const files: string[] = [];
  for (const line of changed) {
    const [, mode, file] = /^:\d{6} (\d{6}) \S+ \S+ \w+\t(.+)$/.exec(line) ?? [];
    const inside =
      file !== undefined && SAFE_PATH.test(file) && (file.startsWith(`${folder}/`) || file === `${options.catalogPath}/connectors.json`);
    if (!inside || !['100644', '100755', '000000'].includes(mode!))
      throw new SetupError(
        `the commit for ${proposal.connector} changes ${JSON.stringify(file ?? line)}, outside its folder or not a plain file`,
      );
    files.push(file!.startsWith(`${folder}/`) ? file!.slice(folder.length + 1) : file!.slice(options.catalogPath.length + 1));
  }
  const lockFile = `${folder}/${LOCK_FILE}`;
  const at = (rev: string, file: string) => tryGit(options.repoDir, ['show', `${rev}:${file}`]);
  const change = lockChangeOf(lockFile, proposal.connector, await at(base, lockFile), await at(commit, lockFile));
  const surface = change ? lockChangeFindings(change) : [];
  const versionAt = async (rev: string) => {
    const text = await at(rev, `${folder}/connector.json`);
    const value = text ? (JSON.parse(text) as { version_string?: unknown }).version_string : undefined;
    return typeof value === 'string' && semver.valid(value) === value ? value : 'unknown';
  };
  return {
    connector: proposal.connector,
    updates: proposal.updates,
    advisories: proposal.advisories,
    version: { from: await versionAt(base), to: await versionAt(commit) },
    surface,
    smoke: proposal.smoke,
    changedFiles: files,
  };
}

/** The description and title; the labels (routine or not, the tool surface); the one failure comment. */
async function describeOnForgejo(number: number, proposed: Proposed, options: PublishOptions): Promise<void> {
  const { client } = options;
  await client.editPullRequest(number, {
    title: titleOf(proposed.connector, proposed.updates),
    body: describeProposal(proposed, options.registries),
  });
  const routine = isRoutine(proposed);
  const routineId = await client.ensureLabel(ROUTINE_LABEL.name, ROUTINE_LABEL.color, ROUTINE_LABEL.description);
  const surfaceId = proposed.surface.length
    ? await client.ensureLabel(SURFACE_LABEL.name, SURFACE_LABEL.color, SURFACE_LABEL.description)
    : undefined;
  const current = (await client.getPullRequest(number)).labels?.map((label) => label.id) ?? [];
  // The job owns "routine update": it comes off a pull request that stopped being routine. Every other label stays.
  const next = new Set(current.filter((id) => id !== routineId));
  if (routine) next.add(routineId);
  if (surfaceId !== undefined) next.add(surfaceId);
  if (next.size !== current.length || current.some((id) => !next.has(id))) await client.setPullRequestLabels(number, [...next]);
  if (proposed.smoke.ok) return;
  const marker = failureMarkerOf(proposed.connector, proposed.updates);
  const me = (await client.currentUser()).login;
  const said = (await client.listComments(number)).some((comment) => comment.user?.login === me && comment.body?.startsWith(marker));
  if (!said) await client.createComment(number, failureComment({ ...proposed, smoke: proposed.smoke }));
}
