import type { Report } from '../../findings/finding.ts';
import type { ConnectorRule, Target } from '../rule.ts';
import { inspectSvg } from './svg-inspect.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const icons: ConnectorRule = {
  id: 'icons',
  severity: 'error',
  description:
    'Both icons exist, are `.svg` or `.png`, the fragment paths are `{folder}/{file}` of the connector.json names, ' +
    'a PNG is a PNG (by its signature), an SVG parses as XML with an SVG `<svg>` root and holds only allow-listed SVG ' +
    'elements and attributes (by namespace and name): no script, event handler, foreignObject, animation, image, ' +
    'href other than `#fragment`, CSS `url()` outside the file, `@import`, `expression` or escape, entity declaration ' +
    'or processing instruction',
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
  for (const problem of inspectSvg(bytes.toString('utf8')))
    yield {
      at: { file: name, position: { line: problem.line, column: problem.column } },
      message: problem.message,
      fix: 'remove it: icons are shown on the catalog site and must be inert and self-contained (plain SVG shapes, #fragment references only)',
    };
}
