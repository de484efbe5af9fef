// What each job of a set of Forgejo workflow files runs and receives, read from the files alone (docs/ci.md, "Runner
// topology"): the runner labels it may run on, why it may run code no reviewer approved (a pull request's, a branch's,
// anything checked out but the base), why it runs the catalog's connector code, the secrets and keys it receives, what
// gives it power over an engine, and an engine it reaches over plain TCP. Judged by what a job does, never by its name.
import { parse } from 'yaml';

export interface WorkflowFile {
  /** The file's name in `.forgejo/workflows/`. */
  name: string;
  text: string;
}

export interface JobProfile {
  workflow: string;
  job: string;
  /** Every runner label it may run on (each value a matrix gives); empty when they cannot be read. */
  labels: string[];
  /** Why its labels cannot be read from the file, when they cannot. */
  unresolvedLabels?: string;
  /** Why it may run code no reviewer approved. */
  unreviewed: string[];
  /** Why it runs the catalog's connector code. */
  connectorCode: string[];
  /** The secrets it receives (`DEPLOY_PRIVATE_KEY`), or how a key reaches it otherwise (`with private-key: …`). */
  holds: string[];
  /** What gives it power over an engine beyond its own containers. */
  privileged: string[];
  /** Where it reaches, or serves, an engine's API without TLS. */
  plainTcp: string[];
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));
const unique = (values: string[]) => [...new Set(values)];

export function profileWorkflows(files: WorkflowFile[]): JobProfile[] {
  return files.flatMap((file) => {
    const workflow = fields(parse(file.text));
    const jobs = fields(workflow.jobs);
    if (Object.keys(jobs).length === 0) throw new Error(`${file.name}: no jobs: a workflow file needs a "jobs" map`);
    return Object.entries(jobs).map(([name, job]) => profileJob(file.name, name, workflow, fields(job)));
  });
}

function profileJob(workflowName: string, job: string, workflow: Fields, spec: Fields): JobProfile {
  const steps = items(spec.steps).map(fields);
  const runs = steps.map((step) => text(step.run));
  const { labels, unresolved } = runnerLabels(spec);
  return {
    workflow: workflowName,
    job,
    labels,
    ...(unresolved ? { unresolvedLabels: unresolved } : {}),
    unreviewed: unique([...eventReasons(triggers(workflow.on), spec.if), ...checkoutReasons(steps), ...headFetches(runs)]),
    connectorCode: unique(connectorCode(steps)),
    holds: unique(holdings(workflow, spec, steps)),
    privileged: unique(enginePower(spec)),
    plainTcp: unique(plainTcp(workflow, spec, steps)),
  };
}

// --- runner labels -------------------------------------------------------------------------------------------------

function runnerLabels(job: Fields): { labels: string[]; unresolved?: string } {
  if (job['runs-on'] === undefined) return { labels: [], unresolved: 'it names no runs-on' };
  const runsOn = job['runs-on'];
  const named = items(typeof runsOn === 'object' && !Array.isArray(runsOn) ? fields(runsOn).labels : runsOn);
  const labels: string[] = [];
  for (const entry of named) {
    const expanded = typeof entry === 'string' ? expand(entry, fields(job.strategy).matrix) : undefined;
    if (!expanded || expanded.length === 0)
      return { labels: [], unresolved: `runs-on ${JSON.stringify(runsOn)} is not a label, nor a matrix value the file lists` };
    labels.push(...expanded);
  }
  return labels.length > 0 ? { labels: unique(labels) } : { labels, unresolved: 'its runs-on names no label' };
}

/** A runs-on entry with each `${{ matrix.… }}` replaced by every value the matrix lists for it. */
function expand(entry: string, matrix: unknown): string[] | undefined {
  const expression = /\$\{\{\s*([^}]*?)\s*\}\}/.exec(entry);
  if (!expression) return [entry];
  const path = /^matrix\.([\w-]+(?:\.[\w-]+)*)$/.exec(expression[1]!);
  const values = path ? matrixValues(matrix, path[1]!.split('.')) : undefined;
  if (!values) return undefined;
  const expanded: string[] = [];
  for (const value of values.flat()) {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const rest = expand(entry.replace(expression[0], String(value)), matrix);
    if (!rest) return undefined;
    expanded.push(...rest);
  }
  return expanded;
}

function matrixValues(matrix: unknown, [key, ...path]: string[]): unknown[] | undefined {
  const axes = fields(matrix);
  if (!key || key === 'include' || key === 'exclude') return undefined;
  const values = [...items(axes[key]), ...items(axes.include).flatMap((entry) => (key in fields(entry) ? [fields(entry)[key]] : []))];
  const walked = values.map((value) => path.reduce<unknown>((at, step) => fields(at)[step], value));
  return walked.length > 0 && walked.every((value) => value !== undefined) ? walked : undefined;
}

// --- whose code it runs --------------------------------------------------------------------------------------------

const MAIN_GUARD = /^(?:github\.ref\s*==\s*'refs\/heads\/main'|'refs\/heads\/main'\s*==\s*github\.ref|github\.ref_name\s*==\s*'main')$/;
const GUARD = "if: github.ref == 'refs/heads/main'";

