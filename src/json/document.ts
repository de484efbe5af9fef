import { findNodeAtLocation, type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { jsonLimitProblem } from './limits.ts';

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

export type JsonPath = ReadonlyArray<string | number>;

export interface Position {
  line: number;
  column: number;
}

/** Why a file could not be read as JSON, with the position of the first problem. */
interface JsonSyntaxProblem {
  message: string;
  position: Position;
}

/** A parsed JSON file that remembers where each value sits, so findings can name line and column. */
export class JsonDocument {
  // Built on first use: most documents are valid and never asked for a position.
  private located?: { tree: Node | undefined; lineStarts: number[] };

  private constructor(
    readonly file: string,
    readonly text: string,
    readonly value: unknown,
  ) {}

  private get tree(): Node | undefined {
    return this.locate().tree;
  }

  private get lineStarts(): number[] {
    return this.locate().lineStarts;
  }

  private locate(): { tree: Node | undefined; lineStarts: number[] } {
    this.located ??= { tree: parseTree(this.text, [], PARSE_OPTIONS), lineStarts: computeLineStarts(this.text) };
    return this.located;
  }

  static parse(file: string, bytes: Buffer): JsonDocument | JsonSyntaxProblem {
    if (bytes.length === 0) {
      return { message: 'the file is empty; it must hold one JSON value', position: { line: 1, column: 1 } };
    }
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
      return { message: 'the file starts with a byte order mark (BOM); save it as UTF-8 without BOM', position: { line: 1, column: 1 } };
    }
    let text: string;
    try {
      text = STRICT_UTF8.decode(bytes);
    } catch {
      const offset = firstInvalidUtf8Offset(bytes);
      const lineStarts = computeLineStarts(bytes.subarray(0, offset).toString('latin1'));
      return { message: 'the file is not valid UTF-8; save it as UTF-8', position: positionAt(lineStarts, offset) };
    }
    const tooBig = jsonLimitProblem(text);
    if (tooBig) return { message: `${tooBig}; the pipeline reads no JSON beyond that`, position: { line: 1, column: 1 } };
    try {
      return new JsonDocument(file, text, JSON.parse(text));
    } catch {
      // JSON.parse says little about where and why; jsonc-parser locates the first problem.
      const errors: ParseError[] = [];
      parseTree(text, errors, PARSE_OPTIONS);
      const first = errors[0];
      const lineStarts = computeLineStarts(text);
      if (first) return { message: describeParseError(first, text), position: positionAt(lineStarts, first.offset) };
      return { message: 'invalid JSON', position: { line: 1, column: 1 } };
    }
  }

  /** The position of the value at `path`, or of its nearest existing ancestor. */
  positionOf(path: JsonPath): Position {
    if (!this.tree) return { line: 1, column: 1 };
    for (let depth = path.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(this.tree, path.slice(0, depth) as (string | number)[]);
      if (node) {
        const anchor = node.parent?.type === 'property' ? node.parent : node;
        return positionAt(this.lineStarts, anchor.offset);
      }
    }
    return positionAt(this.lineStarts, this.tree.offset);
  }

  has(path: JsonPath): boolean {
    return this.tree !== undefined && findNodeAtLocation(this.tree, path as (string | number)[]) !== undefined;
  }
}

export function formatPath(path: JsonPath): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key;
  return out || '(root)';
}

function describeParseError(error: ParseError, text: string): string {
  const code = printParseErrorCode(error.error);
  const near = JSON.stringify(text.slice(error.offset, error.offset + Math.max(1, Math.min(error.length, 20))));
  switch (code) {
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if (/^[\s]*[}\]]/.test(text.slice(error.offset))) return `trailing comma before ${near}; remove the comma`;
      return `a value was expected at ${near}`;
    case 'InvalidCommentToken':
      return 'comments are not allowed in JSON; remove them';
    case 'CommaExpected':
      return `a comma is missing before ${near}`;
    case 'ColonExpected':
      return `a colon is missing after the property name, before ${near}`;
    case 'EndOfFileExpected':
      return `unexpected content after the JSON value at ${near}`;
    default:
      return `invalid JSON (${code}) at ${near}`;
  }
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionAt(lineStarts: number[], offset: number): Position {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}

function firstInvalidUtf8Offset(bytes: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    try {
      decoder.decode(bytes.subarray(0, mid + 1), { stream: true });
      low = mid + 1;
    } catch {
      high = mid;
    }
  }
  return low;
}
