import { escapeTableCell } from '../findings/format.ts';
import { INTERNAL_ERROR } from './engine.ts';
import type { Phase, Rule } from './rule.ts';

const PHASES: ReadonlyArray<{ phase: Phase; title: string; run: string }> = [
  {
    phase: 'load',
    title: 'Load: reading the JSON files',
    run: '`npm run check`; the smoke run repeats `schema` for a connector it cannot start',
  },
  { phase: 'connector', title: 'Connector: each connector whose manifests loaded', run: '`npm run check`' },
  { phase: 'catalog', title: 'Catalog: the catalog as a whole', run: '`npm run check`' },
  {
    phase: 'version',
    title: 'Version: each connector against the base revision',
    run: '`npm run check` (the version guard, docs/version-guard.md)',
  },
  { phase: 'smoke', title: 'Smoke: what the sandboxed run of each connector observed', run: '`npm run smoke` (docs/smoke.md)' },
  { phase: 'weekly', title: 'Weekly: each remote connector against last week', run: '`npm run probe-remote` (docs/ci.md)' },
  {
    phase: 'site',
    title: 'Site: a served site, as a host reads it',
    run: '`npm run check-site`, and by the deploy and the rollback on `site-url` after going live (docs/trust.md)',
  },
];

const TABLES_START = '<!-- rule tables: generated from src/rules/registry.ts by `npm run docs:rules`; edit the rules, not this -->';
const TABLES_END = '<!-- end of rule tables -->';

/** One table per phase, a row per rule: id, severity, description and the fix of its --explain. */
function renderRuleTables(rules: readonly Rule[]): string {
  const sections = PHASES.filter(({ phase }) => rules.some((rule) => rule.phase === phase)).map(({ phase, title, run }) => {
    const rows = rules.filter((rule) => rule.phase === phase).map(row);
    return [
      `### ${title}`,
      '',
      `Run by ${run}.`,
      '',
      '| id | severity | what it checks | fix |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  });
  const engine = ['### The engine', '', '| id | severity | what it means |', '| --- | --- | --- |', row(INTERNAL_ERROR)].join('\n');
  return [TABLES_START, '', ...sections.flatMap((section) => [section, '']), engine, '', TABLES_END].join('\n');
}

/** docs/rules.md with its tables replaced by freshly rendered ones. */
export function withRuleTables(doc: string, rules: readonly Rule[]): string {
  const start = doc.indexOf(TABLES_START);
  const end = doc.indexOf(TABLES_END);
  if (start < 0 || end < start) throw new Error(`docs/rules.md has lost its markers ${TABLES_START} … ${TABLES_END}`);
  return `${doc.slice(0, start)}${renderRuleTables(rules)}${doc.slice(end + TABLES_END.length)}`;
}

/** The docs row of a rule (the engine's internal-error has no fix column), as the meta-test looks for it. */
export function row(rule: { id: string; severity: string; description: string; explain?: { fix: string } }): string {
  const fix = rule.explain ? ` ${escapeTableCell(rule.explain.fix)} |` : '';
  return `| \`${rule.id}\` | ${rule.severity} | ${escapeTableCell(rule.description)} |${fix}`;
}

/** What `npm run check -- --explain <id>` prints: what the rule holds, when it runs, an example finding and the fix. */
export function explainRule(rule: Rule): string {
  const phase = PHASES.find((entry) => entry.phase === rule.phase)!;
  return [
    `${rule.id} (${rule.severity}, ${phase.title.split(':')[0]!.toLowerCase()} phase, run by ${phase.run})`,
    '',
    rule.description,
    '',
    `example: ${rule.explain.example}`,
    `fix:     ${rule.explain.fix}`,
    '',
    'All the rules: docs/rules.md. Every manifest field: docs/manifest.md.',
    '',
  ].join('\n');
}
