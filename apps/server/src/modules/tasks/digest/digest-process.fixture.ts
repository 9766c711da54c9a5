// A separate process running the morning digest's job, for digest-processes.test.ts: `node --import tsx
// digest-process.fixture.ts <database url> <schema> <pause ms>`. The queue lives in <schema>; SIGTERM stops it.
import pino from 'pino';
import { connectDatabase } from '../../../db/client.ts';
import { startJobRunner } from '../../../jobs/runner.ts';
import { createSmsService } from '../../sms/sms.service.ts';
import { DIGEST_TASK, digestTask } from './morning-digest.ts';

const [url, schema, pause] = process.argv.slice(2);
if (!url || !schema) throw new Error('usage: <database url> <schema> <pause ms>');
const database = connectDatabase(url, 4);
const sms = createSmsService(database.db, {
  name: 'console',
  sendCode: async () => ({}),
  sendText: async () => ({}),
});
const runner = await startJobRunner({
  pool: database.pool,
  schema,
  log: pino({ level: 'silent' }),
  concurrency: 2,
  pollInterval: 100,
  tasks: { [DIGEST_TASK]: digestTask(database.db, sms, { pauseMs: Number(pause ?? 0) }) },
});
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
