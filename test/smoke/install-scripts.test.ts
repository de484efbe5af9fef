// The two install phases' scripts, as text: the fetch runs no package code and never looks at the connector's folder;
// the build's failure names the package and the script npm was running.
import { describe, expect, it } from 'vitest';
import { DependencyError } from '../../src/install/dependencies.ts';
import { buildScript, describeBuildFailure, fetchScript, registryOf } from '../../src/install/phases.ts';
import { CONNECTOR_MOUNT } from '../../src/sandbox/container.ts';

const npmPlan = { requirementsFile: false, python: [], node: ['a@1.0.0'], lockfile: true };
const pipPlan = { requirementsFile: true, python: ['b==2'], node: [], lockfile: false };
const registry = new URL('https://registry.npmjs.org/');

describe('the fetch phase', () => {
  it('installs with no scripts and wheels only, from the manifests written into its own folder', () => {
    const manifests = { packageJson: '{"dependencies":{"a":"1.0.0"}}', packageLock: '{}', requirements: 'b==2\n' };
    for (const script of [fetchScript(npmPlan, manifests, registry), fetchScript(pipPlan, manifests, registry)]) {
      expect(script).not.toContain(CONNECTOR_MOUNT);
    }
    const npm = fetchScript(npmPlan, manifests, registry);
    expect(npm).toContain('npm ci --ignore-scripts');
    expect(npm).toContain('npm install --global --ignore-scripts');
    expect(npm).toContain(Buffer.from(manifests.packageLock).toString('base64'));
    expect(fetchScript(pipPlan, manifests, new URL('https://pypi.org/simple/'))).toContain('--only-binary=:all:');
  });

  it('gives pip and npm every manifest or package value after --, as a package, never as an option', () => {
    const manifests = { packageJson: undefined, packageLock: undefined, requirements: undefined };
    const pip = fetchScript(
      { ...pipPlan, requirementsFile: false, python: ['--index-url=https://example.com/simple'] },
      manifests,
      registry,
    );
    expect(pip).toContain('--target /deps/python -- --index-url=https://example.com/simple');
    const npm = fetchScript({ ...npmPlan, lockfile: false, node: ['--registry=https://example.com/'] }, manifests, registry);
    expect(npm).toContain('--loglevel=error -- --registry=https://example.com/');
  });

  it('reaches one registry: the runner’s npm registry or pip index, never both', () => {
    expect(registryOf(npmPlan, { npm_config_registry: 'https://npm.example.test/' }).href).toBe('https://npm.example.test/');
    expect(registryOf(pipPlan, {}).href).toBe('https://pypi.org/simple/');
    expect(() => registryOf({ ...npmPlan, python: ['b==2'] }, {})).toThrow(DependencyError);
  });
});

describe('the build phase', () => {
  it('runs the skipped scripts with npm rebuild: a required package must build, an optional one is left out when it fails', () => {
    const packageLock = JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': { name: 'fixture', hasInstallScript: true },
        'node_modules/ssh2': { version: '1.17.0', hasInstallScript: true },
        'node_modules/cpu-features': { version: '0.0.10', hasInstallScript: true, optional: true },
        'node_modules/a/node_modules/@scope/native': { version: '1.0.0', hasInstallScript: true, optional: true },
        'node_modules/plain': { version: '1.0.0' },
        'node_modules/../../etc': { version: '1.0.0', hasInstallScript: true },
      },
    });
    const script = buildScript(npmPlan, { packageLock });
    expect(script).toContain('npm rebuild --foreground-scripts --no-audit --no-fund ssh2\n');
    expect(script).toContain(
      "npm rebuild --foreground-scripts --no-audit --no-fund cpu-features || { echo 'optional package cpu-features: its install script failed, so it is left out, as npm ci leaves it out' >&2; rm -rf node_modules/cpu-features; }",
    );
    expect(script).toContain('rm -rf node_modules/a/node_modules/@scope/native;');
    expect(script).toContain('npm run --foreground-scripts --if-present postinstall');
    expect(script).not.toMatch(/plain|etc/);
    expect(buildScript(npmPlan, { packageLock: JSON.stringify({ packages: { '': { name: 'fixture' } } }) })).not.toContain('npm run');
  });

  it('names the package and the script that failed, with what the script said', () => {
    const output = [
      '> ok@1.0.0 postinstall',
      '> node ok.js',
      '',
      '> bad@2.1.0 install',
      '> node-gyp rebuild',
      'gyp ERR! connect ENETUNREACH',
      'npm ERR! code 1',
      'npm ERR! path /deps/npm/lib/node_modules/bad',
    ].join('\n');
    const error = describeBuildFailure(output, npmPlan);
    expect(error.source).toBe('package-lock.json');
    expect(error.message).toContain('the install script of the npm package "bad" (2.1.0) failed');
    expect(error.message).toContain('gyp ERR! connect ENETUNREACH');
  });
});
