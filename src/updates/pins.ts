// A connector's direct dependencies as it pins them: package.json's dependencies (exact versions; the lockfile holds
// the tree below them) and the manifest's `dependencies` for npm; requirements.txt's `name==version` lines and the
// manifest's `dependencies` for Python. Only these are proposed for update: the tree below moves with them.
import path from 'node:path';
import { type ConnectorFolder, isRegularFile, readNoFollow } from '../catalog/load.ts';
import { readNpmFiles, splitSpec } from '../catalog/npm-files.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { ecosystemOf } from '../smoke/connector-sandbox.ts';
import { type Ecosystem, isExactVersion, isPackageName, normalizePypiName } from './package-names.ts';

interface Pin {
  ecosystem: Ecosystem;
  name: string;
  version: string;
}

/** A dependency that cannot be proposed for update, and why (a range, not one version; a name outside the grammar). */
export interface Unpinned {
  ecosystem: Ecosystem;
  spec: string;
  why: string;
}

interface ConnectorPins {
  pins: Pin[];
  unpinned: Unpinned[];
}

/** A requirement line `name==version` (extras allowed, an environment marker after `;` ignored). */
const REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?\s*==\s*([^\s;]+)\s*(?:;.*)?$/;

export function connectorPins(connector: ConnectorFolder & { manifest: { data?: ConnectorManifest } }): ConnectorPins {
  const manifest = connector.manifest.data;
  const ecosystem = manifest ? ecosystemOf(manifest) : undefined;
  const found = new Map<string, Pin>();
  const unpinned: Unpinned[] = [];
  const add = (pin: Pin, spec: string) => {
    if (!isPackageName(pin.ecosystem, pin.name))
      return unpinned.push({ ecosystem: pin.ecosystem, spec, why: 'the name is not a package name of its registry' });
    if (!isExactVersion(pin.ecosystem, pin.version))
      return unpinned.push({ ecosystem: pin.ecosystem, spec, why: 'not pinned to one exact version' });
    const key = `${pin.ecosystem}:${pin.ecosystem === 'pypi' ? normalizePypiName(pin.name) : pin.name}`;
    if (!found.has(key)) found.set(key, pin);
  };
  for (const [name, version] of Object.entries(readNpmFiles(connector).packageJson?.dependencies ?? {}))
    add({ ecosystem: 'npm', name, version: String(version) }, `${name}@${String(version)}`);
  for (const line of requirementLines(connector)) {
    const match = REQUIREMENT.exec(line);
    if (match) add({ ecosystem: 'pypi', name: match[1]!, version: match[2]! }, line);
    else unpinned.push({ ecosystem: 'pypi', spec: line, why: 'requirements.txt does not pin it as name==version' });
  }
  for (const spec of manifest?.dependencies ?? []) {
    if (ecosystem === 'python') {
      const match = REQUIREMENT.exec(spec);
      if (match) add({ ecosystem: 'pypi', name: match[1]!, version: match[2]! }, spec);
      else unpinned.push({ ecosystem: 'pypi', spec, why: 'dependencies does not pin it as name==version' });
    } else if (ecosystem === 'node') {
      const split = splitSpec(spec);
      if (split) add({ ecosystem: 'npm', ...split }, spec);
      else unpinned.push({ ecosystem: 'npm', spec, why: 'dependencies does not pin it as name@version' });
    }
  }
  return { pins: [...found.values()], unpinned };
}

function requirementLines(connector: ConnectorFolder): string[] {
  if (!isRegularFile(connector.files, 'requirements.txt')) return [];
  return readNoFollow(path.join(connector.dir, 'requirements.txt'))
    .toString('utf8')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('-'));
}
