// One answer to "which runtime", "which script" and "which placeholder", shared by the rules and the smoke run.
import { describe, expect, it } from 'vitest';
import { launchRuntime, runtimeOf, scriptFilesOf } from '../../src/catalog/commands.ts';
import { fillPlaceholders, placeholderNames, placeholderTokens } from '../../src/catalog/placeholders.ts';
import type { ConnectorManifest } from '../../src/catalog/schemas.ts';
import { ecosystemOf } from '../../src/smoke/connector-sandbox.ts';

const manifest = (command: string, requires: string[] = []) => ({ mcp_config: { command }, requires }) as unknown as ConnectorManifest;

describe('the runtime of a command', () => {
  it.each([
    ['python3', 'PYTHON'],
    ['python', 'PYTHON'],
    ['/usr/bin/python3.11', 'PYTHON'],
    ['node', 'NODE'],
    ['npx', 'NODE'],
    ['python2.7', undefined],
    ['bash', undefined],
  ])('%s is %s, for the requires rule and the smoke run alike', (command, runtime) => {
    expect(runtimeOf(command)).toBe(runtime);
    expect(launchRuntime(manifest(command))).toBe(runtime);
    const ecosystem = runtime === 'PYTHON' ? 'python' : runtime === 'NODE' ? 'node' : undefined;
    expect(ecosystemOf(manifest(command))).toBe(ecosystem);
  });

  it('falls back on requires only when the command names no runtime', () => {
    expect(ecosystemOf(manifest('bash', ['NODE']))).toBe('node');
    expect(ecosystemOf(manifest('python3', ['NODE']))).toBe('python');
  });

  it('a script is .py, .js, .mjs, .cjs or .sh, never a flag or a placeholder', () => {
    expect(scriptFilesOf(['bash', './run.sh', '--config=x.py', '{ENV:SCRIPT}.py', 'server.mjs'])).toEqual(['run.sh', 'server.mjs']);
  });
});

describe('the placeholder grammar', () => {
  it('reads, lists and fills the same tokens', () => {
    const text = 'https://x.example/{ENV:HOST}/{SECRET:api_key}?a={ENV:1BAD}&b={key}';
    expect(placeholderTokens(text).map((token) => `${token.kind}:${token.name}`)).toEqual([
      'ENV:HOST',
      'SECRET:api_key',
      'other:ENV:1BAD',
      'other:key',
    ]);
    expect(placeholderNames(text)).toEqual(['HOST', 'api_key']);
    expect(fillPlaceholders(text, { HOST: 'h', api_key: 'k' })).toBe('https://x.example/h/k?a={ENV:1BAD}&b={key}');
  });
});
