// A pull request that changes what a connector lets the model do gets the label "tool surface changed", so that a
// maintainer can require a second review (docs/ci.md). Once added the pipeline keeps it: a later push that no longer
// changes the surface leaves it for a person to remove, since a reviewer should see that the surface was in play.
import type { Finding } from '../findings/finding.ts';
import { SURFACE_CHANGE_CLASSES } from '../findings/rule-ids.ts';
import type { ReportingSession } from './publish.ts';

export const SURFACE_LABEL = {
  name: 'tool surface changed',
  color: '#d93f0b',
  description: "A connector's tool surface (tools.lock.json) changes: what the model can do. Needs a second review.",
};

const SURFACE_RULES = new Set<string>(SURFACE_CHANGE_CLASSES);

/**
 * Why the change touches a tool surface, one line per connector; empty when it does not. Smoke reports a live surface
 * unlike its lock; the check reports a lock changed since the base (src/version-guard/lock-review.ts).
 */
export function surfaceChangeReasons(findings: readonly Finding[]): string[] {
  const byConnector = new Map<string, Set<string>>();
  for (const finding of findings) {
    if (!SURFACE_RULES.has(finding.ruleId)) continue;
    const connector = finding.connector ?? '(catalog)';
    byConnector.set(connector, (byConnector.get(connector) ?? new Set()).add(finding.ruleId));
  }
  return [...byConnector].sort(([a], [b]) => (a < b ? -1 : 1)).map(([connector, ids]) => `${connector}: ${[...ids].join(', ')}`);
}

/** Adds the label to the pull request, keeping its other labels; creates it in the repository when missing. */
export async function labelSurfaceChange(session: ReportingSession, pullRequest: number, reasons: readonly string[]): Promise<void> {
  const { name, color, description } = SURFACE_LABEL;
  const labelId = await session.attempt(`find or create the label "${name}"`, (api) => api.ensureLabel(name, color, description));
  if (!labelId) return;
  const pull = await session.attempt(`read the labels of #${pullRequest}`, (api) => api.getPullRequest(pullRequest));
  // Without its current labels, setting ours could drop the others: leave the pull request as it is.
  if (!pull) return;
  const current = (pull.value.labels ?? []).map((label) => label.id);
  if (current.includes(labelId.value)) return;
  const set = await session.attempt(`label #${pullRequest} "${name}"`, (api) =>
    api.setPullRequestLabels(pullRequest, [...current, labelId.value]),
  );
  if (set) session.log.info(`labelled #${pullRequest} "${name}" (${reasons.join('; ')})`);
}
