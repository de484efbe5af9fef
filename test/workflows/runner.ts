// Runs a workflow file the way forgejo-runner (act) runs it, on this machine: the file read from the commit the
// event names (for pull_request_target: the base branch), jobs in `needs` order with their `if:`, steps in order
// with `if:` and continue-on-error, `${{ }}` expressions, GITHUB_EVENT_PATH with the real payload, INPUT_* from
// `with:` over the action.yml defaults, GITHUB_OUTPUT and GITHUB_ENV files, and local actions run through their
// committed bundles with node. actions/checkout and the artifact actions are emulated (clone of the repository;
// a shared artifact folder). A job's `strategy.matrix` runs it once per combination, side by side as runners take
// them, with the `matrix` context; it fails when one of them fails. Labels and job containers are ignored: every job
// runs here.
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { condition, type ExpressionContext, interpolate, type Value } from './expressions.ts';

const exec = promisify(execFile);

interface StepSpec {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  if?: string | boolean;
  'continue-on-error'?: boolean;
  'working-directory'?: string;
}
interface JobSpec {
  needs?: string | string[];
  if?: string | boolean;
  strategy?: { matrix?: Record<string, unknown[]> };
  outputs?: Record<string, string>;
  env?: Record<string, unknown>;
  steps: StepSpec[];
}
interface WorkflowSpec {
  on: Record<string, { branches?: string[]; 'branches-ignore'?: string[]; paths?: string[] } | null>;
  env?: Record<string, unknown>;
  jobs: Record<string, JobSpec>;
}

export type Result = 'success' | 'failure' | 'skipped';
export interface StepRun {
  name: string;
  uses?: string;
  outcome: Result;
  log: string;
  /** Wall time of the step. */
  ms: number;
}
export interface JobRun {
  result: Result;
  outputs: Record<string, string>;
  steps: StepRun[];
  /** When the job ended, in ms from the event (the start of the run). */
  endedMs: number;
}
export interface WorkflowRun {
  triggered: boolean;
  jobs: Record<string, JobRun>;
}

export interface RunOptions {
  /** The repository on "Forgejo": a bare git repository, cloned by actions/checkout. */
  repository: string;
  /** The workflow file's path in the repository. */
  workflow: string;
  event: string;
  payload: Record<string, unknown>;
  /** GITHUB_SHA: the pushed commit; for pull_request_target, the base branch's head. The workflow is read from it. */
  sha: string;
  ref: string;
  api: { url: string; serverUrl: string; token: string; repository: string };
  vars?: Record<string, string>;
  secrets?: Record<string, string>;
  /** Extra variables of the runner's own environment (DOCKER_HOST and the like). */
  runnerEnv?: Record<string, string>;
  runNumber?: number;
}

