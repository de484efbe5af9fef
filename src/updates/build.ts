// The update job's build step, in the job that runs connector code and holds no key: each planned proposal becomes one
// commit on the plan's base, made in a worktree of its own as a maintainer would make it: the pins moved, the lockfile
// resolved again (no package code, src/updates/apply.ts), the tools re-locked from the new release's run in the smoke
// sandbox (the path of `npm run lock-tools`), both manifests' tools[] following the lock, the version bumped (minor when
// the tools change, else patch), the bill of materials written and connectors.json recompiled. A release that does not
// start in the sandbox is still proposed, with the lock it had, and says so. The commits leave in a git bundle.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recompile } from '../catalog/compile.ts';
import { loadCatalog } from '../catalog/load.ts';
import { LOCK_FILE, readLock } from '../catalog/tools-lock.ts';
import { writeSbom } from '../install/bill-of-materials.ts';
import { lockTools } from '../phases/lock-tools.ts';
import type { BaseImageOptions } from '../sandbox/base-image.ts';
import type { Target } from '../sandbox/targets.ts';
import { git, tryGit } from '../system/git.ts';
import { bumpConnector } from '../version-guard/bump.ts';
import { lockChangeOf } from '../version-guard/lock-review.ts';
import { applyPins, relockNpm, syncManifestTools } from './apply.ts';
import { BUNDLE_FILE, type Built, type BuiltProposal, type Plan } from './artifacts.ts';
import type { SmokeOutcome } from './description.ts';
import type { Registries } from './outdated.ts';
import { titleOf } from './proposal.ts';

interface BuildOptions {
  /** The repository, checked out at the plan's base. */
  repoDir: string;
  /** The catalog's path inside it (`connectors`). */
  catalogPath: string;
  registries: Registries;
  /**
   * How the smoke sandbox is built, the network its installs reach the registry through, and the targets the tools are
   * re-locked on (default every target).
   */
  sandbox?: { base?: BaseImageOptions; egressNetwork?: string; targets?: readonly Target[] };
  log?: (line: string) => void;
}

export const proposalRef = (connector: string) => `refs/skald-updates/${connector}`;

const AUTHOR = ['-c', 'user.name=Skald updates', '-c', 'user.email=updates@skald.invalid', '-c', 'commit.gpgsign=false'];

/** Builds every proposal of the plan; writes the bundle of their commits into `outDir` when there is one. */
export async function buildProposals(plan: Plan, options: BuildOptions, outDir: string): Promise<Built> {
  const head = (await git(options.repoDir, ['rev-parse', 'HEAD'])).trim();
  if (head !== plan.base) throw new Error(`the checkout is at ${head}, not at the plan's base ${plan.base}: check out the base`);
  const built: Built = { schemaVersion: 1, base: plan.base, proposals: [], problems: [] };
  for (const proposal of plan.proposals) {
    options.log?.(`${proposal.connector}: building ${titleOf(proposal.connector, proposal.updates)}`);
    const result = await buildOne(plan.base, proposal, options);
    if ('problem' in result) built.problems.push({ connector: proposal.connector, why: result.problem });
    else built.proposals.push(result);
  }
  if (built.proposals.length)
    await git(options.repoDir, [
      'bundle',
      'create',
      path.join(outDir, BUNDLE_FILE),
      ...built.proposals.map((proposal) => proposalRef(proposal.connector)),
      `^${plan.base}`,
    ]);
  return built;
}

async function buildOne(
  base: string,
  proposal: Plan['proposals'][number],
  options: BuildOptions,
): Promise<BuiltProposal | { problem: string }> {
  const id = proposal.connector;
  const scratch = await mkdtemp(path.join(tmpdir(), `skald-update-${id}-`));
  const work = path.join(scratch, 'work');
  await git(options.repoDir, ['worktree', 'add', '--detach', work, base]);
  try {
    const catalogDir = path.join(work, options.catalogPath);
    const connectorDir = path.join(catalogDir, id);
    await applyPins(connectorDir, proposal.updates);
    const locked = await readFile(path.join(connectorDir, 'package-lock.json'), 'utf8').catch(() => undefined);
    if (locked !== undefined && proposal.updates.some((update) => update.ecosystem === 'npm')) {
      const failure = await relockNpm(connectorDir, options.registries.npm);
      if (failure) return { problem: `npm could not resolve package-lock.json for the new versions: ${failure}` };
    }
    const lockFile = `${options.catalogPath}/${id}/${LOCK_FILE}`;
    const before = await tryGit(options.repoDir, ['show', `${base}:${lockFile}`]);
    const locking = await lockTools({
      catalogDir,
      ids: [id],
      concurrency: 1,
      base: options.sandbox?.base,
      egressNetwork: options.sandbox?.egressNetwork,
      targets: options.sandbox?.targets,
      log: options.log,
    });
    const failed = locking.failed[0];
    const smoke: SmokeOutcome = failed
      ? {
          ok: false,
          why: failed.why,
          rules: [...new Set(failed.findings.filter((finding) => finding.severity === 'error').map((finding) => finding.ruleId))],
        }
      : { ok: true };
    const read = readLock({ dir: connectorDir, files: [{ path: LOCK_FILE, kind: 'file', size: 0 }] });
    if (smoke.ok && 'lock' in read) await syncManifestTools(connectorDir, read.lock);
    const after = await readFile(path.join(connectorDir, LOCK_FILE), 'utf8').catch(() => undefined);
    const toolsChange = (lockChangeOf(lockFile, id, before, after)?.changes.length ?? 0) > 0;
    await bumpConnector({ repoDir: work, catalogDir: options.catalogPath, id, level: toolsChange ? 'minor' : 'patch', base, env: {} });
    const [folder] = (await loadCatalog(catalogDir, options.catalogPath, { folders: new Set([id]) })).connectors;
    await writeSbom(folder!, { log: options.log, egressNetwork: options.sandbox?.egressNetwork });
    const { compileFindings } = await recompile(catalogDir, options.catalogPath);
    if (compileFindings.length) return { problem: `connectors.json does not compile with the update: ${compileFindings[0]!.message}` };
    await git(work, ['add', '-A', '--', `${options.catalogPath}/${id}`, `${options.catalogPath}/connectors.json`]);
    const message =
      `${titleOf(id, proposal.updates)}\n\nProposed by the weekly dependency update (npm run propose-updates): the pins moved, ` +
      'package-lock.json resolved again,\nthe tools re-locked from the new release in the smoke sandbox, the bill of materials ' +
      `written, the version bumped and\nconnectors.json recompiled.${smoke.ok ? '' : ' The new release did not start in the sandbox: the lock is the old one.'}\n`;
    await git(work, [...AUTHOR, 'commit', '-q', '-m', message]);
    const commit = (await git(work, ['rev-parse', 'HEAD'])).trim();
    await git(options.repoDir, ['update-ref', proposalRef(id), commit]);
    return { ...proposal, commit, smoke };
  } finally {
    await git(options.repoDir, ['worktree', 'remove', '--force', work]).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}
