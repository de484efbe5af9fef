// A secret's variable names exactly one connector and one placeholder: the catalog's ambiguous pair of the old form
// now reads two variables, and a catalog whose secrets would still share one is refused by the check.
import { describe, expect, it } from 'vitest';
import { checkCatalog } from '../../src/phases/check.ts';
import { ConnectorSecrets } from '../../src/secrets/connector-secrets.ts';
import { secretVariable } from '../../src/secrets/variable.ts';
import { remoteConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

describe('secret variables', () => {
  it('gives "ref" + KEYB_KEYB and "ref-keyb" + keyB different variables, and each connector only its own', () => {
    expect(secretVariable('ref', 'KEYB_KEYB')).toBe('SKALD_SECRET_REF__KEYB_KEYB');
    expect(secretVariable('ref-keyb', 'keyB')).toBe('SKALD_SECRET_REF_KEYB__KEYB');
    const secrets = ConnectorSecrets.from({ SKALD_SECRET_REF_KEYB__KEYB: 'second-key', SKALD_SECRET_REF_KEYB_KEYB: 'old-form' });
    expect(secrets.get('ref', 'KEYB_KEYB')).toBeUndefined();
    expect(secrets.get('ref-keyb', 'keyB')).toBe('second-key');
    expect(secrets.get('ref', '_x')).toBeUndefined();
  });

  it('refuses a catalog where two secrets read one variable, and accepts the old collision pair', async () => {
    const url = (name: string) => `https://api.example.com/mcp?key={SECRET:${name}}`;
    const tools = [{ name: 'echo', display_name: 'Echo' }];
    const catalog = await writeCatalog({
      ref: remoteConnector('ref', { url: url('KEYB_KEYB'), tools }),
      'ref-keyb': remoteConnector('ref-keyb', { url: url('keyB'), tools }),
      twice: remoteConnector('twice', { url: `${url('token')}&again={SECRET:TOKEN}`, tools }),
    });
    try {
      const findings = (await checkCatalog({ catalogDir: catalog.dir, only: ['secret-variable-unique'] })).findings;
      expect(findings.map((finding) => [finding.ruleId, finding.connector])).toEqual([['secret-variable-unique', 'twice']]);
      expect(findings[0]!.message).toContain('SKALD_SECRET_TWICE__TOKEN');
    } finally {
      await catalog.cleanup();
    }
  });
});
