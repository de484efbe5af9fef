// The weekly workflow's jobs each hold one kind of secret (docs/ci.md): the timestamp job holds the release
// key (and the deploy key that uploads), runs only this repository's committed action, and never the probe's
// secrets; the probe job, which runs connector code against remote servers, never holds the release key.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  'runs-on': string;
  steps: Step[];
  env?: Record<string, unknown>;
}

const workflowText = await readFile('.forgejo/workflows/weekly.yml', 'utf8');
const weekly = parse(workflowText) as { env?: Record<string, unknown>; jobs: Record<string, Job> };
const secretsOf = (value: unknown) =>
  [...new Set([...JSON.stringify(value).matchAll(/secrets\.([A-Za-z0-9_]+)/g)].map((match) => match[1]))].sort();

describe('weekly.yml: who holds which key', () => {
  it('no secret is given to every job at once (no workflow-level env)', () => {
    expect(secretsOf(weekly.env ?? {})).toEqual([]);
  });

  it('the timestamp job holds the release key and the deploy key, nothing of the probe, and runs no connector code', () => {
    const job = weekly.jobs.timestamp!;
    expect(secretsOf(job)).toEqual(['DEPLOY_PRIVATE_KEY', 'DEPLOY_SIGNING_KEY']);
    expect(job.needs).toBe('probe');
    expect(job['runs-on']).toBe('release');
    // Only the checkout, the probe's artifact (status.json, data) and our committed action bundle: no run:, no npm.
    expect(job.steps.map((step) => step.run)).toEqual(job.steps.map(() => undefined));
    expect(job.steps.map((step) => step.uses)).toEqual([
      'actions/checkout@v4',
      'https://code.forgejo.org/forgejo/download-artifact@v4',
      './actions/publish-status',
    ]);
    expect(job.steps[1]!.with?.name).toBe('probe');
    const publish = job.steps[2]!;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, compared as the YAML text
    expect(publish.with?.['signing-key']).toBe('${{ secrets.DEPLOY_SIGNING_KEY }}');
    expect(publish.with?.status).toBe('status.json');
  });

  it('the probe job holds the probing secrets and never the release key or the deploy key', () => {
    const secrets = secretsOf(weekly.jobs.probe);
    expect(secrets).toContain('SKALD_PROBE_SECRETS');
    expect(secrets).not.toContain('DEPLOY_SIGNING_KEY');
    expect(secrets).not.toContain('DEPLOY_PRIVATE_KEY');
    expect(secrets.every((name) => name === 'SKALD_PROBE_SECRETS' || name!.startsWith('SKALD_SECRET_'))).toBe(true);
  });

  it('only the timestamp job holds the release key', () => {
    const holders = Object.entries(weekly.jobs)
      .filter(([, job]) => secretsOf(job).includes('DEPLOY_SIGNING_KEY'))
      .map(([name]) => name);
    expect(holders).toEqual(['timestamp']);
    expect(secretsOf(weekly.jobs.issues)).toEqual([]);
  });
});
