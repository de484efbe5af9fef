// Dependencies come from the registry by name and version: each non-registry form, in package.json and in a
// lockfile's `resolved`, is recognised as its own form (one rule id each); registry tarballs and ranges are not.
import { describe, expect, it } from 'vitest';
import { npmSpecForm } from '../../src/rules/static/registry-dependencies.ts';

describe('npm dependency forms', () => {
  it.each([
    ['file:../helper', 'file'],
    ['../helper', 'file'],
    ['link:../helper', 'link'],
    ['git+ssh://git@example.com/helper.git', 'git'],
    ['github:someone/helper', 'git'],
    ['someone/helper#main', 'git'],
    ['https://example.com/helper.tgz', 'tarball'],
    ['http://127.0.0.1:8080/helper-1.0.0.tgz', 'tarball'],
    ['^1.2.3', undefined],
    ['1.2.3', undefined],
    ['npm:other@1.2.3', undefined],
  ])('package.json %s', (spec, form) => expect(npmSpecForm(spec)).toBe(form));

  it.each([
    ['https://registry.npmjs.org/@scope/name/-/name-1.2.3.tgz', undefined],
    ['https://registry.npmjs.org/name/-/name-1.2.3.tgz', undefined],
    ['file:../helper', 'file'],
    ['git+https://example.com/helper.git#abc', 'git'],
    ['https://example.com/helper.tgz', 'tarball'],
  ])('lockfile resolved %s', (resolved, form) => expect(npmSpecForm(resolved, true)).toBe(form));
});
