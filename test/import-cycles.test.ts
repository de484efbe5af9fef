// No runtime import cycles in src/, scripts/ or the actions: in a cycle, one module runs before another it needs has
// finished loading, and what it reads is undefined or throws. Type-only imports are erased at run time, so they may
// loop. esbuild's module graph is the runtime one (it drops `import type`, and keeps what verbatimModuleSyntax keeps).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

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
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'scripts', 'actions'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /^(?:src|scripts)\/.*\.ts$|^actions\/[^/]+\/main\.ts$/.test(file));
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
});
