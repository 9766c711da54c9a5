import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { seedCalendarDemo } from '../demo/calendar.demo.ts';
import type { DemoUsers } from '../demo/demo.accounts.ts';
import { seedNotificationDemo } from '../demo/notification.demo.ts';
import { seedOfficeDemo } from '../demo/office.demo.ts';
import { alarms } from '../notification/tables/alarms.ts';
import { officeAuditLog } from '../office/tables/audit.ts';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  multipart,
  newClientUser,
  newLawyer,
  newSecretary,
  ok,
  samples,
  type TestUser,
  upload,
} from '../office/test-helpers.ts';
import { officeExports } from './office-export.tables.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
let lawyer: Awaited<ReturnType<typeof newLawyer>>;
let secretary: TestUser;
let stranger: Awaited<ReturnType<typeof newLawyer>>;
const lo = '/api/lawyer-office/v1';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Every entry of a zip, by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((done, fail) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return fail(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return fail(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => done(entries));
      zip.on('error', fail);
      zip.readEntry();
    });
  });
}

async function runExport(pid: string) {
  const [row] = await t.database.db.select().from(officeExports).where(eq(officeExports.pid, pid));
  await t.services.officeExport.exports.build({ exportId: row?.id });
}

beforeAll(async () => {
  t = await createOfficeTestApp();
  lawyer = await newLawyer(t);
  secretary = await newSecretary(t, lawyer.officeId);
  const client = await newClientUser(t);
  const user = (u: { userId: number; pid: string; phone: string }) => ({
    id: u.userId,
    pid: u.pid,
    phone: u.phone,
  });
  const demo = {
    lawyer: user(lawyer),
    secretary: user(secretary),
    client: user(client),
    consultant: user(client),
    admin: user(client),
    officeId: lawyer.officeId,
  } as DemoUsers;
  await t.database.db.transaction(async (tx) => {
    await seedOfficeDemo(tx, demo, t.uploadDir);
    await seedNotificationDemo(tx, demo, t.uploadDir);
    await seedCalendarDemo(tx, demo);
  });
  stranger = await newLawyer(t);
  await createClient(t, stranger.access, { first_name: 'غریبه‌ی', last_name: 'دفتردیگر' });
  const theirCase = await createCase(t, stranger.access, { title: 'پرونده‌ی دفتر دیگر' });
  ok(
    await upload(
      t,
      `${lo}/documents/`,
      stranger.access,
      multipart({ case: theirCase.pid }, [{ name: 'محرمانه.pdf', content: samples.pdf }]),
    ),
    201,
  );
});
afterAll(() => t.close());

describe('an office export', () => {
  it('is the owner’s alone to start, one at a time', async () => {
    const bySecretary = await call(t, 'POST', `${lo}/exports/`, secretary.access);
    expect(bySecretary.statusCode).toBe(403);
    expect(bySecretary.json().error_messages.non_field_errors[0]).toMatch(/صاحب دفتر/);
  });

  it('builds in the background a zip of what the office sees, and nothing of another office', async () => {
    const started = ok<{ pid: string; status: string }>(
      await call(t, 'POST', `${lo}/exports/`, lawyer.access),
      202,
    );
    expect(started.status).toBe('queued');
    expect((await call(t, 'POST', `${lo}/exports/`, lawyer.access)).statusCode).toBe(409);
    expect((await call(t, 'GET', `${lo}/exports/${started.pid}/download/`, lawyer.access)).statusCode).toBe(
      409,
    );

    await runExport(started.pid);
    const [listed] = ok<
      { pid: string; status: string; progress: number; download_url: string; file_name: string }[]
    >(await call(t, 'GET', `${lo}/exports/`, lawyer.access));
    expect(listed).toMatchObject({ pid: started.pid, status: 'ready', progress: 100 });
    expect(listed?.file_name).toMatch(/^خروجی .*\.zip$/);
    expect((await call(t, 'GET', String(listed?.download_url), stranger.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', String(listed?.download_url), secretary.access)).statusCode).toBe(403);

    const download = await call(t, 'GET', String(listed?.download_url), lawyer.access);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const entries = await unzip(download.rawPayload);
    const json = <T>(name: string) => JSON.parse(String(entries.get(name))) as T[];

    const clients = ok<{ count: number }>(
      await call(t, 'GET', `${lo}/clients/?page_size=100`, lawyer.access),
    );
    expect(json('clients.json')).toHaveLength(clients.count);
    const cases = ok<{ count: number }>(await call(t, 'GET', `${lo}/cases/?page_size=100`, lawyer.access));
    expect(json('cases.json')).toHaveLength(cases.count);
    expect(json('notices.json').length).toBeGreaterThan(0);
    expect(json('events.json').length).toBeGreaterThan(0);
    expect(entries.get('clients.csv')?.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [casesHeader, firstCase] = String(entries.get('cases.csv')).split('\r\n');
    expect(casesHeader).toContain('status,status_label');
    expect(firstCase).toMatch(/,(جاری|مختومه|بایگانی‌شده),/);
    expect(firstCase).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}/);
    expect(firstCase).not.toMatch(/\d{4}-\d{2}-\d{2}T/);

    const documents = json<{ pid: string; path: string; original_name: string }>('documents.json');
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const inApp = await call(t, 'GET', `${lo}/documents/${document.pid}/download/`, lawyer.access);
      expect(inApp.statusCode).toBe(200);
      expect(document.path.endsWith(document.original_name) || document.path.includes(' (')).toBe(true);
      expect(sha(entries.get(document.path) ?? Buffer.alloc(0))).toBe(sha(inApp.rawPayload));
    }
    for (const attachment of json<{ path: string }>('notice-attachments.json')) {
      expect(entries.get(attachment.path)?.length).toBeGreaterThan(0);
    }

    const chain = json<{ seq: number; prev_hash: string; hash: string; action: string }>('audit-log.json');
    chain.forEach((row, i) => {
      expect(row.seq).toBe(i + 1);
      if (i > 0) expect(row.prev_hash).toBe(chain[i - 1]?.hash);
    });
    expect(chain.at(-1)?.action).toBe('export');

    const everything = [...entries.values()].map((b) => b.toString('utf8')).join('\n');
    expect(everything).not.toContain('غریبه‌ی');
    expect(everything).not.toContain('پرونده‌ی دفتر دیگر');
    expect(everything).not.toContain('محرمانه');

    const [alarm] = await t.database.db
      .select()
      .from(alarms)
      .where(and(eq(alarms.userId, lawyer.userId), eq(alarms.kind, 'system')));
    expect(alarm?.title).toBe('خروجی کامل دفتر آماده است');
    const audited = await t.database.db
      .select()
      .from(officeAuditLog)
      .where(and(eq(officeAuditLog.officeId, lawyer.officeId), eq(officeAuditLog.action, 'export')));
    expect(audited).toHaveLength(1);
  });
});
