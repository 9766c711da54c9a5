// Issue 14 (1, 2): GET /api/health and an authenticated get-profile against a bare Fastify hello-world, on
// the built server (`npm run build` first), with the server's resident memory; each figure beside its target.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBaseline } from './baseline.mjs';
import {
  benchPort,
  DURATION,
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

/** Turns each scenario takes (BENCH_SECONDS in all, split between them). */
const ROUNDS = 3;

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rounds of one scenario as one figure: mean throughput, median p50 and p99, all errors. */
function combine(results) {
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.rps, 0) / results.length),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

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
    const auth = { headers: { authorization: `Bearer ${login.result.access_token}` } };
    // On a shared machine the load of the moment moves every figure: hello-world, health and get-profile
    // take turns in short rounds, and each ratio is of the means, so a busy spell weighs on all three.
    const hello = await startBaseline();
    const rounds = { hello: [], health: [], profile: [] };
    try {
      const duration = Math.max(2, Math.round(DURATION / ROUNDS));
      for (let round = 0; round < ROUNDS; round++) {
        rounds.hello.push(await load(hello.url, { duration }));
        rounds.health.push(await load(`${base}/api/health`, { duration }));
        rounds.profile.push(await load(`${base}/api/user/v1/profile/get-profile/`, { duration, ...auth }));
      }
    } finally {
      await hello.stop();
    }
    const sameRun = combine(rounds.hello);
    const health = combine(rounds.health);
    const profile = combine(rounds.profile);
    report(
      'Foundation (issue 14)',
      [
        ['hello-world (before the scenarios)', baseline],
        ['hello-world (in turns with the others)', sameRun],
        ['GET /api/health', health],
        ['GET get-profile (Bearer)', profile],
      ],
      sameRun,
    );
    const memoryAfter = rssMiB(server.pid);
    verdict(
      'get-profile ÷ hello-world',
      (profile.rps / sameRun.rps).toFixed(2),
      '≥ 0.25',
      profile.rps / sameRun.rps >= 0.25,
    );
    verdict('get-profile p99 at 50 connections', `${profile.p99} ms`, '≤ 25 ms', profile.p99 <= 25);
    verdict(
      'health ÷ hello-world',
      (health.rps / sameRun.rps).toFixed(2),
      '≥ 0.6',
      health.rps / sameRun.rps >= 0.6,
    );
    verdict('server RSS after start', `${memoryAtStart} MiB`, '≤ 200 MiB', memoryAtStart <= 200);
    verdict('server RSS after the run', `${memoryAfter} MiB`, '(reported)', true);
  } finally {
    await stopProcess(server);
    await database.drop();
  }
}
