// The vendored runtime as data: pylib/vendor.json names each file of pylib/ that connector folders ship a copy of
// (a folder is downloaded and hashed on its own, so it cannot import from outside itself).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import type { Catalog, ConnectorFolder } from './load.ts';

const VENDOR_TABLE = 'pylib/vendor.json';

const vendorTable = z.object({ $comment: z.string().optional(), copies: z.record(z.string(), z.string()) });

/** A vendored file name, where its source is (relative to the repository), and the source's bytes. */
export interface VendorSource {
  name: string;
  source: string;
  bytes: Buffer;
}

/** One copy in a connector folder beside its source. */
export interface VendoredCopy {
  /** The copy's path inside the connector folder. */
  file: string;
  source: string;
  current: boolean;
}

/** The sources of the repository the catalog sits in (its parent folder); none when it has no vendor table. */
export function readVendorSources(catalog: Catalog): VendorSource[] {
  const repoDir = path.dirname(catalog.dir);
  let text: string;
  try {
    text = readFileSync(path.join(repoDir, VENDOR_TABLE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Object.entries(vendorTable.parse(JSON.parse(text)).copies).map(([name, source]) => ({
    name,
    source,
    bytes: readFileSync(path.join(repoDir, source)),
  }));
}

/** Every file of the folder that is a copy by its name, compared byte for byte with its source. */
export function vendoredCopies(connector: ConnectorFolder, sources: readonly VendorSource[]): VendoredCopy[] {
  return sources.flatMap(({ name, source, bytes }) =>
    connector.files
      .filter((file) => file.kind === 'file' && file.path === name)
      .map((file) => ({ file: file.path, source, current: readFileSync(path.join(connector.dir, file.path)).equals(bytes) })),
  );
}

/** Writes every stale copy of the catalog from its source; returns the paths written, as messages name them. */
export async function writeVendoredCopies(catalog: Catalog): Promise<string[]> {
  const sources = readVendorSources(catalog);
  const written: string[] = [];
  for (const connector of catalog.connectors) {
    for (const copy of vendoredCopies(connector, sources)) {
      if (copy.current) continue;
      await writeFile(path.join(connector.dir, copy.file), sources.find((source) => source.source === copy.source)!.bytes);
      written.push(`${catalog.label}/${connector.folder}/${copy.file}`);
    }
  }
  return written;
}
