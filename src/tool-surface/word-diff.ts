const MAX_WORDS = 2000;

/**
 * A word diff of two texts, `[-removed-]{+added+}` around what changed and the rest as it was: how a changed
 * description reads in a finding, a PR comment or an issue. Texts longer than MAX_WORDS words are shown whole.
 */
export function wordDiff(before: string, after: string): string {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) return `[-${before}-]{+${after}+}`;
  // Longest common subsequence of words, filled from the end so the walk below goes forward.
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const out: string[] = [];
  const removed: string[] = [];
  const added: string[] = [];
  const flush = () => {
    if (removed.length) out.push(`[-${removed.join(' ')}-]`);
    if (added.length) out.push(`{+${added.join(' ')}+}`);
    removed.length = 0;
    added.length = 0;
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      out.push(a[i]!);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  flush();
  return out.join(' ');
}
