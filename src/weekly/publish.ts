// status.json goes beside the site, not into it: the release stays as deployed (its files are hashed and
// listed), and the web server serves /status.json from the releases directory (docs/ci.md).
import { randomBytes } from 'node:crypto';
import type { DeployTarget } from '../deploy/config.ts';
import { ServerSession } from '../deploy/ssh.ts';

export const STATUS_FILE = 'status.json';

/** Writes `<releases dir>/status.json` atomically (a temporary file, then rename), so a reader never sees half of it. */
export async function publishStatus(target: DeployTarget, text: string): Promise<string> {
  const destination = `${target.releasesDir}/${STATUS_FILE}`;
  const temporary = `${destination}.${randomBytes(6).toString('hex')}.tmp`;
  const session = await ServerSession.open(target);
  try {
    await session.run('creating the releases directory', 'mkdir -p "$1"', [target.releasesDir]);
    await session.writeFile(temporary, Buffer.from(text));
    await session.run('publishing status.json', 'mv -f "$1" "$2"', [temporary, destination]);
    return destination;
  } finally {
    await session.close();
  }
}
