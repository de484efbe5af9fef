import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The inner loop (`npm run test:unit`, at most a minute): pure tests, in memory or over a temp folder, with no Docker,
// no servers and no git history built per case (a single `git ls-files` or `minisign` call is fine). `npm test` runs
// every project.
const UNIT = [
  'test/findings.test.ts',
  'test/import-cycles.test.ts',
  'test/manifest-doc.test.ts',
  'test/rules-docs.test.ts',
  'test/rules-engine.test.ts',
  'test/rules-meta.test.ts',
  'test/workflows.test.ts',
  'test/workflows/topology.test.ts',
  'test/workflows/weekly-jobs.test.ts',
  'test/catalog/active-file-exceptions.test.ts',
  'test/catalog/commands.test.ts',
  'test/catalog/icons.test.ts',
  'test/catalog/leftovers.test.ts',
  'test/catalog/rules.test.ts',
  'test/catalog/schema-messages.test.ts',
  'test/catalog/schemas.test.ts',
  'test/catalog/tool-name-shadows.test.ts',
  'test/catalog/tool-pins.test.ts',
  'test/deploy/signing.test.ts',
  'test/deploy/site-pages-observed.test.ts',
  'test/forgejo/surface-comment.test.ts',
  'test/secrets/canary.test.ts',
  'test/smoke/checks.test.ts',
  'test/smoke/client-hello.test.ts',
  'test/smoke/egress-addresses.test.ts',
  'test/smoke/install-scripts.test.ts',
  'test/smoke/probe.test.ts',
  'test/smoke/secret-forms.test.ts',
  'test/smoke/secret-variable.test.ts',
  'test/smoke/verify-command.test.ts',
  'test/system/shell.test.ts',
  'test/tool-surface/classes.test.ts',
  'test/tool-surface/lints.test.ts',
  'test/updates/versions.test.ts',
  'test/weekly/public-report.test.ts',
];

// Files that are long and mostly wait (the two whole smoke runs against an engine, on fixtures that sit out their
// timeouts and on images moved between engines; a docker client made slow on purpose) start first, so that their waiting
// overlaps the files that keep the CPU busy instead of being what the run ends with. (Without the results of an earlier
// run, as on a fresh checkout, Vitest starts the largest files first, and these are small.)
const START_FIRST = ['test/smoke/second-engine.test.ts', 'test/smoke/smoke.test.ts', 'test/smoke/slow-client.test.ts'];

class LongestWaitFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => START_FIRST.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  test: {
    // Sized for a busy 2-core runner: a test that hangs fails, one that is merely slow does not.
    testTimeout: 180_000,
    hookTimeout: 900_000,
    pool: 'forks',
    sequence: { sequencer: LongestWaitFirst },
    // One number for the unit and integration projects: Vitest runs projects of one group side by side only when
    // they agree on it.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      // Real Docker Engine, sshd, Caddy, Dovecot, a browser, servers, whole commands. The files share nothing, and
      // most of their time is spent waiting on containers and servers, so they run side by side; what is costly to
      // build (the sandbox base image) is built once, before any of them starts.
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: UNIT,
          globalSetup: ['test/helpers/global-setup.ts'],
        },
      },
    ],
  },
});