function triggers(on: unknown): Record<string, Fields> {
  if (typeof on === 'string') return { [on]: {} };
  if (Array.isArray(on)) return Object.fromEntries(on.map((event) => [String(event), {}]));
  return Object.fromEntries(Object.entries(fields(on)).map(([event, filter]) => [event, fields(filter)]));
}

function eventReasons(events: Record<string, Fields>, condition: unknown): string[] {
  const guarded =
    typeof condition === 'string' &&
    conjuncts(condition.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1')).some((part) => MAIN_GUARD.test(part));
  const reasons: string[] = [];
  for (const [event, filter] of Object.entries(events)) {
    if (event === 'pull_request') reasons.push("on pull_request it runs the pull request's own workflow file and code");
    else if (event === 'pull_request_target' || event === 'schedule' || guarded) continue;
    else if (event !== 'push') reasons.push(`on ${event} it runs whichever branch starts it, having no ${GUARD}`);
    else if (!pushesOnlyMain(filter)) reasons.push(`on push it runs branches other than main (unreviewed code), having no ${GUARD}`);
  }
  return reasons;
}

function pushesOnlyMain(filter: Fields): boolean {
  const branches = items(filter.branches);
  const others = ['branches-ignore', 'tags', 'tags-ignore'].some((key) => key in filter);
  return !others && branches.length > 0 && branches.every((branch) => branch === 'main' || branch === 'refs/heads/main');
}

/** The `&&` operands of an expression, parentheses around a whole operand opened; none when it has a top-level `||`. */
function conjuncts(expression: string): string[] {
  const source = expression.trim().replaceAll('"', "'");
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && source.startsWith('||', i)) return [];
    else if (depth === 0 && source.startsWith('&&', i)) {
      parts.push(source.slice(start, i).trim());
      start = ++i + 1;
    }
  }
  parts.push(source.slice(start).trim());
  return parts.flatMap((part) => (wrapped(part) ? conjuncts(part.slice(1, -1)) : [part]));
}

function wrapped(part: string): boolean {
  if (!part.startsWith('(')) return false;
  let depth = 0;
  for (let i = 0; i < part.length; i++) {
    if (part[i] === '(') depth++;
    else if (part[i] === ')' && --depth === 0) return i === part.length - 1;
  }
  return false;
}

const CHECKOUT = /(?:^|\/)actions\/checkout@/;
const BASE_REFS = [
  `\${{ github.sha }}`,
  `\${{ github.ref }}`,
  `\${{ github.event.pull_request.base.sha }}`,
  `\${{ github.base_ref }}`,
  'refs/heads/main',
  'main',
];
const tidy = (expression: string) => expression.trim().replace(/\$\{\{\s*(.*?)\s*\}\}/g, `$\${{ $1 }}`);

function checkoutReasons(steps: Fields[]): string[] {
  return steps
    .filter((step) => CHECKOUT.test(text(step.uses)))
    .flatMap((step) => {
      const { ref, repository } = fields(step.with);
      const reasons: string[] = [];
      if (ref !== undefined && !BASE_REFS.includes(tidy(text(ref)))) reasons.push(`it checks out ${text(ref)}, not the base`);
      if (repository !== undefined && tidy(text(repository)) !== `\${{ github.repository }}`)
        reasons.push(`it checks out another repository, ${text(repository)}`);
      return reasons;
    });
}

const headFetches = (runs: string[]) =>
  runs.some((run) => /refs\/pull\/|pull_request\.head|github\.head_ref/.test(run)) ? ["a run: step fetches the pull request's head"] : [];

const CONNECTOR_ACTION = /(?:^|\/)actions\/(?:smoke|probe|lock-tools)(?:@|$)/;
const CONNECTOR_COMMAND =
  /\bnpm\s+(?:run\s+)?(?:smoke|lock-tools|probe|probe-remote|test)\b|\bscripts\/run\.cjs\s+(?:smoke|lock-tools|probe|probe-remote)\b|\bvitest\b|\.ci\/run\b/;

// The update job's action runs new releases' code in its build step; only its plan and publish steps, named literally, run none.
const UPDATE_ACTION = /(?:^|\/)actions\/propose-updates(?:@|$)/;
const UPDATE_COMMAND = /\b(?:npm\s+run\s+propose-updates|scripts\/run\.cjs\s+propose-updates)\b(?:\s+--)?\s+(?!plan\b|publish\b)\S+/;

function connectorCode(steps: Fields[]): string[] {
  return steps.flatMap((step) => {
    const uses = text(step.uses);
    const command = CONNECTOR_COMMAND.exec(text(step.run)) ?? UPDATE_COMMAND.exec(text(step.run));
    const updateBuild = UPDATE_ACTION.test(uses) && !['plan', 'publish'].includes(text(fields(step.with).step).trim());
    return [
      ...(CONNECTOR_ACTION.test(uses) || updateBuild
        ? [`it runs ${uses}${updateBuild ? ` (step ${text(fields(step.with).step)})` : ''}`]
        : []),
      ...(command ? [`it runs "${command[0]}"`] : []),
    ];
  });
}

