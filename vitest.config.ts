import { defineConfig } from 'vitest/config';

// The inner loop (`npm run test:unit`): no Docker, no servers, and none of the tests that run whole commands end to
// end as child processes or build many git histories (the slowest: exit codes, fix, bad input, bump, the guard's
// base, smoke --changed), which the integration project runs. `npm test` runs both projects.
const UNIT = [
  'test/actions.test.ts',
  'test/findings.test.ts',
  'test/import-cycles.test.ts',
  'test/manifest-doc.test.ts',
  'test/rules-docs.test.ts',
  'test/rules-engine.test.ts',
  'test/rules-meta.test.ts',
  'test/scripts.test.ts',
  'test/workflows.test.ts',
  'test/workflows/topology.test.ts',
  'test/catalog/commands.test.ts',
  'test/catalog/compile.test.ts',
  'test/catalog/leftovers.test.ts',
  'test/catalog/rules.test.ts',
  'test/catalog/schema-messages.test.ts',
  'test/catalog/schemas.test.ts',
  'test/catalog/tool-name-shadows.test.ts',
  'test/catalog/vendor.test.ts',
  'test/deploy/signing.test.ts',
  'test/smoke/checks.test.ts',
  'test/smoke/client-hello.test.ts',
  'test/smoke/probe.test.ts',
  'test/system/shell.test.ts',
  'test/updates/versions.test.ts',
  'test/version-guard/git-view.test.ts',
  'test/version-guard/rules.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      // Real Docker Engine, sshd, Caddy, Dovecot, a browser, servers, whole commands: everything else.
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: UNIT } },
    ],
  },
});
