// A connector's bill of materials: connectors/<id>/sbom.cdx.json, CycloneDX JSON, committed beside the lockfile it
// describes (so compile stays offline and deterministic) and shipped like any file of the connector: listed with its
// sha256 in connectors.json, which the release key signs, and served as data. For npm it is what `npm sbom` writes
// from package-lock.json alone (no network, no package code); for Python it is read from the wheels the sandbox's
// install fetched (their METADATA: name, version, license). The `sbom` rule keeps it current; `dependency-license`
// holds every package it lists to the license policy.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SetupError } from '../findings/errors.ts';
import { parseLimitedJson } from '../json/limits.ts';
import { launchRuntime } from './commands.ts';
import { type ConnectorFolder, isRegularFile, readNoFollow } from './load.ts';
import type { ConnectorManifest } from './schemas.ts';

export const SBOM_FILE = 'sbom.cdx.json';
const CYCLONEDX = { $schema: 'http://cyclonedx.org/schema/bom-1.5.schema.json', bomFormat: 'CycloneDX', specVersion: '1.5' };

/** The command that writes a connector's bill of materials, as every message about a missing or stale one names it. */
export function sbomCommand(connectorId: string): string {
  return `npm run sbom -- ${connectorId}`;
}

/** One package the connector carries: its ecosystem, name, version, and each license as declared (SPDX id, expression or name). */
export interface SbomPackage {
  ecosystem: 'npm' | 'pypi';
  name: string;
  version: string;
  licenses: string[];
}

export type SbomRead = { packages: SbomPackage[] } | { problem: string; missing?: true };

/** Reads and checks a connector's bill of materials, a regular file of its folder (never through a link). */
export function readSbom(folder: Pick<ConnectorFolder, 'dir' | 'files'>): SbomRead {
  if (!isRegularFile(folder.files, SBOM_FILE)) return { problem: `the folder has no ${SBOM_FILE} (a regular file)`, missing: true };
  let data: Record<string, unknown>;
  try {
    data = parseLimitedJson(readNoFollow(path.join(folder.dir, SBOM_FILE)).toString('utf8')) as Record<string, unknown>;
  } catch (error) {
    return { problem: `${SBOM_FILE} cannot be read as JSON (${(error as Error).message})` };
  }
  if (data?.bomFormat !== 'CycloneDX' || typeof data.specVersion !== 'string' || !Array.isArray(data.components))
    return { problem: `${SBOM_FILE} is not a CycloneDX document (bomFormat, specVersion, components[])` };
  const packages: SbomPackage[] = [];
  for (const [index, entry] of (data.components as unknown[]).entries()) {
    const component = (entry ?? {}) as Record<string, unknown>;
    const ecosystem = /^pkg:(npm|pypi)\//.exec(String(component.purl ?? ''))?.[1] as SbomPackage['ecosystem'] | undefined;
    if (!ecosystem || typeof component.name !== 'string' || typeof component.version !== 'string')
      return { problem: `${SBOM_FILE}: components[${index}] has no name, version and npm or PyPI purl` };
    packages.push({ ecosystem, name: component.name, version: component.version, licenses: licensesOf(component.licenses) });
  }
  return { packages };
}

/** CycloneDX's licenses[]: `{license: {id}}`, `{license: {name}}` or `{expression}`, each as its text. */
function licensesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Record<string, unknown>) => {
    if (typeof entry?.expression === 'string') return [entry.expression];
    const license = (entry?.license ?? {}) as Record<string, unknown>;
    const text = typeof license.id === 'string' ? license.id : typeof license.name === 'string' ? license.name : undefined;
    return text ? [text] : [];
  });
}

const REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?\s*==\s*([^\s;]+)/;

/** The `name==version` pins of a Python connector: requirements.txt's lines, and the manifest's `dependencies` when it runs on Python. */
export function pythonRequirementPins(
  folder: Pick<ConnectorFolder, 'dir' | 'files'>,
  manifest: ConnectorManifest,
): Array<{ name: string; version: string }> {
  const runtime = launchRuntime(manifest);
  const python = runtime ? runtime === 'PYTHON' : manifest.requires.includes('PYTHON') && !manifest.requires.includes('NODE');
  const lines = isRegularFile(folder.files, 'requirements.txt')
    ? readNoFollow(path.join(folder.dir, 'requirements.txt')).toString('utf8').split('\n')
    : [];
  return [...lines, ...(python ? (manifest.dependencies ?? []) : [])].flatMap((line) => {
    const match = REQUIREMENT.exec(line.trim());
    return match ? [{ name: match[1]!, version: match[2]! }] : [];
  });
}

