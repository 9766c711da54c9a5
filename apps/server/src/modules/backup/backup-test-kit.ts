import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sha256File } from './manifest.ts';
import { storedKeys } from './stored-keys.ts';

/** Row count of every table of the app and the job queue. */
export async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ s: string; t: string }>(
      `select schemaname as s, tablename as t from pg_tables where schemaname in ('public', 'graphile_worker') order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { s, t } of rows) {
      counts[`${s}.${t}`] =
        (await client.query<{ n: number }>(`select count(*)::int as n from "${s}"."${t}"`)).rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The sha256 of every file the database names (null where the file is missing). */
export async function fileChecksums(url: string, uploadDir: string): Promise<Record<string, string | null>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sums: Record<string, string | null> = {};
    for (const key of await storedKeys(client)) {
      const path = join(uploadDir, 'files', key.slice(0, 2), key);
      sums[key] = existsSync(path) ? (await sha256File(path)).sha256 : null;
    }
    return sums;
  } finally {
    await client.end();
  }
}
