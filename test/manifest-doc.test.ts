import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderManifestReference } from '../src/catalog/manifest-doc.ts';

describe('docs/manifest.md, the field reference', () => {
  const doc = renderManifestReference();

  it('is what the schemas render (run `npm run docs:manifest` when this fails)', () => {
    expect(readFileSync('docs/manifest.md', 'utf8') === doc, 'docs/manifest.md is stale: run npm run docs:manifest').toBe(true);
  });

  it('lists every field of both manifests with whether it is required, and says where we are stricter than the guide', () => {
    expect(doc).toMatch(/\| `tools\[\]\.display_name` \| string \(non-empty\) \| yes \|/);
    expect(doc).toMatch(/\| `auth\.type` \| `"api_key"` or `"oauth2"` or `"password"` or `"none"` or `"qr"` \| yes \|/);
    expect(doc).toMatch(/\| `homepage` \| string .*\| no \|/);
    expect(doc).toMatch(/\| `folder` \| string \(non-empty\) \| yes \|/);
    expect(doc).toMatch(/## Where the pipeline is stricter than the format guide\n\n- `tools`: the format guide leaves tools\[\] optional/);
  });
});
