// Issue 14 (3), chat at scale: thousands of authenticated chat sockets (two participants a session) against
// the built server, messages sent at fixed rates from both sides, delivery timed from the sender's send to
// the other participant's receipt; then the same over two processes joined by Redis, each session's client
// on one process and its consultant on the other, so every message crosses. Also checks that an alarm
// written by one process reaches a notification stream held by the other. `npm run build` first.
// CHAT_SOCKETS, CHAT_RATES (msg/s, comma-separated), CHAT_STEP_SECONDS tune it; BENCH_SMOKE=1 is a run of
// seconds; CHAT_PROFILE=<dir> writes the servers' CPU profiles (node --cpu-prof) there.
import { fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chatAlarmsAcross } from './chat-alarms.mjs';
import { reportChat } from './chat-report.mjs';
import { BUILT_SERVER } from './foundation.mjs';
import { benchPort, cpuSeconds, freshDatabase, rssMiB, startProcess, stopProcess, waitFor } from './lib.mjs';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SOCKETS = Number(process.env.CHAT_SOCKETS ?? (SMOKE ? 200 : 5000));
const RATES = (process.env.CHAT_RATES ?? (SMOKE ? '50,100' : '250,500,1000,1500,2000,3000'))
  .split(',')
  .map(Number);
const STEP_SECONDS = Number(process.env.CHAT_STEP_SECONDS ?? (SMOKE ? 2 : 8));
const TARGET = { sockets: 5000, rate: 1000, p99: 50, scale: 1.6 };
const SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The server's access token (tokens.service.ts): HS256, the user's pid as subject, the device session as sid. */
function accessToken(userPid, sessionPid) {
  const now = Math.floor(Date.now() / 1000);
  const body = `${base64url({ alg: 'HS256' })}.${base64url({ sid: sessionPid, sub: userPid, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

/** One client and one consultant per chat session, each signed in on one device. */
async function seed(db, sessions) {
  await db.query(
    `insert into users (pid, phone, first_name, last_name, referral_code)
     select 'bench-chat-u' || n, '0936' || lpad(n::text, 7, '0'), case when n % 2 = 1 then 'موکل' else 'مشاور' end,
            'شمارهٔ ' || n, 'BCHAT' || n
     from generate_series(1, $1) n`,
    [sessions * 2],
  );
  await db.query(`insert into user_roles (user_id, role)
     select id, case when id % 2 = 1 then 'client' else 'consultant' end from users where pid like 'bench-chat-u%'`);
  await db.query(
    `insert into sessions (pid, user_id) select 'bench-chat-d' || id, id from users where pid like 'bench-chat-u%'`,
  );
  await db.query(
    `insert into chat_sessions (pid, kind, title, client_id, consultant_id, status, time_limit_seconds, ends_at)
     select 'bench-chat-c' || n, 'consultant', 'مشاورهٔ ' || n, c.id, k.id, 'active', 86400, now() + interval '1 day'
     from generate_series(1, $1) n
     join users c on c.pid = 'bench-chat-u' || (2 * n - 1)
     join users k on k.pid = 'bench-chat-u' || (2 * n)`,
    [sessions],
  );
  const { rows } = await db.query(
    `select s.pid as session, c.pid as client, c.id as client_id, k.pid as consultant, k.id as consultant_id
     from chat_sessions s join users c on c.id = s.client_id join users k on k.id = s.consultant_id
     where s.pid like 'bench-chat-c%' order by s.id`,
  );
  return rows.map((r) => ({
    session: r.session,
    client: { pid: r.client, token: accessToken(r.client, `bench-chat-d${r.client_id}`) },
    consultant: { pid: r.consultant, token: accessToken(r.consultant, `bench-chat-d${r.consultant_id}`) },
  }));
}

function server(databaseUrl, offset, profileDir) {
  const port = benchPort(offset);
  const args = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir, BUILT_SERVER] : [BUILT_SERVER];
  const child = startProcess(args, {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: SECRET,
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_ANONYMOUS_MAX: '100000000',
    RATE_LIMIT_PREFIX: `bench-chat-${process.pid}-${offset}:`,
  });
  return { child, port, base: `http://127.0.0.1:${port}` };
}

/** Sends a command to the load generator and waits for its answer. */
function ask(clients, command) {
  return new Promise((resolve) => {
    clients.once('message', resolve);
    clients.send(command);
  });
}

const socketSpecs = (pairs, clientBase, consultantBase) =>
  pairs.flatMap((pair, i) => [
    {
      url: `${clientBase.replace('http', 'ws')}/ws/chat/${pair.session}/consultant/?token=${pair.client.token}`,
      peer: 2 * i + 1,
      session: pair.session,
    },
    {
      url: `${consultantBase.replace('http', 'ws')}/ws/chat/${pair.session}/consultant/?token=${pair.consultant.token}`,
      peer: 2 * i,
      session: pair.session,
    },
  ]);

/**
 * Falling behind: messages still undelivered two seconds after the step, or seconds of delay. The highest
 * rate not behind is the rate a topology sustains.
 */
const behind = (step) => step.delivered < step.sent * 0.99 || step.p99 === null || step.p99 > 1000;
const passes = (step) => step.delivered >= step.sent * 0.999 && step.p99 !== null && step.p99 <= TARGET.p99;

