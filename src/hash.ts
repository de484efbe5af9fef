import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export interface Digest {
  sha256: string;
  size: number;
}

/** sha256 and size of a file, streamed: for callers that must not block the event loop. */
export function hashFile(path: string): Promise<Digest> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let size = 0;
    createReadStream(path, { highWaterMark: 1 << 20 })
      .on('data', (chunk) => {
        size += chunk.length;
        hash.update(chunk);
      })
      .on('error', reject)
      .on('end', () => resolve({ sha256: hash.digest('hex'), size }));
  });
}
