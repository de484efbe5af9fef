// No runtime import cycles in src/, scripts/ or the actions: in a cycle, one module runs before another it needs has
// finished loading, and what it reads is undefined or throws. Type-only imports are erased at run time, so they may
// loop. esbuild's module graph is the runtime one (it drops `import type`, and keeps what verbatimModuleSyntax keeps).
// Between the first-level folders of src/ there is no circle at all, types included: imports only go downwards.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The files git has or would add under `paths` that are still on disk (a deleted one may still be listed). */
function filesUnder(...paths: string[]): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...paths], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(file));
}

/** Each cycle once, as the modules along it: module graph -> cycles found by a depth-first search. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string) => {
    path.push(module);
    for (const next of graph.get(module) ?? []) {
      const back = path.indexOf(next);
      if (back >= 0) cycles.push([...path.slice(back), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(module);
  };
  for (const module of graph.keys()) if (!done.has(module)) visit(module);
  return cycles;
}

/** The first-level folder of src/ a module is in ("rules" for src/rules/smoke/rule.ts). */
const folderOf = (file: string) => file.split('/')[1]!;

/**
 * Between each two first-level folders of src/, one import that goes from one to the other (`file -> imported`),
 * every import counted, type-only ones too (TypeScript's own reading of the file's imports).
 */
function folderImports(files: readonly string[]): Map<string, Map<string, string>> {
  const imports = new Map<string, Map<string, string>>();
  for (const file of files) {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const imported = path.posix.join(path.posix.dirname(file), fileName);
      if (folderOf(imported) === folderOf(file)) continue;
      const from = imports.get(folderOf(file)) ?? new Map<string, string>();
      if (!from.has(folderOf(imported))) from.set(folderOf(imported), `${file} -> ${imported}`);
      imports.set(folderOf(file), from);
    }
  }
  return imports;
}

describe('import cycles', () => {
  it('finds a cycle, and passes over a graph without one', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(importCycles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts', 'c.ts']],
          ['b.ts', ['c.ts']],
        ]),
      ),
    ).toEqual([]);
  });

  it('src/, scripts/ and the actions import no module that imports them back at run time', async () => {
    const files = filesUnder('src', 'scripts', 'actions').filter((file) =>
      /^(?:src|scripts)\/.*\.ts$|^actions\/[^/]+\/main\.ts$/.test(file),
    );
    const { metafile } = await build({
      entryPoints: files,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outdir: 'unused',
      logLevel: 'silent',
    });
    const graph = new Map(
      Object.entries(metafile.inputs).map(([module, { imports }]) => [
        module,
        imports.filter((entry) => !entry.external).map((entry) => entry.path),
      ]),
    );
    expect(importCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('no circle between the first-level folders of src/, counting every import, type-only ones too', () => {
    const files = filesUnder('src').filter((file) => /^src\/[^/]+\/.*\.ts$/.test(file));
    const imports = folderImports(files);
    const graph = new Map([...imports].map(([from, to]) => [from, [...to.keys()]]));
    const circles = importCycles(graph).map((circle) =>
      circle
        .slice(1)
        .map((to, i) => imports.get(circle[i]!)!.get(to))
        .join(', '),
    );
    expect(circles).toEqual([]);
    // The check sees type-only imports: rules/ imports the observation types of the folders below it.
    expect(imports.get('rules')?.get('smoke')).toMatch(/^src\/rules\/\S+ -> src\/smoke\//);
  });

  it('no file of src/ is over 350 lines: one that grows past it holds two things, and is split', () => {
    const files = filesUnder('src').filter((file) => file.endsWith('.ts'));
    const long = files
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 350)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('every export of src/ is named in another file: what only its own file uses is not exported', () => {
    const files = filesUnder('src', 'scripts', 'actions', 'test', 'bench').filter(
      (file) => /\.[cm]?[jt]s$/.test(file) && !file.includes('/dist/'),
    );
    const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const declaration = /^export (?:async )?(?:function\*?|const|let|class|interface|type|enum) (\w+)/gm;
    const unused = files
      .filter((file) => file.startsWith('src/'))
      .flatMap((file) => [...texts.get(file)!.matchAll(declaration)].map((match) => ({ file, name: match[1]! })))
      .filter(({ file, name }) => !files.some((other) => other !== file && new RegExp(`\\b${name}\\b`).test(texts.get(other)!)))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(unused).toEqual([]);
  });
});
