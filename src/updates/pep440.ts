// PEP 440 public versions, as pip orders them: the release segment, then pre-releases (a < b < rc), post-releases and
// development releases. Local versions (`+local`) are not public and are refused.

const PEP440 =
  /^v?(\d+(?:\.\d+)*)(?:[-_.]?(a|alpha|b|beta|c|rc|pre|preview)[-_.]?(\d*))?(?:-(\d+)|[-_.]?(?:post|rev|r)[-_.]?(\d*))?(?:[-_.]?dev[-_.]?(\d*))?$/i;

interface Parsed {
  release: number[];
  pre?: [number, number];
  post?: number;
  dev?: number;
}

const PRE_RANK: Record<string, number> = { a: 0, alpha: 0, b: 1, beta: 1, c: 2, rc: 2, pre: 2, preview: 2 };

function parse(version: string): Parsed | undefined {
  const match = PEP440.exec(version.trim());
  if (!match) return undefined;
  const [, release, preLabel, preNumber, implicitPost, post, dev] = match;
  const postText = implicitPost ?? post;
  return {
    release: release!.split('.').map(Number),
    ...(preLabel ? { pre: [PRE_RANK[preLabel.toLowerCase()]!, Number(preNumber || 0)] as [number, number] } : {}),
    ...(postText !== undefined ? { post: Number(postText || 0) } : {}),
    ...(dev !== undefined ? { dev: Number(dev || 0) } : {}),
  };
}

export function isPep440(version: string): boolean {
  return parse(version) !== undefined;
}

export function isPep440Prerelease(version: string): boolean {
  const parsed = parse(version);
  return parsed !== undefined && (parsed.pre !== undefined || parsed.dev !== undefined);
}

/** Negative, zero or positive as `a` sorts before, with or after `b`; an unparsable version sorts first. */
export function comparePep440(a: string, b: string): number {
  const [left, right] = [parse(a), parse(b)];
  if (!left || !right) return left ? 1 : right ? -1 : 0;
  const length = Math.max(left.release.length, right.release.length);
  for (let index = 0; index < length; index++) {
    const difference = (left.release[index] ?? 0) - (right.release[index] ?? 0);
    if (difference) return difference;
  }
  return compareKeys(sortKey(left), sortKey(right));
}

/** The rest of packaging's ordering: a dev-only release before any pre-release, a final after them, then post and dev. */
function sortKey(version: Parsed): number[] {
  const pre = version.pre ?? (version.post === undefined && version.dev !== undefined ? [-1, 0] : [Number.POSITIVE_INFINITY, 0]);
  return [...pre, version.post ?? -1, version.dev ?? Number.POSITIVE_INFINITY];
}

function compareKeys(left: number[], right: number[]): number {
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return left[index]! < right[index]! ? -1 : 1;
  return 0;
}
