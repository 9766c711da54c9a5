// Issue 14 (4): 10,000 reminders due in the same minute, two server processes on one PostgreSQL, one of them
// killed with SIGKILL while they fire. Reports how long the batch took and that each fired exactly once
// (alarm rows and the SMS outbox counted). `npm run build` first; REMINDERS=<n> for a smaller run.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { BUILT_SERVER, profileArgs } from './foundation.mjs';
import { benchPort, freshDatabase, startProcess, stopProcess, verdict, waitFor } from './lib.mjs';

const COUNT = Number(process.env.REMINDERS ?? 10_000);
/** Seconds between the moment every reminder is in place and the moment they all come due. */
const LEAD_SECONDS = 5;

function server(databaseUrl, offset) {
  const port = benchPort(offset);
  const child = startProcess([...profileArgs(), BUILT_SERVER], {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    WEB_DIST_DIR: '/nonexistent',
  });
  return { child, ready: waitFor(`http://127.0.0.1:${port}/api/ready`) };
}

/**
 * Users, one event each two hours ahead, one reminder each (every other one by SMS, with credit), and their
 * jobs, first due in a day; then, in one transaction, reminders and jobs are moved to `LEAD_SECONDS` from
 * now, so the time it takes to insert 10,000 of them is not counted in the batch.
 */
async function schedule(db) {
  const later = new Date(Date.now() + 86_400_000);
  await db.query(
    `insert into users (pid, phone, first_name, last_name, referral_code)
     select 'bench-user-' || n, '0935' || lpad(n::text, 7, '0'), 'کاربر', 'آزمایشی', 'BENCH' || n
     from generate_series(1, $1) n`,
    [COUNT],
  );
  await db.query(
    `insert into sms_credits (user_id, balance) select id, 10 from users where pid like 'bench-user-%'`,
  );
  await db.query(
    `insert into calendar_events (pid, owner_id, title, event_type, starts_at, ends_at)
     select 'bench-event-' || u.id, u.id, 'جلسه ' || u.id, 'meeting', now() + interval '2 hours', now() + interval '3 hours'
     from users u where u.pid like 'bench-user-%'`,
  );
  await db.query(
    `insert into calendar_reminders (pid, event_id, user_id, offset_minutes, remind_at, channel)
     select 'bench-reminder-' || e.id, e.id, e.owner_id, 60, $1, case when e.id % 2 = 0 then 'sms' else 'in_app' end
     from calendar_events e where e.pid like 'bench-event-%'`,
    [later],
  );
  await db.query(
    `select graphile_worker.add_job('calendar.reminder', json_build_object('reminder', pid), run_at => remind_at,
       max_attempts => 5, job_key => 'calendar-reminder:' || pid)
     from calendar_reminders where pid like 'bench-reminder-%'`,
  );
  await db.query('begin');
  const { rows } = await db.query('select now() + make_interval(secs => $1) as due', [LEAD_SECONDS]);
  const due = rows[0].due;
  await db.query(`update calendar_reminders set remind_at = $1 where pid like 'bench-reminder-%'`, [due]);
  await db.query(
    `update graphile_worker._private_jobs set run_at = $1 where key like 'calendar-reminder:bench-reminder-%'`,
    [due],
  );
  await db.query('commit');
  return due;
}

async function counts(db) {
  const { rows } = await db.query(`select
      (select count(*) from calendar_reminders where status = 'scheduled')::int as pending,
      (select count(*) from calendar_reminders where status = 'sent')::int as sent,
      (select count(*) from calendar_reminders where status = 'missed')::int as missed,
      (select count(*) from alarms where kind = 'reminder')::int as alarms,
      (select count(distinct link) from alarms where kind = 'reminder')::int as alarm_reminders,
      (select count(*) from sms_messages where kind = 'reminder')::int as sms,
      (select count(*) from sms_messages where kind = 'reminder' and status = 'sent')::int as sms_sent,
      (select count(*) from sms_messages where kind = 'reminder' and status in ('pending', 'sending'))::int as sms_waiting,
      (select extract(epoch from max(sent_at) - min(c.remind_at)) from sms_messages, (select min(remind_at) as remind_at from calendar_reminders) c where kind = 'reminder') as sms_seconds,
      (select count(distinct recipient) from sms_messages where kind = 'reminder')::int as sms_recipients,
      (select count(*) from calendar_reminders where channel = 'sms')::int as sms_expected,
      (select count(*) from graphile_worker._private_jobs where task_id = (select id from graphile_worker._private_tasks where identifier = 'calendar.reminder'))::int as jobs_left,
      (select extract(epoch from max(sent_at) - min(remind_at)) from calendar_reminders) as batch_seconds`);
  return rows[0];
}

export async function benchReminders() {
  const database = await freshDatabase();
  const db = new pg.Client({ connectionString: database.url });
  const first = server(database.url, 0);
  let second;
  try {
    await first.ready;
    second = server(database.url, 1);
    await second.ready;
    await db.connect();
    const dueAt = await schedule(db);
    console.log(`\nReminders (issue 14): ${COUNT} due at once, two processes, one killed with SIGKILL`);
    while (Date.now() < dueAt.getTime()) await sleep(100);
    // Killed once a fifth have fired: it holds jobs at that moment.
    while ((await counts(db)).sent < COUNT / 5) await sleep(50);
    second.child.kill('SIGKILL');
    const killedAfter = (Date.now() - dueAt.getTime()) / 1000;
    let now = await counts(db);
    const deadline = Date.now() + 300_000;
    while ((now.pending > 0 || now.jobs_left > 0 || now.sms_waiting > 0) && Date.now() < deadline) {
      await sleep(250);
      now = await counts(db);
    }
    await sleep(1000);
    now = await counts(db);
    const seconds = Number(now.batch_seconds ?? Number.NaN);
    console.log(`  killed one process ${killedAfter.toFixed(1)} s after the reminders came due`);
    console.log(
      `  sent ${now.sent}, missed ${now.missed}, still scheduled ${now.pending}, jobs left ${now.jobs_left}`,
    );
    console.log(
      `  alarms ${now.alarms} for ${now.alarm_reminders} reminders; SMS ${now.sms} (${now.sms_sent} sent) to ${now.sms_recipients} numbers of ${now.sms_expected} SMS reminders`,
    );
    const { rows: perSecond } = await db.query(
      `select floor(extract(epoch from sent_at - remind_at))::int as s, count(*)::int as n
       from calendar_reminders where sent_at is not null group by 1 order by 1`,
    );
    console.log(`  fired, by second after due: ${perSecond.map((r) => `${r.s} s: ${r.n}`).join(', ')}`);
    const smsSeconds = Number(now.sms_seconds ?? Number.NaN);
    verdict('reminder batch (due to last fired)', `${seconds.toFixed(1)} s`, '≤ 30 s', seconds <= 30);
    verdict('last SMS handed to the provider', `${smsSeconds.toFixed(1)} s`, '(reported)', true);
    const once =
      now.sent === COUNT &&
      now.alarms === COUNT &&
      now.alarm_reminders === COUNT &&
      now.sms === now.sms_expected &&
      now.sms_sent === now.sms_expected &&
      now.sms_recipients === now.sms_expected;
    verdict('each reminder fired exactly once', once ? 'yes' : 'no', 'yes', once);
  } finally {
    await db.end().catch(() => undefined);
    if (second) await stopProcess(second.child);
    await stopProcess(first.child);
    await database.drop();
  }
}
