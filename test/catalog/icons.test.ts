// The icons rule parses an SVG as XML with namespaces resolved and holds it to an allow-list. One fixture per way
// an icon can run script or fetch something, each through the whole check, each asserting the exact rule id and
// the element or attribute named with its line.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings/finding.ts';
import { checkCatalog } from '../../src/phases/check.ts';
import { localConnector, SVG_ICON, writeCatalog } from '../helpers/catalog-fixture.ts';
import { HOSTILE_ICONS, SVG, XLINK } from '../helpers/hostile-icons.ts';

async function iconFindings(icon: string | Buffer, name = 'icon_sm.svg'): Promise<Finding[]> {
  const connector = localConnector('demo');
  if (name !== 'icon_sm.svg') {
    connector.manifest.icon_small = name;
    connector.fragment.icon_small = `demo/${name}`;
    delete connector.files['icon_sm.svg'];
  }
  // The fixture writes a Buffer as its bytes.
  (connector.files as Record<string, string | Buffer>)[name] = icon;
  const catalog = await writeCatalog({ demo: connector });
  try {
    return (await checkCatalog({ catalogDir: catalog.dir, except: ['index-stale'] })).findings;
  } finally {
    await catalog.cleanup();
  }
}

describe('icons are parsed, not searched', () => {
  it.each(HOSTILE_ICONS)('%s is refused by icons, naming what and where', async (_name, icon, names) => {
    const findings = await iconFindings(icon);
    expect(findings.map((finding) => `${finding.severity}:${finding.ruleId}`)).toContain('error:icons');
    expect(new Set(findings.map((finding) => finding.ruleId))).toEqual(new Set(['icons']));
    const named = findings.find((finding) => names.test(finding.message));
    expect(named, findings.map((finding) => finding.message).join('\n')).toBeDefined();
    expect(named!.file).toMatch(/demo\/icon_sm\.svg$/);
    expect(named!.position?.line).toBe(2);
  });

  it('an icon as editors write it passes: gradients, #fragment references, XML declaration, Inkscape metadata', async () => {
    const icon = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${SVG} ${XLINK} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 48 48" inkscape:version="1.3">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#3a7"/></linearGradient><circle id="c" r="20"/></defs>
  <style><![CDATA[ .a { fill: url(#g); } ]]></style>
  <use xlink:href="#c" x="24" y="24" class="a" style="stroke:url('#g')"/>
</svg>`;
    expect(await iconFindings(icon)).toEqual([]);
    expect(await iconFindings(SVG_ICON)).toEqual([]);
  });

  it('a PNG is known by its signature', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await iconFindings(png, 'icon_sm.png')).toEqual([]);
    const findings = await iconFindings(`<svg ${SVG}/>`, 'icon_sm.png');
    expect(findings.map((finding) => [finding.ruleId, finding.message])).toEqual([['icons', 'is named .png but is not a PNG image']]);
  });

  it('malformed XML names its line', async () => {
    const [finding] = await iconFindings(`<svg ${SVG}>\n<g></svg>`);
    expect(finding?.ruleId).toBe('icons');
    expect(finding?.message).toMatch(/^is not well-formed XML/);
    expect(finding?.position?.line).toBe(2);
  });
});

describe('active file types in a connector folder', () => {
  it.each(['page.html', 'page.htm', 'docs/page.xhtml', 'drawing.svg', 'style.xsl', 'archive.mhtml'])(
    '%s is refused by active-files',
    async (name) => {
      const connector = localConnector('demo');
      connector.files[name] = '<p>hello</p>';
      const catalog = await writeCatalog({ demo: connector });
      try {
        const { findings } = await checkCatalog({ catalogDir: catalog.dir, except: ['index-stale'] });
        expect(findings.map((finding) => [finding.ruleId, finding.file.split('/demo/')[1]])).toEqual([['active-files', name]]);
      } finally {
        await catalog.cleanup();
      }
    },
  );

  it('the declared icons and text files pass', async () => {
    expect(await iconFindings(SVG_ICON)).toEqual([]);
  });
});
