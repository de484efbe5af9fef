// What `npm run outdated` reports and what the update job proposes from: for each connector, each pinned direct
// dependency with the newer releases its registry has (with their dates), the one an update would move it to, and the
// advisories that name the pinned version (npm's advisory data; none is read for Python).
import type { Catalog } from '../catalog/load.ts';
import { mapLimit } from '../system/map-limit.ts';
import { RegistryError } from './http.ts';
import { type Advisory, names, npmAdvisories, npmReleases, type PackageReleases, type Release } from './npm-registry.ts';
import { compareVersions, type Ecosystem, isPrerelease } from './package-names.ts';
import { connectorPins, type Unpinned } from './pins.ts';
import { pypiReleases } from './python-index.ts';

export interface DependencyStatus {
  ecosystem: Ecosystem;
  name: string;
  pinned: string;
  /** Newer releases an update may move to, oldest first: above the pin, not deprecated, no pre-release unless the pin is one, none above npm's `latest`. */
  newer: Release[];
  /** The newest of them: what an update proposes. */
  target?: string;
  /** Advisories that name the pinned version. */
  advisories: Advisory[];
  /** Of those, the ones that still name the target: an update that does not fix them says so. */
  stillAffected: string[];
  /** Why the registry could not tell (unreachable, no such package); the other fields are then empty. */
  problem?: string;
}

export interface ConnectorOutdated {
  id: string;
  dependencies: DependencyStatus[];
  unpinned: Unpinned[];
}

export interface Registries {
  npm: URL;
  pypi: URL;
}

export interface OutdatedReport {
  registries: { npm: string; pypi: string };
  /** Why advisories could not be read for some packages (the registry has no audit endpoint, or failed). */
  advisoryProblems: string[];
  connectors: ConnectorOutdated[];
}

export const isOutdated = (dependency: DependencyStatus) => dependency.target !== undefined;

/** The report over the given connectors of a loaded catalog (all of them when `ids` is empty), in the catalog's order. */
export async function findOutdated(catalog: Catalog, ids: readonly string[], registries: Registries): Promise<OutdatedReport> {
  const wanted = new Set(ids);
  const connectors = catalog.connectors
    .filter((connector) => wanted.size === 0 || wanted.has(connector.folder))
    .map((connector) => ({ id: connector.folder, ...connectorPins(connector) }))
    .filter((connector) => connector.pins.length > 0 || connector.unpinned.length > 0);
  const packages = new Map<string, { ecosystem: Ecosystem; name: string }>();
  for (const { pins } of connectors) for (const pin of pins) packages.set(`${pin.ecosystem}:${pin.name}`, pin);
  const lookups = new Map<string, PackageReleases | string>();
  await mapLimit([...packages], 4, async ([key, { ecosystem, name }]) => {
    try {
      const found = ecosystem === 'npm' ? await npmReleases(registries.npm, name) : await pypiReleases(registries.pypi, name);
      lookups.set(key, found ?? `the registry has no package ${name}`);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      lookups.set(key, error.message);
    }
  });
  const statuses = connectors.map((connector) => ({
    id: connector.id,
    unpinned: connector.unpinned,
    dependencies: connector.pins.map((pin): DependencyStatus => {
      const found = lookups.get(`${pin.ecosystem}:${pin.name}`)!;
      const base = { ecosystem: pin.ecosystem, name: pin.name, pinned: pin.version, advisories: [], stillAffected: [] };
      if (typeof found === 'string') return { ...base, newer: [], problem: found };
      const newer = updateCandidates(pin.ecosystem, pin.version, found);
      return { ...base, newer, ...(newer.length ? { target: newer.at(-1)!.version } : {}) };
    }),
  }));
  const advisoryProblems = await addAdvisories(statuses, registries.npm);
  return { registries: { npm: registries.npm.href, pypi: registries.pypi.href }, advisoryProblems, connectors: statuses };
}

/** The releases an update may move a pin to (see DependencyStatus.newer). */
export function updateCandidates(ecosystem: Ecosystem, pinned: string, found: PackageReleases): Release[] {
  const allowPre = isPrerelease(ecosystem, pinned);
  return found.releases.filter(
    (release) =>
      compareVersions(ecosystem, release.version, pinned) > 0 &&
      !release.deprecated &&
      (allowPre || !isPrerelease(ecosystem, release.version)) &&
      (found.latest === undefined || compareVersions(ecosystem, release.version, found.latest) <= 0),
  );
}

/** One bulk request for every npm pin and target; a registry without the endpoint is a note, not a failure. */
async function addAdvisories(connectors: ConnectorOutdated[], registry: URL): Promise<string[]> {
  const asked: Record<string, string[]> = {};
  const npm = connectors.flatMap((connector) => connector.dependencies).filter((dependency) => dependency.ecosystem === 'npm');
  for (const dependency of npm.filter((candidate) => !candidate.problem)) {
    const versions = new Set([...(asked[dependency.name] ?? []), dependency.pinned, ...(dependency.target ? [dependency.target] : [])]);
    asked[dependency.name] = [...versions];
  }
  let found: Map<string, Advisory[]> | undefined;
  try {
    found = await npmAdvisories(registry, asked);
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    return [error.message];
  }
  if (!found) return [`${registry.host} has no advisory endpoint: advisories were not checked`];
  for (const dependency of npm) {
    const advisories = (found.get(dependency.name) ?? []).filter((advisory) => names(advisory, dependency.pinned));
    dependency.advisories = advisories;
    const target = dependency.target;
    dependency.stillAffected = target ? advisories.filter((advisory) => names(advisory, target)).map((advisory) => advisory.id) : [];
  }
  return [];
}
