import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { connectDatabase, migrateDatabase } from '../../db/client.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { migrateJobQueue } from '../../jobs/migrate.ts';
import { createUsersRepository } from '../auth/users.repository.ts';
import { seedDemoData } from '../demo/demo.seed.ts';
import { verifyAuditChain } from '../office/audit-chain.ts';
import { checkLedger } from '../wallet/ledger-audit.ts';
import { fileChecksums, rowCounts } from './backup-test-kit.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const log = pino({ level: 'silent' });
const folders: string[] = [];
const temp = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `vakilyar-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

it('backs up the running embedded PostgreSQL and restores it into a fresh data folder', async () => {
  const dataDir = temp('embedded');
  const uploadDir = join(dataDir, 'uploads');
  process.env.UPLOAD_DIR = uploadDir;
  const embedded = await startEmbeddedPostgres(dataDir, log);
  const database = connectDatabase(embedded.url, 2);
  const archive = join(temp('embedded-backups'), 'embedded.tar');
  let counts: Record<string, number>;
  let sums: Record<string, string | null>;
  try {
    await migrateDatabase(database);
    await migrateJobQueue(database.pool);
    await seedDemoData(database.db, createUsersRepository(database.db));
    counts = await rowCounts(embedded.url);
    sums = await fileChecksums(embedded.url, uploadDir);
    const manifest = await createBackup(
      {
        databaseUrl: embedded.url,
        uploadDir,
        embeddedPgDir: join(dataDir, 'pg'),
        embeddedPasswordFile: join(dataDir, 'pg-password'),
      },
      archive,
    );
    expect(manifest.postgres.method).toBe('base-backup');
  } finally {
    await database.close();
    await embedded.stop();
  }
  rmSync(dataDir, { recursive: true, force: true });

  const fresh = temp('embedded-restored');
  const result = await restoreBackup(archive, { dataDir: fresh }, log);
  expect(result.files).toBe(Object.keys(sums).length);
  const restored = await startEmbeddedPostgres(fresh, log);
  const check = connectDatabase(restored.url, 2);
  try {
    expect(await rowCounts(restored.url)).toEqual(counts);
    expect(await fileChecksums(restored.url, join(fresh, 'uploads'))).toEqual(sums);
    expect((await checkLedger(check.db)).ok).toBe(true);
    expect((await verifyAuditChain(check.db)).valid).toBe(true);
  } finally {
    await check.close();
    await restored.stop();
  }
  await expect(restoreBackup(archive, { dataDir: fresh }, log)).rejects.toThrow(/already holds a database/);
}, 180_000);
