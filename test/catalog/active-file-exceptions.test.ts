// An active file type stays in a connector folder only when src/rules/static/active-file-exceptions.json declares it, for that
// connector and that path, with a reason. The shipped list is empty, so the declaration is mocked here; the rule,
// the lookup and the whole check are the real ones.
import { describe, expect, it, vi } from 'vitest';
import { checkCatalog } from '../../src/phases/check.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

vi.mock('../../src/rules/static/active-file-exceptions.json', () => ({
  default: {
    $comment: 'test declarations',
    demo: { 'docs/help.html': 'the upstream server serves this page to its OAuth consent screen', 'blank.html': '  ' },
  },
}));

async function activeFileFindings(folder: string, names: string[]): Promise<[string, string | undefined][]> {
  const connector = localConnector(folder);
  for (const name of names) connector.files[name] = '<p>hello</p>';
  const catalog = await writeCatalog({ [folder]: connector });
  try {
    const { findings } = await checkCatalog({ catalogDir: catalog.dir, except: ['index-stale'] });
    return findings.map((finding) => [finding.ruleId, finding.file.split(`/${folder}/`)[1]]);
  } finally {
    await catalog.cleanup();
  }
}

describe('active-files exceptions are data with a reason', () => {
  it('a file declared for its connector with a reason is clean', async () => {
    expect(await activeFileFindings('demo', ['docs/help.html'])).toEqual([]);
  });

  it('an undeclared file, a declaration without a reason, or another connector declaring it are findings', async () => {
    expect(await activeFileFindings('demo', ['help.html', 'blank.html'])).toEqual([
      ['active-files', 'blank.html'],
      ['active-files', 'help.html'],
    ]);
    expect(await activeFileFindings('other', ['docs/help.html'])).toEqual([['active-files', 'docs/help.html']]);
  });
});
