// Issue 24: «کارهای من» with 10,000 open tasks in one office (and 100,000 more in 100 other offices), on the
// built server as production runs it (`npm run build` first). Each view the page asks for is loaded with
// autocannon at TASK_CONNECTIONS (10: an office's people at once) beside a hello-world measured in the same
// run; p95 is of every response autocannon saw. BENCH_TASKS=<n> for a smaller office.
import autocannon from 'autocannon';
import pg from 'pg';
import { startBaseline } from './baseline.mjs';
import { BUILT_SERVER, profileArgs } from './foundation.mjs';
import {
  benchPort,
  DURATION,
  freshDatabase,
  latencies,
  report,
  startProcess,
  stopProcess,
  verdict,
  waitFor,
} from './lib.mjs';

const OPEN_TASKS = Number(process.env.BENCH_TASKS ?? 10_000);
const OTHER_OFFICES = 100;
const CONNECTIONS = Number(process.env.TASK_CONNECTIONS ?? 10);
const TARGET_P95_MS = 50;
const LAWYER = '09120000001';
const SECRETARY = '09120000002';
const T = '/api/office-tasks/v1';

/** Throughput, p50/p95/p99 and errors of one address under load. */
async function loadWithP95(url, headers = {}) {
  const times = [];
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return {
    rps: Math.round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.non2xx,
  };
}

/**
 * The demo office's 10,000 open tasks (seven in ten the lawyer's, the rest the secretary's; due from sixty
 * days ago to sixty ahead, a tenth without a day; half on its cases; three checklist items each) and 20,000
 * done ones; then 100 offices of 1,000 open tasks each, so the table holds what a busy server would.
 */
async function seed(db) {
  const {
    rows: [office],
  } = await db.query(
    `select o.id, o.owner_id, s.user_id as secretary_id from offices o
     join users u on u.id = o.owner_id and u.phone = $1
     join office_secretaries s on s.office_id = o.id`,
    [LAWYER],
  );
  await db.query('begin');
  await db.query(
    `insert into office_tasks (pid, office_id, case_id, title, assignee_id, due_date, due_at, priority, status, done_at)
     select 'bench-task-' || n, $1,
       case when n % 2 = 0 then (select id from office_cases where office_id = $1 order by id offset n % 5 limit 1) end,
       'پیگیری کار شماره ' || n,
       case when n % 10 < 7 then $2::bigint else $3::bigint end,
       due, due + 1 + time '20:30', case when n % 17 = 0 then 'high' else 'normal' end,
       case when n > $4::int then 'done' else 'open' end,
       case when n > $4::int then now() - (n % 90) * interval '1 day' end
     from generate_series(1, $4::int * 3) n,
       lateral (select case when n % 10 = 9 then null else current_date + (n % 121 - 60) end as due) d`,
    [office.id, office.owner_id, office.secretary_id, OPEN_TASKS],
  );
  await db.query(
    `insert into office_task_items (pid, task_id, position, text, done)
     select t.pid || '-' || i, t.id, i, 'مورد ' || i, i = 0
     from office_tasks t, generate_series(0, 2) i where t.pid like 'bench-task-%'`,
  );
  await db.query(
    `with people as (
       insert into users (pid, phone, first_name, last_name, referral_code)
       select 'bench-lawyer-' || n, '0936' || lpad(n::text, 7, '0'), 'وکیل', 'آزمایشی ' || n, 'BENCHT' || n
       from generate_series(1, $1) n returning id, pid),
     made as (
       insert into offices (pid, owner_id, name) select 'bench-office-' || id, id, 'دفتر ' || id from people
       returning id, owner_id)
     insert into office_tasks (pid, office_id, title, assignee_id, due_date, due_at)
     select 'bench-other-' || m.id || '-' || n, m.id, 'کار دفتر دیگر', m.owner_id,
       current_date + (n % 61 - 30), current_date + (n % 61 - 29) + time '20:30'
     from made m, generate_series(1, 1000) n`,
    [OTHER_OFFICES],
  );
  await db.query('commit');
  await db.query('analyze');
}

async function signIn(base, phone) {
  const login = await fetch(`${base}/api/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password: 'Demo-1234' }),
  }).then((r) => r.json());
  return { authorization: `Bearer ${login.result.access_token}` };
}

export async function benchTasks() {
  const database = await freshDatabase();
  const port = benchPort(2);
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess([...profileArgs(), BUILT_SERVER], {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    PAYMENT_GATEWAY: 'zarinpal',
    ZARINPAL_MERCHANT_ID: 'bench-merchant-never-called',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'true',
    WEB_DIST_DIR: '/nonexistent',
  });
  const db = new pg.Client({ connectionString: database.url });
  try {
    await waitFor(`${base}/api/ready`, 120_000);
    await db.connect();
    console.log(`\nTasks (issue 24): seeding ${OPEN_TASKS} open tasks in one office`);
    const started = performance.now();
    await seed(db);
    const { rows } = await db.query(
      `select count(*) filter (where status = 'open')::int as open, count(*)::int as total from office_tasks`,
    );
    console.log(
      `  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rows[0].total} tasks, ${rows[0].open} open`,
    );
    const lawyer = await signIn(base, LAWYER);
    const secretary = await signIn(base, SECRETARY);
    const list = (view) => `${base}${T}/tasks/?view=${view}&mine=true&page=1&page_size=50`;
    const scenarios = [
      ['lawyer: today', list('today'), lawyer],
      ['lawyer: this week', list('week'), lawyer],
      ['lawyer: overdue', list('overdue'), lawyer],
      ['lawyer: all open', list('open'), lawyer],
      ['lawyer: done', list('done'), lawyer],
      ['lawyer: everyone’s open', `${base}${T}/tasks/?view=open&page=1&page_size=50`, lawyer],
      ['secretary: overdue', list('overdue'), secretary],
      ['lawyer: dashboard card', `${base}${T}/tasks/dashboard/`, lawyer],
    ];
    for (const [, url, headers] of scenarios) {
      const answer = await fetch(url, { headers });
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    }
    const hello = await startBaseline();
    let baseline;
    try {
      baseline = await loadWithP95(hello.url);
    } finally {
      await hello.stop();
    }
    const measured = [];
    for (const [name, url, headers] of scenarios) {
      measured.push([name, { ...(await loadWithP95(url, headers)), ...(await latencies(url, headers)) }]);
    }
    report(
      `Tasks (issue 24), ${CONNECTIONS} connections`,
      [[`hello-world (baseline, p95 ${baseline.p95} ms)`, baseline], ...measured],
      baseline,
    );
    for (const [name, figures] of measured) {
      verdict(
        `${name}: p95 at ${CONNECTIONS} connections`,
        `${figures.p95} ms`,
        `≤ ${TARGET_P95_MS} ms`,
        figures.p95 <= TARGET_P95_MS,
      );
    }
  } finally {
    await db.end().catch(() => undefined);
    await stopProcess(server);
    await database.drop();
  }
}
