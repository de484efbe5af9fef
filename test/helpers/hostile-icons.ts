// Icons that would run script or fetch something if a browser showed them: one per way, for the icons rule's
// tests and the browser test that opens every icon the rule passes.
export const SVG = 'xmlns="http://www.w3.org/2000/svg"';
export const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** [name, icon text, what the message names]: each must be refused by `icons`, on line 2. */
export const HOSTILE_ICONS: Array<[string, string, RegExp]> = [
  ['namespaced script', `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg">\n<s:script>window.pwned=1</s:script></svg>`, /<s:script>/],
  ['xhtml script', `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml">\n<h:script>window.pwned=1</h:script></svg>`, /<h:script>/],
  [
    'xlink:href javascript:',
    `<svg ${SVG} ${XLINK}>\n<a xlink:href="javascript:window.pwned=1"><rect width="9" height="9"/></a></svg>`,
    /<a>/,
  ],
  ['use href data:', `<svg ${SVG}>\n<use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/></svg>`, /href on <use>.*outside the file/],
  ['set writes href', `<svg ${SVG}><g>\n<set attributeName="href" to="javascript:alert(1)"/></g></svg>`, /<set>/],
  ['animate writes href', `<svg ${SVG}><rect/>\n<animate attributeName="href" values="javascript:alert(1)"/></svg>`, /<animate>/],
  ['style @import', `<svg ${SVG}><style>\n@import url(https://evil.example/x.css);</style></svg>`, /<style> element with a CSS @import/],
  ['CSS url(javascript:)', `<svg ${SVG}>\n<rect style="fill:url(javascript:alert(1))"/></svg>`, /style on <rect> with a CSS url\(\)/],
  ['CSS escape', `<svg ${SVG}>\n<rect style="fill:\\75rl(https://evil.example/p)"/></svg>`, /style on <rect> with a CSS escape/],
  ['presentation url()', `<svg ${SVG}>\n<rect filter="url(https://evil.example/f.svg#x)"/></svg>`, /filter on <rect> with a CSS url\(\)/],
  [
    'external entity',
    `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}>&x;</svg>`,
    /DOCTYPE with declarations/,
  ],
  ['prefixed foreignObject', `<svg ${SVG} xmlns:q="http://www.w3.org/2000/svg">\n<q:foreignObject/></svg>`, /<q:foreignObject>/],
  [
    'prefixed event handler',
    `<svg ${SVG} xmlns:e="http://www.w3.org/2000/svg">\n<rect e:onclick="alert(1)"/></svg>`,
    /e:onclick on <rect>: an event handler/,
  ],
  ['event handler', `<svg ${SVG}\nonload="window.pwned=1"/>`, /onload on <svg>: an event handler/],
  ['image', `<svg ${SVG}>\n<image href="#a"/></svg>`, /<image>/],
  ['stylesheet PI', `<?xml version="1.0"?>\n<?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG}/>`, /<\?xml-stylesheet\?>/],
  ['root not SVG', `<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>`, /root element <html>/],
];
