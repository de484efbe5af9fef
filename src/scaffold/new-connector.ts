import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, modify, parse } from 'jsonc-parser';
import { recompile } from '../catalog/compile.ts';
import { INDEX_FILE, SITE_FOLDERS } from '../catalog/file-names.ts';
import { loadCatalog } from '../catalog/load.ts';
import { todayUtc } from '../catalog/release-date.ts';
import { npmSbom, SBOM_FILE } from '../catalog/sbom.ts';
import { KEBAB_CASE } from '../catalog/schemas.ts';
import { SetupError, UsageError } from '../findings/errors.ts';
import type { Finding } from '../findings/finding.ts';
import { recordedTargets } from '../sandbox/targets.ts';
import { describeNpmFailure, NOT_PUBLISHED, type NpmFailure, removeTree, resolveTree } from './npm-tree.ts';
import { listPackageTools } from './package-tools.ts';
import {
  DUAL_ERA_NODE_MAJOR,
  KINDS,
  nodeServesBothEras,
  type ScaffoldInput,
  type ScaffoldKind,
  scaffoldFiles,
  type ToolEntry,
} from './templates.ts';

interface NewConnectorOptions {
  catalogDir: string;
  /** The catalog directory as messages name it. */
  catalogLabel: string;
  /** The repository root: pylib/ and package.json (for pinned versions) are read from it. */
  repoDir: string;
  id: string;
  kind: string;
  /** npm-package only: PKG@VERSION, an exact version. */
  packageSpec?: string;
  /** Told what takes time (npm, the server's start) before it starts. */
  progress?: (line: string) => void;
}

interface NewConnectorResult {
  /** The files written, relative to the working directory. */
  written: string[];
  indexWritten: boolean;
  compileFindings: Finding[];
  /** Whether package-lock.json was written (kinds with npm dependencies). */
  locked: boolean;
  /** npm-package: the tools written to tools[] (none when the server could not be started or listed). */
  tools: ScaffoldInput['tools'];
  /** What could not be done, one sentence each, with the command that does it later. */
  notes: string[];
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Writes connectors/<id>/ for the kind, appends the id to index.json and recompiles connectors.json. */
export async function newConnector(options: NewConnectorOptions): Promise<NewConnectorResult> {
  const { id, catalogDir, catalogLabel } = options;
  if (!KEBAB_CASE.test(id) || SITE_FOLDERS.has(id)) {
    throw new UsageError(
      `"${id}" cannot be a connector id: use kebab-case (lowercase letters and digits between single hyphens, e.g. "my-service")` +
        (SITE_FOLDERS.has(id) ? `, and not ${[...SITE_FOLDERS].join(', ')} (folders of the site)` : ''),
    );
  }
  if (!(KINDS as readonly string[]).includes(options.kind))
    throw new UsageError(`--kind "${options.kind}" is not one of ${KINDS.join(', ')}`);
  const kind = options.kind as ScaffoldKind;
  const pkg = kind === 'npm-package' ? packageOf(options.packageSpec) : undefined;
  if (kind !== 'npm-package' && options.packageSpec)
    throw new UsageError(`PKG@VERSION is for --kind npm-package only (got "${options.packageSpec}")`);

  const indexFile = path.join(catalogDir, INDEX_FILE);
  const indexText = await readFile(indexFile, 'utf8').catch(() => {
    throw new SetupError(`no ${catalogLabel}/${INDEX_FILE}: is ${catalogLabel} the catalog? (--catalog DIR)`);
  });
  const ids = parse(indexText) as unknown;
  if (!Array.isArray(ids)) throw new SetupError(`${catalogLabel}/${INDEX_FILE} is not a JSON array of ids; fix it first (npm run check)`);
  const folder = path.join(catalogDir, id);
  if (existsSync(folder) || ids.includes(id))
    throw new UsageError(
      `"${id}" exists already (${catalogLabel}/${id}${ids.includes(id) ? ` or in ${INDEX_FILE}` : ''}); choose another id`,
    );

  const [skaldMcp, mcpProbe, rootPackage, rootLock] = await Promise.all([
    readFile(path.join(options.repoDir, 'pylib', 'skald_mcp.py'), 'utf8'),
    readFile(path.join(options.repoDir, 'pylib', 'mcp_probe.py'), 'utf8'),
    readFile(path.join(options.repoDir, 'package.json'), 'utf8'),
    readFile(path.join(options.repoDir, 'package-lock.json'), 'utf8').catch(() => undefined),
  ]);
  const {
    dependencies: pinned,
    devDependencies: devPinned = {},
    overrides = {},
  } = JSON.parse(rootPackage) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const mcpServer = pinned['@modelcontextprotocol/server'] ?? devPinned['@modelcontextprotocol/server']!;
  const input: ScaffoldInput = {
    id,
    kind,
    pkg,
    today: todayUtc(),
    versions: {
      sdk: pinned['@modelcontextprotocol/sdk'] ?? devPinned['@modelcontextprotocol/sdk']!,
      server: mcpServer,
      zod: pinned.zod!,
      overrides,
    },
    // A scaffold declares no min_runtime: it must run on every target, the oldest first.
    targetNode: recordedTargets()[0]!.node,
  };
  const pylib = { skaldMcp, mcpProbe };
  const files = scaffoldFiles(input, pylib);
  const label = `${catalogLabel}/${id}`;
  // Resolved before anything is written: a package the registry does not have is a wrong argument, not a folder to keep.
  if (files['package.json'])
    options.progress?.(
      pkg
        ? `installing ${pkg.name}@${pkg.version} with npm (--ignore-scripts) in a temporary directory, to lock its tree and list its tools`
        : `locking ${label}'s dependency tree with npm (--package-lock-only --ignore-scripts)`,
    );
  const tree = files['package.json'] ? await resolveTree(files['package.json'], rootLock, { install: kind === 'npm-package' }) : undefined;
  if (tree && !tree.ok && pkg && NOT_PUBLISHED.has(tree.failure.code))
    throw new UsageError(
      `${pkg.name}@${pkg.version} is not on the npm registry (${tree.failure.code}: ${tree.failure.detail}); ` +
        'check the name and the version',
    );
  try {
    const notes: string[] = [];
    if (kind === 'node' && !nodeServesBothEras(input.targetNode))
      notes.push(
        `${label}/server.js speaks only the legacy MCP era (initialize): the v2 SDK, which also serves 2026-07-28 clients, ` +
          `needs Node ${DUAL_ERA_NODE_MAJOR} and the oldest target runs Node ${input.targetNode}`,
      );
    if (tree?.ok) {
      files['package-lock.json'] = tree.lock;
      files[SBOM_FILE] = await npmSbom(id, files['package.json']!, tree.lock);
    } else if (tree) notes.push(unlockedNote(label, id, tree.failure, pkg));
    const written = await writeFiles(folder, label, files);
    if (kind === 'npm-package' && tree?.ok) {
      options.progress?.(`starting its server on this machine, NOT sandboxed (the package you chose), to list its tools`);
      input.tools = await toolsOfPackage(catalogDir, catalogLabel, id, tree.dir, notes);
      if (input.tools.length) {
        const { 'connector.json': connector, 'fragment.json': fragment } = scaffoldFiles(input, pylib);
        await writeFiles(folder, label, { 'connector.json': connector!, 'fragment.json': fragment! });
      }
    }
    const eol = indexText.includes('\r\n') ? '\r\n' : '\n';
    await writeFile(
      indexFile,
      applyEdits(
        indexText,
        modify(indexText, [ids.length], id, { isArrayInsertion: true, formattingOptions: { insertSpaces: true, tabSize: 2, eol } }),
      ),
    );
    written.push(`${catalogLabel}/${INDEX_FILE}`);
    const { indexWritten, compileFindings } = await recompile(catalogDir, catalogLabel);
    return { written, indexWritten, compileFindings, locked: tree?.ok === true, tools: input.tools, notes };
  } finally {
    if (tree?.ok) await removeTree(tree.dir);
  }
}

async function writeFiles(folder: string, label: string, files: Record<string, string>): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const names = Object.keys(files).sort();
  for (const name of names)
    await writeFile(path.join(folder, name), files[name]!, { mode: name.endsWith('.py') || name === 'server.js' ? 0o755 : 0o644 });
  return names.map((name) => `${label}/${name}`);
}

