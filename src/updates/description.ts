// The update pull request's description and labels, in the pipeline's own words: the versions, the advisories the update
// fixes, the tool-surface diff by class (the PR comment's table) and the sandboxed run. No text of a registry's goes in
// (no changelog, no description, no advisory title): names and versions passed their grammar, and every value is written
// through the report's one Markdown escape. The only links are to the package's page on its registry and to an
// advisory's page, both built here from validated parts.
import type { Finding } from '../findings/finding.ts';
import { literal, tableCell } from '../forgejo/markdown.ts';
import { surfaceChangeTables } from '../forgejo/surface-table.ts';
import type { Registries } from './outdated.ts';
import { registryPage } from './package-names.ts';
import { type AdvisoryNote, failureMarkerOf, markerOf, type UpdateTarget, withinMajor } from './proposal.ts';

export const ROUTINE_LABEL = {
  name: 'routine update',
  color: '#0e8a16',
  description: "The update job's: a patch or minor release within its major, and no tool of the connector changes.",
};

export type SmokeOutcome = { ok: true } | { ok: false; why: string; rules: string[] };

export interface Proposed {
  connector: string;
  updates: UpdateTarget[];
  advisories: AdvisoryNote[];
  /** The connector's version_string before and after the bump. */
  version: { from: string; to: string };
  /** The commit's tools.lock.json against the base's, classified (src/version-guard/lock-review.ts). */
  surface: Finding[];
  smoke: SmokeOutcome;
  changedFiles: string[];
}

/** Routine: every update within its major, no tool changed, and the new release ran in the sandbox. */
export function isRoutine(proposed: Proposed): boolean {
  return proposed.smoke.ok && proposed.surface.length === 0 && proposed.updates.every(withinMajor);
}

const day = (iso: string | undefined) => (iso && /^\d{4}-\d{2}-\d{2}T/.test(iso) ? iso.slice(0, 10) : 'unknown');

export function describeProposal(proposed: Proposed, registries: Registries): string {
  const registryOf = (update: UpdateTarget) => (update.ecosystem === 'npm' ? registries.npm : registries.pypi);
  const lines = [
    markerOf(proposed.connector, proposed.updates),
    `### Dependency update of ${literal(proposed.connector)}`,
    '',
    "Proposed by the weekly dependency update job (`npm run propose-updates`, docs/ci.md). It is judged by the ordinary gate like any pull request, with no special trust; merging is the maintainer's.",
    '',
    '| package | from | to | released | registry |',
    '| --- | --- | --- | --- | --- |',
    ...proposed.updates.map(
      (update) =>
        `| ${tableCell(update.name)} | ${tableCell(update.from)} | ${tableCell(update.to)} | ${day(update.published)} | [${update.ecosystem}](${registryPage(update.ecosystem, registryOf(update), update.name, update.to)}) |`,
    ),
    '',
    ...advisoryLines(proposed.advisories),
    '',
    ...(proposed.surface.length
      ? surfaceChangeTables(proposed.surface)
      : proposed.smoke.ok
        ? ['**Tool surface**: unchanged. The new release, started in the smoke sandbox, lists the tools `tools.lock.json` pins.', '']
        : []),
    proposed.smoke.ok
      ? '**Sandboxed run of the new release**: it started and listed its tools; `tools.lock.json` is re-locked from that run (`npm run lock-tools`).'
      : `**Sandboxed run of the new release**: it failed (${proposed.smoke.rules.map(literal).join(', ') || 'no rule'}), so \`tools.lock.json\` is the old one: see the comment below. The job does not try these versions again; a newer release is proposed here.`,
    '',
    `**Connector version**: ${literal(proposed.version.from)} → ${literal(proposed.version.to)} (${proposed.surface.length ? 'minor: its tools change' : 'patch'}).`,
    `**Changed**: ${proposed.changedFiles.map(literal).join(', ')}.`,
    '',
    isRoutine(proposed)
      ? `**Routine update**: each version moves within its major and no tool changes (label "${ROUTINE_LABEL.name}").`
      : proposed.surface.length
        ? '**Not routine**: the tools the model sees change (label "tool surface changed"): review the table above.'
        : proposed.smoke.ok
          ? '**Not routine**: a version moves to another major (or a 0.x minor).'
          : '**Not routine**: the new release did not run in the sandbox.',
  ];
  return `${lines.join('\n')}\n`;
}

function advisoryLines(advisories: readonly AdvisoryNote[]): string[] {
  if (!advisories.length) return ['**Advisories**: none names a pinned version.'];
  const line = (note: AdvisoryNote) =>
    `- ${literal(note.id)} (${note.severity}) on ${literal(note.package)}: ${note.fixed ? 'fixed by this update' : 'still names the new version'}${note.url ? ` ([advisory](${note.url}))` : ''}`;
  return ['**Advisories that name a pinned version**:', ...advisories.map(line)];
}

/** The one comment on a pull request whose new release failed in the sandbox: said once per set of versions. */
export function failureComment(proposed: Proposed & { smoke: { ok: false } }): string {
  return [
    failureMarkerOf(proposed.connector, proposed.updates),
    `The sandboxed run of the new release failed, so its tools could not be re-locked: ${literal(proposed.smoke.why)}`,
    '',
    `Rules: ${proposed.smoke.rules.map(literal).join(', ') || '(none)'}. The ordinary gate's smoke run on this pull request says the same. ` +
      'The update job reports this once and does not try these versions again; it updates this pull request when a newer release appears.',
    '',
  ].join('\n');
}
