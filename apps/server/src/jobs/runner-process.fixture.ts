// A separate process running the job runner, for runner.test.ts: `node --import tsx runner-process.fixture.ts
// <database url> <schema> <name>`. Each task records who ran which job in <schema>.test_runs; SIGTERM stops it.
import pg from 'pg';
import pino from 'pino';
import { startJobRunner } from './runner.ts';

const [url, schema, name] = process.argv.slice(2);
if (!url || !schema || !name) throw new Error('usage: <database url> <schema> <name>');
const pool = new pg.Pool({ connectionString: url, max: 4 });

const record = (job: { id: string; attempts: number }) =>
  pool.query(`insert into ${schema}.test_runs (job_id, runner, attempts) values ($1, $2, $3)`, [
    job.id,
    name,
    job.attempts,
  ]);

const runner = await startJobRunner({
  pool,
  schema,
  log: pino({ level: 'silent' }),
  concurrency: 2,
  pollInterval: 100,
  tasks: {
    'test.record': async (_payload, job) => {
      await record(job);
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
    // Known only to the runner named 'doomed', which never finishes it: the test kills it with SIGKILL.
    ...(name === 'doomed'
      ? {
          'test.hang': async (_payload: unknown, job: { id: string; attempts: number }) => {
            await record(job);
            await new Promise(() => undefined);
          },
        }
      : {}),
    'test.flaky': async (_payload, job) => {
      await record(job);
      if (job.attempts === 1) throw new Error('the first attempt fails');
    },
  },
});
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
