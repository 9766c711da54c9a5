/**
 * Prints EXPLAIN ANALYZE of the case searches exactly as the routes build them, on a seeded database.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/seeders/explain-search.ts [--office <pid>] [--search <text>]
 *
 * Without --office it takes the office with the most cases; without --search, one of that office's client
 * names, and the plain list too: the statements the route runs for each. Exits 1 when the main search does
 * not use the trigram index office_cases_search_trgm_idx.
 */
import type { AdvancedCaseSearchQuery } from '@vakilyar/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import type { Caller } from '../../apps/server/src/modules/office/access.ts';
import { officeOf } from '../../apps/server/src/modules/office/access.ts';
import {
  caseSearchQueries,
  runCaseSearch,
} from '../../apps/server/src/modules/office/case-search-queries.ts';
import { officeClients } from '../../apps/server/src/modules/office/tables/clients.ts';
import { offices } from '../../apps/server/src/modules/office/tables/offices.ts';

const INDEX = 'office_cases_search_trgm_idx';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL');
  const database = connectDatabase(url, 2);
  const { db, pool } = database;
  try {
    const officePid = option('office');
    const biggest = officePid
      ? undefined
      : (
          await db.execute<{ id: number }>(
            sql`select office_id as id from office_cases group by office_id order by count(*) desc limit 1`,
          )
        ).rows[0]?.id;
    const [office] = await db
      .select()
      .from(offices)
      .where(officePid ? eq(offices.pid, officePid) : eq(offices.id, Number(biggest ?? 0)));
    if (!office) throw new Error('No office with cases: run seed-cases.ts first.');
    const [{ n: cases } = { n: 0 }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from office_cases where office_id = ${office.id}`,
      )
    ).rows;
    const [sample] = await db
      .select({
        first: officeClients.firstName,
        last: officeClients.lastName,
        code: officeClients.nationalCode,
      })
      .from(officeClients)
      .where(eq(officeClients.officeId, office.id))
      .limit(1)
      .offset(Math.floor(Math.random() * 100));
    const caller = {
      userId: office.ownerId,
      pid: '',
      phone: '',
      roles: ['lawyer'],
      sessionId: 0,
      firstName: '',
      lastName: '',
      email: null,
      hasPassword: false,
      referralCode: '',
      createdAt: new Date(),
    } as Caller;
    const context = await officeOf(db, caller);
    const search = option('search') ?? `${sample?.first ?? 'علی'} ${sample?.last ?? 'رضایی'}`;
    process.stdout.write(`office ${office.pid}: ${cases} cases\n`);

    const runs: [string, Partial<AdvancedCaseSearchQuery>][] = [
      [`GET cases/?search=${search}`, { search }],
      [`GET cases/?search=${sample?.code ?? '0012345679'}`, { search: sample?.code ?? '0012345679' }],
      [
        `GET cases/advanced-search/?client_last_name=${sample?.last}&court=تهران&status=open`,
        { client_last_name: sample?.last, court: 'تهران', status: 'open' },
      ],
      ['GET cases/', {}],
    ];
    // The SQL as the app's connection renders it (snake_case column names).
    const dialect = new PgDialect({ casing: 'snake_case' });
    let mainUsesIndex = false;
    for (const [index, [label, filters]] of runs.entries()) {
      const queries = caseSearchQueries(caller, context, { page: 1, page_size: 20, ...filters });
      const parts: [string, SQL][] =
        'ranked' in queries
          ? [['ranked: count and page', queries.ranked]]
          : [
              ['page', queries.page],
              ['count', queries.total],
            ];
      const { count } = await runCaseSearch(db, queries);
      process.stdout.write(`\n##### ${label}: ${count} cases\n`);
      for (const [part, statement] of parts) {
        const query = dialect.sqlToQuery(statement);
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params as unknown[]);
        const text = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        const used = text.includes(INDEX);
        if (index === 0 && used) mainUsesIndex = true;
        process.stdout.write(
          `\n=== ${label} (${part}) — trigram index ${used ? 'USED' : 'not used'}\n${text}\n`,
        );
      }
    }
    process.stdout.write(
      `\n${mainUsesIndex ? 'OK' : 'FAIL'}: the case search ${mainUsesIndex ? 'uses' : 'does not use'} ${INDEX}\n`,
    );
    return mainUsesIndex ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`explain failed: ${(error as Error).message}\n`);
    process.exit(2);
  },
);
