// The update job's plan step, with the job's token and no package code: which connectors have a newer release of a
// direct dependency (the registries, as `npm run outdated` reads them) and, against the job's pull requests as they
// are, what to open, what to update and what to leave (src/updates/proposal.ts, decide).
import { loadCatalog } from '../catalog/load.ts';
import type { ForgejoClient } from '../forgejo/client.ts';
import { git } from '../system/git.ts';
import { type Plan, planOf } from './artifacts.ts';
import { findOutdated, type Registries } from './outdated.ts';
import { decide } from './proposal.ts';
import { candidatesOf, readUpdatePulls } from './pull-requests.ts';

interface PlanOptions {
  repoDir: string;
  catalogDir: string;
  /** Only these connectors; every one when empty. */
  ids: readonly string[];
  registries: Registries;
  client: ForgejoClient;
  limit: number;
}

export async function planUpdates(options: PlanOptions): Promise<Plan> {
  const base = (await git(options.repoDir, ['rev-parse', 'HEAD'])).trim();
  const report = await findOutdated(await loadCatalog(options.catalogDir), options.ids, options.registries);
  const decisions = decide(candidatesOf(report), await readUpdatePulls(options.client), options.limit);
  const plan = planOf(base, decisions);
  const unreadable = report.connectors.flatMap((connector) =>
    connector.dependencies.flatMap((dependency) =>
      dependency.problem ? [{ connector: connector.id, why: dependency.problem.slice(0, 300) }] : [],
    ),
  );
  return { ...plan, skipped: [...plan.skipped, ...unreadable] };
}
