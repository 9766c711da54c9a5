import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Files on local disk under the upload folder (outside the web root): `tmp/` while an upload is arriving,
 * `files/<2 chars>/<random key>` once its database row is written. Names never reach the disk.
 */
export function createFileStorage(root: string) {
  const base = resolve(root);
  const tmpDir = join(base, 'tmp');
  const filesDir = join(base, 'files');
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(key)) throw new Error('bad storage key');
    return join(filesDir, key.slice(0, 2), key);
  };

  return {
    root: base,

    /** A fresh temporary path for an arriving upload. */
    async tempPath(): Promise<string> {
      await mkdir(tmpDir, { recursive: true, mode: 0o700 });
      return join(tmpDir, `${randomBytes(16).toString('hex')}.part`);
    },

    /** Moves a complete upload in place (same filesystem: atomic); answers its key. */
    async keep(tempPath: string): Promise<string> {
      const key = randomBytes(24).toString('base64url');
      const target = pathOf(key);
      await mkdir(join(filesDir, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await rename(tempPath, target);
      return key;
    },

    discard: (tempPath: string) => rm(tempPath, { force: true }),

    remove: (key: string) => rm(pathOf(key), { force: true }),

    async size(key: string): Promise<number | null> {
      return stat(pathOf(key)).then(
        (s) => s.size,
        () => null,
      );
    },

    read: (key: string, range?: { start: number; end: number }) => createReadStream(pathOf(key), range),

    /** Temporary files older than an hour: uploads cut off by a crash. */
    async sweepTemp(olderThanMs = 3_600_000): Promise<number> {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const path = join(tmpDir, name);
        const info = await stat(path).catch(() => null);
        if (info && Date.now() - info.mtimeMs > olderThanMs) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
