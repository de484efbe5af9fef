import { defineConfig } from 'vitest/config';

// The inner loop: no Docker, no servers, nothing but the code, temp dirs and git. `npm run test:unit` runs these;
// `npm test` runs both projects.
const UNIT = [
  'test/actions.test.ts',
  'test/exit-codes.test.ts',
  'test/findings.test.ts',
  'test/import-cycles.test.ts',
  'test/manifest-doc.test.ts',
  'test/rules-docs.test.ts',
  'test/rules-engine.test.ts',
  'test/rules-meta.test.ts',
  'test/scripts.test.ts',
  'test/workflows.test.ts',
  'test/catalog/**/*.test.ts',
  'test/cli/fix.test.ts',
  'test/deploy/signing.test.ts',
  'test/smoke/changed.test.ts',
  'test/smoke/checks.test.ts',
  'test/smoke/probe.test.ts',
  'test/version-guard/**/*.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      // Real Docker Engine, sshd, Caddy, Dovecot, a browser, MCP servers over the network: everything else.
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: UNIT } },
    ],
  },
});
