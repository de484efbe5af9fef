// The one way a value from the catalog or a connector (an id, a folder name, a manifest value, a message, a
// server's tool text) enters Markdown the pipeline posts: as a code span on one line. Inside a code span
// nothing is Markdown or HTML, and Forgejo's post-processing (mentions, #123 and commit references, bare
// URLs) skips code, so the value can become no heading, list, table, link, image, mention or tag. The fence
// is one backtick longer than any run of backticks in the value, so the value cannot close it.
// Links in a report are the pipeline's own, built from validated repository paths and the commit (below).

import { KEBAB_CASE } from '../catalog/schemas.ts';

// Longer values are cut: a report is read, not archived (the run's log has everything).
const LITERAL_LIMIT = 300;

/**
 * What a reader cannot see, or sees as something else: controls (but the whitespace that becomes a space), format
 * characters (zero-width, bidi, tag characters, the BOM, the soft hyphen), line and paragraph separators, every
 * default-ignorable code point (variation selectors, Hangul fillers, the combining grapheme joiner), the braille
 * blank, lone surrogates and noncharacters.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\p{Cs}\u2800]/gu;
/** One character of shown text: an escape made here, kept whole when the text is cut, or any one code point. */
const SHOWN_CHARACTER = /<U\+[0-9A-F]{4,6}>|[\s\S]/gu;

/** How an invisible character is shown: its code point, as `<U+200B>`. */
function escaped(char: string): string {
  return `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** The value on one line, every invisible character shown as its code point, cut to a readable length. */
export function oneLineText(value: string, limit = LITERAL_LIMIT): string {
  const flat = value
    .replace(/[\t\n\v\f\r]+/g, ' ')
    .replace(INVISIBLE, escaped)
    .replace(/\s+/g, ' ')
    .trim();
  const shown = flat.match(SHOWN_CHARACTER) ?? [];
  return shown.length > limit ? `${shown.slice(0, limit - 1).join('')}…` : flat;
}

/** Any untrusted value as inert Markdown: a one-line code span whose fence the value cannot close. */
export function literal(value: string): string {
  const text = oneLineText(value);
  if (!text) return '(empty)';
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A space on each side: CommonMark strips exactly one from each end, so a value starting or ending in ` stays whole.
  return `${fence} ${text} ${fence}`;
}

/**
 * An untrusted value in a cell of a GFM table: a literal whose pipes are escaped, since a table splits its
 * cells at every unescaped pipe before it reads code spans (a split span would let the rest become Markdown).
 */
export function tableCell(value: string): string {
  return literal(value).replaceAll('|', '\\|');
}

/** A connector folder: its id when it is one; otherwise said to be no valid id, with its name escaped as JSON. */
export function folderLiteral(folder: string): string {
  return KEBAB_CASE.test(folder) ? literal(folder) : `${literal(JSON.stringify(folder))} (not a valid connector id)`;
}

/** The same for plain text that Forgejo shows as text (a status description): one line, a non-id folder as JSON. */
export function folderText(folder: string): string {
  return KEBAB_CASE.test(folder) ? folder : JSON.stringify(oneLineText(folder, 60));
}

/** Where links to files of the repository point: the web UI's base, and the commit they are read at. */
export interface SourceLinks {
  /** `https://forgejo.example/owner/name` (GITHUB_SERVER_URL + GITHUB_REPOSITORY). */
  repositoryUrl: string;
  /** The full commit sha the findings were made on. */
  commit: string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * A link to a line of a file at the commit, or nothing when the path or sha is not plainly safe: every segment
 * is letters, digits, `.`, `_`, `-` (never `.` or `..`), the sha is hex, the base is an http(s) URL.
 */
export function sourceLink(links: SourceLinks | undefined, file: string, line?: number): string | undefined {
  if (!links || !/^[0-9a-f]{40,64}$/.test(links.commit)) return undefined;
  let base: URL;
  try {
    base = new URL(links.repositoryUrl);
  } catch {
    return undefined;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
  const segments = file.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..')) return undefined;
  const anchor = line && Number.isInteger(line) && line > 0 ? `#L${line}` : '';
  return `${base.href.replace(/\/+$/, '')}/src/commit/${links.commit}/${segments.join('/')}${anchor}`;
}
