import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK } from '../findings/errors.ts';
import { baseFromFor, ensureTargetBase } from '../sandbox/base-image.ts';
import { detectEngine } from '../sandbox/docker.ts';
import { RECORDED_VERSIONS_FILE, type RuntimeVersions, recordedTargets, TARGETS } from '../sandbox/targets.ts';

export const help: CommandHelp = {
  usage: 'npm run targets -- [--record] [--json] [--base-from IMAGE]',
  summary:
    "Builds (or finds) each target's sandbox base (src/sandbox/targets.json) and prints its Debian release and the Node and " +
    `Python read from it, beside those ${RECORDED_VERSIONS_FILE} records, which compile writes into the index. Exit 1 ` +
    'when a record is behind its base; --record writes the versions read. Needs the Docker Engine.',
  options: [
    ['--record', `write the versions read from each base to ${RECORDED_VERSIONS_FILE}`],
    ['--json', 'print the targets as JSON on stdout (with schemaVersion)'],
    ['--base-from IMAGE', 'each base from this Debian image, the suite written {suite} (docs/smoke.md)'],
  ],
  examples: ['npm run targets                # what each target runs, and whether the record is current', 'npm run targets -- --record'],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      options: {
        record: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        'base-from': { type: 'string' },
      },
    },
    help,
  );
  const baseFrom = baseFromFor(values['base-from'], TARGETS);
  await detectEngine();
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const recorded = recordedTargets();
  const targets = [];
  for (const target of TARGETS) {
    const base = await ensureTargetBase(target, { from: baseFrom(target), log });
    const { node, python } = recorded.find((candidate) => candidate.id === target.id)!;
    targets.push({ ...target, ...base.versions, image: base.image, recorded: { node, python } });
  }
  const behind = targets.filter((target) => target.node !== target.recorded.node || target.python !== target.recorded.python);
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ schemaVersion: 1, targets }, null, 2)}\n`);
  } else {
    for (const target of targets) {
      const record = behind.includes(target) ? `recorded: Node ${target.recorded.node}, Python ${target.recorded.python}` : 'as recorded';
      process.stdout.write(
        `${target.id} (Debian ${target.debian})  Node ${target.node}  Python ${target.python}  ${record}  ${target.image}\n`,
      );
    }
  }
  if (values.record) {
    const versions: Record<string, RuntimeVersions> = Object.fromEntries(targets.map(({ id, node, python }) => [id, { node, python }]));
    await writeFile(path.resolve(RECORDED_VERSIONS_FILE), recordText(versions));
    process.stderr.write(
      `wrote ${RECORDED_VERSIONS_FILE}${behind.length ? '' : ' (unchanged)'}; next: npm run compile (the index names these ` +
        'versions) and npm run build:actions, then commit them\n',
    );
    return EXIT_OK;
  }
  if (behind.length)
    process.stderr.write(`targets: ${behind.map((target) => target.id).join(', ')} moved past the record: npm run targets -- --record\n`);
  return behind.length ? EXIT_FINDINGS : EXIT_OK;
}

/** The record as committed: its comment, then each target's versions in the order of targets.json. */
function recordText(versions: Record<string, RuntimeVersions>): string {
  const lines = [
    '{',
    `  "$comment": ${JSON.stringify(RECORD_COMMENT)},`,
    ...Object.entries(versions).map(
      ([id, { node, python }], index, all) =>
        `  ${JSON.stringify(id)}: { "node": ${JSON.stringify(node)}, "python": ${JSON.stringify(python)} }${index < all.length - 1 ? ',' : ''}`,
    ),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

const RECORD_COMMENT =
  "Written by `npm run targets -- --record` from each target's built sandbox base (the versions its node and python3 " +
  "report, kept as the image's labels): never by hand. Compile and the static rules resolve min_runtime against these; " +
  'the smoke run reads the base itself and says when they fall behind.';
