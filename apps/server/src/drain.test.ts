import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';

const SERVER_ENTRY = join(import.meta.dirname, 'main.ts');
const PORT = 3394;

/** One GET on a connection of its own. */
function freshGet(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port: PORT, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    }).on('error', fail);
  });
}

it('answers 503 with Retry-After and the envelope on new connections while it drains, then exits 0', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_MS: '1500',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  for (let i = 0; i < 240; i++) {
    const ready = await freshGet('/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  expect((await freshGet('/api/health')).status).toBe(200);

  child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 300));
  const answers = await Promise.all([freshGet('/api/health'), freshGet('/api/content/v1/articles/')]);
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers.connection).toBe('close');
    const body = JSON.parse(answer.body);
    expect(body.code).toBe('service_unavailable');
    expect(body.error_messages.non_field_errors[0]).toMatch(/[\u0600-\u06FF]/);
  }
  expect(await exited).toBe(0);
}, 90_000);
