import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { isPlainXml } from '../../src/rules/static/icons.ts';
import { SVG_ICON } from '../helpers/catalog-fixture.ts';

const catalogDir = path.resolve(import.meta.dirname, '../../connectors');
const catalogIcons = readdirSync(catalogDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readdirSync(path.join(catalogDir, entry.name)).map((file) => path.join(catalogDir, entry.name, file)))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => readFileSync(file, 'utf8'));

const SHAPES = [
  SVG_ICON,
  '<svg/>',
  '<svg xmlns="http://www.w3.org/2000/svg" />',
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<svg viewBox=\'0 0 1 1\'><title>A &lt; B</title></svg>\n',
  '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' +
    '<svg>\n\t<g id = "a" class="b"><path d="M0 0h1>2"/></g><!-- x --><text font-family="\'Open Sans\'">Hi</text>\r\n</svg> <!-- end -->',
];

describe('isPlainXml, the fast path of the icons rule', () => {
  it('takes every icon of the catalog, the bench and the fixtures, all of which the validator accepts', () => {
    expect(catalogIcons.length).toBeGreaterThan(10);
    for (const text of [...catalogIcons, ...SHAPES.slice(0, 4)]) {
      expect(XMLValidator.validate(text)).toBe(true);
      expect(isPlainXml(text)).toBe(true);
    }
  });

  it('leaves to the validator every document the validator rejects', () => {
    const broken = [
      '',
      'svg',
      '<svg><g></svg>',
      '<svg></g>',
      '<svg>',
      '<svg></svg>x',
      '<svg a="1" a="2"/>',
      '<svg a="1"b="2"/>',
      '<svg a/>',
      '<svg a=/>',
      '<svg a="1/>',
      '<svg>&</svg>',
      '<svg>&#12x;</svg>',
      '<svg>&abcdefghijklmnopqrstu;</svg>',
      '<1svg/>',
      '< svg/>',
      '<svg></svg ',
      '<svg><!-- open </svg>',
      '  <?xml version="1.0"?><svg/>',
      'x<svg/>',
    ];
    for (const text of broken) {
      expect(XMLValidator.validate(text), text).not.toBe(true);
      expect(isPlainXml(text), text).toBe(false);
    }
  });

  it('says true only where the validator says true, over thousands of damaged icons', () => {
    // Seeded, so that a failure is the same at every run.
    let seed = 14;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * below);
    };
    const PIECES = ['<', '>', '/', '=', '"', "'", ' ', '\t', '\n', '!', '?', '-', '&', ';', ':', 'a', '1', '_', '.', '\ufeff', '\u00a0'];
    const CHUNKS = [
      '&lt;',
      '&#x1F;',
      '&#;',
      '<g>',
      '</g>',
      '<g/>',
      '<!--',
      '-->',
      ' a="1"',
      ' b',
      '<?xml ',
      '?>',
      '<![CDATA[x]]>',
      '&amp;',
      '</svg>',
      '<svg>',
    ];
    const seeds = [...catalogIcons, ...SHAPES];
    let plain = 0;
    let other = 0;
    for (let round = 0; round < 20_000; round++) {
      let text = seeds[random(seeds.length)] as string;
      for (let edits = 1 + random(3); edits > 0; edits--) {
        const at = random(text.length + 1);
        const kind = random(4);
        if (kind === 0) text = text.slice(0, at) + PIECES[random(PIECES.length)] + text.slice(at);
        else if (kind === 1) text = text.slice(0, at) + CHUNKS[random(CHUNKS.length)] + text.slice(at);
        else if (kind === 2) text = text.slice(0, at) + text.slice(at + 1 + random(3));
        else text = text.slice(0, at) + text.slice(random(text.length));
      }
      if (isPlainXml(text)) {
        plain++;
        expect(XMLValidator.validate(text), text).toBe(true);
      } else other++;
    }
    // Both answers came up often: the comparison above was made, and damage is not all taken as plain.
    expect(plain).toBeGreaterThan(2000);
    expect(other).toBeGreaterThan(2000);
  });
});
