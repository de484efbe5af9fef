// The grammars every name and version from a registry passes before the update code keeps it, and the orders it
// proposes by: PEP 440 as pip sorts, and which releases an update may move a pin to.
import { describe, expect, it } from 'vitest';
import { updateCandidates } from '../../src/updates/outdated.ts';
import { isExactVersion, isPackageName, registryPage } from '../../src/updates/package-names.ts';
import { comparePep440, isPep440Prerelease } from '../../src/updates/pep440.ts';

describe('PEP 440', () => {
  it('orders as pip does: dev, pre-releases, the release, post-releases; trailing zeros do not count', () => {
    const sorted = ['1.0.dev1', '1.0a1', '1.0a2.dev1', '1.0a2', '1.0b1', '1.0rc1', '1.0', '1.0.post1', '1.0.1', '1.1'];
    expect([...sorted].reverse().sort(comparePep440)).toEqual(sorted);
    expect(comparePep440('1.0', '1.0.0')).toBe(0);
    expect(comparePep440('2.0', '10.0')).toBeLessThan(0);
    expect(isPep440Prerelease('2.0.0rc1')).toBe(true);
    expect(isPep440Prerelease('2.0.0.post1')).toBe(false);
  });
});

describe('names and versions from a registry', () => {
  it('keeps only what its ecosystem allows', () => {
    expect(isPackageName('npm', '@scope/name.js')).toBe(true);
    for (const hostile of ['Name', '@scope/../x', 'a b', '[x](javascript:alert(1))', '<img>', '@a/b/c', '`x`'])
      expect(isPackageName('npm', hostile), hostile).toBe(false);
    expect(isPackageName('pypi', 'Fixture_Words.2')).toBe(true);
    expect(isPackageName('pypi', '-x')).toBe(false);
    expect(isExactVersion('npm', '1.2.3-rc.1')).toBe(true);
    for (const range of ['^1.2.3', 'v1.2.3', '1.2', 'latest', '1.2.3 || 2']) expect(isExactVersion('npm', range), range).toBe(false);
    expect(isExactVersion('pypi', '1.0.post1')).toBe(true);
    expect(isExactVersion('pypi', '1.0+local')).toBe(false);
  });

  it("links a package's page on the public registries, and the registry's own document elsewhere", () => {
    expect(registryPage('npm', new URL('https://registry.npmjs.org/'), '@scope/x', '1.0.0')).toBe(
      'https://www.npmjs.com/package/@scope/x/v/1.0.0',
    );
    expect(registryPage('npm', new URL('https://npm.example.test/npm/'), '@scope/x', '1.0.0')).toBe(
      'https://npm.example.test/npm/@scope%2fx',
    );
    expect(registryPage('pypi', new URL('https://pypi.org/simple/'), 'Fixture_Words', '1.1')).toBe(
      'https://pypi.org/project/fixture-words/1.1/',
    );
  });
});

describe('the release an update moves to', () => {
  const releases = (...versions: string[]) => versions.map((version) => ({ version }));
  it('is above the pin, no pre-release unless the pin is one, not deprecated, not above latest', () => {
    const found = {
      releases: [
        ...releases('1.0.0', '1.0.1', '1.1.0-rc.1'),
        { version: '1.1.0', deprecated: true as const },
        ...releases('1.2.0', '2.0.0'),
      ],
      latest: '1.2.0',
    };
    expect(updateCandidates('npm', '1.0.0', found).map((release) => release.version)).toEqual(['1.0.1', '1.2.0']);
    expect(updateCandidates('npm', '1.1.0-beta.2', found).map((release) => release.version)).toEqual(['1.1.0-rc.1', '1.2.0']);
    expect(updateCandidates('npm', '2.0.0', found)).toEqual([]);
    expect(
      updateCandidates('pypi', '1.0', { releases: releases('0.9', '1.0', '1.1rc1', '1.1') }).map((release) => release.version),
    ).toEqual(['1.1']);
  });
});
