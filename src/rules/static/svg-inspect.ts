// An SVG icon parsed as XML with namespaces resolved (saxes, the parser jsdom uses), every element and attribute
// checked against the allow-list by namespace URI and local name. Each problem names the element or attribute
// and its line. Searching the text cannot do this: prefixes, entities and CSS escapes hide what a browser sees.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { isAllowedAttribute, isAllowedElement, SVG_NS, XLINK_NS } from './svg-allow-list.ts';

interface SvgProblem {
  line: number;
  column: number;
  message: string;
}

/** Every reason the icon is not inert and self-contained; empty when it is. */
export function inspectSvg(text: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const at = (message: string) => problems.push({ line: parser.line, column: parser.column, message });
  let depth = 0;
  let inStyle = false;
  let styleText = '';
  parser.on('doctype', (doctype) => {
    // A DOCTYPE may name the SVG DTD; an internal subset may declare entities (an external one fetches a file).
    if (/[[<]|ENTITY/i.test(doctype)) at('has a DOCTYPE with declarations (an entity declaration): remove the DOCTYPE');
  });
  parser.on('processinginstruction', (pi) => {
    at(`has the processing instruction <?${pi.target}?>: only the XML declaration is allowed`);
  });
  parser.on('opentag', (tag) => {
    if (depth === 0 && (tag.uri !== SVG_NS || tag.local !== 'svg')) at(`has the root element <${tag.name}>, not an SVG <svg>`);
    depth++;
    if (!isAllowedElement(tag.uri, tag.local))
      at(`has the element <${tag.name}> (${describeName(tag.uri, tag.local)}), which is not on the icon allow-list`);
    checkAttributes(tag, at);
    inStyle = tag.uri === SVG_NS && tag.local === 'style';
    styleText = '';
  });
  parser.on('text', (text) => {
    if (inStyle) styleText += text;
  });
  parser.on('cdata', (text) => {
    if (inStyle) styleText += text;
  });
  parser.on('closetag', () => {
    depth--;
    if (inStyle) {
      const hazard = cssHazard(styleText);
      if (hazard) at(`has a <style> element with ${hazard}`);
      inStyle = false;
    }
  });
  try {
    parser.write(text).close();
  } catch (error) {
    at(`is not well-formed XML: ${(error as Error).message.replace(/^[^:]*:\d+:\d+: /, '')}`);
  }
  return problems;
}

function checkAttributes(tag: SaxesTagNS, at: (message: string) => void) {
  for (const attribute of Object.values(tag.attributes)) {
    const { uri, local, name, value } = attribute;
    const where = `the attribute ${name} on <${tag.name}>`;
    if (/^on/i.test(local)) at(`has ${where}: an event handler`);
    else if (!isAllowedAttribute(uri, local)) at(`has ${where} (${describeName(uri, local)}), which is not on the icon allow-list`);
    else if (local === 'href' && (uri === '' || uri === XLINK_NS) && !/^#[\w.-]+$/.test(value.trim()))
      at(`has ${where} pointing outside the file (${JSON.stringify(value.slice(0, 60))}): only a #fragment of the icon is allowed`);
    else {
      // A style attribute is CSS; a presentation attribute (fill, filter, mask…) may still hold a url().
      const hazard = local === 'style' && uri === '' ? cssHazard(value) : urlHazard(value.toLowerCase());
      if (hazard) at(`has ${where} with ${hazard}`);
    }
  }
}

/** What in CSS (a <style> or a style/presentation attribute) could fetch or run something; undefined when nothing. */
function cssHazard(css: string): string | undefined {
  // A backslash escape can spell any of the below (`u\72l(`); icons need none.
  if (css.includes('\\')) return 'a CSS escape (backslash)';
  const lower = css.toLowerCase();
  if (lower.includes('@import')) return 'a CSS @import';
  if (lower.includes('expression')) return 'a CSS expression()';
  if (/image-set\(|image\(|cross-fade\(|src\(/.test(lower)) return 'a CSS image function';
  if (lower.includes('@')) return 'a CSS at-rule';
  return urlHazard(lower);
}

function urlHazard(lower: string): string | undefined {
  for (const match of lower.matchAll(/url\(\s*["']?([^"')]*)/g))
    if (!/^#[\w.-]+$/.test((match[1] ?? '').trim())) return `a CSS url() outside the file (${JSON.stringify(match[0].slice(0, 60))})`;
  return undefined;
}

function describeName(uri: string, local: string): string {
  return uri ? `{${uri}}${local}` : `${local}, no namespace`;
}
