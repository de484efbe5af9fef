// What an icon may contain: SVG elements that draw, and attributes that style or place them, each by namespace
// URI and local name (a prefix means nothing until resolved: `<s:script xmlns:s="…/svg">` is a script).
// Everything not listed is refused, so an element or attribute a browser learns to run tomorrow is refused today.

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

// Editors' bookkeeping, which no browser acts on: Inkscape, Sodipodi, and the RDF metadata they write.
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
]);

/** Drawing, grouping, paint servers, clipping, masking, text and filter primitives. No script, link, image, animation. */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Attributes without a namespace: geometry, presentation, paint, text, filter parameters. No `on…`, no `href` but below. */
const SVG_ATTRIBUTES = new Set(
  `id class style lang tabindex role aria-label aria-hidden aria-labelledby aria-describedby focusable
version baseProfile width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength viewBox preserveAspectRatio
transform gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform
clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX refY orient
filterUnits primitiveUnits in in2 result stdDeviation dx dy operator k1 k2 k3 k4 mode values type tableValues slope
intercept amplitude exponent offset scale xChannelSelector yChannelSelector radius baseFrequency numOctaves seed
stitchTiles order kernelMatrix divisor bias targetX targetY edgeMode kernelUnitLength preserveAlpha surfaceScale
diffuseConstant specularConstant specularExponent azimuth elevation z pointsAtX pointsAtY pointsAtZ
limitingConeAngle flood-color flood-opacity lighting-color stop-color stop-opacity
fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit
stroke-dasharray stroke-dashoffset opacity color color-interpolation color-interpolation-filters color-rendering
shape-rendering image-rendering text-rendering vector-effect paint-order clip-path clip-rule mask filter
marker-start marker-mid marker-end display visibility overflow
font-family font-size font-size-adjust font-stretch font-style font-variant font-weight letter-spacing
word-spacing text-anchor text-decoration dominant-baseline alignment-baseline baseline-shift writing-mode direction
unicode-bidi startOffset method spacing textLength lengthAdjust rotate
enable-background space xml:space`.split(/\s+/),
);

export function isAllowedElement(uri: string, local: string): boolean {
  return (uri === SVG_NS && SVG_ELEMENTS.has(local)) || EDITOR_NAMESPACES.has(uri);
}

/** Allowed by name; `href` and `xlink:href` are allowed here and their value is checked by the caller. */
export function isAllowedAttribute(uri: string, local: string): boolean {
  if (uri === '') return SVG_ATTRIBUTES.has(local) || local === 'href';
  if (uri === XLINK_NS) return local === 'href' || local === 'title';
  if (uri === XML_NS) return local === 'space' || local === 'lang';
  return uri === XMLNS_NS || EDITOR_NAMESPACES.has(uri);
}
