import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// scripts/run.cjs is how every `npm run` command starts: compiled JavaScript, rebuilt when a source changed.

describe('package.json: every command starts through scripts/run.cjs', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const names = ['src/commands', 'scripts'].flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -3)),
  );

  it('no command transpiles at start (tsx), and each one names a script that exists', () => {
    for (const [command, line] of Object.entries(scripts)) {
      expect(line, `"${command}" runs tsx: use "node scripts/run.cjs <name>"`).not.toMatch(/\btsx\b/);
      expect(line, `"${command}" runs a file of scripts/ directly: use "node scripts/run.cjs <name>"`).not.toMatch(/scripts\/[\w-]+\.ts/);
      const launched = /^node scripts\/run\.cjs (\w[\w-]*)$/.exec(line)?.[1];
      if (launched) expect(names, `"${command}" runs src/commands/${launched}.ts, which does not exist`).toContain(launched);
    }
    expect(scripts.prepare).toBe('node scripts/run.cjs --build');
  });
});

// The hello command's bundle, an ES module named by its content.
const BUNDLE = /^hello-[0-9a-f]{16}\.mjs$/;

/** The source of a command module: its help and its run, with `imports` (and any top-level code) before them. */
const command = (body: string, imports = '') =>
  `${imports}export const help = { usage: 'npm run x', summary: 'x', examples: [] };\n` +
  `export async function run(argv: string[]): Promise<number> {\n${body}\n}\n`;

