import type { Location } from '../../findings/finding.ts';
import type { SiteRule } from './rule.ts';

/** What a page's Content-Security-Policy must say (deploy/Caddyfile): no inline script, no framing, no base, no form. */
const PAGE_DIRECTIVES = ["frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"];

export const siteHeaders: SiteRule = {
  id: 'site-headers',
  phase: 'site',
  severity: 'error',
  needs: ['http-headers'],
  description:
    'Served from a URL, the site sends the headers of deploy/Caddyfile: `X-Content-Type-Options: nosniff` everywhere; on its ' +
    "pages a Content-Security-Policy with `frame-ancestors 'none'`, `base-uri 'none'`, `form-action 'none'` and no inline " +
    'script; on every connector file `Content-Security-Policy: sandbox`, and `text/plain` unless it is an icon',
  explain: {
    example:
      'demo/page.html  error  is served without Content-Security-Policy: sandbox, so a browser runs it as a page of the site.  [site-headers]',
    fix: 'serve the site with the shipped deploy/Caddyfile (docs/deploy.md, "The web server")',
  },
  *check({ headers }) {
    for (const { sitePath, kind, headers: served } of headers ?? []) {
      if (!served) continue;
      const at: Location = { file: sitePath };
      const policy = served.get('content-security-policy') ?? '';
      if (served.get('x-content-type-options')?.toLowerCase() !== 'nosniff')
        yield { at, message: 'is served without X-Content-Type-Options: nosniff' };
      if (kind === 'page') {
        const missing = PAGE_DIRECTIVES.filter((directive) => !policy.includes(directive));
        if (!/script-src 'self'/.test(policy) || /unsafe-inline|unsafe-eval/.test(policy))
          missing.push("script-src 'self' (no inline script)");
        if (missing.length) yield { at, message: `is served with a Content-Security-Policy that lacks ${missing.join(', ')}` };
        continue;
      }
      if (!policy.split(/[;,]/).some((directive) => directive.trim().toLowerCase() === 'sandbox'))
        yield { at, message: 'is served without Content-Security-Policy: sandbox, so a browser runs it as a page of the site' };
      const type = served.get('content-type') ?? '';
      if (kind === 'connector-file' && !type.toLowerCase().startsWith('text/plain'))
        yield { at, message: `is served as ${JSON.stringify(type)}, not text/plain: a connector's file is data` };
    }
  },
};
