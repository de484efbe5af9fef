// pip's and npm's own words, turned into the one package a maintainer must fix.
import type { DependencyPlan } from './dependencies.ts';

export class DependencyError extends Error {
  constructor(
    /** The file or manifest field at fault. */
    readonly source: string,
    message: string,
    readonly fix?: string,
  ) {
    super(message);
  }
}

/** Names the package that could not be installed, from pip's or npm's own words. */
export function describeInstallFailure(output: string, plan: DependencyPlan): DependencyError {
  const pip =
    /No matching distribution found for ([^\s]+)/.exec(output) ??
    /Could not find a version that satisfies the requirement ([^\s]+)/.exec(output);
  if (pip) {
    return new DependencyError(
      plan.requirementsFile ? 'requirements.txt' : 'dependencies',
      `the Python package "${pip[1]}" could not be installed ` +
        "(pip found no wheel of it for this target's Python: no such package or version, wheels for other Python versions " +
        'only, a package published only as source, which the install never builds, or a package index unreachable from this ' +
        'runner)',
      "pin a version that has a wheel for each target's Python (cp311, cp313), declare min_runtime.python if it needs a newer " +
        'one, or use only the standard library or a Debian python3-* package the sandbox provides',
    );
  }
  const npm =
    /'([^']+)' is not in (?:this|the npm) registry/.exec(output) ??
    /No matching version found for ([^\s]+?)\.?\s/.exec(output) ??
    /404 Not Found - GET \S+\/(\S+?) /.exec(output);
  if (npm) {
    return new DependencyError(
      'package.json',
      `the npm package "${decodeURIComponent(npm[1]!)}" could not be installed (the registry has no such package or version)`,
      'pin a published version',
    );
  }
  const section = output.includes('--- npm install') ? 'npm install' : output.includes('--- npm ci') ? 'npm ci' : 'pip install';
  const tail = outputTail(output);
  const source = section === 'npm ci' ? 'package-lock.json' : section === 'npm install' ? 'package.json' : 'requirements.txt';
  return new DependencyError(source, `${section} failed: ${tail}`);
}

/** The last three non-empty lines of an install's output, on one line. */
export function outputTail(output: string): string {
  return output
    .trim()
    .split('\n')
    .filter((line) => line.trim())
    .slice(-3)
    .join(' / ');
}