// --- what it receives ----------------------------------------------------------------------------------------------

const AUTOMATIC_TOKENS = ['GITHUB_TOKEN', 'GITEA_TOKEN', 'FORGEJO_TOKEN'];
const AUTOMATIC_TOKEN = /^\$\{\{\s*(?:github\.token|secrets\.(?:GITHUB|GITEA|FORGEJO)_TOKEN)\s*\}\}$/;
const KEY_NAME = /(?:key|secret|token|password|passphrase|credential)s?$/i;

function holdings(workflow: Fields, job: Fields, steps: Fields[]): string[] {
  const expressions = [
    ...[...JSON.stringify([workflow.env ?? null, job]).matchAll(/\$\{\{(.*?)\}\}/g)].map((match) => match[1]!),
    ...[job.if, ...steps.map((step) => step.if)].filter((condition): condition is string => typeof condition === 'string'),
  ];
  const named = expressions.flatMap((expression) => [
    ...[...expression.matchAll(/\bsecrets\.([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
    ...[...expression.matchAll(/\bsecrets\[\s*\\?['"]([^'"\\]+)\\?['"]\s*\]/g)].map((match) => match[1]!),
    ...(/\bsecrets\b(?!\s*[.[])/.test(expression) ? ['every secret (the whole secrets context)'] : []),
  ]);
  const inherited = job.secrets === 'inherit' ? ['every secret (secrets: inherit)'] : [];
  const keyValued = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && !AUTOMATIC_TOKEN.test(value.trim()) && !/\bsecrets\b/.test(value);
  const keys = (kind: string, map: unknown) =>
    Object.entries(fields(map))
      .filter(([name, value]) => KEY_NAME.test(name) && keyValued(value))
      .map(([name, value]) => `${kind} ${name}: ${text(value)}`);
  return [
    ...named.filter((name) => !AUTOMATIC_TOKENS.includes(name)),
    ...inherited,
    ...steps.flatMap((step) => [...keys('with', step.with), ...keys('env', step.env)]),
    ...[workflow.env, job.env, fields(job.container).env].flatMap((env) => keys('env', env)),
  ];
}

const ENGINE_POWER: Array<[RegExp, string]> = [
  [/--privileged\b/, '--privileged'],
  [/--cap-add\b/, 'added capabilities (--cap-add)'],
  [/docker\.sock\b/, "the runner's engine socket (docker.sock)"],
  [/--(?:pid|ipc|uts|userns|network|net)[= ]host\b/, 'a namespace of the host'],
  [/--security-opt[= ]\S*unconfined/, 'an unconfined security profile'],
  [/--device\b/, 'a device of the host'],
];

function enginePower(job: Fields): string[] {
  const containers: Array<[string, Fields]> = [
    ['its job container', fields(job.container)],
    ...Object.entries(fields(job.services)).map(([name, service]): [string, Fields] => [`service ${name}`, fields(service)]),
  ];
  return containers.flatMap(([where, container]) => {
    const options = `${text(container.options)} ${items(container.volumes).map(text).join(' ')}`;
    const power = ENGINE_POWER.filter(([pattern]) => pattern.test(options)).map(([, what]) => what);
    if (container.privileged === true) power.push('--privileged');
    return unique(power).map((what) => `${where} has ${what}`);
  });
}

const PLAIN_TCP = /^(?:tcp|http):\/\//i;
const TLS_ON = (value: unknown) => value !== undefined && !['', '0', 'false'].includes(text(value).trim().toLowerCase());

function plainTcp(workflow: Fields, job: Fields, steps: Fields[]): string[] {
  const found: string[] = [];
  for (const step of steps.length > 0 ? steps : [{}]) {
    const env = { ...fields(workflow.env), ...fields(job.env), ...fields(fields(job.container).env), ...fields(step.env) };
    if (PLAIN_TCP.test(text(env.DOCKER_HOST)) && !TLS_ON(env.DOCKER_TLS_VERIFY))
      found.push(`its steps reach the engine at DOCKER_HOST ${text(env.DOCKER_HOST)} without TLS (no DOCKER_TLS_VERIFY)`);
    const run = text(step.run);
    if (/(?:DOCKER_HOST=|(?:^|\s)(?:-H|--host)[= ])["']?tcp:\/\//m.test(run) && !/--tlsverify|DOCKER_TLS_VERIFY=1/.test(run))
      found.push('a run: step reaches an engine at tcp:// without TLS');
  }
  for (const [name, service] of Object.entries(fields(job.services)).map(([name, service]) => [name, fields(service)] as const)) {
    const certificates = fields(service.env).DOCKER_TLS_CERTDIR;
    const command = `${text(service.options)} ${text(service.cmd)} ${text(service.command)}`;
    if ((certificates !== undefined && text(certificates).trim() === '') || /--tls=false|tcp:\/\/0\.0\.0\.0:2375/.test(command))
      found.push(`service ${name} serves its engine without TLS (DOCKER_TLS_CERTDIR empty)`);
  }
  return found;
}
