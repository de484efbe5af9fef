// A Python package index as pip reads it: the project's page of the simple repository API, as JSON (PEP 691, with
// PEP 700's `versions` and `upload-time` where the index gives them) or as HTML (PEP 503, file names only). Versions come
// from the index's list or from the distribution files' names; a version whose files are all yanked is left out.

import { registryText } from './http.ts';
import type { PackageReleases, Release } from './npm-registry.ts';
import { normalizePypiName } from './package-names.ts';
import { comparePep440, isPep440 } from './pep440.ts';

const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';

/** `accept` is what pip asks for; an index that cannot answer JSON answers HTML. */
export async function pypiReleases(
  index: URL,
  name: string,
  accept = `${JSON_TYPE}, text/html;q=0.1`,
): Promise<PackageReleases | undefined> {
  const project = normalizePypiName(name);
  const answer = await registryText({
    what: `the Python index's page of ${project}`,
    url: new URL(`${project}/`, index),
    accept,
    absentOn: [404],
  });
  if (!answer) return undefined;
  const files = answer.type.includes(JSON_TYPE) ? jsonFiles(answer.text) : htmlFiles(answer.text);
  const byVersion = new Map<string, { published?: string; live: boolean }>();
  for (const file of files) {
    const version = versionOf(file.filename, project);
    if (!version) continue;
    const seen = byVersion.get(version) ?? { live: false };
    const time = file.uploaded && !Number.isNaN(Date.parse(file.uploaded)) ? new Date(file.uploaded).toISOString() : undefined;
    byVersion.set(version, {
      live: seen.live || !file.yanked,
      published: time && (!seen.published || time < seen.published) ? time : seen.published,
    });
  }
  const releases: Release[] = [...byVersion]
    .filter(([, seen]) => seen.live)
    .map(([version, seen]) => ({ version, ...(seen.published ? { published: seen.published } : {}) }));
  return { releases: releases.sort((a, b) => comparePep440(a.version, b.version)) };
}

interface IndexFile {
  filename: string;
  uploaded?: string;
  yanked: boolean;
}

function jsonFiles(text: string): IndexFile[] {
  let document: { files?: unknown };
  try {
    document = JSON.parse(text) as { files?: unknown };
  } catch {
    return [];
  }
  if (!Array.isArray(document.files)) return [];
  return document.files.flatMap((entry: Record<string, unknown>) =>
    typeof entry?.filename === 'string'
      ? [
          {
            filename: entry.filename,
            ...(typeof entry['upload-time'] === 'string' ? { uploaded: entry['upload-time'] } : {}),
            yanked: entry.yanked !== undefined && entry.yanked !== false,
          },
        ]
      : [],
  );
}

/** PEP 503: one anchor per file, its text the file name; `data-yanked` marks a yanked one. */
function htmlFiles(text: string): IndexFile[] {
  return [...text.matchAll(/<a\b([^>]*)>([^<]+)<\/a>/gi)].map((match) => ({
    filename: match[2]!.trim(),
    yanked: /\bdata-yanked\b/i.test(match[1]!),
  }));
}

/** The version in a wheel's or a source distribution's file name, when the name is this project's. */
function versionOf(filename: string, project: string): string | undefined {
  const wheel = /^([^-]+)-([^-]+)(?:-\d[^-]*)?-[^-]+-[^-]+-[^-]+\.whl$/.exec(filename);
  const sdist = /^(.+)-([^-]+)\.(?:tar\.gz|zip)$/.exec(filename);
  const [, distribution, version] = wheel ?? sdist ?? [];
  if (!distribution || !version || normalizePypiName(distribution) !== project) return undefined;
  return isPep440(version) ? version : undefined;
}
