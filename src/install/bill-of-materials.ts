// Writing a connector's bill of materials (src/catalog/sbom.ts): an npm one from its lockfile; a Python one from what
// the sandbox's install fetched (wheels only, no package code run), read back from the dependency layer. Each installed
// distribution's METADATA gives its name, version and license: PEP 639's License-Expression, else a License field that
// is an SPDX id or expression, else its License classifiers.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConnectorFolder } from '../catalog/load.ts';
import { lockfilePackages, npmSbom, pythonRequirementPins, SBOM_FILE, sbomText } from '../catalog/sbom.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { ensureBaseImage } from '../sandbox/base-image.ts';
import { newRunId } from '../sandbox/container.ts';
import { docker, lastLine, sweepRun } from '../sandbox/docker.ts';
import { TARGETS } from '../sandbox/targets.ts';
import { ensureDependencyImage, planDependencies, planIsEmpty } from './dependencies.ts';

const SEPARATOR = '--- skald: METADATA ---';

/** The trove classifiers whose license has one SPDX id; any other is kept by its name. */
const CLASSIFIER_IDS: Record<string, string> = {
  'MIT License': 'MIT',
  'ISC License (ISCL)': 'ISC',
  'Apache Software License': 'Apache-2.0',
  'Python Software Foundation License': 'PSF-2.0',
  'Mozilla Public License 2.0 (MPL 2.0)': 'MPL-2.0',
  'The Unlicense (Unlicense)': 'Unlicense',
  'Zero-Clause BSD (0BSD)': '0BSD',
};
const SPDX_EXPRESSION = /^[A-Za-z0-9.+-]+(?:\s+(?:AND|OR|WITH)\s+\(?[A-Za-z0-9.+-]+\)?)*$/;

/** A CycloneDX component from one METADATA text; undefined when it names no distribution. */
function metadataComponent(text: string): Record<string, unknown> | undefined {
  const headers = text
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);
  const field = (name: string) =>
    headers.filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`)).map((line) => line.slice(name.length + 1).trim());
  const [name] = field('Name');
  const [version] = field('Version');
  if (!name || !version) return undefined;
  const expression = field('License-Expression')[0] ?? field('License').find((value) => value.length <= 80 && SPDX_EXPRESSION.test(value));
  const classifiers = field('Classifier')
    .filter((value) => value.startsWith('License :: '))
    .map((value) => value.split(' :: ').at(-1)!);
  const licenses = expression
    ? [/\s/.test(expression) ? { expression } : { license: { id: expression } }]
    : classifiers.map((classifier) =>
        CLASSIFIER_IDS[classifier] ? { license: { id: CLASSIFIER_IDS[classifier] } } : { license: { name: classifier } },
      );
  const project = name.toLowerCase().replace(/[-_.]+/g, '-');
  return {
    'bom-ref': `${project}@${version}`,
    type: 'library',
    name,
    version,
    purl: `pkg:pypi/${project}@${version}`,
    ...(licenses.length ? { licenses } : {}),
  };
}

/**
 * The bill of materials of a Python connector: its dependency layer (the sandbox's two-phase install, reused when
 * built already) and the METADATA of every distribution in it, read by a container that runs nothing but sh and cat.
 */
interface SbomOptions {
  log?: (line: string) => void;
  /** The network the install's egress proxy joins to reach the index (see DependencyImageOptions). */
  egressNetwork?: string;
}

/** Reading the installed distributions' metadata out of a dependency layer: one short container on a loaded engine. */
const READ_METADATA_TIMEOUT_MS = 120_000;

async function pythonSbom(folder: ConnectorFolder, manifest: ConnectorManifest, options: SbomOptions = {}): Promise<string> {
  const plan = await planDependencies(folder.dir, manifest.dependencies ?? [], 'python');
  if (planIsEmpty(plan)) return sbomText(folder.folder, []);
  const runId = newRunId();
  try {
    // The oldest target: the one a connector that declares no min_runtime must run on.
    const target = TARGETS[0]!;
    const baseImage = await ensureBaseImage({ target, log: options.log });
    const { image } = await ensureDependencyImage({
      baseImage,
      target: target.id,
      plan,
      connectorId: folder.folder,
      runId,
      egressNetwork: options.egressNetwork,
    });
    const script = `for file in /deps/python/*.dist-info/METADATA; do [ -e "$file" ] || continue; echo '${SEPARATOR}'; cat "$file"; done`;
    const read = await docker(['run', '--rm', '--pull', 'never', '--network', 'none', '--entrypoint', '/bin/sh', image, '-c', script], {
      timeoutMs: READ_METADATA_TIMEOUT_MS,
    });
    if (read.code !== 0) throw new Error(`reading the installed distributions of ${folder.folder} failed: ${lastLine(read.stderr)}`);
    const components = read.stdout
      .split(`${SEPARATOR}\n`)
      .map(metadataComponent)
      .filter((component) => component !== undefined)
      .sort((a, b) => (String(a['bom-ref']) < String(b['bom-ref']) ? -1 : 1));
    return sbomText(folder.folder, components);
  } finally {
    await sweepRun(runId);
  }
}

/**
 * Writes a connector's bill of materials when it installs packages (an npm lockfile, or pinned Python requirements);
 * undefined when it installs none. `npm run sbom` and the update job (after moving a pin) call it.
 */
export async function writeSbom(connector: ConnectorFolder, options: SbomOptions = {}): Promise<{ changed: boolean } | undefined> {
  const read = (name: string) => readFile(path.join(connector.dir, name), 'utf8').catch(() => undefined);
  const [packageJson, packageLock] = await Promise.all([read('package.json'), read('package-lock.json')]);
  const manifest = connector.manifest.data;
  let text: string | undefined;
  if (packageJson && packageLock && lockfilePackages(JSON.parse(packageLock)).length)
    text = await npmSbom(connector.folder, packageJson, packageLock);
  else if (manifest && pythonRequirementPins(connector, manifest).length) text = await pythonSbom(connector, manifest, options);
  if (text === undefined) return undefined;
  const changed = (await read(SBOM_FILE)) !== text;
  if (changed) await writeFile(path.join(connector.dir, SBOM_FILE), text);
  return { changed };
}
