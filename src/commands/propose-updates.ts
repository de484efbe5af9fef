import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK, UsageError } from '../findings/errors.ts';
import { isUpdateStep, limitOf, runUpdateStep } from '../updates/job.ts';

export const help: CommandHelp = {
  usage:
    'npm run propose-updates -- plan|build|publish [ID...] [--dir DIR] [--limit N] [--catalog DIR] [--egress-network NAME] [--base-from IMAGE]',
  summary:
    'The weekly dependency update, one step at a time as the workflow runs them (docs/ci.md, "Dependency updates"). plan: ' +
    "which connectors have a newer release of a direct dependency, and against the job's pull requests what to open, update " +
    'or leave (DIR/plan.json; reads the registries and Forgejo, runs no package code). build: each planned update as one ' +
    'commit, its tools re-locked from the new release in the smoke sandbox (DIR/built.json and a git bundle; no token). ' +
    'publish: opens or updates each pull request with an AGit push, its description and labels (the token). Forgejo is ' +
    'GITHUB_API_URL, GITHUB_SERVER_URL and GITHUB_REPOSITORY; the token is SKALD_UPDATES_TOKEN, read from the environment only.',
  options: [
    ['--dir DIR', 'where the steps leave and read their files (default updates)'],
    ['--limit N', "plan and publish: at most N of the job's pull requests open at once (default 5)"],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--egress-network NAME', "build: the docker network the installs' egress proxy joins to reach the registry"],
    ['--base-from IMAGE', "build: a Debian image to build each target's sandbox base from (docs/smoke.md)"],
  ],
  examples: [
    'npm run propose-updates -- plan --limit 3     # what would be proposed, into updates/plan.json',
    'npm run propose-updates -- build              # the commits, in the sandbox',
    'SKALD_UPDATES_TOKEN=… npm run propose-updates -- publish',
  ],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        dir: { type: 'string', default: 'updates' },
        limit: { type: 'string', default: '5' },
        catalog: { type: 'string', default: 'connectors' },
        'egress-network': { type: 'string' },
        'base-from': { type: 'string' },
      },
    },
    help,
  );
  const [step, ...ids] = positionals;
  if (!isUpdateStep(step)) throw new UsageError(`name the step: plan, build or publish\nusage: ${help.usage}`);
  const lines = await runUpdateStep(step, {
    dir: path.resolve(values.dir),
    catalogDir: path.resolve(values.catalog),
    ids,
    limit: limitOf(values.limit),
    sandbox: {
      base: { from: values['base-from'] },
      egressNetwork: values['egress-network'],
    },
    log: { info: (line) => process.stderr.write(`${line}\n`), warning: (line) => process.stderr.write(`warning: ${line}\n`) },
  });
  for (const line of lines) process.stdout.write(`${line}\n`);
  return EXIT_OK;
}
