// The runner topology's rules (docs/ci.md, "Runner topology"), over the jobs of every workflow file as
// topology-profile.ts reads them: a job that runs pull-request or connector code and a job that holds a key never share
// a runner label; no job that runs unreviewed code holds a secret; a job that runs connector code holds only connectors'
// own secrets; no job that runs such code gets power over an engine; no engine API is reached over plain TCP; and each
// label, its jobs and the secrets they hold are written down in docs/ci.md.
import type { JobProfile } from './topology-profile.ts';

export type TopologyRule =
  | 'runs-on-unresolved'
  | 'secret-in-unreviewed-code'
  | 'key-beside-connector-code'
  | 'key-shares-label-with-pull-request-code'
  | 'privileged-engine-for-pull-request-code'
  | 'engine-on-plain-tcp'
  | 'label-undocumented'
  | 'job-undocumented'
  | 'secret-undocumented'
  | 'label-unused';

export interface Violation {
  workflow: string;
  job: string;
  rule: TopologyRule;
  message: string;
}

/** docs/ci.md's runner topology table: per label, the jobs it runs (`ci.yml check`) and the secrets they may see. */
export type DocumentedTopology = Map<string, { jobs: Set<string>; secrets: RegExp[] }>;

export const describeViolation = (violation: Violation) =>
  `${violation.workflow} › ${violation.job}: ${violation.rule}: ${violation.message}`;

/** The probing secrets of one connector (docs/ci.md, "Secrets and variables"), the only ones connector code may sit beside. */
const CONNECTOR_SECRET = /^(?:SKALD_PROBE_SECRETS|SKALD_SECRET_[A-Z0-9_]+)$/;
const FIX_LABELS = 'docs/ci.md, "Runner topology"';

const runsHostileCode = (job: JobProfile) => job.unreviewed.length > 0 || job.connectorCode.length > 0;
const whyHostile = (job: JobProfile) => [...job.unreviewed, ...job.connectorCode][0];
const sameJob = (a: JobProfile, b: JobProfile) => a.workflow === b.workflow && a.job === b.job;

export function judgeTopology(jobs: JobProfile[], documented?: DocumentedTopology): Violation[] {
  const violations = jobs.flatMap((job) => judgeJob(job, jobs));
  return documented ? [...violations, ...judgeDocumentation(jobs, documented)] : violations;
}

function judgeJob(job: JobProfile, all: JobProfile[]): Violation[] {
  const found: Violation[] = [];
  const violation = (rule: TopologyRule, message: string) => found.push({ workflow: job.workflow, job: job.job, rule, message });
  if (job.unresolvedLabels)
    violation(
      'runs-on-unresolved',
      `its runner labels cannot be judged: ${job.unresolvedLabels}; name each label, literally or as matrix values`,
    );
  if (job.unreviewed.length > 0 && job.holds.length > 0)
    violation(
      'secret-in-unreviewed-code',
      `it holds ${job.holds.join(', ')}, yet ${job.unreviewed.join('; ')}: give the secret to a job that runs only main's reviewed code`,
    );
  const keys = job.holds.filter((held) => !CONNECTOR_SECRET.test(held));
  if (job.connectorCode.length > 0 && keys.length > 0)
    violation(
      'key-beside-connector-code',
      `${job.connectorCode.join('; ')} and holds ${keys.join(', ')}: connector code sits beside a connector's own probing secrets only; move the key to a job of its own`,
    );
  if (runsHostileCode(job) && job.privileged.length > 0)
    violation(
      'privileged-engine-for-pull-request-code',
      `${whyHostile(job)}, and ${job.privileged.join('; ')}: whoever reaches a privileged engine is root on its host; let the runner give the job an engine of its own (${FIX_LABELS})`,
    );
  if (job.plainTcp.length > 0)
    violation(
      'engine-on-plain-tcp',
      `${job.plainTcp.join('; ')}: an engine's API is reached over a unix socket, or over TCP with TLS (DOCKER_TLS_VERIFY=1 and client certificates)`,
    );
  if (job.holds.length > 0)
    for (const label of job.labels) {
      const beside = all.filter((other) => !sameJob(other, job) && runsHostileCode(other) && other.labels.includes(label));
      if (beside.length > 0)
        violation(
          'key-shares-label-with-pull-request-code',
          `it holds ${job.holds.join(', ')} on runner label "${label}", which also runs ${beside
            .map((other) => `${other.workflow} › ${other.job} (${whyHostile(other)})`)
            .join(', ')}: give key-holding jobs a label no such job names (${FIX_LABELS})`,
        );
    }
  return found;
}

