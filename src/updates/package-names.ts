// What a registry says is untrusted text. Every package name and version the update code keeps, prints or writes into
// a pull request goes through these grammars first: a name or version that does not match is dropped with a note, never
// shown. Versions are ordered by their ecosystem's own rules (semver for npm, PEP 440 for Python).
import semver from 'semver';
import { comparePep440, isPep440, isPep440Prerelease } from './pep440.ts';

export type Ecosystem = 'npm' | 'pypi';

/** npm's rules for a new package name: lower case, URL-safe, an optional @scope/, at most 214 characters. */
const NPM_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** PEP 508's distribution name. */
const PYPI_NAME = /^(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9])$/;

export function isPackageName(ecosystem: Ecosystem, name: string): boolean {
  return ecosystem === 'npm' ? name.length <= 214 && NPM_NAME.test(name) : name.length <= 200 && PYPI_NAME.test(name);
}

/** An exact version of the ecosystem's grammar: a semver version (no range, no `v`), or a PEP 440 public version. */
export function isExactVersion(ecosystem: Ecosystem, version: string): boolean {
  if (version.length > 64) return false;
  return ecosystem === 'npm' ? semver.valid(version) === version : isPep440(version);
}

export function compareVersions(ecosystem: Ecosystem, a: string, b: string): number {
  return ecosystem === 'npm' ? semver.compare(a, b) : comparePep440(a, b);
}

export function isPrerelease(ecosystem: Ecosystem, version: string): boolean {
  return ecosystem === 'npm' ? semver.prerelease(version) !== null : isPep440Prerelease(version);
}

/** PEP 503's normalized name: what the simple index is keyed by, and how two spellings of one project compare. */
export function normalizePypiName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** The package's page for a person, on the public registries; on any other registry its metadata document. */
export function registryPage(ecosystem: Ecosystem, registry: URL, name: string, version: string): string {
  if (ecosystem === 'npm')
    return registry.hostname === 'registry.npmjs.org'
      ? `https://www.npmjs.com/package/${name}/v/${version}`
      : new URL(name.replace('/', '%2f'), registry).href;
  return registry.hostname === 'pypi.org'
    ? `https://pypi.org/project/${normalizePypiName(name)}/${version}/`
    : new URL(`${normalizePypiName(name)}/`, registry).href;
}
