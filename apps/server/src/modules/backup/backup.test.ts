import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createIsolatedTestApp, type TestApp } from '../../../test/test-app.ts';
import { connectDatabase } from '../../db/client.ts';
import { seedDemoData } from '../demo/demo.seed.ts';
import { verifyAuditChain } from '../office/audit-chain.ts';
import { call, createCase, multipart, newLawyer, ok, samples, upload } from '../office/test-helpers.ts';
import { checkLedger } from '../wallet/ledger-audit.ts';
import { fileChecksums, rowCounts } from './backup-test-kit.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const log = pino({ level: 'silent' });
const temp = (name: string) => mkdtempSync(join(tmpdir(), `vakilyar-${name}-`));
const urlOf = (t: TestApp) =>
  String((t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString);

const admin = new pg.Client({ connectionString: inject('databaseUrl') });
const created: string[] = [];
/** An empty database on the test server, dropped at the end. */
async function emptyDatabase(): Promise<string> {
  const name = `${new URL(inject('databaseUrl')).pathname.slice(1)}_restore_${created.length}`;
  await admin.query(`create database ${name}`);
  created.push(name);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** An instance with every module's demo data, one more office with documents, on its own database. */
async function populatedInstance() {
  const uploadDir = temp('uploads');
  process.env.UPLOAD_DIR = uploadDir;
  const t = await createIsolatedTestApp({ UPLOAD_DIR: uploadDir });
  await seedDemoData(t.database.db, t.services.users);
  const lawyer = await newLawyer(t);
  const casePid = (await createCase(t, lawyer.access)).pid;
  const uploadOne = async (name: string, content: Buffer) =>
    ok<{ pid: string }>(
      await upload(
        t,
        '/api/lawyer-office/v1/documents/',
        lawyer.access,
        multipart({ case: casePid }, [{ name, content }]),
      ),
      201,
    );
  await uploadOne('لایحه.pdf', samples.pdf);
  await uploadOne('عکس.png', samples.png);
  return { t, uploadDir, url: urlOf(t), lawyer, casePid, uploadOne };
}

async function expectSound(url: string) {
  const database = connectDatabase(url, 2);
  try {
    expect((await checkLedger(database.db)).ok).toBe(true);
    expect((await verifyAuditChain(database.db)).valid).toBe(true);
  } finally {
    await database.close();
  }
}

const work = temp('backups');
beforeAll(() => admin.connect());
afterAll(async () => {
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore through pg_dump (external PostgreSQL)', () => {
  const archive = join(work, 'full.tar');

  it('restores a destroyed instance with the same rows, files, ledger and audit chains', async () => {
    const source = await populatedInstance();
    const counts = await rowCounts(source.url);
    const sums = await fileChecksums(source.url, source.uploadDir);
    expect(Object.keys(sums).length).toBeGreaterThan(3);
    expect(Object.values(sums)).not.toContain(null);
    expect(counts['public.documents']).toBeGreaterThan(2);

    const manifest = await createBackup({ databaseUrl: source.url, uploadDir: source.uploadDir }, archive);
    expect(manifest.postgres.method).toBe('pg_dump');
    expect(manifest.schema.migration).toMatch(/^\d{4}_/);
    expect(Object.keys(manifest.members).filter((m) => m.startsWith('uploads/files/'))).toHaveLength(
      Object.keys(sums).length,
    );

    await source.t.close();
    rmSync(source.uploadDir, { recursive: true, force: true });

    const url = await emptyDatabase();
    const uploadDir = temp('restored');
    const result = await restoreBackup(archive, { databaseUrl: url, uploadDir }, log);
    expect(result.rowsDropped).toBe(0);
    expect(await rowCounts(url)).toEqual(counts);
    expect(await fileChecksums(url, uploadDir)).toEqual(sums);
    await expectSound(url);

    await expect(restoreBackup(archive, { databaseUrl: url, uploadDir: temp('again') }, log)).rejects.toThrow(
      'Refused: the target database is not empty; restore into an empty database.',
    );
    await expect(
      restoreBackup(archive, { databaseUrl: await emptyDatabase(), uploadDir }, log),
    ).rejects.toThrow(/^Refused: .* already holds uploaded files/);
  }, 120_000);

  it('refuses, in one line, an archive that is cut off, corrupted or from a newer schema', async () => {
    const whole = readFileSync(archive);
    const cut = join(work, 'cut.tar');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const flipped = Buffer.from(whole);
    const at = flipped.indexOf(Buffer.from('PGDMP')) + 4096;
    flipped[at] = (flipped[at] ?? 0) ^ 0xff;
    const corrupted = join(work, 'corrupted.tar');
    writeFileSync(corrupted, flipped);

    const unpacked = temp('newer');
    await tar.x({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8'));
    manifest.schema = { migration: '9999_future', when: manifest.schema.when + 10 ** 12 };
    writeFileSync(join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const newer = join(work, 'newer.tar');
    await tar.c({ file: newer, cwd: unpacked }, ['manifest.json', 'database.dump', 'uploads']);

    const expectations: [string, RegExp][] = [
      [cut, /^Refused: .* is incomplete/],
      [corrupted, /^Refused: .* is corrupted: database.dump does not match its checksum\.$/],
      [newer, /^Refused: .* comes from a newer schema \(9999_future\)/],
      [join(work, 'absent.tar'), /^Refused: there is no archive at /],
    ];
    for (const [file, message] of expectations) {
      const url = await emptyDatabase();
      const error = await restoreBackup(file, { databaseUrl: url, uploadDir: temp('refused') }, log).catch(
        (e) => e,
      );
      expect(String(error.message)).toMatch(message);
      expect(String(error.message)).not.toContain('\n');
      expect(await rowCounts(url)).toEqual({});
    }
  }, 60_000);

  it('restores consistently a backup taken while documents are added and deleted', async () => {
    const source = await populatedInstance();
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        const added = await source.uploadOne(`سند ${n++}.pdf`, samples.pdf);
        if (n % 2 === 0) {
          const deleted = await call(
            source.t,
            'DELETE',
            `/api/lawyer-office/v1/documents/${added.pid}/`,
            source.lawyer.access,
          );
          expect(deleted.statusCode).toBeLessThan(300);
        }
      }
      return n;
    })();
    const during = join(work, 'during.tar');
    await new Promise((done) => setTimeout(done, 200));
    await createBackup({ databaseUrl: source.url, uploadDir: source.uploadDir }, during);
    writing = false;
    expect(await writes).toBeGreaterThan(0);
    await source.t.close();

    const url = await emptyDatabase();
    const uploadDir = temp('restored-during');
    await restoreBackup(during, { databaseUrl: url, uploadDir }, log);
    const sums = await fileChecksums(url, uploadDir);
    expect(Object.values(sums)).not.toContain(null);
    await expectSound(url);
  }, 120_000);
});