function judgeDocumentation(jobs: JobProfile[], documented: DocumentedTopology): Violation[] {
  const found: Violation[] = [];
  for (const job of jobs)
    for (const label of job.labels) {
      const row = documented.get(label);
      const violation = (rule: TopologyRule, message: string) => found.push({ workflow: job.workflow, job: job.job, rule, message });
      if (!row) {
        violation(
          'label-undocumented',
          `it runs on label "${label}", which the runner topology in docs/ci.md does not describe: add its row`,
        );
        continue;
      }
      if (!row.jobs.has(`${job.workflow} ${job.job}`))
        violation('job-undocumented', `it runs on label "${label}", whose row in docs/ci.md's runner topology does not list it: add it`);
      const unlisted = job.holds.filter((held) => !row.secrets.some((secret) => secret.test(held)));
      if (unlisted.length > 0)
        violation(
          'secret-undocumented',
          `it holds ${unlisted.join(', ')} on label "${label}", which docs/ci.md's row does not name: add them`,
        );
    }
  for (const label of documented.keys())
    if (!jobs.some((job) => job.labels.includes(label)))
      found.push({
        workflow: 'docs/ci.md',
        job: label,
        rule: 'label-unused',
        message: `the runner topology describes label "${label}", which no workflow names: remove its row`,
      });
  return found;
}

/**
 * docs/ci.md's runner topology table: the one whose header starts `| label | hosts |`. Its "jobs" cell lists
 * `` `file.yml` job, job; `other.yml` job ``, its secrets cell names each secret in backticks (`<NAME>` for any part).
 */
export function readDocumentedTopology(markdown: string): DocumentedTopology {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*label\s*\|\s*hosts\s*\|/.test(line));
  if (header < 0) throw new Error('docs/ci.md has no runner topology table (a header starting "| label | hosts |")');
  const columns = cells(lines[header]!);
  const jobsColumn = columns.indexOf('jobs');
  const secretsColumn = columns.findIndex((column) => column.startsWith('secrets'));
  if (jobsColumn < 0 || secretsColumn < 0) throw new Error('docs/ci.md: the runner topology table needs a "jobs" and a "secrets …" column');
  const topology: DocumentedTopology = new Map();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const row = cells(line);
    const label = /^`([^`]+)`$/.exec(row[0] ?? '')?.[1];
    if (!label) throw new Error(`docs/ci.md: a runner topology row whose first cell is not one label in backticks: ${line}`);
    topology.set(label, { jobs: documentedJobs(row[jobsColumn] ?? ''), secrets: documentedSecrets(row[secretsColumn] ?? '') });
  }
  return topology;
}

const cells = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

function documentedJobs(cell: string): Set<string> {
  const jobs = new Set<string>();
  for (const group of cell.split(';')) {
    const match = /`([\w.-]+\.ya?ml)`\s*(.*)/.exec(group.trim());
    for (const job of match?.[2]?.split(',') ?? []) if (job.trim()) jobs.add(`${match![1]} ${job.trim()}`);
  }
  return jobs;
}

const documentedSecrets = (cell: string) =>
  [...cell.matchAll(/`([A-Z][A-Z0-9_<>]*)`/g)].map((match) => new RegExp(`^${match[1]!.replace(/<[A-Z]+>/g, '[A-Z0-9_]+')}$`));
