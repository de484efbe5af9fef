// Test credentials look like real ones: a verify cannot tell the pull-request smoke (canaries) from the weekly probe
// (real keys) by a marker or a shape, so it cannot print its key only when the key is real.
import { describe, expect, it } from 'vitest';
import type { ConnectorManifest } from '../../src/catalog/schemas.ts';
import { canaryEnvironment, canaryValue } from '../../src/secrets/canary.ts';

/** The shape of a value: each letter and digit by its class, everything else as is. */
const shape = (value: string) => value.replace(/[a-z]/g, 'a').replace(/[A-Z]/g, 'A').replace(/[0-9]/g, '9');

describe('canaries', () => {
  it('take the shape of the declared example: length, classes, separators and the vendor prefix, and nothing else of it', () => {
    for (const example of [
      'tvly-dev-Ab3xY9kLmN0pQrStUvWx',
      'fc-0123456789abcdef0123456789abcdef',
      'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
    ]) {
      const canary = canaryValue(example);
      expect(shape(canary)).toBe(shape(example));
      expect(canary).not.toBe(example);
      expect(canaryValue(example)).not.toBe(canary);
    }
    expect(canaryValue('tvly-dev-Ab3xY9kLmN0pQrStUvWx')).toMatch(/^tvly-/);
  });

  it('without an example are 32 random letters and digits, with no fixed part', () => {
    const values = Array.from({ length: 20 }, () => canaryValue());
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9]{32}$/);
    for (let at = 0; at < 4; at++) expect(new Set(values.map((value) => value.slice(0, at + 1))).size).toBeGreaterThan(1);
  });

  it('fill a manifest with no word of ours: an env[] key from its example, the api_key, an OAuth authorized_user JSON', () => {
    const manifest = {
      env: [{ name: 'SEARCH_KEY', label: 'Key', description: 'Key', required: true, secret: true, example: 'tvly-0123abcdEFGH4567ijkl' }],
      auth: {
        type: 'oauth2',
        provider: 'google',
        scopes: ['s'],
        deliver: { as: 'env', env: 'GOOGLE_CREDENTIALS', format: 'google_authorized_user' },
      },
      mcp_config: {},
    } as unknown as ConnectorManifest;
    const { env, secrets } = canaryEnvironment(manifest);
    expect(shape(env.SEARCH_KEY!)).toBe(shape('tvly-0123abcdEFGH4567ijkl'));
    const google = JSON.parse(env.GOOGLE_CREDENTIALS!) as Record<string, string>;
    expect(google.client_id).toMatch(/^\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com$/);
    expect(google.client_secret).toMatch(/^GOCSPX-[A-Za-z0-9]{28}$/);
    expect(secrets.map((secret) => secret.name)).toEqual([
      'SEARCH_KEY',
      'GOOGLE_CREDENTIALS.client_secret',
      'GOOGLE_CREDENTIALS.refresh_token',
      'GOOGLE_CREDENTIALS.token',
    ]);
    expect(JSON.stringify(env)).not.toMatch(/skald|canary/i);
  });
});
