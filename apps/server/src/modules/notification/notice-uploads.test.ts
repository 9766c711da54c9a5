import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCase,
  createOfficeTestApp,
  multipart,
  newLawyer,
  newSecretary,
  ok,
  samples,
  type TestUser,
  upload,
} from '../office/test-helpers.ts';
import { type NoticeBody, type NoticePage, nb } from './notice-test-kit.ts';

const IMAGES = '/api/court-notification/v1/images/send-images/';
const FILES = '/api/court-notification/v1/files/upload-files/';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
let lawyer: TestUser & { officeId: number };

function filesOnDisk(): string[] {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    } catch {
      return [];
    }
  };
  return walk(t.uploadDir);
}

const noticeCount = async () => ok<NoticePage>(await call(t, 'GET', nb, lawyer.access)).count;

function expectRejected(response: Awaited<ReturnType<typeof upload>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.code).toBe(code);
  expect(body.error_messages.message).toEqual(expect.any(String));
}

beforeAll(async () => {
  t = await createOfficeTestApp();
  lawyer = await newLawyer(t);
});
afterAll(() => t.close());

describe('notices from uploads', () => {
  it('makes a notice from photos and a subject; the attachments download with ranges', async () => {
    const kase = await createCase(t, lawyer.access);
    const response = await upload(
      t,
      IMAGES,
      lawyer.access,
      multipart({ subject: 'تصویر ابلاغیه وقت رسیدگی', case_id: kase.pid, is_important: 'true' }, [
        { field: 'files', name: 'صفحه اول.png', content: samples.png, type: 'image/png' },
        { field: 'files', name: 'page2.png', content: samples.png, type: 'image/png' },
      ]),
    );
    const notice = ok<NoticeBody & { message: string }>(response, 201);
    expect(notice).toMatchObject({
      subject: 'تصویر ابلاغیه وقت رسیدگی',
      case: { pid: kase.pid },
      is_important: true,
      notice_type: 'notice',
    });
    expect(notice.attachments).toHaveLength(2);
    expect(notice.attachments[0]).toMatchObject({
      name: 'صفحه اول.png',
      mime_type: 'image/png',
      file_type: 'image',
    });

    const url = notice.attachments[0]?.url ?? '';
    const whole = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${lawyer.access}` },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(samples.png)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: `${url}?disposition=inline`,
      headers: { authorization: `Bearer ${lawyer.access}`, range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${samples.png.length}`);
    expect(part.headers['content-disposition']).toMatch(/^inline/);

    // Another office cannot reach the file, even with its address.
    const stranger = await newLawyer(t);
    expect((await call(t, 'GET', url, stranger.access)).statusCode).toBe(404);
  });

  it('takes a PDF on files/ and a secretary of the office reads it', async () => {
    const secretary = await newSecretary(t, lawyer.officeId);
    const notice = ok<NoticeBody>(
      await upload(
        t,
        FILES,
        secretary.access,
        multipart({ subject: 'دادنامه بدوی', notice_type: 'judgment' }, [
          { field: 'files', name: 'dadname.pdf', content: samples.pdf, type: 'application/pdf' },
        ]),
      ),
      201,
    );
    expect(notice.attachments[0]).toMatchObject({ mime_type: 'application/pdf', file_type: 'document' });
    const download = await call(t, 'GET', notice.attachments[0]?.url ?? '', lawyer.access);
    expect(download.statusCode).toBe(200);
  });

  it('refuses an executable named .pdf, a PDF on images/, an empty file, no file and no subject; nothing is kept', async () => {
    const before = { disk: filesOnDisk().length, notices: await noticeCount() };
    expectRejected(
      await upload(
        t,
        FILES,
        lawyer.access,
        multipart({ subject: 'ابلاغیه' }, [{ field: 'files', name: 'notice.pdf', content: samples.exe }]),
      ),
      415,
      'unsupported_media_type',
    );
    expectRejected(
      await upload(
        t,
        IMAGES,
        lawyer.access,
        multipart({ subject: 'ابلاغیه' }, [{ field: 'files', name: 'a.pdf', content: samples.pdf }]),
      ),
      415,
      'unsupported_media_type',
    );
    const empty = await upload(
      t,
      FILES,
      lawyer.access,
      multipart({ subject: 'ابلاغیه' }, [{ field: 'files', name: 'empty.pdf', content: Buffer.alloc(0) }]),
    );
    expectRejected(empty, 400, 'validation_error');
    expect(empty.json().error_messages.file).toEqual([expect.any(String)]);
    expectRejected(
      await upload(t, FILES, lawyer.access, multipart({ subject: 'ابلاغیه' }, [])),
      400,
      'validation_error',
    );
    const noSubject = await upload(
      t,
      FILES,
      lawyer.access,
      multipart({ court: 'دادگاه' }, [{ field: 'files', name: 'a.pdf', content: samples.pdf }]),
    );
    expectRejected(noSubject, 400, 'validation_error');
    expect(noSubject.json().error_messages.subject).toEqual([expect.any(String)]);
    // Subject after the file: checked once the form is read, the file is dropped.
    const late = await upload(
      t,
      FILES,
      lawyer.access,
      multipart({}, [{ field: 'files', name: 'a.pdf', content: samples.pdf }]),
    );
    expectRejected(late, 400, 'validation_error');
    expect(filesOnDisk()).toHaveLength(before.disk);
    expect(await noticeCount()).toBe(before.notices);
  });

  it('refuses an image over 10 MB while it streams (413)', async () => {
    const before = filesOnDisk().length;
    const big = Buffer.concat([samples.png, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(
      t,
      IMAGES,
      lawyer.access,
      multipart({ subject: 'تصویر بزرگ' }, [{ field: 'files', name: 'big.png', content: big }]),
    );
    expectRejected(response, 413, 'payload_too_large');
    expect(response.json().error_messages.file).toEqual([expect.any(String)]);
    expect(filesOnDisk()).toHaveLength(before);
  });

  it('refuses an upload from outside the office before storing anything', async () => {
    const client = await newLawyer(t);
    const theirCase = await createCase(t, client.access);
    const response = await upload(
      t,
      IMAGES,
      lawyer.access,
      multipart({ subject: 'ابلاغیه', case_id: theirCase.pid }, [
        { field: 'files', name: 'a.png', content: samples.png },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.case_id).toBeTruthy();
  });

  it('deletes the attachments with the notice', async () => {
    const notice = ok<NoticeBody>(
      await upload(
        t,
        FILES,
        lawyer.access,
        multipart({ subject: 'ابلاغیه برای حذف' }, [{ field: 'files', name: 'x.pdf', content: samples.pdf }]),
      ),
      201,
    );
    const before = filesOnDisk().length;
    expect((await call(t, 'DELETE', `${nb}${notice.pid}/delete/`, lawyer.access)).statusCode).toBe(204);
    expect(filesOnDisk()).toHaveLength(before - 1);
    expect((await call(t, 'GET', notice.attachments[0]?.url ?? '', lawyer.access)).statusCode).toBe(404);
  });
});
