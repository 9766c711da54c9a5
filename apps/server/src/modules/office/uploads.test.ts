import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents } from '../document/document.tables.ts';
import {
  call,
  createCase,
  createOfficeTestApp,
  multipart,
  newLawyer,
  ok,
  samples,
  type TestUser,
  upload,
} from './test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
let lawyer: TestUser;
let casePid: string;
const URL = '/api/lawyer-office/v1/documents/';

/** Every file under the upload folder (kept and temporary). */
function filesOnDisk(): string[] {
  const walk = (dir: string): string[] => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  };
  return walk(t.uploadDir);
}

async function caseDocumentCount(): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from documents d join office_cases c on c.id = d.case_id where c.pid = ${casePid}`,
  );
  return result.rows[0]?.n ?? 0;
}

beforeAll(async () => {
  t = await createOfficeTestApp();
  lawyer = await newLawyer(t);
  casePid = (await createCase(t, lawyer.access)).pid;
});
afterAll(() => t.close());

let before: { disk: number; rows: number };
beforeEach(async () => {
  before = { disk: filesOnDisk().length, rows: await caseDocumentCount() };
});

/** The rejection left nothing behind: no row, no kept file, no temporary file. */
async function expectNothingStored() {
  expect(await caseDocumentCount()).toBe(before.rows);
  expect(filesOnDisk()).toHaveLength(before.disk);
}

function expectRejected(response: Awaited<ReturnType<typeof upload>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.code).toBe(code);
  expect(body.error_messages.message).toEqual(expect.any(String));
  expect(body.error_messages.file ?? body.error_messages.file_type).toEqual([expect.any(String)]);
}

describe('case documents: upload and download', () => {
  it('stores a PDF with a Persian name outside the web root and streams it back with ranges', async () => {
    const response = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid, file_type: 'document', title: 'دادخواست' }, [
        { name: 'دادخواست بدوی.pdf', content: samples.pdf, type: 'text/plain' },
      ]),
    );
    const result = ok<Record<string, unknown>>(response, 201);
    expect(result).toMatchObject({
      file_type: 'document',
      name: 'دادخواست بدوی.pdf',
      size: samples.pdf.length,
      mime_type: 'application/pdf',
      title: 'دادخواست',
      visible_to_client: false,
      case: { pid: casePid },
      pids: [result.pid],
    });
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.pid, String(result.pid)));
    expect(row?.storageKey).not.toContain('.pdf');
    expect(filesOnDisk().some((f) => f.startsWith(join(t.uploadDir, 'files')))).toBe(true);

    const download = await call(t, 'GET', String(result.url), lawyer.access);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samples.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('دادخواست بدوی.pdf')}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['accept-ranges']).toBe('bytes');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const part = await t.app.inject({
      method: 'GET',
      url: String(result.url),
      headers: { authorization: `Bearer ${lawyer.access}`, range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${samples.pdf.length}`);
    expect(part.body).toBe('%PDF-1.4');
    const tail = await t.app.inject({
      method: 'GET',
      url: String(result.url),
      headers: { authorization: `Bearer ${lawyer.access}`, range: 'bytes=-6' },
    });
    expect(tail.body).toBe('%%EOF\n');
    const outside = await t.app.inject({
      method: 'GET',
      url: String(result.url),
      headers: { authorization: `Bearer ${lawyer.access}`, range: 'bytes=99999-' },
    });
    expect(outside.statusCode).toBe(416);

    const listed = ok<{ count: number }>(await call(t, 'GET', `${URL}by-case/${casePid}/`, lawyer.access));
    expect(listed.count).toBeGreaterThanOrEqual(1);
    const removed = await call(t, 'DELETE', `${URL}${result.pid}/`, lawyer.access);
    expect(removed.statusCode).toBe(204);
    expect(await caseDocumentCount()).toBe(before.rows);
    expect(filesOnDisk()).toHaveLength(before.disk);
  });

  it('refuses a .pdf that is really an executable', async () => {
    const response = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid }, [{ name: 'لایحه.pdf', content: samples.exe, type: 'application/pdf' }]),
    );
    expectRejected(response, 415, 'unsupported_media_type');
    await expectNothingStored();
  });

  it('refuses an image whose extension says something else', async () => {
    const response = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid }, [{ name: 'scan.pdf', content: samples.png }]),
    );
    expectRejected(response, 415, 'unsupported_media_type');
    await expectNothingStored();
  });

  it('refuses a file whose declared file_type differs from its bytes', async () => {
    const response = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid, file_type: 'video' }, [{ name: 'a.pdf', content: samples.pdf }]),
    );
    expectRejected(response, 415, 'unsupported_media_type');
    await expectNothingStored();
  });

  it('refuses an image over 10 MB while streaming it (413)', async () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid }, [{ name: 'big.png', content: big }]),
    );
    expectRejected(response, 413, 'payload_too_large');
    await expectNothingStored();
  });

  it('refuses a form without a file, a 0-byte file and a 1-byte file', async () => {
    const none = await upload(t, URL, lawyer.access, multipart({ case: casePid }, []));
    expectRejected(none, 400, 'validation_error');
    const empty = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid }, [{ name: 'empty.pdf', content: Buffer.alloc(0) }]),
    );
    expectRejected(empty, 400, 'validation_error');
    const one = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid }, [{ name: 'one.pdf', content: Buffer.from('%') }]),
    );
    expectRejected(one, 415, 'unsupported_media_type');
    await expectNothingStored();
  });

  it('refuses a name that climbs folders, and cleans a name that disguises its extension', async () => {
    const climbing = await upload(
      t,
      URL,
      lawyer.access,
      multipart({ case: casePid }, [{ name: '../../etc/passwd.pdf', content: samples.pdf }]),
    );
    expectRejected(climbing, 400, 'validation_error');
    await expectNothingStored();
    const disguised = ok<{ name: string; pid: string }>(
      await upload(
        t,
        URL,
        lawyer.access,
        multipart({ case: casePid }, [{ name: 'C:\\fakepath\\report\u202Efdp.pdf', content: samples.pdf }]),
      ),
      201,
    );
    expect(disguised.name).toBe('reportfdp.pdf');
    await call(t, 'DELETE', `${URL}${disguised.pid}/`, lawyer.access);
  });

  it('keeps nothing of an interrupted upload', async () => {
    const body = multipart({ case: casePid }, [
      { name: 'cut.pdf', content: Buffer.concat([samples.pdf, Buffer.alloc(200_000, 1)]) },
    ]);
    const cut = { ...body, payload: body.payload.subarray(0, 100_000) };
    const response = await upload(t, URL, lawyer.access, cut);
    expectRejected(response, 400, 'validation_error');
    await expectNothingStored();
  });

  it('refuses an upload to a case that is not the caller’s before keeping anything', async () => {
    const stranger = await newLawyer(t);
    const response = await upload(
      t,
      URL,
      stranger.access,
      multipart({ case: casePid }, [{ name: 'a.pdf', content: samples.pdf }]),
    );
    expect(response.statusCode).toBe(404);
    await expectNothingStored();
    const noCase = await upload(
      t,
      URL,
      lawyer.access,
      multipart({}, [{ name: 'a.pdf', content: samples.pdf }]),
    );
    expect(noCase.statusCode).toBe(400);
    expect(noCase.json().error_messages.case).toHaveLength(1);
    await expectNothingStored();
  });
});