export async function runWorkflow(options: RunOptions): Promise<WorkflowRun> {
  const started = Date.now();
  const { stdout } = await exec('git', ['--git-dir', options.repository, 'show', `${options.sha}:${options.workflow}`]);
  const workflow = parse(stdout) as WorkflowSpec;
  if (!triggers(workflow, options)) return { triggered: false, jobs: {} };
  const root = await mkdtemp(path.join(tmpdir(), 'skald-runner-'));
  const artifacts = path.join(root, 'artifacts');
  await mkdir(artifacts);
  const eventPath = path.join(root, 'event.json');
  await writeFile(eventPath, JSON.stringify(options.payload));
  const jobs: Record<string, JobRun> = {};
  try {
    for (const id of jobOrder(workflow.jobs)) {
      // Every leg ends before a failure is thrown: the folders they share are removed right after.
      const settled = await Promise.allSettled(
        combinations(workflow.jobs[id]!.strategy?.matrix).map((matrix) =>
          runJob(id, workflow, jobs, { ...options, root, artifacts, eventPath }, matrix),
        ),
      );
      const broken = settled.find((leg) => leg.status === 'rejected');
      if (broken) throw broken.reason;
      const legs = settled.map((leg) => (leg as PromiseFulfilledResult<Omit<JobRun, 'endedMs'>>).value);
      const results = legs.map((leg) => leg.result);
      const result = results.includes('failure') ? 'failure' : results.every((each) => each === 'skipped') ? 'skipped' : 'success';
      jobs[id] = { result, outputs: legs.at(-1)!.outputs, steps: legs.flatMap((leg) => leg.steps), endedMs: Date.now() - started };
    }
    return { triggered: true, jobs };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

function triggers(workflow: WorkflowSpec, options: RunOptions): boolean {
  const on = workflow.on;
  if (!on || !(options.event in on)) return false;
  const filter = on[options.event];
  if (options.event !== 'push' || !filter) return true;
  const branch = options.ref.replace(/^refs\/heads\//, '');
  if (filter.branches && !filter.branches.includes(branch)) return false;
  if (filter['branches-ignore']?.includes(branch)) return false;
  return true;
}

/** Every combination of a matrix's axes (`include` and `exclude` are not emulated); one empty one without a matrix. */
function combinations(matrix: Record<string, unknown[]> | undefined): Record<string, Value>[] {
  let all: Record<string, Value>[] = [{}];
  for (const [axis, values] of Object.entries(matrix ?? {})) {
    if (axis === 'include' || axis === 'exclude') throw new Error(`the emulator does not emulate matrix ${axis}`);
    all = all.flatMap((combination) => values.map((value) => ({ ...combination, [axis]: value as Value })));
  }
  return all;
}

function needsOf(job: JobSpec): string[] {
  return job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
}

function jobOrder(jobs: Record<string, JobSpec>): string[] {
  const order: string[] = [];
  const visit = (id: string) => {
    if (order.includes(id)) return;
    for (const need of needsOf(jobs[id]!)) visit(need);
    order.push(id);
  };
  for (const id of Object.keys(jobs)) visit(id);
  return order;
}

interface JobEnvironment extends RunOptions {
  root: string;
  artifacts: string;
  eventPath: string;
}

async function runJob(
  id: string,
  workflow: WorkflowSpec,
  done: Record<string, JobRun>,
  run: JobEnvironment,
  matrix: Record<string, Value>,
): Promise<Omit<JobRun, 'endedMs'>> {
  const job = workflow.jobs[id]!;
  // Each leg of a matrix has its own folders: `smoke-trixie`.
  const leg = [id, ...Object.values(matrix).map(String)].join('-');
  const needs: Record<string, Value> = {};
  for (const need of needsOf(job)) needs[need] = { result: done[need]!.result, outputs: done[need]!.outputs };
  const github: Record<string, Value> = {
    event_name: run.event,
    event: run.payload as Record<string, Value>,
    sha: run.sha,
    ref: run.ref,
    repository: run.api.repository,
    api_url: run.api.url,
    server_url: run.api.serverUrl,
    token: run.api.token,
    run_number: String(run.runNumber ?? 1),
    base_ref: ((run.payload.pull_request as { base?: { ref?: string } } | undefined)?.base?.ref ?? '') as string,
  };
  const steps: Record<string, Value> = {};
  const contexts = (env: Record<string, string>): Record<string, Value> => ({
    github,
    needs,
    steps,
    env,
    matrix,
    vars: run.vars ?? {},
    secrets: { GITHUB_TOKEN: run.api.token, ...(run.secrets ?? {}) },
    runner: { os: 'Linux', temp: path.join(run.root, leg, 'temp') },
  });
  const allNeedsPassed = needsOf(job).every((need) => done[need]!.result === 'success');
  const jobContext: ExpressionContext = { contexts: contexts({}), status: allNeedsPassed ? 'success' : 'failure' };
  if (!condition(job.if, jobContext)) return { result: 'skipped', outputs: {}, steps: [] };

  const workspace = path.join(run.root, leg, 'workspace');
  const temp = path.join(run.root, leg, 'temp');
  await mkdir(workspace, { recursive: true });
  await mkdir(temp, { recursive: true });
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...(workflow.env ?? {}), ...(job.env ?? {}) }))
    env[key] = interpolate(String(value), { contexts: contexts(env), status: 'success' });
  let status: ExpressionContext['status'] = 'success';
  const stepRuns: StepRun[] = [];
  for (const [index, step] of job.steps.entries()) {
    const name = step.name ?? step.uses ?? step.run?.split('\n')[0] ?? `step ${index}`;
    const context: ExpressionContext = { contexts: contexts(env), status };
    if (!condition(step.if, context)) {
      stepRuns.push({ name, uses: step.uses, outcome: 'skipped', log: '', ms: 0 });
      if (step.id) steps[step.id] = { outcome: 'skipped', conclusion: 'skipped', outputs: {} };
      continue;
    }
    const stepEnv: Record<string, string> = { ...env };
    for (const [key, value] of Object.entries(step.env ?? {})) stepEnv[key] = interpolate(String(value), context);
    const files = {
      output: path.join(temp, `output-${index}`),
      env: path.join(temp, `env-${index}`),
      summary: path.join(temp, `summary-${index}`),
    };
    await Promise.all(Object.values(files).map((file) => writeFile(file, '')));
    const runnerEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      ...(run.runnerEnv ?? {}),
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_EVENT_NAME: run.event,
      GITHUB_EVENT_PATH: run.eventPath,
      GITHUB_SHA: run.sha,
      GITHUB_REF: run.ref,
      GITHUB_REPOSITORY: run.api.repository,
      GITHUB_SERVER_URL: run.api.serverUrl,
      GITHUB_API_URL: run.api.url,
      GITHUB_RUN_NUMBER: String(run.runNumber ?? 1),
      ...(github.base_ref ? { GITHUB_BASE_REF: String(github.base_ref) } : {}),
      GITHUB_OUTPUT: files.output,
      GITHUB_ENV: files.env,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: temp,
      ...stepEnv,
    };
    const started = Date.now();
    const outcome = await runStep(step, context, {
      workspace,
      env: runnerEnv,
      artifacts: run.artifacts,
      repository: run.repository,
      sha: run.sha,
    });
    const outputs = parseCommandFile(await readFile(files.output, 'utf8'));
    Object.assign(env, parseCommandFile(await readFile(files.env, 'utf8')));
    stepRuns.push({ name, uses: step.uses, outcome: outcome.ok ? 'success' : 'failure', log: outcome.log, ms: Date.now() - started });
    if (step.id) steps[step.id] = { outcome: outcome.ok ? 'success' : 'failure', outputs };
    if (!outcome.ok && !step['continue-on-error']) status = 'failure';
  }
  const outputs: Record<string, string> = {};
  for (const [key, value] of Object.entries(job.outputs ?? {})) outputs[key] = interpolate(value, { contexts: contexts(env), status });
  return { result: status === 'success' ? 'success' : 'failure', outputs, steps: stepRuns };
}