/** Opens the sockets, then sends at each rate in turn until one misses the target. */
async function topology(title, servers, specs, db) {
  console.log(
    `\n${title} (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const clients = fork(join(import.meta.dirname, 'chat-clients.mjs'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pids = servers.map((s) => s.child.pid);
  const rss = () => pids.map(rssMiB).join(' + ');
  const cpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  // PostgreSQL's share: the CPU of the backends serving this bench's database (the machine's server).
  // A backend that ends during a step (the pool's idle timeout) takes its CPU along: each is counted from
  // the step's start, or from its own start when it began during the step.
  const databaseCpu = async () => {
    const { rows } = await db.query('select pid from pg_stat_activity where datname = current_database()');
    const alive = rows.filter((row) => existsSync(`/proc/${row.pid}`));
    return new Map(alive.map((row) => [row.pid, cpuSeconds(row.pid)]));
  };
  const databaseSince = (before, after) =>
    [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

  try {
    const rssAtStart = rss();
    const opened = await ask(clients, { type: 'open', sockets: specs, concurrency: 100 });
    console.log(
      `  ${opened.open} sockets open of ${specs.length} (${opened.failed} failed) in ${(opened.ms / 1000).toFixed(1)} s, ${opened.ready} signed in and answering in ${(opened.readyMs / 1000).toFixed(1)} s; server RSS ${rssAtStart} MiB at start, ${rss()} MiB with the sockets open`,
    );
    await ask(clients, { type: 'run', rate: 100, seconds: 2, runId: 0 });
    const idleFrom = cpu();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = (cpu() - idleFrom) / 2;
    console.log(`  server CPU with the sockets open and no messages: ${Math.round(idle * 100)}%`);
    console.log(
      `  ${'msg/s'.padStart(6)} ${'sent'.padStart(7)} ${'delivered'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(6)}  server CPU  CPU ms/msg  PG ms/msg  clients CPU  server RSS MiB`,
    );
    const steps = [];
    for (const [i, rate] of RATES.entries()) {
      const cpuBefore = cpu();
      const databaseBefore = await databaseCpu();
      const started = performance.now();
      const step = {
        rate,
        ...(await ask(clients, { type: 'run', rate, seconds: STEP_SECONDS, runId: i + 1 })),
      };
      const seconds = (performance.now() - started) / 1000;
      step.cpu = (cpu() - cpuBefore) / seconds;
      // What the messages cost the server(s), above what the open sockets cost anyway.
      step.cpuMsPerMessage = (Math.max(0, step.cpu - idle) * seconds * 1000) / Math.max(1, step.sent);
      step.databaseMsPerMessage =
        (databaseSince(databaseBefore, await databaseCpu()) * 1000) / Math.max(1, step.sent);
      steps.push(step);
      console.log(
        `  ${String(rate).padStart(6)} ${String(step.sent).padStart(7)} ${String(step.delivered).padStart(9)} ${String(step.p50).padStart(7)} ${String(step.p99).padStart(7)} ${String(step.max).padStart(7)} ${String(step.errors).padStart(6)}  ${`${Math.round(step.cpu * 100)}%`.padStart(9)}  ${step.cpuMsPerMessage.toFixed(2).padStart(10)}  ${step.databaseMsPerMessage.toFixed(2).padStart(9)}  ${`${Math.round(step.clientsCpu * 100)}%`.padStart(11)}  ${rss()}   ${passes(step) ? '' : 'missed'}`,
      );
      if (behind(step)) break;
    }
    console.log(`  sockets closed by the server during the run: ${steps.at(-1)?.closed ?? 0}`);
    const capacity = Math.max(0, ...steps.filter(passes).map((s) => s.rate));
    // The cost at the highest rate it kept up with: at low rates fixed costs and warming up weigh more.
    const kept = steps.filter((step) => !behind(step)).at(-1);
    return { opened, steps, capacity, kept, costed: kept ?? steps[0] };
  } finally {
    clients.send({ type: 'close' });
    await new Promise((resolve) => clients.once('exit', resolve));
  }
}

export async function benchChat() {
  if (!existsSync(BUILT_SERVER)) throw new Error('Build the server first: npm run build');
  const only = process.env.CHAT_ONLY;
  const database = await freshDatabase();
  const db = new pg.Client({ connectionString: database.url });
  const profileDir = process.env.CHAT_PROFILE;
  let running = [];
  try {
    running = [server(database.url, 0, profileDir)];
    await waitFor(`${running[0].base}/api/ready`);
    await db.connect();
    const pairs = await seed(db, Math.floor(SOCKETS / 2));
    console.log(
      `\nChat at scale (issue 14): ${pairs.length * 2} sockets over ${pairs.length} sessions, ${STEP_SECONDS} s a rate, Redis fan-out`,
    );
    let one;
    if (only !== 'two') {
      one = await topology('One process', running, socketSpecs(pairs, running[0].base, running[0].base), db);
    }
    await stopProcess(running[0].child);
    let two;
    let alarms;
    if (only !== 'one') {
      running = [server(database.url, 0, profileDir), server(database.url, 1, profileDir)];
      await Promise.all(running.map((s) => waitFor(`${s.base}/api/ready`)));
      two = await topology(
        'Two processes joined by Redis (each message crosses from one to the other)',
        running,
        socketSpecs(pairs, running[0].base, running[1].base),
        db,
      );
      alarms = await chatAlarmsAcross(
        pairs.slice(-Math.min(20, pairs.length)),
        running[0].base,
        running[1].base,
      );
      console.log(
        `  alarms across processes: ${alarms.received} of ${alarms.sent} ended sessions announced on the other process's stream, p50 ${alarms.p50} ms, max ${alarms.max} ms`,
      );
    }
    reportChat({ one, two, alarms, target: TARGET, passes });
  } finally {
    await db.end().catch(() => undefined);
    for (const s of running) await stopProcess(s.child);
    await database.drop();
  }
}
