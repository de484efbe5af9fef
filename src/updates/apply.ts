// An update written into a connector's folder, on the runner: JSON and text edits only (the pins of package.json,
// connector.json and requirements.txt, each in place, keeping every other byte), then npm's lockfile resolved again with
// `npm install --package-lock-only --ignore-scripts`. That runs no package code: --package-lock-only reads package
// documents from the registry and writes package-lock.json, without fetching a tarball or installing anything, and
// --ignore-scripts keeps even the connector's own lifecycle scripts from running. The package code runs only later,
// in the smoke sandbox's two-phase install, when the tools are re-locked.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { splitCommand } from '../catalog/commands.ts';
import type { ToolsLock } from '../catalog/tools-lock.ts';
import { titleOf } from '../scaffold/templates.ts';
import { normalizePypiName } from './package-names.ts';
import type { UpdateTarget } from './proposal.ts';

const NPM_TIMEOUT_MS = 300_000;

function setJson(text: string, jsonPath: (string | number)[], value: unknown): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  const formattingOptions = { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol };
  return applyEdits(text, modify(text, jsonPath, value, { formattingOptions }));
}

async function editFile(file: string, change: (text: string) => string): Promise<boolean> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return false;
  const changed = change(text);
  if (changed === text) return false;
  await writeFile(file, changed);
  return true;
}

/** The same spec with the new version: `name@from` for npm, `name==from` (any spelling of the name) for Python. */
function movedSpec(spec: string, update: UpdateTarget): string | undefined {
  if (update.ecosystem === 'npm') return spec === `${update.name}@${update.from}` ? `${update.name}@${update.to}` : undefined;
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?(\s*==\s*)([^\s;]+)(.*)$/.exec(spec.trim());
  if (!match || normalizePypiName(match[1]!) !== normalizePypiName(update.name) || match[4] !== update.from) return undefined;
  return `${match[1]}${match[2] ?? ''}${match[3]}${update.to}${match[5]}`;
}

/** Moves every pin of the updates in the folder's package.json, connector.json and requirements.txt; returns the files edited. */
export async function applyPins(connectorDir: string, updates: readonly UpdateTarget[]): Promise<string[]> {
  const edited: string[] = [];
  const npm = updates.filter((update) => update.ecosystem === 'npm');
  if (
    await editFile(path.join(connectorDir, 'package.json'), (text) => {
      const dependencies = (JSON.parse(text) as { dependencies?: Record<string, string> }).dependencies ?? {};
      return npm.reduce(
        (out, update) => (dependencies[update.name] === update.from ? setJson(out, ['dependencies', update.name], update.to) : out),
        text,
      );
    })
  )
    edited.push('package.json');
  if (
    await editFile(path.join(connectorDir, 'connector.json'), (text) => {
      const manifest = JSON.parse(text) as { dependencies?: string[]; launch_command?: string; mcp_config?: { args?: string[] } };
      let out = text;
      const moved = (spec: string) => updates.map((update) => movedSpec(spec, update)).find((to) => to !== undefined);
      for (const [index, spec] of (manifest.dependencies ?? []).entries()) {
        const to = moved(spec);
        if (to) out = setJson(out, ['dependencies', index], to);
      }
      for (const [index, arg] of (manifest.mcp_config?.args ?? []).entries()) {
        const to = moved(arg);
        if (to) out = setJson(out, ['mcp_config', 'args', index], to);
      }
      if (manifest.launch_command) {
        const words = splitCommand(manifest.launch_command);
        const movedWords = words.map((word) => moved(word) ?? word);
        if (movedWords.some((word, index) => word !== words[index]))
          out = setJson(
            out,
            ['launch_command'],
            words.reduce((command, word, index) => command.replace(word, movedWords[index]!), manifest.launch_command),
          );
      }
      return out;
    })
  )
    edited.push('connector.json');
  if (
    await editFile(path.join(connectorDir, 'requirements.txt'), (text) =>
      text
        .split('\n')
        .map((line) => updates.map((update) => (update.ecosystem === 'pypi' ? movedSpec(line, update) : undefined)).find(Boolean) ?? line)
        .join('\n'),
    )
  )
    edited.push('requirements.txt');
  return edited;
}

/**
 * package-lock.json resolved again for the moved pins, from `registry`, in the lockfile's own form (no `resolved`
 * URLs, as the catalog's lockfiles are): undefined when it worked, else npm's reason in one line.
 */
export function relockNpm(connectorDir: string, registry: URL): Promise<string | undefined> {
  const args = [
    'install',
    '--package-lock-only',
    '--ignore-scripts',
    '--omit-lockfile-registry-resolved',
    // The registry as it is now, not a document npm cached last week.
    '--prefer-online',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    '--registry',
    registry.href,
  ];
  return new Promise((resolve) =>
    execFile('npm', args, { cwd: connectorDir, timeout: NPM_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve(undefined);
      const said = String(stderr)
        .split('\n')
        .map((line) => line.replace(/^npm (?:error|ERR!)\s*/, '').trim())
        .filter((line) => line && !/^(?:A complete log|Log files)/.test(line));
      resolve(
        (error as { killed?: boolean }).killed
          ? `npm took longer than ${NPM_TIMEOUT_MS / 1000} s`
          : said.slice(0, 2).join(' ') || 'npm failed',
      );
    }),
  );
}

/**
 * Both manifests' tools[] made to list what the new lock pins: a tool kept keeps its display_name, a new one gets the
 * server's title (else its name in words), a tool gone leaves. The order is the lock's, as lock-tools writes it.
 */
export async function syncManifestTools(connectorDir: string, lock: ToolsLock): Promise<string[]> {
  const edited: string[] = [];
  for (const file of ['connector.json', 'fragment.json']) {
    const changed = await editFile(path.join(connectorDir, file), (text) => {
      const current = (JSON.parse(text) as { tools?: Array<{ name: string; display_name?: string }> }).tools ?? [];
      const names = new Map(current.map((tool) => [tool.name, tool.display_name]));
      const tools = lock.tools.map(({ name, tool }) => {
        const title = typeof tool.title === 'string' ? tool.title : (tool.annotations as { title?: unknown } | undefined)?.title;
        return {
          name,
          display_name: names.get(name) ?? (typeof title === 'string' && title.trim() ? title.trim() : titleOf(name) || name),
        };
      });
      const same = tools.length === current.length && tools.every((tool, index) => tool.name === current[index]!.name);
      return same ? text : setJson(text, ['tools'], tools);
    });
    if (changed) edited.push(file);
  }
  return edited;
}
