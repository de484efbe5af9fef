// The public report of a run that held real keys, built from a report full of a connector's words: none of them
// reaches it, nor the status.json or the tracking details made from it; tools are named as the review named them.
import { describe, expect, it } from 'vitest';
import type { ConnectorSmokeResult, SmokeReport } from '../../src/smoke/result.ts';
import {
  formatPublicJson,
  formatPublicMarkdown,
  formatPublicProgressLine,
  parsePublicReport,
  publicReport,
  publicTools,
} from '../../src/weekly/public-report.ts';
import { buildStatus, healthOf } from '../../src/weekly/status.ts';

const WORDS = 'ebg13-xrl the server said this';

function connector(overrides: Partial<ConnectorSmokeResult>): ConnectorSmokeResult {
  return {
    id: 'flights',
    type: 'mcp_remote',
    status: 'failed',
    transport: 'streamable-http',
    protocolVersion: '2025-06-18',
    serverInfo: { name: WORDS, version: WORDS },
    toolCount: 3,
    tools: ['lookup', `book_${WORDS}`, 'cancel'],
    toolSchemas: { lookup: 'a1', book_silently: 'b2', cancel_it: 'c3' },
    verify: { ok: false, exitCode: 1, timedOut: false, durationMs: 812, message: WORDS },
    durations: { verifyMs: 812, initializeMs: 40, totalMs: 2000 },
    findings: [
      {
        ruleId: 'verify-credentials',
        severity: 'error',
        file: 'connectors/flights/connector.json',
        field: 'verify',
        connector: 'flights',
        message: `verify said: ${WORDS}`,
        fix: `do not print ${WORDS}`,
      },
    ],
    stderrTail: WORDS,
    ...overrides,
  } as ConnectorSmokeResult;
}

const report: SmokeReport = {
  runId: 'r1',
  engine: 'docker',
  baseImage: 'base',
  startedAt: '2026-12-07T06:00:00Z',
  durationMs: 2100,
  counts: { passed: 0, failed: 1, skipped: 0, errors: 1, warnings: 0 },
  connectors: [connector({ protocolVersion: WORDS })],
};

// Reviewed: lookup (unchanged), book (the server now lists its schema as book_silently), cancel (gone); cancel_it is new.
const context = {
  describeRule: (ruleId: string) => `the pipeline's sentence for ${ruleId}`,
  reviewedTools: () => ({ lookup: 'a1', book: 'b2', cancel: undefined }),
};

describe('the public report', () => {
  const published = publicReport(report, context);
  const status = buildStatus(published, '2026-12-07T06:00:00Z');
  const everything = [
    formatPublicJson(published),
    formatPublicMarkdown(published),
    formatPublicProgressLine(published.connectors[0]!, 1, 1),
    JSON.stringify(status),
    JSON.stringify(healthOf(published, status)),
  ].join('\n');

  it('carries nothing a connector or a server wrote, and no protocol version this client does not speak', () => {
    expect(everything).not.toContain('ebg13');
    expect(everything).not.toContain('server said');
    expect(published.connectors[0]!.protocolVersion).toBeUndefined();
    expect(published.connectors[0]!.findings[0]).toEqual({
      ruleId: 'verify-credentials',
      severity: 'error',
      file: 'connectors/flights/connector.json',
      field: 'verify',
      connector: 'flights',
      message: "the pipeline's sentence for verify-credentials",
    });
  });

  it('names tools only as the review named them, and counts the renamed and the added', () => {
    expect(everything).not.toContain('book_silently');
    expect(everything).not.toContain('cancel_it');
    expect(status.connectors.flights).toMatchObject({ tools: { lookup: 'a1' }, tool_count: 3, tools_added: 1, tools_renamed: 1 });
    expect(healthOf(published, status)[0]!.details).toContain(
      'observed: 3 tools, unreviewed tools: 1 added, 1 renamed, reviewed tools listed: lookup, opening answered in 40 ms',
    );
  });

  it('counts against the review: nothing added or renamed when the server lists what was reviewed', () => {
    expect(publicTools({ lookup: 'a1' }, { lookup: 'a1' })).toEqual({
      reviewed: { lookup: 'a1' },
      listed: 1,
      added: 0,
      renamed: 0,
      missing: 0,
    });
    expect(publicTools({ lookup: 'a1', extra: 'zz' }, {})).toMatchObject({ reviewed: {}, added: 2, renamed: 0 });
  });

  it('is read back by another job as data: other keys dropped, anything else refused', () => {
    const smuggled = JSON.parse(formatPublicJson(published));
    smuggled.connectors[0].stderrTail = WORDS;
    expect(JSON.stringify(parsePublicReport(JSON.stringify(smuggled)))).not.toContain('ebg13');
    expect(parsePublicReport(JSON.stringify(report))).toBeUndefined();
    expect(parsePublicReport('not json')).toBeUndefined();
  });
});