describe('scripts/run.cjs in a project of its own', () => {
  let project: string;
  const run = (...args: string[]) => {
    const result = spawnSync('node', ['scripts/run.cjs', ...args], { cwd: project, encoding: 'utf8' });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const write = (file: string, text: string) => writeFileSync(path.join(project, file), text);
  const cached = () => readdirSync(path.join(project, 'node_modules/.cache/skald-scripts')).sort();

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'skald-run-'));
    for (const dir of ['scripts', 'src/cli', 'src/commands', 'src/findings', 'node_modules/@esbuild'])
      mkdirSync(path.join(project, dir), { recursive: true });
    // The launcher reads the exit codes from src/findings/errors.ts, their one definition; each command runs through
    // src/cli/command-line.ts.
    for (const file of [
      'scripts/run.cjs',
      'scripts/bundle.cjs',
      'src/findings/errors.ts',
      'src/findings/nearest.ts',
      'src/cli/command-line.ts',
      'src/cli/help.ts',
    ])
      copyFileSync(file, path.join(project, file));
    // Only esbuild, linked from ours, so that the cache this project writes stays inside it.
    symlinkSync(path.resolve('node_modules/esbuild'), path.join(project, 'node_modules/esbuild'));
    for (const platform of readdirSync('node_modules/@esbuild'))
      symlinkSync(path.resolve('node_modules/@esbuild', platform), path.join(project, 'node_modules/@esbuild', platform));
    write('src/greeting.ts', "export const greeting: string = 'hello';\n");
    write(
      'src/commands/hello.ts',
      command(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a command, with its own template string
        'process.stdout.write(`${greeting} ${argv.join(" ")} from ${fileURLToPath(import.meta.url)}\\n`);\nreturn 5;',
        "import { fileURLToPath } from 'node:url';\nimport { greeting } from '../greeting.ts';\n",
      ),
    );
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('runs the command with its arguments, its own import.meta.url and its exit code, from a cached bundle', () => {
    const first = run('hello', 'a', '--b');
    expect(first).toMatchObject({ code: 5, stdout: `hello a --b from ${path.join(project, 'src/commands/hello.ts')}\n` });
    const bundles = cached();
    expect(bundles.filter((file) => BUNDLE.test(file))).toHaveLength(1);
    expect(run('hello').stdout).toMatch(/^hello {2}from/);
    expect(cached(), 'an unchanged source is not rebuilt').toEqual(bundles);
  });

  it('a command module with top-level await runs as an ES module bundle', () => {
    write(
      'src/commands/waits.ts',
      command("process.stdout.write('waited\\n');\nreturn 0;", 'await new Promise((resolve) => setTimeout(resolve, 1));\n'),
    );
    expect(run('waits')).toMatchObject({ code: 0, stdout: 'waited\n' });
    expect(cached().filter((file) => /^waits-[0-9a-f]{16}\.mjs$/.test(file))).toHaveLength(1);
  });

  it('rebuilds before running when a source it imports changed, even to the same size; never runs the stale build', () => {
    run('hello');
    write('src/greeting.ts', "export const greeting: string = 'howdy';\n");
    expect(run('hello').stdout).toMatch(/^howdy/);
    // The same size and the mtime of the build before: our sources count by their content.
    const { mtime } = statSync(path.join(project, 'src/greeting.ts'));
    write('src/greeting.ts', "export const greeting: string = 'hallo';\n");
    utimesSync(path.join(project, 'src/greeting.ts'), mtime, mtime);
    expect(run('hello').stdout).toMatch(/^hallo/);
    expect(
      cached().filter((file) => BUNDLE.test(file)),
      'old bundles are removed',
    ).toHaveLength(1);
  });

  it('rebuilding a command keeps the bundle of one whose name starts with its own (check, check-site)', () => {
    write('src/commands/hello-site.ts', command("process.stdout.write('site\\n');\nreturn 0;"));
    expect(run('hello-site').stdout).toBe('site\n');
    write('src/greeting.ts', "export const greeting: string = 'hey';\n");
    expect(run('hello').stdout).toMatch(/^hey/);
    expect(run('hello-site')).toMatchObject({ code: 0, stdout: 'site\n' });
    // A bundle gone from under its stamp is built again, not imported and missed.
    for (const file of cached())
      if (/^hello-site-.*\.mjs$/.test(file)) rmSync(path.join(project, 'node_modules/.cache/skald-scripts', file));
    expect(run('hello-site')).toMatchObject({ code: 0, stdout: 'site\n' });
  });

  it('an installed package counts by its package.json: a reinstall, which writes it anew, rebuilds the command', () => {
    const dir = path.join(project, 'node_modules/greeter');
    mkdirSync(path.join(dir, 'lib'), { recursive: true });
    const install = (word: string) => {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'greeter', version: '1.0.0', main: 'lib/index.js' }));
      writeFileSync(path.join(dir, 'lib/index.js'), `exports.word = '${word}';\n`);
    };
    install('salut');
    write('src/commands/packaged.ts', command("process.stdout.write(word + '\\n');\nreturn 0;", "import { word } from 'greeter';\n"));
    expect(run('packaged').stdout).toBe('salut\n');
    const stamp = JSON.parse(readFileSync(path.join(project, 'node_modules/.cache/skald-scripts/packaged.json'), 'utf8')) as {
      inputs: [string, ...unknown[]][];
    };
    const files = stamp.inputs.map(([file]) => file);
    expect(files).toContain('node_modules/greeter/package.json');
    expect(files, "the package's other files are not stat'ed at every start").not.toContain('node_modules/greeter/lib/index.js');
    // npm writes every file of a package it installs: the package.json's mtime moves with the rest.
    const { mtime } = statSync(path.join(dir, 'package.json'));
    install('ciao');
    const later = new Date(mtime.getTime() + 2000);
    utimesSync(path.join(dir, 'package.json'), later, later);
    expect(run('packaged').stdout).toBe('ciao\n');
  });

  it('--build compiles every command ahead, as `npm ci` does through prepare', () => {
    write('src/commands/other.ts', command("process.stdout.write('other\\n');\nreturn 0;"));
    expect(run('--build').code).toBe(0);
    expect(cached()).toEqual(expect.arrayContaining(['hello.json', 'other.json']));
    expect(run('other').stdout).toBe('other\n');
  });

  it('an unknown command is a usage error (64); a command that does not compile is a bug of ours (2)', () => {
    const unknown = run('nope');
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('commands: hello, hello-site, other');
    write('src/commands/broken.ts', 'const = 1;\n');
    const broken = run('broken');
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('cannot compile src/commands/broken.ts');
  });
});
