// One list of encoders for the canary leak check and for masking: a secret printed in any listed form is found
// (secret-leak, by name, never by value) and masked, inside a longer text and at every byte offset of a base64 blob.

import { describe, expect, it } from 'vitest';
import { judgeSmoke } from '../../src/phases/smoke.ts';
import { leakedSecrets, maskSecrets } from '../../src/secrets/canary.ts';
import { SECRET_ENCODERS } from '../../src/secrets/forms.ts';

const KEY = 'sk-live "key"/+?&=91';
const bytes = Buffer.from(KEY);

/** The key as a hostile verify would print it, one entry per listed encoding. */
const PRINTED: Record<string, string> = {
  raw: KEY,
  'URL-encoded': encodeURIComponent(KEY),
  'form-encoded': new URLSearchParams({ k: KEY }).toString(),
  'JSON-escaped': JSON.stringify({ k: KEY }),
  base64: bytes.toString('base64'),
  'base64, no padding': bytes.toString('base64').replace(/=+$/, ''),
  'base64 at offset 1': Buffer.concat([Buffer.from('x'), bytes, Buffer.from('tail')]).toString('base64'),
  'base64 at offset 2': Buffer.concat([Buffer.from('xy'), bytes]).toString('base64'),
  'base64url at offset 1': Buffer.concat([Buffer.from('?'), bytes]).toString('base64url'),
  'base64url padded': bytes.toString('base64url').padEnd(Math.ceil(bytes.length / 3) * 4, '='),
  hex: bytes.toString('hex'),
  HEX: bytes.toString('hex').toUpperCase(),
  reversed: [...KEY].reverse().join(''),
};

describe('secret forms', () => {
  it('lists raw, URL-encoded, JSON-escaped, base64, base64url, hex and reversed', () => {
    expect(SECRET_ENCODERS.map((encoder) => encoder.name)).toEqual([
      'raw',
      'URL-encoded',
      'JSON-escaped',
      'base64',
      'base64url',
      'hex',
      'reversed',
    ]);
  });

  it.each(Object.entries(PRINTED))('finds and masks the key printed %s', (_form, printed) => {
    const text = `{"ok": false, "message": "debug ${printed} end"}`;
    expect(leakedSecrets(text, [{ name: 'X-API-Key', value: KEY }])).toEqual(['X-API-Key']);
    const masked = maskSecrets(text, [KEY]);
    expect(masked).toContain('***');
    expect(leakedSecrets(masked, [{ name: 'X-API-Key', value: KEY }])).toEqual([]);
  });

  it('fails the canary check (secret-leak) for a verify that prints a canary in each form', async () => {
    for (const [form, printed] of Object.entries(PRINTED)) {
      const findings = await judgeSmoke({
        connector: { connectorId: 'demo', manifestFile: 'connectors/demo/connector.json', serverFile: 'server.py', manifestTools: [] },
        secrets: [{ name: 'API_TOKEN', value: KEY }],
        verify: {
          timeoutSecs: 15,
          timedOut: false,
          killedEarly: false,
          exitCode: 1,
          output: `{"ok": false, "message": "${printed}"}\n`,
          parsed: { ok: false, message: printed },
        },
      });
      expect(
        findings.map((finding) => finding.ruleId),
        form,
      ).toContain('secret-leak');
      expect(JSON.stringify(findings), form).not.toContain(KEY);
    }
  });

  it('leaves unrelated text alone', () => {
    expect(leakedSecrets('nothing here: c2stbGl2', [{ name: 'K', value: KEY }])).toEqual([]);
    expect(maskSecrets('plain text', [KEY])).toBe('plain text');
  });
});
