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
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
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

  it('releases, within seconds, the job of a runner killed with SIGKILL', async () => {
    await pool.query(`delete from ${schema}.test_runs`);
    const doomed = await startRunner('doomed');
    const {
      rows: [job],
    } = await pool.query(`select (${schema}.add_job('test.hang', '{}'::json)).id`);
    await waitFor(async () => (await pool.query(`select 1 from ${schema}.test_runs`)).rows.length > 0);
    const lockedBy = async () =>
      (await pool.query(`select locked_by from ${schema}._private_jobs where id = $1`, [job.id])).rows[0]
        .locked_by as string | null;
    expect(await lockedBy()).not.toBeNull();
    const killedAt = Date.now();
    doomed.kill('SIGKILL');
    await waitFor(async () => (await lockedBy()) === null, 30_000);
    expect((Date.now() - killedAt) / 1000).toBeLessThan(6);
    // Known to no live runner, it waits; one that knows it would take it at its next look.
    await pool.query(`select ${schema}.remove_job(key) from ${schema}._private_jobs where id = $1`, [job.id]);
    await pool.query(`delete from ${schema}._private_jobs where id = $1`, [job.id]);
  }, 40_000);

  it('retries a failed job after graphile-worker’s backoff', async () => {
    await pool.query(`delete from ${schema}.test_runs`);
    await pool.query(`select ${schema}.add_job('test.flaky', '{}'::json)`);
    await waitFor(async () => (await pendingCount()) === 0);
    const { rows } = await pool.query(`select attempts from ${schema}.test_runs order by attempts`);
    expect(rows.map((row) => row.attempts)).toEqual([1, 2]);
  });
});