interface StepPlace {
  workspace: string;
  env: Record<string, string>;
  artifacts: string;
  repository: string;
  sha: string;
}

async function runStep(step: StepSpec, context: ExpressionContext, place: StepPlace): Promise<{ ok: boolean; log: string }> {
  const inputs: Record<string, string> = {};
  for (const [key, value] of Object.entries(step.with ?? {})) inputs[key] = interpolate(String(value), context);
  if (step.run !== undefined) {
    const cwd = step['working-directory'] ? path.resolve(place.workspace, step['working-directory']) : place.workspace;
    return spawnLogged('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', interpolate(step.run, context)], cwd, place.env);
  }
  const uses = step.uses ?? '';
  if (uses.startsWith('./')) return runLocalAction(path.resolve(place.workspace, uses), inputs, context, place);
  if (uses === 'actions/checkout@v4') return checkout(inputs, place);
  // Forgejo's forks: upstream v4 refuses any server but github.com (GHESNotSupportedError); docs/ci.md.
  if (uses === 'https://code.forgejo.org/forgejo/upload-artifact@v4') return uploadArtifact(inputs, place);
  if (uses === 'https://code.forgejo.org/forgejo/download-artifact@v4') return downloadArtifact(inputs, place);
  throw new Error(`the emulator does not know the action ${uses}`);
}

