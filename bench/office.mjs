// Issue 3: the case list and a three-letter Persian case search, with 100,000 cases in one office and with
// 1,000,000 more across 1,000 offices, plus the query plan. Seeding uses the office module's own script.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { freshDatabase, latencies, load, report, startProcess, stopProcess, waitFor } from './lib.mjs';

const ROOT = join(import.meta.dirname, '..');
const SEED = join(ROOT, 'bench/seeders/seed-cases.ts');
const EXPLAIN = join(ROOT, 'bench/seeders/explain-search.ts');
const QUERY = 'رضا';

function seed(url, cases, offices) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', SEED, '--cases', String(cases), '--offices', String(offices)],
    {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const done = out.trim().split('\n').at(-1);
  console.log(`  seeded: ${done}`);
  return /first office (\S+)/.exec(done)?.[1];
}

/** Gives the seeded owner of an office a number and password, and signs in as them. */
async function signInAsOwner(url, officePid, phone, baseUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'update users set phone = $1, password_hash = $2 where id = (select owner_id from offices where pid = $3)',
    [phone, await hash('Bench-Pass-1'), officePid],
  );
  await client.end();
  const body = await fetch(`${baseUrl}/api/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password: 'Bench-Pass-1' }),
  }).then((r) => r.json());
  return body.result.access_token;
}

async function measure(label, baseUrl, token) {
  const headers = { authorization: `Bearer ${token}` };
  const list = `${baseUrl}/api/lawyer-office/v1/cases/`;
  const search = `${baseUrl}/api/lawyer-office/v1/cases/?search=${encodeURIComponent(QUERY)}`;
  const rows = [
    [`${label}: case list`, { ...(await load(list, { headers })), ...(await latencies(list, headers)) }],
    [
      `${label}: search «${QUERY}»`,
      { ...(await load(search, { headers })), ...(await latencies(search, headers)) },
    ],
  ];
  return rows;
}

export async function benchOffice(baseline) {
  const database = await freshDatabase();
  const baseUrl = 'http://127.0.0.1:3203';
  const server = startProcess(['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    DATABASE_URL: database.url,
    PORT: '3203',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'false',
  });
  try {
    await waitFor(`${baseUrl}/api/health`);
    console.log('\nOffice (issue 3): seeding');
    const bigOffice = seed(database.url, Number(process.env.BENCH_BIG_OFFICE_CASES ?? 100_000), 1);
    const bigToken = await signInAsOwner(database.url, bigOffice, '09390000001', baseUrl);
    const rows = await measure('100k-case office', baseUrl, bigToken);

    const spread = seed(database.url, Number(process.env.BENCH_SPREAD_CASES ?? 1_000_000), 1000);
    const spreadToken = await signInAsOwner(database.url, spread, '09390000002', baseUrl);
    rows.push(...(await measure('1M cases / 1,000 offices', baseUrl, spreadToken)));
    rows.push(...(await measure('100k-case office, 1.1M in all', baseUrl, bigToken)));
    report('Office (issue 3)', [['hello-world (baseline)', baseline], ...rows], baseline);

    console.log('\n  query plans (explain-search.ts):');
    const plan = execFileSync(
      process.execPath,
      ['--import', 'tsx', EXPLAIN, '--office', bigOffice, '--search', QUERY],
      {
        env: { ...process.env, DATABASE_URL: database.url },
        encoding: 'utf8',
      },
    );
    console.log(plan.replace(/^/gm, '    '));
  } finally {
    await stopProcess(server);
    await database.drop();
  }
}
