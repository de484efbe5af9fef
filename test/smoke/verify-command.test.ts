// A placeholder in verify.command reaches the verify's shell through its environment, never its command line: the
// command a real sh runs holds no value, and prints what the filled-in command would print, in every quoting.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../src/catalog/placeholders.ts';
import { commandReadingEnvironment } from '../../src/smoke/verify.ts';

const ENV = { API_KEY: 'k3y-value-6c1f', REGION: 'eu west' };

/** What `sh -c command` prints, with only `env` (and PATH) in its environment. */
const shell = (command: string, env: Record<string, string>) =>
  execFileSync('sh', ['-c', command], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env } });

describe('verify.command placeholders', () => {
  it.each([
    'printf "%s|" {SECRET:API_KEY}',
    'printf "%s|" --key={SECRET:API_KEY} "{ENV:REGION}"',
    `printf "%s|" 'key {SECRET:API_KEY} here' "in 'double' {SECRET:API_KEY}"`,
    `printf "%s|" '{SECRET:API_KEY}'"{ENV:REGION}"{SECRET:API_KEY}`,
    'printf "%s|" \\"{SECRET:API_KEY} {ENV:REGION}',
    'printf "%s|" {ENV:REGION} {ENV:UNDECLARED}x {not-a-placeholder}',
    'API_KEY_COPY={SECRET:API_KEY} sh -c \'printf "%s|" "$API_KEY_COPY"\'',
  ])('%s', (command) => {
    const read = commandReadingEnvironment(command, ENV);
    expect(read.command).not.toContain(ENV.API_KEY);
    expect(read.command).not.toContain('{SECRET:');
    expect(shell(read.command, read.env)).toBe(shell(fillPlaceholders(command, ENV), {}));
  });

  it('gives a value the shell would read as code only as text', () => {
    const env = { API_KEY: `$(echo pwned) ; 'x' "y" \`id\`` };
    const read = commandReadingEnvironment('printf "%s|" {SECRET:API_KEY} "{SECRET:API_KEY}"', env);
    expect(shell(read.command, read.env)).toBe(`$(echo|pwned)|;|'x'|"y"|\`id\`|${env.API_KEY}|`);
  });
});