async function runLocalAction(
  dir: string,
  given: Record<string, string>,
  context: ExpressionContext,
  place: StepPlace,
): Promise<{ ok: boolean; log: string }> {
  const action = parse(await readFile(path.join(dir, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { default?: string }>;
    runs: { using: string; main: string };
  };
  if (!/^node\d+$/.test(action.runs.using)) throw new Error(`${dir}: only JavaScript actions are emulated`);
  const env = { ...place.env };
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    const value = name in given ? given[name]! : interpolate(String(spec.default ?? ''), context);
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  for (const name of Object.keys(given)) if (!(name in (action.inputs ?? {}))) throw new Error(`${dir} has no input "${name}"`);
  return spawnLogged(process.execPath, [path.join(dir, action.runs.main)], place.workspace, env);
}

/**
 * As actions/checkout: the whole history with fetch-depth 0, else only that commit (default depth 1); pull request heads too.
 * With sparse-checkout, as it does: blobs filtered out of the fetch (blob:none), the listed directories set (cone mode
 * unless sparse-checkout-cone-mode is false), and only their blobs fetched, lazily, by the checkout.
 */
async function checkout(inputs: Record<string, string>, place: StepPlace): Promise<{ ok: boolean; log: string }> {
  const dest = path.resolve(place.workspace, inputs.path ?? '.');
  const ref = inputs.ref || place.sha;
  const sparse = (inputs['sparse-checkout'] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  await rm(dest, { recursive: true, force: true });
  const git = (args: string[], cwd?: string) => exec('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  if (inputs['fetch-depth'] === '0') {
    if (sparse.length) throw new Error('the emulator does not emulate sparse-checkout with fetch-depth 0');
    await git(['clone', '--quiet', place.repository, dest]);
    // Forgejo keeps every pull request's head under refs/pull/<n>/head in the base repository, forks' too.
    await git(['fetch', '--quiet', 'origin', '+refs/pull/*/head:refs/remotes/origin/pull/*'], dest);
    await git(['checkout', '--quiet', '--detach', ref], dest);
  } else {
    await git(['init', '--quiet', dest]);
    await git(['remote', 'add', 'origin', `file://${place.repository}`], dest);
    const filter = sparse.length ? ['--filter=blob:none'] : [];
    await git(['fetch', '--quiet', '--no-tags', ...filter, `--depth=${inputs['fetch-depth'] || '1'}`, 'origin', ref], dest);
    if (sparse.length) {
      const cone = inputs['sparse-checkout-cone-mode'] !== 'false';
      await git(['sparse-checkout', 'set', ...(cone ? [] : ['--no-cone']), '--', ...sparse], dest);
    }
    await git(['checkout', '--quiet', '--detach', 'FETCH_HEAD'], dest);
  }
  return { ok: true, log: `checked out ${ref} into ${dest}${sparse.length ? ` (only ${sparse.join(', ')})` : ''}` };
}

async function uploadArtifact(inputs: Record<string, string>, place: StepPlace): Promise<{ ok: boolean; log: string }> {
  const target = path.join(place.artifacts, inputs.name ?? 'artifact');
  await mkdir(target, { recursive: true });
  let found = 0;
  for (const file of (inputs.path ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)) {
    const source = path.resolve(place.workspace, file);
    if (!(await stat(source).catch(() => undefined))) continue;
    await cp(source, path.join(target, path.basename(file)), { recursive: true });
    found++;
  }
  if (!found && inputs['if-no-files-found'] !== 'ignore') return { ok: false, log: 'no files found' };
  return { ok: true, log: `uploaded ${found} file(s)` };
}

async function downloadArtifact(inputs: Record<string, string>, place: StepPlace): Promise<{ ok: boolean; log: string }> {
  const source = path.join(place.artifacts, inputs.name ?? 'artifact');
  if (!(await stat(source).catch(() => undefined))) return { ok: false, log: `no artifact named ${inputs.name}` };
  await cp(source, path.resolve(place.workspace, inputs.path ?? '.'), { recursive: true });
  return { ok: true, log: `downloaded ${inputs.name}` };
}

function spawnLogged(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<{ ok: boolean; log: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, log }));
  });
}

/** GITHUB_OUTPUT / GITHUB_ENV: `name=value` lines and `name<<DELIMITER` blocks. */
export function parseCommandFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const body: string[] = [];
      while (++i < lines.length && lines[i] !== block[2]) body.push(lines[i]!);
      values[block[1]!] = body.join('\n');
    } else if (line.includes('=')) values[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
  }
  return values;
}
