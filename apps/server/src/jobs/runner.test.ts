import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runMigrations } from 'graphile-worker';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The real graphile-worker runner in two separate processes over one queue. The queue lives in a schema of
 * its own, so these runners never take the jobs other test files leave in `graphile_worker`.
 */
const url = inject('databaseUrl');
const schema = `jobs_test_${randomBytes(6).toString('hex')}`;
const pool = new pg.Pool({ connectionString: url, max: 4 });
const children: ChildProcess[] = [];

function startRunner(name: string): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./runner-process.fixture.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, schema, name], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`runner ${name} exited with ${code}`)));
  });
}

async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pendingCount = async () =>
  Number((await pool.query(`select count(*) from ${schema}._private_jobs`)).rows[0].count);

beforeAll(async () => {
  await runMigrations({ pgPool: pool, schema });
  await pool.query(`create table ${schema}.test_runs (job_id bigint, runner text, attempts int)`);
  await Promise.all([startRunner('one'), startRunner('two')]);
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.removeAllListeners('exit');
          child.on('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await pool.query(`drop schema ${schema} cascade`);
  await pool.end();
});

describe('the job runner in two processes', () => {
  it('runs each of 60 jobs exactly once between them', async () => {
    await pool.query(
      `select ${schema}.add_job('test.record', json_build_object('n', n)) from generate_series(1, 60) n`,
    );
    await waitFor(async () => (await pendingCount()) === 0);
    const { rows } = await pool.query(
      `select count(*)::int as runs, count(distinct job_id)::int as jobs, count(distinct runner)::int as runners
       from ${schema}.test_runs`,
    );
    expect(rows[0]).toEqual({ runs: 60, jobs: 60, runners: 2 });
  });

  it('retries a failed job after graphile-worker’s backoff', async () => {
    await pool.query(`delete from ${schema}.test_runs`);
    await pool.query(`select ${schema}.add_job('test.flaky', '{}'::json)`);
    await waitFor(async () => (await pendingCount()) === 0);
    const { rows } = await pool.query(`select attempts from ${schema}.test_runs order by attempts`);
    expect(rows.map((row) => row.attempts)).toEqual([1, 2]);
  });
});
