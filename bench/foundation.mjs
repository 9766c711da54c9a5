// Issue 2: GET /api/health and an authenticated get-profile, each against a bare Fastify hello-world.
import { join } from 'node:path';
import { freshDatabase, load, report, rssMiB, startProcess, stopProcess, waitFor } from './lib.mjs';

const ROOT = join(import.meta.dirname, '..');

export async function benchFoundation(baseline) {
  const database = await freshDatabase();
  const server = startProcess(['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    DATABASE_URL: database.url,
    PORT: '3202',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'true',
  });
  try {
    await waitFor('http://127.0.0.1:3202/api/health');
    const memoryAtStart = rssMiB(server.pid);
    const login = await fetch('http://127.0.0.1:3202/api/auth/v1/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '09120000001', password: 'Demo-1234' }),
    }).then((r) => r.json());
    const health = await load('http://127.0.0.1:3202/api/health');
    const profile = await load('http://127.0.0.1:3202/api/user/v1/profile/get-profile/', {
      headers: { authorization: `Bearer ${login.result.access_token}` },
    });
    report(
      'Foundation (issue 2)',
      [
        ['hello-world (baseline)', baseline],
        ['GET /api/health', health],
        ['GET get-profile (Bearer)', profile],
      ],
      baseline,
    );
    console.log(
      `  server resident memory: ${memoryAtStart} MiB after start, ${rssMiB(server.pid)} MiB after the run`,
    );
  } finally {
    await stopProcess(server);
    await database.drop();
  }
}
