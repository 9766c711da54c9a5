import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { graphileLogger } from './graphile-logger.ts';
import { cancelJob, scheduleJob, type TaskList } from './jobs.ts';
import { migrateJobQueue } from './migrate.ts';
import { collectTasks } from './runner.ts';
import { pendingJobs, runDueJobs } from './testing.ts';

let t: TestApp;
const runs: { task: string; payload: unknown; attempts: number }[] = [];
let failuresLeft = 0;

const tasks: TaskList = {
  'test.record': async (payload, job) => {
    runs.push({ task: 'test.record', payload, attempts: job.attempts });
  },
  'test.flaky': async (payload, job) => {
    runs.push({ task: 'test.flaky', payload, attempts: job.attempts });
    if (failuresLeft-- > 0) throw new Error('the outside service is down');
  },
};

const runNow = (now?: Date) => runDueJobs(t, now, tasks);
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

beforeAll(async () => {
  t = await createTestApp();
  await migrateJobQueue(t.database.pool);
});
afterAll(async () => {
  await t.close();
});

describe('scheduleJob and runDueJobs', () => {
  it('runs a job committed with its transaction, once', async () => {
    runs.length = 0;
    await t.database.db.transaction(async (tx) => {
      await scheduleJob(tx, 'test.record', { n: 1 }, {});
    });
    expect(await runNow()).toBe(1);
    expect(runs).toEqual([{ task: 'test.record', payload: { n: 1 }, attempts: 1 }]);
    expect(await runNow()).toBe(0);
  });

  it('never runs a job scheduled inside a rolled-back transaction', async () => {
    runs.length = 0;
    await t.database.db
      .transaction(async (tx) => {
        await scheduleJob(tx, 'test.record', { n: 2 }, {});
        throw new Error('the rest of the write failed');
      })
      .catch(() => undefined);
    expect(await runNow(inSeconds(3600))).toBe(0);
    expect(runs).toEqual([]);
  });

  it('replaces the pending job of a job key: it runs once, with the last payload and time', async () => {
    runs.length = 0;
    const key = `test-key-${Date.now()}`;
    await scheduleJob(t.database.db, 'test.record', { v: 'first' }, { jobKey: key, runAt: inSeconds(600) });
    await scheduleJob(t.database.db, 'test.record', { v: 'second' }, { jobKey: key, runAt: inSeconds(60) });
    const pending = await pendingJobs(t, 'test.record');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.key).toBe(key);
    expect(await runNow()).toBe(0);
    expect(await runNow(inSeconds(120))).toBe(1);
    expect(runs).toEqual([{ task: 'test.record', payload: { v: 'second' }, attempts: 1 }]);
    expect(await runNow(inSeconds(3600))).toBe(0);
  });

  it('runs a job scheduled for later only when it is due', async () => {
    runs.length = 0;
    await scheduleJob(t.database.db, 'test.record', { later: true }, { runAt: inSeconds(3 * 86_400) });
    expect(await runNow()).toBe(0);
    expect(await runNow(inSeconds(2 * 86_400))).toBe(0);
    expect(await runNow(inSeconds(3 * 86_400 + 1))).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it('cancels a pending job by its key', async () => {
    runs.length = 0;
    const key = `cancel-${Date.now()}`;
    await scheduleJob(t.database.db, 'test.record', {}, { jobKey: key, runAt: inSeconds(60) });
    await cancelJob(t.database.db, key);
    expect(await runNow(inSeconds(120))).toBe(0);
    expect(runs).toEqual([]);
  });

  it('retries a failing task with backoff until it succeeds', async () => {
    runs.length = 0;
    failuresLeft = 2;
    await scheduleJob(t.database.db, 'test.flaky', { tries: true }, {});
    expect(await runNow()).toBe(1);
    // Backoff: the next attempt is not due at once.
    expect(await runNow()).toBe(0);
    expect(await runNow(inSeconds(60))).toBe(1);
    expect(await runNow(inSeconds(600))).toBe(1);
    expect(runs.map((run) => run.attempts)).toEqual([1, 2, 3]);
    expect(await pendingJobs(t, 'test.flaky')).toEqual([]);
  });

  it('gives up after maxAttempts', async () => {
    runs.length = 0;
    failuresLeft = 10;
    await scheduleJob(t.database.db, 'test.flaky', {}, { maxAttempts: 2 });
    expect(await runNow()).toBe(1);
    expect(await runNow(inSeconds(60))).toBe(1);
    expect(await runNow(inSeconds(86_400))).toBe(0);
    expect(runs).toHaveLength(2);
    failuresLeft = 0;
  });

  it('runs only the jobs of its own test file', async () => {
    // A job scheduled by another test file (another tag) stays for that file to run.
    await t.database.pool.query(
      `select graphile_worker.add_job('test.record', '{}'::json, flags => array['test:elsewhere'])`,
    );
    runs.length = 0;
    expect(await runNow()).toBe(0);
    await t.database.pool.query(`delete from graphile_worker._private_jobs where flags ? 'test:elsewhere'`);
  });
});

describe('collectTasks', () => {
  const noop = async () => undefined;

  it('gathers the tasks of every service object that has them', () => {
    const tasks = collectTasks({
      a: { tasks: { 'a.one': noop } },
      b: { other: 1 },
      c: { tasks: { 'c.two': noop } },
    });
    expect(Object.keys(tasks).sort()).toEqual(['a.one', 'c.two']);
  });

  it('refuses a task name two modules claim', () => {
    expect(() => collectTasks({ a: { tasks: { same: noop } }, b: { tasks: { same: noop } } })).toThrow(
      /same/,
    );
  });

  it('finds the tasks of the app', () => {
    expect(Object.keys(collectTasks(t.services))).toContain('calendar.reminder');
  });
});

describe('graphileLogger', () => {
  it("writes graphile-worker's messages without their meta (the job and its payload)", () => {
    const lines: string[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const logger = graphileLogger(log).scope({ taskIdentifier: 'calendar.reminder', jobId: '42' });
    logger.error('Failed task 42 (calendar.reminder) with error boom', {
      job: { payload: { phone: '09121234567' } },
    } as never);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({ level: 50, task: 'calendar.reminder', job: '42' });
    expect(lines[0]).not.toContain('09121234567');
  });
});
