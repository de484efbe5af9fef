import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SECRETS, authorizedUser, type GoogleFake, OWN_ADDRESS, startGoogleFake } from './google-fake.ts';
import { type ConnectedServer, call, connect, parseVerifyOutput, runScript } from './harness.ts';

const LINK = (id: string) => `https://drive.google.com/file/d/${id}/view?usp=drivesdk`;

describe('drive connector (Google token endpoint and Drive API fake on loopback)', () => {
  let fake: GoogleFake;
  let server: ConnectedServer;
  let noScope: ConnectedServer;
  let missing: ConnectedServer;

  beforeAll(async () => {
    fake = await startGoogleFake();
    [server, noScope, missing] = await Promise.all([
      connect('drive', { ...fake.env, DRIVE_CREDS_JSON: authorizedUser('good') }),
      connect('drive', { ...fake.env, DRIVE_CREDS_JSON: authorizedUser('noScope') }),
      connect('drive', fake.env),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), noScope?.close(), missing?.close()]);
    await fake?.upstream.close();
    for (const connected of [server, noScope, missing]) {
      for (const secret of ALL_SECRETS) expect(connected.stderr()).not.toContain(secret);
      expect(connected.protocolErrors).toEqual([]);
    }
  });

  const lastRequest = () => fake.upstream.requests.at(-1)!;

  it('searches by name, type and folder, newest first, with a correctly escaped query', async () => {
    const { text, isError } = await call(server, 'search_files', { name: "Ana's", type: 'document', folder_id: '1FakeFolderProjects00' });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        '1 file:',
        `1. Q1 plan (Ana's draft) — id 1FakeDocPlan000000001 · Google Doc · modified 2026-11-28 16:20 UTC · owner Me Myself`,
        `   ${LINK('1FakeDocPlan000000001')}`,
      ].join('\n'),
    );
    const query = lastRequest().query;
    expect(query.get('q')).toBe(
      "trashed = false and name contains 'Ana\\'s' and mimeType = 'application/vnd.google-apps.document' and '1FakeFolderProjects00' in parents",
    );
    expect([query.get('orderBy'), query.get('supportsAllDrives'), query.get('includeItemsFromAllDrives')]).toEqual([
      'folder,modifiedTime desc',
      'true',
      'true',
    ]);
    expect(query.get('fields')).toMatch(/^nextPageToken,incompleteSearch,files\(id,name,mimeType,size,/);
    // Full-text search cannot be sorted by Drive: no orderBy then.
    const fullText = await call(server, 'search_files', { query: 'catalog' });
    expect(fullText.text).toContain('1. Q1 plan');
    expect(lastRequest().query.get('orderBy')).toBeNull();
    const root = await call(server, 'search_files', { folder_id: 'root', max_results: 2 });
    expect(root.text).toMatch(/^2 files:\n1\. Projects — id 1FakeFolderProjects00 · folder/);
    expect(root.text).toContain('More files: call search_files again with page_token "~!!~AI9FV7Tfake".');
    expect(await call(server, 'search_files', { name: 'no such file' })).toEqual({ isError: false, text: 'No files match.' });
  });

  it('reads Google Docs and Sheets through export, text files as they are, in windows; binaries are described', async () => {
    const doc = await call(server, 'read_file', { file_id: '1FakeDocPlan000000001' });
    expect(doc.text).toBe(
      `Q1 plan (Ana's draft) — id 1FakeDocPlan000000001 · Google Doc · modified 2026-11-28 16:20 UTC · owner Me Myself\n   ${LINK('1FakeDocPlan000000001')}\n\nQ1 plan\nShip the catalog.\n`,
    );
    expect([lastRequest().path, lastRequest().query.get('mimeType')]).toEqual([
      '/drive/v3/files/1FakeDocPlan000000001/export',
      'text/plain',
    ]);
    const sheet = await call(server, 'read_file', { file_id: '1FakeSheetBudget00001' });
    expect(sheet.text).toContain('Google Sheet (first sheet, as CSV)');
    expect(sheet.text).toContain('\n\nitem,cost\nservers,120\n');
    expect(lastRequest().query.get('mimeType')).toBe('text/csv');
    const notes = await call(server, 'read_file', { file_id: '1FakeTextNotes000001', max_chars: 500 });
    expect(notes.text).toMatch(/^notes\.md — id 1FakeTextNotes000001 · text\/markdown · 1\.2 KB · /);
    expect(notes.text).toMatch(
      /\n\n# Notes\nlong line of notes\. [\s\S]{400,}\n\n\[characters 0–500 of 1,209; call read_file again with start=500 for the rest\]$/,
    );
    expect(lastRequest().query.get('alt')).toBe('media');
    const rest = await call(server, 'read_file', { file_id: '1FakeTextNotes000001', start: 1000, max_chars: 500 });
    expect(rest.text).toMatch(/\[characters 1,000–1,209 of 1,209\]$/);
    const pdf = await call(server, 'read_file', { file_id: '1FakePdfScan00000001' });
    expect(pdf.text).toMatch(/This is a binary file \(application\/pdf\); its content cannot be shown as text\. Open it with the link\.$/);
    const folder = await call(server, 'read_file', { file_id: '1FakeFolderProjects00' });
    expect(folder.text).toMatch(/This is a folder: list it with search_files and folder_id 1FakeFolderProjects00\.$/);
    expect(await call(server, 'read_file', { file_id: '1FakeGone0000000000' })).toEqual({
      isError: true,
      text: 'No file with id 1FakeGone0000000000 (or it is not shared with you) (Google Drive answered HTTP 404: File not found: 1FakeGone0000000000.).',
    });
  });

  it('uploads text and bytes as a multipart upload, converts to a Google Doc, and creates folders', async () => {
    const folder = await call(server, 'create_folder', { name: 'Reports', parent_id: '1FakeFolderProjects00' });
    expect(folder.isError).toBe(false);
    const folderId = /id (1FakeFolder\w+)/.exec(folder.text)![1]!;
    expect(folder.text).toMatch(/^Created folder:\nReports — id 1FakeFolder\w+ · folder · modified 2026-12-01 12:00 UTC/);
    expect(fake.state.files.get(folderId)).toMatchObject({
      mimeType: 'application/vnd.google-apps.folder',
      parents: ['1FakeFolderProjects00'],
    });

    const text = await call(server, 'upload_file', {
      name: 'summary.md',
      content: '# Summary\nAll good ✓\n',
      mime_type: 'text/markdown',
      folder_id: folderId,
    });
    expect(text.text).toMatch(/^Uploaded 23 B:\nsummary\.md — id 1FakeUpload\w+ · text\/markdown · 23 B · /);
    const upload = lastRequest();
    expect([upload.method, upload.path, upload.query.get('uploadType')]).toEqual(['POST', '/upload/drive/v3/files', 'multipart']);
    expect(upload.headers['content-type']).toMatch(/^multipart\/related; boundary=skald-[0-9a-f]{32}$/);
    const textId = /id (1FakeUpload\w+)/.exec(text.text)![1]!;
    expect(fake.state.files.get(textId)!.content.toString('utf8')).toBe('# Summary\nAll good ✓\n');
    expect(fake.state.files.get(textId)!.parents).toEqual([folderId]);

    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a]);
    const binary = await call(server, 'upload_file', {
      name: 'pixel.png',
      content_base64: bytes.toString('base64'),
      mime_type: 'image/png',
    });
    const binaryId = /id (1FakeUpload\w+)/.exec(binary.text)![1]!;
    expect(fake.state.files.get(binaryId)!.content.equals(bytes)).toBe(true);

    const converted = await call(server, 'upload_file', { name: 'Minutes', content: 'Decisions: none', convert: true });
    expect(converted.text).toMatch(/· Google Doc ·/);
    expect((await call(server, 'upload_file', { name: 'x.bin', content_base64: 'AAAA', convert: true })).text).toBe(
      'application/octet-stream cannot be converted; convert works for text/plain, text/html, text/markdown, text/csv.',
    );
    expect((await call(server, 'upload_file', { name: 'x' })).text).toBe('Give exactly one of content (text) or content_base64 (bytes).');
    expect((await call(server, 'upload_file', { name: 'x', content_base64: 'not base64!' })).text).toBe(
      'content_base64 is not valid base64.',
    );
    expect((await call(server, 'create_folder', { name: 'Lost', parent_id: '1FakeNoSuchFolder00' })).text).toBe(
      'No folder with id 1FakeNoSuchFolder00 (Google Drive answered HTTP 404: File not found: 1FakeNoSuchFolder00.).',
    );
  });

  it('reports a missing sign-in, a missing scope and a rate limit as tool errors', async () => {
    expect((await call(missing, 'search_files', {})).text).toMatch(/^Google Drive is not signed in: DRIVE_CREDS_JSON is empty\./);
    expect((await call(noScope, 'upload_file', { name: 'a.txt', content: 'a' })).text).toMatch(
      /^The Google Drive sign-in does not include the permission this needs \(HTTP 403, insufficient scope\).*Sign in again on the Connectors page/,
    );
    fake.upstream.queue.push({
      status: 429,
      headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() },
      json: { error: { code: 429, message: 'Rate Limit Exceeded', errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded' }] } },
    });
    expect((await call(server, 'search_files', {})).text).toMatch(
      /^Google Drive is rate-limiting requests \(HTTP 429\): Rate Limit Exceeded\. Wait (29|30|31) s and try again\.$/,
    );
  });

  it('marks which tools change the drive', async () => {
    const { tools } = await missing.client.listTools();
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint, tool.annotations?.destructiveHint])).toEqual([
      ['search_files', true, false],
      ['read_file', true, false],
      ['upload_file', false, false],
      ['create_folder', false, false],
    ]);
  });

  it('verify: ok with a working sign-in, exit 1 without one', async () => {
    const good = await runScript('drive', 'verify.py', { ...fake.env, DRIVE_CREDS_JSON: authorizedUser('expired') });
    expect(parseVerifyOutput(good.stdout)).toEqual({
      ok: true,
      message: 'Signed in: the Drive API accepts the Google Drive sign-in.',
      details: { api: 'Drive API', account: OWN_ADDRESS },
    });
    expect(good.code).toBe(0);
    const bad = await runScript('drive', 'verify.py', { ...fake.env, DRIVE_CREDS_JSON: authorizedUser('noScope') });
    expect(parseVerifyOutput(bad.stdout)).toMatchObject({ ok: false, message: expect.stringMatching(/insufficient scope/) });
    expect(bad.code).toBe(1);
    for (const run of [good, bad]) for (const secret of ALL_SECRETS) expect(run.stdout + run.stderr).not.toContain(secret);
  });
});
