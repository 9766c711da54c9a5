import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

const SERVER_ENTRY = join(import.meta.dirname, '..', 'src', 'main.ts');
export const PROCESS_SECRET = 'test-secret-that-is-long-enough-for-hs256';

async function waitForReady(port: number, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server on ${port} did not become ready`);
}

/**
 * Real server processes on the run's test database and Redis, one per port, sharing a data folder: for
 * what must hold across processes. Resolves once every one answers `/api/ready`.
 */
export async function startServerProcesses(
  name: string,
  ports: readonly number[],
  redisUrl: string,
  env: Record<string, string> = {},
) {
  return startProcesses(name, ports, {
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: redisUrl,
    SEED_DEMO: 'false',
    ...env,
  });
}

/**
 * One server process as `npm start` runs it: its own embedded PostgreSQL in a fresh data folder, the demo
 * data loaded, no Redis.
 */
export function startEmbeddedServer(name: string, port: number, env: Record<string, string> = {}) {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return startProcesses(name, [port], { SEED_DEMO: 'true', ...env }, inherited);
}

async function startProcesses(
  name: string,
  ports: readonly number[],
  env: Record<string, string>,
  inherited: NodeJS.ProcessEnv = process.env,
) {
  const dataDir = mkdtempSync(join(tmpdir(), `vakilyar-${name}-`));
  const children: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: {
        ...inherited,
        JWT_SECRET: PROCESS_SECRET,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        RATE_LIMIT_PREFIX: `${name}-test-${process.pid}:`,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  await Promise.all(ports.map((port) => waitForReady(port, 120_000)));
  return { stop };
}