describe('generic uploads (document/v1)', () => {
  it('upload-video/ sniffs the bytes: a PDF, or a PNG named .mp4, is refused with 415 in Persian', async () => {
    for (const file of [
      { name: 'جلسه.pdf', content: samples.pdf },
      { name: 'جلسه.mp4', content: samples.png, type: 'video/mp4' },
    ]) {
      const response = await upload(
        t,
        '/api/document/v1/upload-video/',
        lawyer.access,
        multipart({ file_type: 'video' }, [file]),
      );
      expectRejected(response, 415, 'unsupported_media_type');
      expect(response.json().error_messages.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('takes one or many files and answers their pids; each endpoint takes its own type only', async () => {
    const many = ok<{ pid: string; pids: string[]; files: { url: string }[] }>(
      await upload(
        t,
        '/api/document/v1/upload-image/',
        lawyer.access,
        multipart({}, [
          { field: 'files', name: 'a.png', content: samples.png },
          { field: 'files', name: 'b', content: samples.png },
        ]),
      ),
      201,
    );
    expect(many.pids).toHaveLength(2);
    expect(many.pid).toBe(many.pids[0]);
    const second = ok<{ name: string }>(
      await call(t, 'GET', `/api/document/v1/files/${many.pids[1]}/`, lawyer.access),
    );
    expect(second.name).toBe('b.png');

    const video = await upload(
      t,
      '/api/document/v1/upload-video/',
      lawyer.access,
      multipart({ file_type: 'video' }, [{ name: 'hearing.mp4', content: samples.mp4 }]),
    );
    expect(video.statusCode, video.body).toBe(201);

    const wrong = await upload(
      t,
      '/api/document/v1/upload-document/',
      lawyer.access,
      multipart({}, [{ name: 'a.png', content: samples.png }]),
    );
    expect(wrong.statusCode).toBe(415);

    const stranger = await newLawyer(t);
    expect((await call(t, 'GET', many.files[0]?.url ?? '', stranger.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', many.files[0]?.url ?? '', lawyer.access)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/document/v1/files/${many.pid}/`, lawyer.access)).statusCode).toBe(
      204,
    );
  });
});
