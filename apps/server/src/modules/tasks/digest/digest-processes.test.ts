import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runMigrations } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { call, createOfficeTestApp, newLawyer, newSecretary, ok } from '../../office/test-helpers.ts';
import { DIGEST_TASK } from './morning-digest.ts';

// The digest job in real runner processes over a queue of its own schema: one process is killed with
// SIGKILL in the middle of a person's digest; the other sends every digest, each exactly once.
const url = inject('databaseUrl');
const schema = `digest_test_${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];
let t: TestApp;

function startRunner(pauseMs: number): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./digest-process.fixture.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, schema, String(pauseMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`runner exited with ${code}`)));
  });
}

async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createOfficeTestApp();
  await runMigrations({ pgPool: t.database.pool, schema });
});

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    }
  }
  await t.database.pool.query(`drop schema ${schema} cascade`);
  await t.close();
});

describe('the morning digest with two processes', () => {
  it('is sent once to each person when the process sending it is killed', async () => {
    const lawyer = await newLawyer(t);
    const secretaries = [await newSecretary(t, lawyer.officeId), await newSecretary(t, lawyer.officeId)];
    const day = '2026-12-01';
    for (const person of [lawyer, ...secretaries]) {
      ok(
        await call(t, 'POST', '/api/office-tasks/v1/tasks/create_task/', lawyer.access, {
          title: 'تکمیل پرونده',
          assignee: person.pid,
          due_date: day,
        }),
        201,
      );
    }
    const people = [lawyer.userId, ...secretaries.map((s) => s.userId)];
    const doomed = await startRunner(5_000);
    const payload = JSON.stringify({ date: day, officeIds: [lawyer.officeId] });
    const {
      rows: [job],
    } = await t.database.pool.query(`select (${schema}.add_job($1, $2::json)).id`, [DIGEST_TASK, payload]);
    const lockedBy = async () =>
      (await t.database.pool.query(`select locked_by from ${schema}._private_jobs where id = $1`, [job.id]))
        .rows[0]?.locked_by as string | null | undefined;
    await waitFor(async () => Boolean(await lockedBy()));
    // Killed inside a person's transaction, once it has claimed that person's row of the day.
    await waitFor(async () => {
      const { rows } = await t.database.pool.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database()
         and state = 'idle in transaction' and query like '%task_digest_sends%'`,
      );
      return rows[0].n > 0;
    });
    const killed = new Promise((resolve) => doomed.once('exit', (_code, signal) => resolve(signal)));
    doomed.kill('SIGKILL');
    expect(await killed).toBe('SIGKILL');
    await startRunner(0);
    // A second tick of the cron for the same day, while the first job waits to be released.
    await t.database.pool.query(`select ${schema}.add_job($1, $2::json)`, [DIGEST_TASK, payload]);
    await waitFor(
      async () =>
        Number(
          (await t.database.pool.query(`select count(*) from ${schema}._private_jobs`)).rows[0].count,
        ) === 0,
    );
    const sends = await t.database.pool.query(
      'select user_id::int as user_id, count(*)::int as n from task_digest_sends where day = $1 and user_id = any($2) group by user_id order by user_id',
      [day, people],
    );
    expect(sends.rows).toEqual([...people].sort((a, b) => a - b).map((user_id) => ({ user_id, n: 1 })));
    const alarms = await t.database.pool.query(
      `select user_id::int as user_id, count(*)::int as n from alarms
       where user_id = any($1) and title like 'خلاصه کارهای امروز%' group by user_id order by user_id`,
      [people],
    );
    expect(alarms.rows).toEqual([...people].sort((a, b) => a - b).map((user_id) => ({ user_id, n: 1 })));
  }, 60_000);
});
