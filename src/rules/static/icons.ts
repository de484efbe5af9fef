import { XMLValidator } from 'fast-xml-parser';
import type { Report } from '../../findings.ts';
import type { ConnectorRule, Target } from '../rule.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What makes an SVG run code or fetch something when a browser shows it. */
const SVG_HAZARDS: Array<[RegExp, string]> = [
  [/<script\b/i, 'a <script> element'],
  [/\son[a-z]+\s*=/i, 'an event-handler attribute (on…=)'],
  [/<foreignObject\b/i, 'a <foreignObject> element'],
  [/\b(?:xlink:)?href\s*=\s*["']\s*(?!#)/i, 'an href to something outside the file'],
  [/url\(\s*["']?\s*(?!#)/i, 'a CSS url() outside the file'],
  [/@import\b/i, 'a CSS @import'],
  [/<!ENTITY\b/i, 'an XML entity declaration'],
];
/** Any of the hazards: one search of a clean icon instead of one per hazard. */
const ANY_SVG_HAZARD = new RegExp(SVG_HAZARDS.map(([pattern]) => `(?:${pattern.source})`).join('|'), 'i');

export const icons: ConnectorRule = {
  id: 'icons',
  severity: 'error',
  description:
    'Both icons exist, are `.svg` or `.png`, the fragment paths are `{folder}/{file}` of the connector.json names, ' +
    'a PNG is a PNG, an SVG is well-formed with an `<svg>` root and no script, event handler, foreignObject, ' +
    'external href, CSS `url()`/`@import`, or entity declaration',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:41:3  error  icon_large: "icon_lg.svg" is not a file of the folder. Fix: add demo/icon_lg.svg  ' +
      '[icons]',
    fix:
      'add both icons to the folder as .svg or .png, named in connector.json and as {folder}/{file} in fragment.json; an SVG must not ' +
      'script or load anything',
  },
  *check(connector) {
    for (const key of ['icon_small', 'icon_large'] as const) {
      const name = connector.manifestData[key];
      const expected = `${connector.folder}/${name}`;
      if (connector.fragmentData[key] !== expected) {
        yield {
          at: { manifest: 'fragment', field: [key] },
          message: `"${connector.fragmentData[key]}" should be "${expected}" ({folder}/{file}, from connector.json)`,
          fix: `set it to "${expected}"`,
        };
      }
      if (!/\.(?:svg|png)$/.test(name)) {
        yield {
          at: { manifest: 'connector', field: [key] },
          message: `"${name}" is neither .svg nor .png`,
          fix: 'use an SVG (preferred) or a PNG icon',
        };
        continue;
      }
      const bytes = connector.icons.get(name);
      if (!bytes) {
        yield {
          at: { manifest: 'connector', field: [key] },
          message: `"${name}" is not a file of the folder`,
          fix: `add ${connector.folder}/${name}`,
        };
        continue;
      }
      yield* inspectIcon(bytes, name);
    }
  },
};

function* inspectIcon(bytes: Buffer, name: string): Generator<Report<Target>> {
  if (name.endsWith('.png')) {
    if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE))
      yield { at: { file: name }, message: 'is named .png but is not a PNG image', fix: 'export it as PNG, or fix the extension' };
    return;
  }
  const text = bytes.toString('utf8');
  const valid = isPlainXml(text) || XMLValidator.validate(text);
  if (valid !== true) {
    yield {
      at: { file: name },
      message: `is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`,
      fix: 'repair the SVG markup',
    };
    return;
  }
  if (!/<svg[\s>]/.test(text)) yield { at: { file: name }, message: 'has no <svg> root element', fix: 'export it as SVG' };
  if (!ANY_SVG_HAZARD.test(text)) return;
  for (const [pattern, what] of SVG_HAZARDS) {
    if (pattern.test(text))
      yield {
        at: { file: name },
        message: `contains ${what}`,
        fix: 'remove it: icons are shown in the catalog page and must be inert and self-contained',
      };
  }
}

// Markup of elements, attributes, text, references and comments only, as icons are: ASCII names, whitespace of XML,
// no CDATA, no processing instruction but the declaration. fast-xml-parser's validator builds its strings
// a character at a time; these few searches answer the same for such markup in a fraction of the time and memory.
const PROLOG = /(?:<\?xml[ \t\r\n][^<>?]*\?>)?(?:[ \t\r\n]+|<!--[\s\S]*?-->|<!DOCTYPE[^<>[]*>)*/y;
const TEXT = /(?:[^<&]+|&(?:\w{1,20}|#\d+|#x[\da-fA-F]+);|<!--[\s\S]*?-->)*/y;
const MISC = /(?:[ \t\r\n]+|<!--[\s\S]*?-->)*/y;
const START_TAG = /<([A-Za-z_:][\w:.-]*)/y;
const ATTRIBUTE = /[ \t\r\n]+([A-Za-z_:][\w:.-]*)[ \t\r\n]*=[ \t\r\n]*(?:"[^"<]*"|'[^'<]*')/y;
const START_TAG_END = /[ \t\r\n]*\/?>/y;
const END_TAG = /<\/([A-Za-z_:][\w:.-]*)[ \t\r\n]*>/y;
const SLASH = 0x2f;

/**
 * True when `text` is one element of such plain markup, every tag closed in order and no attribute repeated: then
 * `XMLValidator.validate` would say true too. False means only "not that plain": the validator then decides.
 */
export function isPlainXml(text: string): boolean {
  const open: string[] = [];
  let at = skip(PROLOG, text, 0);
  do {
    START_TAG.lastIndex = at;
    const start = START_TAG.exec(text);
    if (start) {
      const names = new Set<string>();
      ATTRIBUTE.lastIndex = START_TAG.lastIndex;
      for (let attribute = ATTRIBUTE.exec(text); attribute; attribute = ATTRIBUTE.exec(text)) {
        if (names.has(attribute[1] as string)) return false;
        names.add(attribute[1] as string);
        START_TAG_END.lastIndex = ATTRIBUTE.lastIndex;
      }
      if (names.size === 0) START_TAG_END.lastIndex = START_TAG.lastIndex;
      if (!START_TAG_END.test(text)) return false;
      at = START_TAG_END.lastIndex;
      // Self-closing when "/>" ends it: before ">" stands a slash only when the tag closes itself.
      if (text.charCodeAt(at - 2) !== SLASH) open.push(start[1] as string);
    } else {
      END_TAG.lastIndex = at;
      const end = END_TAG.exec(text);
      if (!end || open.pop() !== end[1]) return false;
      at = END_TAG.lastIndex;
    }
    if (open.length > 0) at = skip(TEXT, text, at);
  } while (open.length > 0);
  return skip(MISC, text, at) === text.length;
}

/** Where a pattern that cannot fail (it may match nothing) ends, matched from `at`. */
function skip(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  pattern.test(text);
  return pattern.lastIndex;
}
