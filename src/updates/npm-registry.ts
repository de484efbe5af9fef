// The npm registry as the update code reads it: a package's versions with their publication dates (its packument), and
// the advisories that name given versions, from the bulk endpoint `npm audit` posts to. Everything kept is validated:
// versions are semver, advisory ids GHSA ids (or npm's number), severities one of npm's words, ranges semver ranges.
import semver from 'semver';
import { oneLineText } from '../forgejo/markdown.ts';
import { registryJson } from './http.ts';

export interface Release {
  version: string;
  /** When the registry says it was published (ISO 8601), when it says so. */
  published?: string;
  deprecated?: true;
}

export interface PackageReleases {
  releases: Release[];
  /** The registry's `latest` dist-tag, when it is a valid version: nothing newer is proposed. */
  latest?: string;
}

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Advisory {
  /** `GHSA-xxxx-xxxx-xxxx` when the registry links one, else `npm-<number>`. */
  id: string;
  severity: Severity;
  /** The semver range of affected versions. */
  vulnerableVersions: string;
  /** The advisory's page on github.com, built from a validated GHSA id; absent otherwise. */
  url?: string;
  /** The registry's one-line title: shown on a maintainer's terminal, never written into a pull request. */
  title?: string;
}

const GHSA = /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/;

/** The path of a package's document on a registry: a scoped name keeps its @ and has its slash encoded. */
function packagePath(name: string): string {
  return name.replace('/', '%2f');
}

export async function npmReleases(registry: URL, name: string): Promise<PackageReleases | undefined> {
  const document = (await registryJson({
    what: `the npm registry's document of ${name}`,
    url: new URL(packagePath(name), registry),
    accept: 'application/json',
    absentOn: [404],
  })) as { versions?: unknown; time?: unknown; 'dist-tags'?: unknown } | undefined;
  if (!document) return undefined;
  const versions = record(document.versions);
  const times = record(document.time);
  const releases: Release[] = [];
  for (const [version, entry] of Object.entries(versions)) {
    if (semver.valid(version) !== version) continue;
    const published =
      typeof times[version] === 'string' && !Number.isNaN(Date.parse(times[version] as string)) ? times[version] : undefined;
    releases.push({
      version,
      ...(published ? { published: new Date(published as string).toISOString() } : {}),
      ...(typeof record(entry).deprecated === 'string' ? { deprecated: true as const } : {}),
    });
  }
  const latest = record(document['dist-tags']).latest;
  return {
    releases: releases.sort((a, b) => semver.compare(a.version, b.version)),
    ...(typeof latest === 'string' && semver.valid(latest) === latest ? { latest } : {}),
  };
}

/**
 * The advisories that name any of the given versions, per package, from `POST /-/npm/v1/security/advisories/bulk` (the
 * request `npm audit` makes). Undefined when the registry has no such endpoint (a mirror without audit).
 */
export async function npmAdvisories(registry: URL, versions: Record<string, string[]>): Promise<Map<string, Advisory[]> | undefined> {
  if (Object.keys(versions).length === 0) return new Map();
  const answer = await registryJson({
    what: "the npm registry's advisories",
    url: new URL('-/npm/v1/security/advisories/bulk', registry),
    accept: 'application/json',
    body: versions,
    absentOn: [404, 405, 501],
  });
  if (answer === undefined) return undefined;
  const found = new Map<string, Advisory[]>();
  for (const [name, entries] of Object.entries(record(answer))) {
    if (!Object.hasOwn(versions, name) || !Array.isArray(entries)) continue;
    const advisories = entries.map(advisoryOf).filter((advisory) => advisory !== undefined);
    if (advisories.length) found.set(name, advisories);
  }
  return found;
}

function advisoryOf(entry: unknown): Advisory | undefined {
  const fields = record(entry);
  const severity = SEVERITIES.find((candidate) => candidate === fields.severity);
  const range = typeof fields.vulnerable_versions === 'string' ? fields.vulnerable_versions : '';
  if (!severity || range.length > 200 || semver.validRange(range) === null) return undefined;
  const ghsa = typeof fields.url === 'string' ? GHSA.exec(fields.url)?.[0] : undefined;
  const number = typeof fields.id === 'number' && Number.isSafeInteger(fields.id) ? fields.id : undefined;
  if (!ghsa && number === undefined) return undefined;
  const title = typeof fields.title === 'string' ? oneLineText(fields.title, 120) : '';
  return {
    id: ghsa ?? `npm-${number}`,
    severity,
    vulnerableVersions: range,
    ...(ghsa ? { url: `https://github.com/advisories/${ghsa}` } : {}),
    ...(title ? { title } : {}),
  };
}

export function names(advisory: Advisory, version: string): boolean {
  return semver.satisfies(version, advisory.vulnerableVersions, { includePrerelease: true });
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