/** What npm installs from a lockfile: every package entry but the root, by the name it installs as and its version. */
export function lockfilePackages(lock: unknown): Array<{ name: string; version: string }> {
  const packages = ((lock ?? {}) as { packages?: Record<string, { name?: unknown; version?: unknown; link?: unknown }> }).packages ?? {};
  return Object.entries(packages).flatMap(([where, entry]) => {
    const name = typeof entry?.name === 'string' ? entry.name : /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(where)?.[1];
    return where && name && typeof entry?.version === 'string' && entry.link !== true ? [{ name, version: entry.version }] : [];
  });
}

function lockfileLicenses(lock: { packages?: Record<string, Record<string, unknown>> }): Array<[string, string]> {
  return Object.entries(lock.packages ?? {}).flatMap(([where, entry]) => {
    const name = typeof entry.name === 'string' ? entry.name : /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(where)?.[1];
    return where && name && typeof entry.license === 'string'
      ? [[`${name}@${String(entry.version)}`, entry.license] as [string, string]]
      : [];
  });
}

/**
 * The bill of materials of an npm connector, made by `npm sbom` from package-lock.json alone (`--package-lock-only`,
 * offline) in a scratch folder, then made reproducible: no serial number, time or tool version, and the connector
 * itself as the described component, without a version (a bump does not make it stale).
 */
export async function npmSbom(connectorId: string, packageJson: string, packageLock: string): Promise<string> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'skald-sbom-'));
  try {
    // npm sbom needs a version on the root package to name it; the placeholder is replaced below.
    const manifest = { ...(JSON.parse(packageJson) as Record<string, unknown>), version: '0.0.0' };
    const lock = JSON.parse(packageLock) as { version?: string; packages?: Record<string, Record<string, unknown>> };
    const root = lock.packages?.[''];
    await writeFile(path.join(scratch, 'package.json'), JSON.stringify(manifest));
    await writeFile(
      path.join(scratch, 'package-lock.json'),
      JSON.stringify({ ...lock, version: '0.0.0', packages: { ...lock.packages, '': { ...root, version: '0.0.0' } } }),
    );
    let stdout: string;
    try {
      ({ stdout } = await promisify(execFile)(
        'npm',
        ['sbom', '--sbom-format', 'cyclonedx', '--sbom-type', 'application', '--package-lock-only', '--offline', '--loglevel=error'],
        { cwd: scratch, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      ));
    } catch (error) {
      const said = String((error as { stderr?: string }).stderr ?? (error as Error).message)
        .trim()
        .split('\n')
        .slice(0, 3)
        .join(' ');
      throw new SetupError(`npm sbom could not describe ${connectorId}'s package-lock.json: ${said}`);
    }
    const bom = JSON.parse(stdout) as {
      metadata?: { component?: { 'bom-ref'?: string } };
      components?: Array<Record<string, unknown>>;
      dependencies?: Array<{ ref: string; dependsOn?: string[] }>;
    };
    const rootRef = bom.metadata?.component?.['bom-ref'];
    const dependencies = (bom.dependencies ?? []).map((entry) => (entry.ref === rootRef ? { ...entry, ref: connectorId } : entry));
    // npm sbom leaves out a declared license that is no SPDX id ("Apache2", a URL); the lockfile keeps it, and so do we, by name.
    const declared = new Map(lockfileLicenses(lock));
    const components = (bom.components ?? []).map((component) => {
      const license = declared.get(`${String(component.name)}@${String(component.version)}`);
      return component.licenses || !license ? component : { ...component, licenses: [{ license: { name: license } }] };
    });
    return sbomText(connectorId, components, dependencies);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The one form every bill of materials is written in: CycloneDX 1.5, the connector as the application described. */
export function sbomText(connectorId: string, components: unknown[], dependencies?: unknown[]): string {
  const document = {
    ...CYCLONEDX,
    version: 1,
    metadata: { component: { 'bom-ref': connectorId, type: 'application', name: connectorId } },
    components,
    ...(dependencies ? { dependencies } : {}),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
