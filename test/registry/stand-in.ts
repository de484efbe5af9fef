// A package registry on loopback, as the update code and npm itself read one: npm's packuments (every version with its
// dist.tarball and integrity, `time`, `dist-tags`), the tarballs made with `npm pack`, the bulk advisory endpoint `npm
// audit` posts to (`POST /-/npm/v1/security/advisories/bulk`, plain or gzip), and a Python simple index under /simple/
// (PEP 691 JSON with upload times when asked for it, PEP 503 HTML otherwise) with its files under /files/.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import semver from 'semver';

const exec = promisify(execFile);

export interface StandInAdvisory {
  id: number;
  url: string;
  title: string;
  severity: string;
  vulnerable_versions: string;
}

interface NpmVersion {
  manifest: Record<string, unknown>;
  tarball: Buffer;
  published: string;
  deprecated?: string;
}

interface PythonFile {
  filename: string;
  bytes: Buffer;
  uploaded: string;
  yanked?: boolean;
}

export class RegistryStandIn {
  readonly requests: { method: string; path: string }[] = [];
  private readonly npm = new Map<string, Map<string, NpmVersion>>();
  private readonly latest = new Map<string, string>();
  private readonly advisories = new Map<string, StandInAdvisory[]>();
  private readonly python = new Map<string, PythonFile[]>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<RegistryStandIn> {
    const server = createServer();
    const standIn = new RegistryStandIn(server);
    server.on('request', (request, response) => {
      standIn.answer(request).then(
        ({ status, type, body }) => response.writeHead(status, type ? { 'Content-Type': type } : {}).end(body),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  get pypiUrl(): string {
    return `${this.url}simple/`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** `npm pack` of a package folder, published with its package.json as the version's manifest. */
  async publishNpm(dir: string, published = new Date()): Promise<void> {
    const { stdout } = await exec('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: dir });
    const tarball = await readFile(path.join(dir, stdout.trim().split('\n').at(-1)!));
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    const name = String(manifest.name);
    const versions = this.npm.get(name) ?? new Map<string, NpmVersion>();
    versions.set(String(manifest.version), { manifest, tarball, published: published.toISOString() });
    this.npm.set(name, versions);
  }

  /** Moves the `latest` dist-tag (by default the highest version published). */
  tagLatest(name: string, version: string): void {
    this.latest.set(name, version);
  }

  deprecate(name: string, version: string): void {
    this.npm.get(name)!.get(version)!.deprecated = 'use a newer release';
  }

  advise(name: string, advisory: StandInAdvisory): void {
    this.advisories.set(name, [...(this.advisories.get(name) ?? []), advisory]);
  }

  publishPython(project: string, files: PythonFile[]): void {
    this.python.set(project, [...(this.python.get(project) ?? []), ...files]);
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; type?: string; body?: string | Buffer }> {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname });
    if (request.method === 'POST' && url.pathname === '/-/npm/v1/security/advisories/bulk') {
      const raw = await readAll(request);
      const body = JSON.parse((request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')) as Record<
        string,
        string[]
      >;
      return json(this.bulkAdvisories(body));
    }
    const simple = /^\/simple\/([^/]+)\/$/.exec(url.pathname);
    if (simple) return this.simplePage(simple[1]!, String(request.headers.accept ?? ''));
    const file = /^\/files\/([^/]+)$/.exec(url.pathname);
    if (file) {
      const found = [...this.python.values()].flat().find((candidate) => candidate.filename === file[1]);
      return found ? { status: 200, type: 'application/octet-stream', body: found.bytes } : { status: 404 };
    }
    const tarball = /^\/(.+)\/-\/[^/]+-(\d[^/]*)\.tgz$/.exec(decodeURIComponent(url.pathname));
    if (tarball) {
      const found = this.npm.get(tarball[1]!)?.get(tarball[2]!);
      return found ? { status: 200, type: 'application/octet-stream', body: found.tarball } : { status: 404 };
    }
    const name = decodeURIComponent(url.pathname.slice(1));
    return this.npm.has(name) ? json(this.packument(name)) : { status: 404, type: 'application/json', body: '{"error":"Not found"}' };
  }

  private packument(name: string): Record<string, unknown> {
    const versions = this.npm.get(name)!;
    const sorted = [...versions.keys()].sort(semver.compare);
    const file = name.split('/').at(-1);
    return {
      _id: name,
      name,
      'dist-tags': { latest: this.latest.get(name) ?? sorted.filter((version) => !semver.prerelease(version)).at(-1) ?? sorted.at(-1) },
      versions: Object.fromEntries(
        sorted.map((version) => {
          const entry = versions.get(version)!;
          const integrity = `sha512-${createHash('sha512').update(entry.tarball).digest('base64')}`;
          const shasum = createHash('sha1').update(entry.tarball).digest('hex');
          const tarball = `${this.url}${name}/-/${file}-${version}.tgz`;
          return [
            version,
            { ...entry.manifest, ...(entry.deprecated ? { deprecated: entry.deprecated } : {}), dist: { tarball, integrity, shasum } },
          ];
        }),
      ),
      time: {
        created: versions.get(sorted[0]!)!.published,
        modified: versions.get(sorted.at(-1)!)!.published,
        ...Object.fromEntries(sorted.map((version) => [version, versions.get(version)!.published])),
      },
    };
  }

  private bulkAdvisories(asked: Record<string, string[]>): Record<string, StandInAdvisory[]> {
    const answer: Record<string, StandInAdvisory[]> = {};
    for (const [name, versions] of Object.entries(asked)) {
      const naming = (this.advisories.get(name) ?? []).filter((advisory) =>
        versions.some((version) => semver.satisfies(version, advisory.vulnerable_versions)),
      );
      if (naming.length) answer[name] = naming;
    }
    return answer;
  }

  private simplePage(project: string, accept: string): { status: number; type?: string; body?: string } {
    const files = this.python.get(project);
    if (!files) return { status: 404 };
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    if (accept.includes('application/vnd.pypi.simple.v1+json'))
      return {
        status: 200,
        type: 'application/vnd.pypi.simple.v1+json',
        body: JSON.stringify({
          meta: { 'api-version': '1.1' },
          name: project,
          files: files.map((entry) => ({
            filename: entry.filename,
            url: `${this.url}files/${entry.filename}`,
            hashes: { sha256: sha256(entry.bytes) },
            'upload-time': entry.uploaded,
            ...(entry.yanked ? { yanked: true } : {}),
          })),
        }),
      };
    const links = files.map(
      (entry) =>
        `<a href="${this.url}files/${entry.filename}#sha256=${sha256(entry.bytes)}"${entry.yanked ? ' data-yanked=""' : ''}>${entry.filename}</a>`,
    );
    return { status: 200, type: 'text/html', body: `<!DOCTYPE html><html><body>\n${links.join('<br/>\n')}\n</body></html>` };
  }
}

function json(value: unknown): { status: number; type: string; body: string } {
  return { status: 200, type: 'application/json', body: JSON.stringify(value) };
}

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
