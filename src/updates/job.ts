// The update job's three steps as the command and the workflow's action run them, each reading the last one's files
// from one directory: plan (the registries and Forgejo, with the token; no package code), build (each planned update
// one commit, its tools re-locked in the smoke sandbox; no token) and publish (AGit push, description, labels; the
// token). Each returns the lines that say what it did.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SetupError } from '../findings/errors.ts';
import { ForgejoClient } from '../forgejo/client.ts';
import { npmRegistry, pythonIndex } from '../install/phases.ts';
import type { BaseImageOptions } from '../sandbox/base-image.ts';
import { topLevel } from '../system/git.ts';
import { BUILT_FILE, PLAN_FILE, readBuilt, readPlan, writeArtifact } from './artifacts.ts';
import { buildProposals } from './build.ts';
import type { Registries } from './outdated.ts';
import { planUpdates } from './plan.ts';
import { publishProposals } from './publish.ts';

const UPDATE_STEPS = ['plan', 'build', 'publish'] as const;
type UpdateStep = (typeof UPDATE_STEPS)[number];

interface JobSettings {
  /** Where the steps leave and read their files. */
  dir: string;
  catalogDir: string;
  /** Only these connectors; every one when empty. */
  ids: readonly string[];
  /** At most this many of the job's pull requests open at once. */
  limit: number;
  sandbox?: { base?: BaseImageOptions; egressNetwork?: string };
  environment?: NodeJS.ProcessEnv;
  log: { info(line: string): void; warning(line: string): void };
}

export function isUpdateStep(step: string | undefined): step is UpdateStep {
  return UPDATE_STEPS.includes(step as UpdateStep);
}

/** --limit as a workflow or a maintainer writes it: a whole number, 0 or more. */
export function limitOf(text: string): number {
  const limit = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(limit))
    throw new SetupError(`the limit of open update pull requests must be a whole number, not "${text}"`);
  return limit;
}

export async function runUpdateStep(step: UpdateStep, settings: JobSettings): Promise<string[]> {
  const environment = settings.environment ?? process.env;
  const registries: Registries = { npm: npmRegistry(environment), pypi: pythonIndex(environment) };
  const repoDir = await topLevel(settings.catalogDir);
  const catalogPath = path.relative(repoDir, settings.catalogDir).split(path.sep).join('/');
  await mkdir(settings.dir, { recursive: true });
  if (step === 'build') {
    const built = await buildProposals(
      await readPlan(settings.dir),
      { repoDir, catalogPath, registries, sandbox: settings.sandbox, log: (line) => settings.log.info(line) },
      settings.dir,
    );
    await writeArtifact(settings.dir, BUILT_FILE, built);
    return [
      ...built.proposals.map(
        (proposal) =>
          `${proposal.connector}: built ${proposal.commit.slice(0, 12)}${proposal.smoke.ok ? '' : ` (the new release failed in the sandbox: ${proposal.smoke.rules.join(', ')})`}`,
      ),
      ...built.problems.map((problem) => `${problem.connector}: not built: ${problem.why}`),
    ];
  }
  const forgejo = forgejoFromEnvironment(environment);
  if (step === 'plan') {
    const plan = await planUpdates({
      repoDir,
      catalogDir: settings.catalogDir,
      ids: settings.ids,
      registries,
      client: forgejo.client,
      limit: settings.limit,
    });
    await writeArtifact(settings.dir, PLAN_FILE, plan);
    return [
      ...plan.proposals.map(
        (proposal) =>
          `${proposal.connector}: ${proposal.action === 'update' ? `update #${proposal.pullRequest}` : 'open a pull request'}: ${proposal.updates.map((update) => `${update.name} ${update.from} -> ${update.to}`).join(', ')}`,
      ),
      ...plan.skipped.map((skipped) => `${skipped.connector}: left: ${skipped.why}`),
    ];
  }
  const result = await publishProposals(await readBuilt(settings.dir), settings.dir, {
    repoDir,
    catalogPath,
    client: forgejo.client,
    remoteUrl: forgejo.remoteUrl,
    target: 'main',
    token: forgejo.token,
    registries,
    limit: settings.limit,
    log: settings.log,
  });
  return result.skipped.map((skipped) => `${skipped.connector}: not published: ${skipped.why}`);
}

/** Forgejo as a workflow's environment names it, and the job's own token. */
function forgejoFromEnvironment(environment: NodeJS.ProcessEnv): { client: ForgejoClient; remoteUrl: string; token: string } {
  const names = ['GITHUB_API_URL', 'GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'SKALD_UPDATES_TOKEN'] as const;
  const missing = names.filter((name) => !environment[name]);
  if (missing.length)
    throw new SetupError(
      `set ${missing.join(', ')}: the update job reads Forgejo's address and its token from the environment (docs/ci.md, "Dependency updates")`,
    );
  const [apiUrl, server, repository, token] = names.map((name) => environment[name]!);
  return {
    client: new ForgejoClient({ apiUrl: apiUrl!, token: token!, repository: repository! }),
    remoteUrl: `${server!.replace(/\/+$/, '')}/${repository}.git`,
    token: token!,
  };
}
