// Invisible characters (#34, item 6): whatever a pull request names with one (a folder, a value, a message) reaches
// the comment and the statuses through the real report path (the check, its report file, the verdict) shown as its
// code point, never as itself. src/forgejo/markdown.ts is the one place that shows them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/forgejo/checks.ts';
import { judgeChecks, readReport } from '../../src/forgejo/ci.ts';
import { ForgejoClient } from '../../src/forgejo/client.ts';
import { literal, oneLineText } from '../../src/forgejo/markdown.ts';
import { checkCatalog, VERSION_RULE_IDS } from '../../src/phases/check.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';
import { ForgejoStandIn } from './stand-in.ts';

/** Each kind a reader cannot see, and how the report shows it. */
const INVISIBLE: [string, string][] = [
  ['\u200B', '<U+200B>'], // zero-width space
  ['\u200D', '<U+200D>'], // zero-width joiner
  ['\u2060', '<U+2060>'], // word joiner
  ['\uFEFF', '<U+FEFF>'], // byte order mark
  ['\u00AD', '<U+00AD>'], // soft hyphen
  ['\u202E', '<U+202E>'], // right-to-left override
  ['\u2066', '<U+2066>'], // left-to-right isolate
  ['\u2028', '<U+2028>'], // line separator
  ['\u2029', '<U+2029>'], // paragraph separator
  ['\uFE0F', '<U+FE0F>'], // variation selector 16
  ['\u{E0100}', '<U+E0100>'], // variation selector 17
  ['\u{E0041}', '<U+E0041>'], // tag latin capital letter A
  ['\u3164', '<U+3164>'], // Hangul filler
  ['\u034F', '<U+034F>'], // combining grapheme joiner
  ['\u2800', '<U+2800>'], // braille pattern blank
  ['\u001B', '<U+001B>'], // escape
  ['\u0085', '<U+0085>'], // next line
  ['\uFFFF', '<U+FFFF>'], // a noncharacter
  ['\uD800', '<U+D800>'], // a lone surrogate
];

describe('an invisible character is shown as its code point', () => {
  it('in every literal and every line of text', () => {
    for (const [char, shown] of INVISIBLE) {
      expect(oneLineText(`a${char}b`)).toBe(`a${shown}b`);
      expect(literal(`a${char}b`)).toBe(`\` a${shown}b \``);
    }
    // Whitespace stays a space; a visible character, an accent or an emoji, is itself.
    expect(oneLineText('a\tb\r\nc\u00A0d é 😀')).toBe('a b c d é 😀');
  });

  it('a cut text keeps each escape and each character whole', () => {
    expect(oneLineText(`${'x'.repeat(8)}\u200B\u200B\u200B`, 10)).toBe(`${'x'.repeat(8)}<U+200B>…`);
    expect(oneLineText(`${'x'.repeat(8)}😀😀😀`, 10)).toBe(`${'x'.repeat(8)}😀…`);
  });
});

describe('a pull request naming folders with invisible characters', () => {
  const SHA = 'c0ffee'.padEnd(40, '0');
  let forgejo: ForgejoStandIn;
  let root: string;
  beforeAll(async () => {
    forgejo = await ForgejoStandIn.start();
    root = await mkdtemp(path.join(tmpdir(), 'skald-invisible-'));
  });
  afterAll(async () => {
    await forgejo.close();
    await rm(root, { recursive: true, force: true });
  });

  it('reaches the comment and the statuses through check, its report and the verdict with each character shown', async () => {
    // Every kind a folder name can hold (a file name is bytes of UTF-8 without NUL or "/": no lone surrogate).
    const named = INVISIBLE.filter(([char]) => char !== '\uD800');
    const folders = [`wea\u200Bther`, ...named.map(([char], index) => `demo${index}${char}x`)];
    const catalog = await writeCatalog(Object.fromEntries(folders.map((folder) => [folder, localConnector('weather')])), []);
    try {
      const { findings, connectorCount } = await checkCatalog({ catalogDir: catalog.dir });
      expect(findings.some((finding) => finding.message.includes('\u200B'))).toBe(true);
      const reportFile = path.join(root, 'check-report.json');
      await writeFile(reportFile, JSON.stringify({ findings, connectorCount } satisfies CheckReport));
      const pr = forgejo.addPullRequest();
      const client = new ForgejoClient({ apiUrl: forgejo.apiUrl, token: forgejo.token, repository: `${forgejo.owner}/${forgejo.repo}` });
      const verdict = await judgeChecks(
        {
          check: await readReport<CheckReport>(reportFile, 'check'),
          smoke: {},
          smokeNotRun: 'not run in this test',
          skipped: [],
          versionRuleIds: VERSION_RULE_IDS,
          context: { sha: SHA, pullRequest: pr },
        },
        client,
        { info: () => undefined, warning: () => undefined },
      );
      expect(verdict.state).toBe('failure');
      const posted = [
        forgejo.comments.find((comment) => comment.issue === pr)!.body,
        ...forgejo.statuses.map((status) => status.description),
      ];
      for (const [char, shown] of named) {
        for (const text of posted) expect(text.includes(char), `${shown} passed on as itself`).toBe(false);
        expect(posted[0], `${shown} is not shown`).toContain(shown);
      }
      expect(posted[0]).toContain('wea<U+200B>ther');
    } finally {
      await catalog.cleanup();
    }
  });
});
