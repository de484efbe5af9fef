import { createHash } from 'node:crypto';
import { closeSync, constants, openSync, readFileSync, readSync } from 'node:fs';

export interface Digest {
  sha256: string;
  size: number;
}

/** The sha256 of bytes (or of text, as UTF-8), in hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

// hashFile reads synchronously, so one buffer serves every call.
const chunk = Buffer.allocUnsafe(1 << 16);

/** sha256 and size of a file, read a chunk at a time; a symlink in its place is never followed (ELOOP). */
export function hashFile(file: string): Digest {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const hash = createHash('sha256');
    const buffer = chunk;
    let size = 0;
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      hash.update(buffer.subarray(0, read));
      size += read;
    }
    return { sha256: hash.digest('hex'), size };
  } finally {
    closeSync(fd);
  }
}

/** Reads a file, failing with ELOOP on a symlink (no race between a check and the read); a FIFO does not block the open. */
export function readNoFollow(file: string): Buffer {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
