// Node ends a crash with a "Node.js v18.20.4" footer, Python starts one with "Traceback (most recent call last):".
const CRASH_FOOTER = /^Node\.js v\d/;
const EXCEPTION_LINE = /^(?:[\w.]*(?:Error|Exception)\b|Traceback \(most recent call last\))/;

/**
 * The line of a crashed server's stderr that names its error: Node's `TypeError: …` (not its footer), Python's
 * `ValueError: …` (the last exception line, after the traceback); else the last line that is not a footer.
 */
export function exceptionLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !CRASH_FOOTER.test(line));
  const exceptions = lines.filter((line) => EXCEPTION_LINE.test(line) && !line.startsWith('Traceback'));
  const python = lines.some((line) => line.startsWith('Traceback'));
  return ((python ? exceptions.at(-1) : exceptions[0]) ?? lines.at(-1) ?? '').trim();
}
