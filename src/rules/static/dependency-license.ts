import { z } from 'zod';
import { SBOM_FILE, type SbomPackage } from '../../catalog/sbom.ts';
import type { ConnectorRule } from '../rule.ts';
import policyData from './license-policy.json' with { type: 'json' };

const POLICY_FILE = 'src/rules/static/license-policy.json';

const policySchema = z.object({
  allowed: z.array(z.string().min(1)),
  exceptions: z.array(
    z.object({
      ecosystem: z.enum(['npm', 'pypi']),
      package: z.string().min(1),
      license: z.string().min(1),
      reason: z.string().min(10),
    }),
  ),
});
const POLICY = policySchema.parse(policyData);

/** The license texts the policy accepts for this package: the allow-list, and what an exception grants it. */
function accepted(entry: SbomPackage): Set<string> {
  const granted = POLICY.exceptions.filter(
    (exception) =>
      exception.ecosystem === entry.ecosystem &&
      (exception.package.endsWith('*') ? entry.name.startsWith(exception.package.slice(0, -1)) : exception.package === entry.name),
  );
  return new Set([...POLICY.allowed, ...granted.map((exception) => exception.license)].map((license) => license.toLowerCase()));
}

/**
 * Whether an SPDX expression is allowed: an id when accepted, `A WITH exception` when A is, `A AND B` when both are,
 * `A OR B` when either is. A text that is no expression (a name, a URL) is allowed only when accepted as it is.
 */
export function expressionAllowed(text: string, allowed: ReadonlySet<string>): boolean {
  const tokens = text.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  const atom = (): boolean => {
    if (peek() === '(') {
      at++;
      const inner = or();
      if (tokens[at++] !== ')') throw new Error('unbalanced');
      return inner;
    }
    const id = tokens[at++];
    if (!id || ['AND', 'OR', 'WITH', ')'].includes(id.toUpperCase())) throw new Error('an id is missing');
    if (peek() === 'WITH') at += 2;
    return allowed.has(id.toLowerCase());
  };
  const and = (): boolean => {
    let ok = atom();
    while (peek() === 'AND') {
      at++;
      ok = atom() && ok;
    }
    return ok;
  };
  const or = (): boolean => {
    let ok = and();
    while (peek() === 'OR') {
      at++;
      ok = and() || ok;
    }
    return ok;
  };
  try {
    const ok = or();
    if (at === tokens.length) return ok;
  } catch {
    // Not an expression: judged as one license text below.
  }
  return allowed.has(text.trim().toLowerCase());
}

export const dependencyLicense: ConnectorRule = {
  id: 'dependency-license',
  phase: 'connector',
  severity: 'error',
  description: `Every package a connector's \`sbom.cdx.json\` lists is under a license the policy allows (\`${POLICY_FILE}\`: an allow-list of SPDX ids, and per-package exceptions with their reason)`,
  explain: {
    example:
      'connectors/demo/sbom.cdx.json  error  the npm package copyleft-lib 2.0.0 is under GPL-3.0-only, which the license policy does not allow. ' +
      `Fix: depend on a package under an allowed license; or, if the maintainer accepts this one, add "GPL-3.0-only" to "allowed", or an exception for copyleft-lib under "GPL-3.0-only" with its reason, in ${POLICY_FILE}  [dependency-license]`,
    fix: `depend on a package under an allowed license; or, when the maintainer accepts it, allow the license or add an exception for the package with its reason in ${POLICY_FILE}`,
  },
  *check({ sbom }) {
    if ('problem' in sbom) return;
    for (const entry of sbom.packages) {
      const allowed = accepted(entry);
      const licenses = entry.licenses.length ? entry.licenses : ['none'];
      const refused = licenses.filter((license) => !expressionAllowed(license, allowed));
      if (!refused.length) continue;
      const what = `the ${entry.ecosystem === 'npm' ? 'npm' : 'Python'} package ${entry.name} ${entry.version}`;
      const shown = refused.join(' and ');
      yield {
        at: { file: SBOM_FILE },
        message:
          shown === 'none'
            ? `${what} declares no license, which the license policy does not allow`
            : `${what} is under ${shown}, which the license policy does not allow`,
        fix:
          `depend on a package under an allowed license; or, if the maintainer accepts this one, ` +
          `${shown === 'none' ? '' : `add "${shown}" to "allowed", or `}an exception for ${entry.name} under "${shown}" with its reason, in ${POLICY_FILE}`,
      };
    }
  },
};
