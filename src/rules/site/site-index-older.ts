import { COMPILED_FILE } from '../../catalog/file-names.ts';
import { olderThanHeld } from '../../trust/index-signature.ts';
import type { SiteRule } from './rule.ts';

export const siteIndexOlder: SiteRule = {
  id: 'site-index-older',
  phase: 'site',
  severity: 'error',
  needs: ['held-index'],
  description: 'The served index was released no earlier than the one a host holds (`--held`): a host never goes back to an older index',
  explain: {
    example:
      'connectors.json  error  the index is older than the one held: released 2026-12-01T10:00:00.000Z (commit c0ffee1), ' +
      'the held one 2026-12-02T00:00:00.000Z (commit beef123). Fix: a host keeps the index it holds; deploy a newer release  ' +
      '[site-index-older]',
    fix: 'a host keeps the index it holds; deploy a newer release',
  },
  *check({ index, expected }) {
    const release = index?.signature?.release;
    const older = expected.held && typeof release === 'object' && olderThanHeld(release, expected.held);
    if (older) yield { at: { file: COMPILED_FILE }, message: older, fix: 'a host keeps the index it holds; deploy a newer release' };
  },
};
