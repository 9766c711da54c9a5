/**
 * Fills a database with Persian-looking offices, clients and cases for the search benchmark.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/seeders/seed-cases.ts --cases 100000 --offices 1
 *   DATABASE_URL=postgres://... npx tsx bench/seeders/seed-cases.ts --cases 1000000 --offices 1000
 *
 * Everything is generated inside PostgreSQL (INSERT ... SELECT over generate_series), in batches; the
 * trigram indexes are dropped while loading and built once at the end. The text is written already in the
 * form `officeSearchKey()` produces (Persian ی/ک, ASCII digits), so the shadow columns are the text itself.
 * Rows carry a run tag in their pids, and the script prints the office pids it made.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CITIES, COURTS, FIRST, LAST, STAGES, STATUSES, TITLES, TYPES } from './case-words.ts';

const literal = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
const pick = (array: string, index: string) => `(${array})[1 + ((${index}) % cardinality(${array}))]`;

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL');
  const totalCases = argument('cases', 100_000);
  const officeCount = argument('offices', 1);
  const batch = argument('batch', 50_000);
  const clientsPerOffice = Math.max(1, Math.ceil(totalCases / officeCount / 4));
  const tag = randomBytes(3).toString('hex');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  const step = async (label: string, query: string, values: unknown[] = []) => {
    const at = Date.now();
    const result = await client.query(query, values);
    process.stdout.write(
      `${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - at) / 1000).toFixed(1)} s\n`,
    );
    return result;
  };

  const first = literal(FIRST);
  const last = literal(LAST);
  // The trigram indexes as the migrations made them, to build them again alike.
  const trigramIndexes = (
    await client.query(
      `select indexdef from pg_indexes where schemaname = current_schema()
         and indexname in ('office_cases_search_trgm_idx', 'office_clients_search_trgm_idx')`,
    )
  ).rows.map((r: { indexdef: string }) => r.indexdef);
  if (trigramIndexes.length !== 2)
    throw new Error('The trigram indexes are missing: run the migrations first.');
  try {
    await client.query('DROP INDEX IF EXISTS office_cases_search_trgm_idx');
    await client.query('DROP INDEX IF EXISTS office_clients_search_trgm_idx');

    await step(
      'lawyers',
      `insert into users (pid, phone, first_name, last_name, referral_code)
       select 'bu${tag}' || g, null, ${pick(first, 'g')}, ${pick(last, 'g * 7')}, 'BU${tag.toUpperCase()}' || g
       from generate_series(1::bigint, $1::bigint) g`,
      [officeCount],
    );
    await step(
      'roles',
      `insert into user_roles (user_id, role) select id, 'lawyer' from users where pid like 'bu${tag}%'`,
    );
    await step(
      'offices',
      `insert into offices (pid, owner_id, name)
       select 'bo${tag}' || substr(u.pid, ${3 + tag.length}), u.id, 'دفتر وکالت ' || u.first_name || ' ' || u.last_name
       from users u where u.pid like 'bu${tag}%' returning id, pid`,
    );
    await client.query(`create temp table bench_offices as
      select row_number() over (order by id) - 1 as n, id, owner_id from offices where pid like 'bo${tag}%'`);

    await step(
      'clients',
      `insert into office_clients (pid, office_id, first_name, last_name, national_code, mobile,
         first_name_key, last_name_key, search_text, created_at, updated_at)
       select 'bc${tag}-' || o.n || '-' || k, o.id, f, l, nc, mob, f, l, f || ' ' || l || ' ' || nc || ' ' || mob, t, t
       from bench_offices o, generate_series(0::bigint, $1::bigint - 1) k,
         lateral (select ${pick(first, 'k + o.n')} f, ${pick(last, 'k / 60 + o.n * 3')} l,
           lpad(((o.n * 100003 + k * 7919) % 10000000000)::text, 10, '0') nc,
           '09' || lpad(((o.n * 7 + k * 104729) % 1000000000)::text, 9, '0') mob,
           now() - ((k % 1500) || ' days')::interval t) v`,
      [clientsPerOffice],
    );

    for (let from = 0; from < totalCases; from += batch) {
      const to = Math.min(totalCases, from + batch) - 1;
      await step(
        `cases ${from + 1}-${to + 1}`,
        `with source as (
           select g, o.id as office_id, o.owner_id,
             'bc${tag}-' || o.n || '-' || ((g / ${officeCount}) % $3::int) as client_pid,
             ${pick(literal(TITLES), 'g')} as title,
             lpad((1398 + g % 6)::text, 4, '0') || lpad((g * 7919 % 1000000000000)::text, 12, '0') as case_number,
             'bn-' || g as archive_number,
             ${pick(literal(COURTS), 'g / 3')} || ' ' || ${pick(literal(CITIES), 'g / 11')} as court,
             'شعبه ' || (1 + g % 250) as branch,
             ${pick(first, 'g / 13')} || ' ' || ${pick(last, 'g / 17')} as opponent,
             ${pick(literal(TYPES), 'g')} as case_type, ${pick(literal(STAGES), 'g / 5')} as stage,
             ${pick(literal(STATUSES), 'g / 2')} as status,
             (date '2015-01-01' + (g % 3650)::int) as start_date,
             now() - ((g % 2000) || ' days')::interval as created
           from generate_series($1::bigint, $2::bigint) g
           join bench_offices o on o.n = g % ${officeCount}
         ),
         inserted as (
           insert into office_cases (pid, office_id, title, case_number, archive_number, court, branch, case_type,
             stage, status, opponent, start_date, own_search, search_text, court_key, branch_key, created_at, updated_at)
           select 'bk${tag}-' || s.g, s.office_id, s.title, s.case_number, s.archive_number, s.court, s.branch,
             s.case_type, s.stage, s.status, s.opponent, s.start_date,
             concat_ws(' ', s.title, s.case_number, s.archive_number, s.court, s.branch, s.opponent),
             concat_ws(' ', s.title, s.case_number, s.archive_number, s.court, s.branch, s.opponent, c.search_text),
             s.court, s.branch, s.created, s.created
           from source s
           join office_clients c on c.pid = s.client_pid
           returning id, office_id, pid
         ),
         lawyers as (
           insert into case_lawyers (case_id, user_id, role)
           select i.id, o.owner_id, 'owner' from inserted i join bench_offices o on o.id = i.office_id
         )
         insert into case_clients (case_id, client_id)
         select i.id, c.id from inserted i
         join source s on 'bk${tag}-' || s.g = i.pid
         join office_clients c on c.pid = s.client_pid`,
        [from, to, clientsPerOffice],
      );
    }
  } finally {
    process.stdout.write('rebuilding the trigram indexes...\n');
    const at = Date.now();
    for (const definition of trigramIndexes) {
      await client.query(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    }
    await client.query(
      'ANALYZE office_cases; ANALYZE office_clients; ANALYZE case_clients; ANALYZE case_lawyers',
    );
    process.stdout.write(`indexes and statistics: ${((Date.now() - at) / 1000).toFixed(1)} s\n`);
  }
  const [firstOffice] = (
    await client.query(`select pid from offices where pid like 'bo${tag}%' order by id limit 1`)
  ).rows as { pid: string }[];
  process.stdout.write(
    `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${totalCases} cases in ${officeCount} office(s), run ${tag}; first office ${firstOffice?.pid}\n`,
  );
  await client.end();
}

main().catch((error: unknown) => {
  process.stderr.write(`seed-cases failed: ${(error as Error).message}\n`);
  process.exit(1);
});
