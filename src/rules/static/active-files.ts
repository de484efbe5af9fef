import type { ConnectorRule } from '../rule.ts';
import activeFileExceptions from './active-file-exceptions.json' with { type: 'json' };

/**
 * File types a browser runs as a document when it opens them: pages, SVG, XSLT, MHTML, Flash. The web server
 * serves connector files sandboxed and as text/plain (deploy/Caddyfile); this keeps them out of the catalog too.
 */
const ACTIVE = /\.(?:html?|xhtml?|xht|shtml|mht|mhtml|svgz?|xslt?|swf)$/i;

const DECLARED: Record<string, Record<string, string> | string> = activeFileExceptions;

/** Why a connector's active file may stay (data in src/rules/static/active-file-exceptions.json); undefined when it is not declared with a reason. */
function activeFileException(connectorId: string, file: string): string | undefined {
  const declared = connectorId === '$comment' ? undefined : DECLARED[connectorId];
  const reason = typeof declared === 'object' && Object.hasOwn(declared, file) ? declared[file] : undefined;
  return typeof reason === 'string' && reason.trim() ? reason : undefined;
}

export const activeFiles: ConnectorRule = {
  id: 'active-files',
  severity: 'error',
  description:
    'A connector folder holds no file a browser runs as a page (`.html`, `.htm`, `.xhtml`, `.xht`, `.shtml`, `.mht`, ' +
    '`.svg`/`.svgz` other than the icons connector.json names, `.xsl`, `.xslt`, `.swf`): every file is published on the ' +
    "site's origin, unless src/rules/static/active-file-exceptions.json declares it with a reason",
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/help.html  error  is a file a browser runs as a page (script, links, forms), and every connector file is ' +
      "published on the site's origin. Fix: remove it, or ship its content as text (Markdown, JSON); an icon must be named in " +
      'connector.json as icon_small or icon_large; a file the connector cannot do without is declared with its reason in ' +
      'src/rules/static/active-file-exceptions.json  [active-files]',
    fix:
      'remove it, or ship its content as text (Markdown, JSON); an icon is named in connector.json; a file the connector cannot ' +
      'do without is declared with its reason in src/rules/static/active-file-exceptions.json (it is still served as data)',
  },
  *check({ folder, files, manifestData }) {
    const icons = new Set([manifestData.icon_small, manifestData.icon_large]);
    for (const file of files) {
      if (file.kind !== 'file' || !ACTIVE.test(file.path) || icons.has(file.path) || activeFileException(folder, file.path)) continue;
      yield {
        at: { file: file.path },
        message: "is a file a browser runs as a page (script, links, forms), and every connector file is published on the site's origin",
        fix:
          'remove it, or ship its content as text (Markdown, JSON); an icon must be named in connector.json as icon_small or ' +
          'icon_large; a file the connector cannot do without is declared with its reason in src/rules/static/active-file-exceptions.json',
      };
    }
  },
};
