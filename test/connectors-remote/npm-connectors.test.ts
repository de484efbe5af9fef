import { accessSync, constants, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fake, startHtmlPage, startJsonApi } from './fakes.ts';
import { installConnectorPackages, launchConnector, type RunningConnector, readManifest } from './npm-connector.ts';
import { CATALOG_DIR, expectConvention, runVerify } from './verify-run.ts';

let home: string;
beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), 'skald-conn-home-'));
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

async function withConnector<T>(running: Promise<RunningConnector>, use: (connector: RunningConnector) => Promise<T>): Promise<T> {
  const connector = await running;
  try {
    return await use(connector);
  } finally {
    await connector.close();
  }
}

function readPackageJson(connectorId: string): { dependencies: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(CATALOG_DIR, connectorId, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
}

function textOf(result: Awaited<ReturnType<RunningConnector['client']['callTool']>>): string {
  return (result.content as Array<{ type: string; text?: string }>).map((part) => part.text ?? '').join('\n');
}

describe('firecrawl (the published firecrawl-mcp package, pinned)', () => {
  const manifest = readManifest('firecrawl');
  let cwd: string;
  beforeAll(async () => {
    cwd = await installConnectorPackages('firecrawl');
  });

  it('pins one exact version, the same in mcp_config, launch_command, dependencies and package.json', () => {
    const { dependencies } = readPackageJson('firecrawl');
    expect(dependencies).toEqual({ 'firecrawl-mcp': expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    const pinned = `firecrawl-mcp@${dependencies['firecrawl-mcp']}`;
    expect(manifest.mcp_config).toMatchObject({ command: 'npx', args: ['-y', pinned] });
    expect(manifest.launch_command).toBe(`npx -y ${pinned}`);
    expect(manifest.dependencies).toEqual([pinned]);
  });

  it('lists exactly the tools of the manifest, with a fake key and no network at all', async () => {
    await withConnector(
      launchConnector(manifest, { cwd, home, offline: true, values: { FIRECRAWL_API_KEY: 'fc-not-a-real-key' } }),
      async ({ client }) => {
        expect(client.getServerVersion()?.name).toBe('firecrawl-fastmcp');
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name).sort()).toEqual(manifest.tools.map((tool) => tool.name).sort());
      },
    );
  });

  describe('against a fake Firecrawl API on loopback (FIRECRAWL_API_URL)', () => {
    const goodKey = 'fc-good-31f5aa';
    let api: Fake;
    beforeAll(async () => {
      api = await startJsonApi((request) => {
        if (request.headers.authorization !== `Bearer ${goodKey}`)
          return { status: 401, body: { success: false, error: 'Unauthorized: Invalid token' } };
        if (request.method === 'POST' && request.url.pathname === '/v2/scrape') {
          const { url } = JSON.parse(request.body) as { url: string };
          return {
            status: 200,
            body: {
              success: true,
              data: {
                markdown: '# Opening hours\n\nMonday to Friday, 9 to 17.',
                metadata: { title: 'Contact', sourceURL: url, statusCode: 200 },
              },
            },
          };
        }
        return { status: 404, body: { success: false, error: `no route ${request.url.pathname}` } };
      });
    });
    afterAll(() => api.close());

    it('scrapes a page: the tool returns the markdown the API sent, and the key went as a bearer token', async () => {
      await withConnector(
        launchConnector(manifest, { cwd, home, offline: false, values: { FIRECRAWL_API_KEY: goodKey, FIRECRAWL_API_URL: api.origin } }),
        async ({ client }) => {
          const result = await client.callTool({
            name: 'firecrawl_scrape',
            arguments: { url: 'https://shop.example/contact', formats: ['markdown'] },
          });
          expect(result.isError).toBeFalsy();
          expect(result.structuredContent).toMatchObject({
            markdown: '# Opening hours\n\nMonday to Friday, 9 to 17.',
            metadata: { title: 'Contact' },
          });
          const scrape = api.requests.find((request) => request.url.pathname === '/v2/scrape');
          expect(JSON.parse(scrape!.body)).toMatchObject({ url: 'https://shop.example/contact', formats: ['markdown'] });
        },
      );
    });

    it('turns a rejected key into a tool error, not a crash', async () => {
      await withConnector(
        launchConnector(manifest, { cwd, home, offline: false, values: { FIRECRAWL_API_KEY: 'fc-wrong', FIRECRAWL_API_URL: api.origin } }),
        async ({ client }) => {
          const result = await client.callTool({ name: 'firecrawl_scrape', arguments: { url: 'https://shop.example/contact' } });
          expect(result.isError).toBe(true);
          expect(textOf(result)).toContain('Unauthorized');
          expect((await client.listTools()).tools.length).toBe(manifest.tools.length);
        },
      );
    });
  });
});

describe('playwright (the published @playwright/mcp package, pinned)', () => {
  const manifest = readManifest('playwright');
  const browser = manifest.mcp_config?.env?.PLAYWRIGHT_MCP_EXECUTABLE_PATH ?? '';
  let cwd: string;
  beforeAll(async () => {
    cwd = await installConnectorPackages('playwright');
  });

  it('pins one exact version, the same in mcp_config, launch_command, dependencies and package.json', () => {
    const { dependencies } = readPackageJson('playwright');
    expect(dependencies).toEqual({ '@playwright/mcp': expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    const pinned = `@playwright/mcp@${dependencies['@playwright/mcp']}`;
    expect(manifest.mcp_config).toMatchObject({ command: 'npx', args: ['-y', pinned] });
    expect(manifest.launch_command).toBe(`npx -y ${pinned}`);
    expect(manifest.dependencies).toEqual([pinned]);
  });

  it('lists exactly the tools of the manifest, with no network at all', async () => {
    await withConnector(launchConnector(manifest, { cwd, home, offline: true, values: {} }), async ({ client }) => {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(manifest.tools.map((tool) => tool.name).sort());
    });
  });

  it('drives the configured Chromium: opens a loopback page and reads it back', async () => {
    accessSync(browser, constants.X_OK);
    const site = await startHtmlPage('<title>Order status</title><h1>Parcel 4471 is out for delivery</h1>');
    try {
      await withConnector(launchConnector(manifest, { cwd, home, offline: false, values: {} }), async ({ client }) => {
        const opened = await client.callTool({ name: 'browser_navigate', arguments: { url: `${site.origin}/` } });
        expect(opened.isError).toBeFalsy();
        expect(textOf(opened)).toContain('Page Title: Order status');
        const snapshot = await client.callTool({ name: 'browser_snapshot', arguments: {} });
        expect(textOf(snapshot)).toContain('Parcel 4471 is out for delivery');
        await client.callTool({ name: 'browser_close', arguments: {} });
      });
    } finally {
      await site.close();
      // Where the server writes snapshots: the working directory, as in a connector folder.
      await rm(path.join(cwd, '.playwright-mcp'), { recursive: true, force: true });
    }
  });

  describe('verify.js', () => {
    it('passes with the Chromium the connector is configured for', async () => {
      const result = expectConvention(await runVerify('playwright', {}));
      expect(result).toEqual({ ok: true, message: 'Headless Chromium started and ran JavaScript', details: { executable: browser } });
    });

    it('fails clearly when no browser is installed there', async () => {
      const result = expectConvention(await runVerify('playwright', { PLAYWRIGHT_MCP_EXECUTABLE_PATH: '/nonexistent/chromium' }));
      expect(result.ok).toBe(false);
      expect(result.message).toContain('No Chromium at /nonexistent/chromium');
    });

    it("fails with the browser's own complaint when it cannot start", async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'skald-conn-fakebrowser-'));
      const fakeBrowser = path.join(dir, 'chromium');
      await writeFile(fakeBrowser, '#!/bin/sh\necho "Missing X server or $DISPLAY" >&2\nexit 1\n');
      await chmod(fakeBrowser, 0o755);
      try {
        const result = expectConvention(await runVerify('playwright', { PLAYWRIGHT_MCP_EXECUTABLE_PATH: fakeBrowser }));
        expect(result.ok).toBe(false);
        expect(result.message).toContain('exit code 1');
        expect(result.message).toContain('Missing X server');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});
