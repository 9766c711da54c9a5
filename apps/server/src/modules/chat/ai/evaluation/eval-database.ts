import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Db, migrateDatabase } from '../../../../db/client.ts';
import { loadKnowledgeSeed } from '../knowledge.service.ts';

/**
 * Runs `work` on a database of its own, created next to `serverUrl`'s, migrated and holding only the
 * built-in knowledge base (so entries other tests or admins added cannot sway the figures); dropped after.
 */
export async function withEvalDatabase<T>(serverUrl: string, work: (db: Db) => Promise<T>): Promise<T> {
  const base = new URL(serverUrl);
  const name = `${base.pathname.slice(1) || 'postgres'}_ai_eval_${randomBytes(4).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: base.toString() });
  await maintenance.connect();
  await maintenance.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 2);
  try {
    await migrateDatabase(database);
    await loadKnowledgeSeed(database.db);
    return await work(database.db);
  } finally {
    await database.close();
    await maintenance.query(`drop database if exists ${name} with (force)`);
    await maintenance.end();
  }
}
