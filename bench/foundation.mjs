// Issue 14 (1, 2): GET /api/health and an authenticated get-profile against a bare Fastify hello-world, on
// the built server (`npm run build` first), with the server's resident memory; each figure beside its target.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  benchPort,
  freshDatabase,
  load,
  report,
  rssMiB,
  startProcess,
  stopProcess,
  verdict,
  waitFor,
} from './lib.mjs';

const ROOT = join(import.meta.dirname, '..');
export const BUILT_SERVER = join(ROOT, 'apps/server/dist/main.js');
/** BENCH_CPU_PROF=<folder>: each server process writes a V8 CPU profile there when it stops. */
export const profileArgs = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

export async function benchFoundation(baseline) {
  if (!existsSync(BUILT_SERVER)) throw new Error('Build the server first: npm run build');
  const database = await freshDatabase();
  const port = benchPort(1);
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess([...profileArgs(), BUILT_SERVER], {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'true',
  });
  try {
    await waitFor(`${base}/api/health`);
    const memoryAtStart = rssMiB(server.pid);
    const login = await fetch(`${base}/api/auth/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '09120000001', password: 'Demo-1234' }),
    }).then((r) => r.json());
    const health = await load(`${base}/api/health`);
    const profile = await load(`${base}/api/user/v1/profile/get-profile/`, {
      headers: { authorization: `Bearer ${login.result.access_token}` },
    });
    report(
      'Foundation (issue 14)',
      [
        ['hello-world (baseline)', baseline],
        ['GET /api/health', health],
        ['GET get-profile (Bearer)', profile],
      ],
      baseline,
    );
    const memoryAfter = rssMiB(server.pid);
    verdict(
      'get-profile ÷ hello-world',
      (profile.rps / baseline.rps).toFixed(2),
      '≥ 0.25',
      profile.rps / baseline.rps >= 0.25,
    );
    verdict('get-profile p99 at 50 connections', `${profile.p99} ms`, '≤ 25 ms', profile.p99 <= 25);
    verdict(
      'health ÷ hello-world',
      (health.rps / baseline.rps).toFixed(2),
      '≥ 0.6',
      health.rps / baseline.rps >= 0.6,
    );
    verdict('server RSS after start', `${memoryAtStart} MiB`, '≤ 200 MiB', memoryAtStart <= 200);
    verdict('server RSS after the run', `${memoryAfter} MiB`, '(reported)', true);
  } finally {
    await stopProcess(server);
    await database.drop();
  }
}
