import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateJobQueue } from '../src/jobs/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One fresh database per run: on the PostgreSQL of TEST_DATABASE_URL when set (CI uses the machine's),
 * else on an embedded PostgreSQL in a temporary folder. Migrated once, dropped at the end.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = mkdtempSync(join(tmpdir(), 'vakilyar-test-'));
    embedded = await startEmbeddedPostgres(tempDir, pino({ level: 'silent' }));
    adminUrl = embedded.url;
  }
  const name = `vakilyar_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString());
  await migrateDatabase(database);
  await migrateJobQueue(database.pool);
  await database.close();
  project.provide('databaseUrl', url.toString());

  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
