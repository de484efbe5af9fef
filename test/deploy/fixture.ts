import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { type DeployInput, type DeploySettings, readDeploySettings } from '../../src/deploy/config.ts';
import type { DeployReporter, UploadProgress } from '../../src/deploy/report.ts';
import { localConnector, writeCatalog, writeConnector } from '../helpers/catalog-fixture.ts';
import type { SshServer } from './servers.ts';

/** A catalog with the whole site: connectors, the catalog page, the OAuth page, schemas, and compile inputs that must not ship. */
export async function writeSiteCatalog(ids: string[], mark = 'r1'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const connectors = Object.fromEntries(ids.map((id) => [id, withMark(id, mark)]));
  const catalog = await writeCatalog(connectors);
  await mkdir(path.join(catalog.dir, 'assets'), { recursive: true });
  await mkdir(path.join(catalog.dir, 'oauth'), { recursive: true });
  await mkdir(path.join(catalog.dir, 'schemas'), { recursive: true });
  await writeFile(
    path.join(catalog.dir, 'index.html'),
    `<!doctype html><title>catalog ${mark}</title><script src="assets/catalog.js"></script>\n`,
  );
  await writeFile(path.join(catalog.dir, 'assets', 'catalog.js'), `console.log(${JSON.stringify(mark)});\n`);
  await writeFile(path.join(catalog.dir, 'assets', '.gitkeep'), '');
  await writeFile(path.join(catalog.dir, 'oauth', 'show.html'), `<!doctype html><title>oauth ${mark}</title>\n`);
  await writeFile(path.join(catalog.dir, 'schemas', 'connector.schema.json'), `{"$id":"connector ${mark}"}\n`);
  await writeFile(path.join(catalog.dir, 'connectors.pub'), releaseKeys().primary.publicKey);
  await compile(catalog.dir);
  return catalog;
}

export interface KeyPair {
  publicKey: string;
  secretKey: string;
}

let keys: { primary: KeyPair; other: KeyPair } | undefined;

/** Two release key pairs made by Debian's real `minisign -G -W`, once per test file. */
export function releaseKeys(): { primary: KeyPair; other: KeyPair } {
  if (keys) return keys;
  const dir = mkdtempSync(path.join(tmpdir(), 'skald-minisign-'));
  try {
    const make = (name: string): KeyPair => {
      execFileSync('minisign', ['-G', '-W', '-p', `${dir}/${name}.pub`, '-s', `${dir}/${name}.key`], { stdio: 'pipe' });
      return { publicKey: readFileSync(`${dir}/${name}.pub`, 'utf8'), secretKey: readFileSync(`${dir}/${name}.key`, 'utf8') };
    };
    keys = { primary: make('primary'), other: make('other') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return keys;
}

/** A valid connector whose every shipped file carries `mark`, so releases never share a file by accident. */
export function withMark(id: string, mark: string) {
  const connector = localConnector(id);
  connector.files['server.py'] = `print("${id} ${mark}")\n`;
  (connector.manifest.docs as { description: string }[])[0]!.description = `Forecasts, release ${mark}.`;
  connector.files['icon_sm.svg'] = connector.files['icon_sm.svg']!.replace('</svg>', `<!-- ${id} sm ${mark} --></svg>`);
  connector.files['icon_lg.svg'] = connector.files['icon_lg.svg']!.replace('</svg>', `<!-- ${id} lg ${mark} --></svg>`);
  return connector;
}

/** Rewrites one connector's files with a new mark, then recompiles. */
export async function changeConnector(
  catalogDir: string,
  id: string,
  mark: string,
  extra: Record<string, string | Buffer> = {},
): Promise<void> {
  const connector = withMark(id, mark);
  await writeConnector(catalogDir, id, { ...connector, files: { ...connector.files, ...extra } });
  await compile(catalogDir);
}

export async function compile(catalogDir: string): Promise<string> {
  const result = await compileCatalog(await loadCatalog(catalogDir));
  if (result.text === undefined) throw new Error(`fixture does not compile: ${JSON.stringify(result.findings)}`);
  await writeFile(path.join(catalogDir, 'connectors.json'), result.text);
  return result.text;
}

export async function settingsFor(
  sshd: SshServer,
  webRoot: string,
  overrides: Partial<Record<DeployInput, string>> = {},
): Promise<DeploySettings> {
  const values: Partial<Record<DeployInput, string>> = {
    host: sshd.host,
    port: String(sshd.port),
    user: sshd.user,
    target: webRoot,
    'known-hosts': sshd.knownHostsLine,
    'private-key': sshd.clientPrivateKey,
    commit: 'abc1234',
    'lock-timeout': '60',
    'signing-key': releaseKeys().primary.secretKey,
    ...overrides,
  };
  return readDeploySettings((name) => values[name], '.');
}

/** Collects what a deploy reports, for assertions. */
export function recorder(): DeployReporter & { lines: string[]; uploads: UploadProgress[] } {
  const lines: string[] = [];
  const uploads: UploadProgress[] = [];
  return {
    lines,
    uploads,
    step: (message) => lines.push(message),
    warn: (message) => lines.push(`warning: ${message}`),
    upload: (progress) => uploads.push(progress),
  };
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Every file of a site as served: path → bytes, read from the local catalog by what connectors.json lists. */
export async function expectedSite(catalogDir: string): Promise<Map<string, Buffer>> {
  const index = JSON.parse(await readFile(path.join(catalogDir, 'connectors.json'), 'utf8')) as {
    connectors: { folder: string; files: { path: string }[] }[];
  };
  const paths = [
    'connectors.json',
    'connectors.pub',
    'index.html',
    'assets/catalog.js',
    'oauth/show.html',
    'schemas/connector.schema.json',
  ];
  for (const entry of index.connectors) for (const file of entry.files) paths.push(`${entry.folder}/${file.path}`);
  const out = new Map<string, Buffer>();
  for (const file of paths.sort()) out.set(file, await readFile(path.join(catalogDir, file)));
  return out;
}
