import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { createObjectStore, type ObjectStoreSettings } from './object-store.ts';

/** Temporary names start with the writing host and process: `<host>.<pid>-<random>.part`. */
const WRITER = `${hostname().replace(/[^A-Za-z0-9]/g, '_')}.${process.pid}`;

const STARTED_AT = Date.now() - process.uptime() * 1000;

/** Whether the process that wrote a temporary file is gone (a process with our pid before us, too). */
function writerIsGone(name: string, modifiedAt: number): boolean {
  const match = /^(.+)\.(\d+)-[0-9a-f]{32}\.part$/.exec(name);
  if (!match || match[1] !== WRITER.split('.')[0]) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return modifiedAt < STARTED_AT;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/**
 * Files on local disk under the upload folder (outside the web root): `tmp/` while an upload is arriving,
 * `files/<2 chars>/<random key>` once its database row is written. Names never reach the disk.
 */
export function createFileStorage(root: string, objects?: ObjectStoreSettings) {
  const base = resolve(root);
  const bucket = objects ? createObjectStore(objects) : undefined;
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
      return join(tmpDir, `${WRITER}-${randomBytes(16).toString('hex')}.part`);
    },

    /** Moves a complete upload in place (same filesystem: atomic); answers its key. */
    async keep(tempPath: string): Promise<string> {
      const key = randomBytes(24).toString('base64url');
      if (bucket) {
        await bucket.put(key, tempPath);
        await rm(tempPath, { force: true });
        return key;
      }
      const target = pathOf(key);
      await mkdir(join(filesDir, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await rename(tempPath, target);
      return key;
    },

    discard: (tempPath: string) => rm(tempPath, { force: true }),

    remove: (key: string) => (bucket ? bucket.remove(key) : rm(pathOf(key), { force: true })),

    async size(key: string): Promise<number | null> {
      if (bucket) return bucket.size(key);
      return stat(pathOf(key)).then(
        (s) => s.size,
        () => null,
      );
    },

    read: (key: string, range?: { start: number; end: number }): Readable =>
      bucket ? bucket.read(key, range) : createReadStream(pathOf(key), range),

    /**
     * Uploads cut off by a crash: temporary files whose writing process (on this host) is gone, at once,
     * and any older than an hour (written elsewhere, when several hosts share the folder).
     */
    async sweepTemp(olderThanMs = 3_600_000): Promise<number> {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const path = join(tmpDir, name);
        const info = await stat(path).catch(() => null);
        if (info && (writerIsGone(name, info.mtimeMs) || Date.now() - info.mtimeMs > olderThanMs)) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
