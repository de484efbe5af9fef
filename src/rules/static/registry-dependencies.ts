// Dependencies come from the package registry by name and version, nothing else: a file:, link:, git or tarball
// dependency (or a requirements.txt option, path or URL) reads what the layer's tag does not cover, or fetches from a
// host the install step must not reach. One rule per form, so each can be named in --only/--except.
import path from 'node:path';
import { isRegularFile } from '../../catalog/load.ts';
import type { Report } from '../../findings/finding.ts';
import { readNoFollow } from '../../system/hash.ts';
import type { ConnectorRule, Target, ValidConnector } from '../rule.ts';

type NpmForm = 'file' | 'link' | 'git' | 'tarball';

/** Which non-registry form an npm spec or a lockfile's `resolved` is, if any. */
export function npmSpecForm(spec: string, resolved = false): NpmForm | undefined {
  const text = spec.trim();
  if (/^file:/i.test(text) || (!resolved && /^(\.{0,2}\/|~\/)/.test(text))) return 'file';
  if (/^link:/i.test(text)) return 'link';
  if (/^(git(\+[a-z]+)?:|github:|gitlab:|bitbucket:|gist:)/i.test(text) || (!resolved && /^[\w.-]+\/[\w.-]+(#.*)?$/.test(text)))
    return 'git';
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^npm:/i.test(text)) {
    // A registry tarball (https://<registry>/<name>/-/<file>.tgz) is what npm writes for a registry package.
    if (resolved && /^https:\/\/[^/]+\/(@[^/]+\/)?[^/]+\/-\/[^/]+\.tgz$/.test(text)) return undefined;
    return 'tarball';
  }
  return undefined;
}

function* npmFindings(connector: ValidConnector, form: NpmForm): Generator<Report<Target>> {
  for (const [name, spec] of Object.entries(connector.npm.packageJson?.dependencies ?? {})) {
    if (typeof spec === 'string' && npmSpecForm(spec) === form)
      yield {
        at: { file: 'package.json' },
        message: `dependency "${name}" is a ${form} dependency ("${spec}"), not a registry package by name and version`,
        fix: `depend on a published version of ${name} (npm install ${name}@<version>) and commit package-lock.json`,
      };
  }
  const packages = (connector.npm.packageLock as { packages?: Record<string, { resolved?: unknown; link?: unknown }> } | undefined)
    ?.packages;
  for (const [where, entry] of Object.entries(packages ?? {})) {
    if (!where) continue;
    const found = entry.link === true ? 'link' : typeof entry.resolved === 'string' ? npmSpecForm(entry.resolved, true) : undefined;
    if (found === form)
      yield {
        at: { file: 'package-lock.json' },
        message: `"${where}" is resolved as a ${form} dependency, not from the registry`,
        fix: 'depend only on published packages, then run npm install --package-lock-only and commit package-lock.json',
      };
  }
}

function npmRule(form: NpmForm, example: string): ConnectorRule {
  return {
    id: `npm-dependency-${form}`,
    phase: 'connector',
    severity: 'error',
    description: `No ${form === 'tarball' ? 'tarball URL' : `\`${form}${form === 'git' ? '' : ':'}\``} dependency in package.json or in a lockfile's \`resolved\`: every package comes from the registry by name and version`,
    explain: { example, fix: 'depend on a published version of the package and commit package-lock.json' },
    check: (connector) => npmFindings(connector, form),
  };
}

const npmDependencyFile = npmRule(
  'file',
  'connectors/demo/package.json  error  dependency "helper" is a file dependency ("file:../helper"), not a registry package by name ' +
    'and version. Fix: depend on a published version of helper (npm install helper@<version>) and commit package-lock.json  [npm-dependency-file]',
);
const npmDependencyLink = npmRule(
  'link',
  'connectors/demo/package.json  error  dependency "helper" is a link dependency ("link:../helper"), not a registry package by name ' +
    'and version. Fix: depend on a published version of helper (npm install helper@<version>) and commit package-lock.json  [npm-dependency-link]',
);
const npmDependencyGit = npmRule(
  'git',
  'connectors/demo/package.json  error  dependency "helper" is a git dependency ("git+https://example.com/helper.git"), not a registry ' +
    'package by name and version. Fix: depend on a published version of helper (npm install helper@<version>) and commit ' +
    'package-lock.json  [npm-dependency-git]',
);
const npmDependencyTarball = npmRule(
  'tarball',
  'connectors/demo/package.json  error  dependency "helper" is a tarball dependency ("https://example.com/helper.tgz"), not a registry ' +
    'package by name and version. Fix: depend on a published version of helper (npm install helper@<version>) and commit ' +
    'package-lock.json  [npm-dependency-tarball]',
);

/** The requirement lines of requirements.txt (comments and blanks dropped), with their line numbers. */
function requirementLines(connector: ValidConnector): Array<{ line: number; text: string }> {
  if (!isRegularFile(connector.files, 'requirements.txt')) return [];
  return readNoFollow(path.join(connector.dir, 'requirements.txt'))
    .toString('utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text: text.replace(/(^|\s)#.*$/, '').trim() }))
    .filter((entry) => entry.text);
}

const requirementsOption: ConnectorRule = {
  id: 'requirements-option',
  phase: 'connector',
  severity: 'error',
  description:
    'requirements.txt holds requirements only: no option line (`-r`/`-c` another file, `-e` an editable path, `--index-url` another index)',
  explain: {
    example:
      'connectors/demo/requirements.txt  error  line 1: "-r other.txt" is a pip option, which reads another file or index than the ' +
      'layer covers. Fix: list each requirement by name and version (name==1.2.3) in requirements.txt itself  [requirements-option]',
    fix: 'list each requirement by name and version (name==1.2.3) in requirements.txt itself',
  },
  *check(connector) {
    for (const { line, text } of requirementLines(connector))
      if (text.startsWith('-'))
        yield {
          at: { file: 'requirements.txt' },
          message: `line ${line}: "${text.slice(0, 80)}" is a pip option, which reads another file or index than the layer covers`,
          fix: 'list each requirement by name and version (name==1.2.3) in requirements.txt itself',
        };
  },
};

const requirementsPath: ConnectorRule = {
  id: 'requirements-path',
  phase: 'connector',
  severity: 'error',
  description: 'requirements.txt names packages of the index by name and version: no path, no URL (`pkg @ https://…`, `./wheel.whl`)',
  explain: {
    example:
      'connectors/demo/requirements.txt  error  line 1: "./vendor/helper.whl" is a path or URL, not a package of the index. Fix: ' +
      'require a published release by name and version (name==1.2.3)  [requirements-path]',
    fix: 'require a published release by name and version (name==1.2.3)',
  },
  *check(connector) {
    for (const { line, text } of requirementLines(connector))
      if (!text.startsWith('-') && /(^[./~]|[/\\]|:\/\/|\s@\s|^[a-z+]+:)/i.test(text))
        yield {
          at: { file: 'requirements.txt' },
          message: `line ${line}: "${text.slice(0, 80)}" is a path or URL, not a package of the index`,
          fix: 'require a published release by name and version (name==1.2.3)',
        };
  },
};

/** A PEP 508 requirement by name: the name, extras, and version specifiers; no URL, path or marker. */
const PYTHON_REQUIREMENT =
  /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?(?:\[[A-Za-z0-9._-]+(?:\s*,\s*[A-Za-z0-9._-]+)*\])?(?:\s*(?:===|==|~=|!=|<=|>=|<|>)\s*[A-Za-z0-9.*+!_-]+(?:\s*,\s*(?:===|==|~=|!=|<=|>=|<|>)\s*[A-Za-z0-9.*+!_-]+)*)?$/;
/** An npm registry package: [@scope/]name, then an optional version or range (no URL, path, git or alias). */
const NPM_SPEC = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*(?:@[A-Za-z0-9.^~<>=|*+ -]+)?$/;

const dependencySpec: ConnectorRule = {
  id: 'dependency-spec',
  phase: 'connector',
  severity: 'error',
  description:
    "Each entry of connector.json's `dependencies` is a package of the registry by name and version, in pip's or npm's " +
    'grammar (`name==1.2.3`, `@scope/name@1.2.3`): never an option such as `--index-url=…`, a path or a URL',
  explain: {
    example:
      'connectors/demo/connector.json:24:5  error  dependencies[0]: "--index-url=https://example.com/simple" is not a package by ' +
      'name and version: it would reach pip or npm as an option or a path. Fix: list packages only, as name==1.2.3 (Python) or ' +
      'name@1.2.3 (npm)  [dependency-spec]',
    fix: 'list packages only, as name==1.2.3 (Python) or name@1.2.3 (npm)',
  },
  *check({ manifestData: manifest }) {
    for (const [index, entry] of (manifest.dependencies ?? []).entries())
      if (!PYTHON_REQUIREMENT.test(entry) && !NPM_SPEC.test(entry))
        yield {
          at: { manifest: 'connector', field: ['dependencies', index] },
          message: `"${entry.slice(0, 80)}" is not a package by name and version: it would reach pip or npm as an option or a path`,
          fix: 'list packages only, as name==1.2.3 (Python) or name@1.2.3 (npm)',
        };
  },
};

export const REGISTRY_DEPENDENCY_RULES: readonly ConnectorRule[] = [
  npmDependencyFile,
  npmDependencyLink,
  npmDependencyGit,
  npmDependencyTarball,
  requirementsOption,
  requirementsPath,
  dependencySpec,
];
