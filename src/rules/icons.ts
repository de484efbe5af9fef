import { XMLValidator } from 'fast-xml-parser';
import type { Report } from '../findings.ts';
import type { ConnectorRule, Target } from './rule.ts';

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
  const valid = XMLValidator.validate(text);
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
