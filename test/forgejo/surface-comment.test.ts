// The PR comment shows tool-surface changes as a table per connector, the riskiest classes first, escaped once.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings/finding.ts';
import type { RuleId } from '../../src/findings/rule-ids.ts';
import { formatReportComment } from '../../src/forgejo/checks.ts';
import type { SmokeReport } from '../../src/smoke/result.ts';

const change = (connector: string, ruleId: RuleId, message: string): Finding => ({
  ruleId,
  severity: 'error',
  file: `connectors/${connector}/tools.lock.json`,
  message,
  fix: `run npm run lock-tools -- ${connector}`,
  connector,
});

const smoke = (findings: Finding[]): SmokeReport => ({
  runId: 'r',
  engine: '27',
  baseImage: 'b',
  startedAt: '2026-12-02T00:00:00Z',
  durationMs: 1,
  counts: { passed: 0, failed: 1, skipped: 0, errors: findings.length, warnings: 0 },
  connectors: [{ id: 'gmail', type: 'mcp_local', status: 'failed', durations: { totalMs: 1 }, findings, stderrTail: '' }],
});

describe('the PR comment', () => {
  it('tabulates the surface changes per connector, riskiest first, with server text escaped', () => {
    const body = formatReportComment({
      smoke: smoke([
        change('gmail', 'surface-tool-text', 'tool "list" description changed: Lists [-mail-] {+<b>all</b> mail+}'),
        change('gmail', 'surface-input-narrowed', 'tool "list" inputSchema accepts less: required now lists q'),
        change('gmail', 'surface-tool-added', 'the server offers a new tool "send" (no readOnlyHint or destructiveHint)'),
        change('gmail', 'surface-read-only-hint', 'tool "list" dropped readOnlyHint (was true)'),
      ]),
      skipped: [],
      commit: 'abcdef0123456789',
    });
    const table = body.slice(body.indexOf('#### Tool surface changes'), body.indexOf('#### gmail'));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.split('`')[1]!.trim())).toEqual([
      'surface-tool-added',
      'surface-read-only-hint',
      'surface-tool-text',
      'surface-input-narrowed',
    ]);
    expect(table).toContain('**` gmail `**');
    // The server's markup stays inside its code span, where it is text.
    expect(table).toMatch(/` [^`\n]*<b>all<\/b>[^`\n]* `/);
  });

  it('has no surface table when nothing in the surface changed', () => {
    const body = formatReportComment({
      smoke: smoke([{ ...change('gmail', 'server-start', 'crashed'), file: 'x' }]),
      skipped: [],
      commit: 'a'.repeat(12),
    });
    expect(body).not.toContain('Tool surface changes');
  });
});