/** Why the folder has no package-lock.json (nor, for npm-package, tools), and the commands that finish it later. */
function unlockedNote(label: string, id: string, failure: NpmFailure, pkg: { name: string; version: string } | undefined): string {
  const spec = pkg && `${pkg.name}@${pkg.version}`;
  const lock = `\`(cd ${label} && npm install --package-lock-only --ignore-scripts)\` locks its tree`;
  return spec
    ? `${describeNpmFailure(`install ${spec}`, failure)}, so tools[] is left empty and package-lock.json unwritten: when npm can, ` +
        `\`npm run probe -- ${id}\` lists the tools to copy into both manifests and ${lock}`
    : `${describeNpmFailure(`lock ${label}'s dependency tree`, failure)}, so package-lock.json is unwritten: when npm can, ${lock}`;
}

/** The package's tools as its server lists them, started from the tree npm installed; none, with a note, when it cannot be. */
async function toolsOfPackage(
  catalogDir: string,
  catalogLabel: string,
  id: string,
  treeDir: string,
  notes: string[],
): Promise<ToolEntry[]> {
  const [folder] = (await loadCatalog(catalogDir, catalogLabel, { folders: new Set([id]) })).connectors;
  const listed = await listPackageTools(folder!, treeDir);
  if (!listed.ok) {
    notes.push(
      `its server did not list its tools (${listed.problem}), so tools[] is left empty: \`npm run probe -- ${id}\` shows what it says`,
    );
    return [];
  }
  notes.push(...listed.nameProblems.map((problem) => `${problem}: npm run check reports it (tool-entries) until the server renames it`));
  return listed.tools;
}

function packageOf(spec: string | undefined): { name: string; version: string } {
  const at = spec?.lastIndexOf('@') ?? -1;
  const name = at > 0 ? spec!.slice(0, at) : '';
  const version = at > 0 ? spec!.slice(at + 1) : '';
  if (!spec || !name || !EXACT_VERSION.test(version))
    throw new UsageError(
      '--kind npm-package needs the package with its exact version, PKG@VERSION ' +
        `(e.g. @modelcontextprotocol/server-everything@2026.8.31)${spec ? `; got "${spec}"` : ''}`,
    );
  return { name, version };
}
