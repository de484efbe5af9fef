// The targets a connector may run on: Debian suites, as data (targets.json). Their Node and Python versions are read
// from each built base (image labels, see base-image.ts); target-versions.json records the last ones read, for what
// runs offline: compile and the static rules.
import semver from 'semver';
import { UsageError } from '../findings/errors.ts';
import { nearest } from '../findings/nearest.ts';
import recordedVersions from './target-versions.json' with { type: 'json' };
import targetList from './targets.json' with { type: 'json' };

export interface Target {
  /** What `--target` takes and the index names. */
  id: string;
  /** The Debian suite its base is bootstrapped from. */
  suite: string;
  /** The Debian release number ("13"): what a person knows the target as. */
  debian: string;
}

export interface RuntimeVersions {
  node: string;
  python: string;
}

export type TargetRuntime = Target & RuntimeVersions;

/** A connector's `min_runtime`: the oldest Node and Python it runs on. */
interface MinRuntime {
  node?: string;
  python?: string;
}

/** Every target, oldest first. */
export const TARGETS: readonly Target[] = targetList.targets;

/** The file `npm run targets -- --record` writes, from the repository's top. */
export const RECORDED_VERSIONS_FILE = 'src/sandbox/target-versions.json';

const RECORDED: Record<string, RuntimeVersions | string> = recordedVersions;

/** Each target with the versions last read from its base: what compile and the static rules resolve declarations against. */
export function recordedTargets(): TargetRuntime[] {
  return TARGETS.map((target) => {
    const versions = RECORDED[target.id];
    if (typeof versions !== 'object')
      throw new Error(`${RECORDED_VERSIONS_FILE} has no versions for the target ${target.id}: run npm run targets -- --record`);
    return { ...target, ...versions };
  });
}

/** The targets a `--target` value (or action input) names: one id, or `all` (the default). */
export function chooseTargets(choice: string | undefined, name = '--target'): Target[] {
  if (!choice || choice === 'all') return [...TARGETS];
  const target = TARGETS.find((candidate) => candidate.id === choice);
  if (target) return [target];
  const ids = TARGETS.map((candidate) => candidate.id);
  const guess = nearest(choice, [...ids, 'all']);
  throw new UsageError(`${name} must be ${[...ids, 'all'].join(', ')}, not "${choice}"${guess ? ` (did you mean ${guess}?)` : ''}`);
}

const RUNTIME_WORDS = { node: 'Node', python: 'Python' } as const;

/**
 * Why a target's runtime does not meet a declaration ("needs Node 20; bookworm has Node 18.20.4"), or undefined when
 * it does. No declaration is met everywhere.
 */
export function unmetBy(declared: MinRuntime | undefined, target: Target & RuntimeVersions): string | undefined {
  const missing = (['node', 'python'] as const).filter((runtime) => {
    const minimum = declared?.[runtime];
    return minimum !== undefined && !atLeast(target[runtime], minimum);
  });
  if (!missing.length) return undefined;
  const needs = missing.map((runtime) => `${RUNTIME_WORDS[runtime]} ${declared![runtime]}`).join(' and ');
  const has = missing.map((runtime) => `${RUNTIME_WORDS[runtime]} ${target[runtime]}`).join(' and ');
  return `needs ${needs}; ${target.id} (Debian ${target.debian}) has ${has}`;
}

/** Whether `version` (as a base reports it) is at least `minimum` (MAJOR[.MINOR[.PATCH]]). */
function atLeast(version: string, minimum: string): boolean {
  const have = semver.coerce(version);
  const want = semver.coerce(minimum);
  return have !== null && want !== null && semver.gte(have, want);
}
