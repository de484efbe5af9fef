// The findings as a contributor reads them in the sticky comment: errors first, then what the pull request
// changed; warnings on connectors it does not touch folded away. Every value from the catalog goes through
// `literal`; the only links are to a line of a repository file at the commit (`sourceLink`).
import { NOT_COMPILED } from '../catalog/compile.ts';
import { describe, type Finding } from '../findings/finding.ts';
import { plural } from '../findings/format.ts';
import type { RuleId } from '../findings/rule-ids.ts';
import { folderLiteral, literal, type SourceLinks, sourceLink } from './markdown.ts';

// The findings `npm run check -- --fix` mends by itself (src/commands/check/fix-catalog.ts).
const MECHANICAL_FIXES: readonly RuleId[] = ['index-stale', 'vendored-copy', 'version-not-bumped', 'contract-changed-without-bump'];

interface FindingsListOptions {
  /** The connector folders the pull request changed; absent when not known (then nothing is folded). */
  changed?: readonly string[];
  links?: SourceLinks;
}

/** Markdown lines: the findings that matter to this change, then the rest under a `<details>` summary. */
export function findingsList(findings: readonly Finding[], options: FindingsListOptions): string[] {
  const changed = options.changed && new Set(options.changed);
  const touches = (finding: Finding) => !changed || finding.connector === undefined || changed.has(finding.connector);
  const rank = (finding: Finding) => (finding.severity === 'error' ? 0 : 2) + (touches(finding) ? 0 : 1);
  const sorted = [...findings].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.file.localeCompare(b.file) ||
      (a.position?.line ?? 0) - (b.position?.line ?? 0) ||
      a.ruleId.localeCompare(b.ruleId),
  );
  const shown = sorted.filter((finding) => finding.severity === 'error' || touches(finding));
  const folded = sorted.filter((finding) => !shown.includes(finding));
  const lines = shown.map((finding) => findingLine(finding, options.links));
  if (folded.length) {
    const summary = `${plural(folded.length, 'warning')} on connectors this pull request does not touch`;
    lines.push(
      '',
      `<details><summary>${summary}</summary>`,
      '',
      ...folded.map((finding) => findingLine(finding, options.links)),
      '',
      '</details>',
    );
  }
  return lines;
}

/** `- ❌ `gmail` [`connectors/gmail/connector.json:4:3`](…#L4) `rule-id` `what is wrong` Fix: `…``. */
function findingLine(finding: Finding, links: SourceLinks | undefined): string {
  const mark = finding.severity === 'error' ? '❌' : '⚠️';
  const where = finding.connector === undefined ? 'catalog' : folderLiteral(finding.connector);
  const position = finding.position ? `:${finding.position.line}:${finding.position.column}` : '';
  const place = literal(`${finding.file}${position}`);
  const url = sourceLink(links, finding.file, finding.position?.line);
  const problem = literal(describe({ ...finding, fix: undefined }));
  const fix = finding.fix ? ` Fix: ${literal(finding.fix)}` : '';
  // A connectors.json that cannot be compiled is no stale one: --fix rewrites only what compiles.
  const mendable = MECHANICAL_FIXES.includes(finding.ruleId) && finding.message !== NOT_COMPILED;
  const mechanical = mendable ? ' `npm run check -- --fix` makes this fix.' : '';
  return `- ${mark} ${where} ${url ? `[${place}](${url})` : place} ${literal(finding.ruleId)}: ${problem}${fix}${mechanical}`;
}
