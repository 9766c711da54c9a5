import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  createCase,
  multipart,
  newClientUser,
  newLawyer,
  newSecretary,
  ok,
  samples,
  upload,
} from '../office/test-helpers.ts';
import { type NoticeBody, nb } from './notice-test-kit.ts';

const IMAGES = '/api/court-notification/v1/images/send-images/';

describe('a notice from photos is completed afterwards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function photoNotice(token: string) {
    const response = await upload(
      t,
      IMAGES,
      token,
      multipart({ subject: 'تصویر ابلاغیه' }, [
        { field: 'files', name: 'page.png', content: samples.png, type: 'image/png' },
      ]),
    );
    return ok<NoticeBody>(response, 201);
  }

  it('takes its number, date, court, branch and case as typed, and keeps its photos', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const kase = await createCase(t, lawyer.access);
    const notice = await photoNotice(lawyer.access);
    expect(notice.notice_number).toBeNull();

    const updated = ok<NoticeBody & { message: string; court: string; branch: string }>(
      await call(t, 'PUT', `${nb}${notice.pid}/update/`, secretary.access, {
        subject: 'ابلاغ وقت رسیدگی',
        notice_number: '۱۴۰۳۱۰۹۱۰۰۰۰۱۲۳۴۵۶',
        notice_type: 'summons',
        court: 'دادگاه عمومی حقوقی تهران',
        branch: 'شعبه A-1',
        served_on: '2024-05-01',
        case_id: kase.pid,
      }),
    );
    expect(updated.message).toBe('اطلاعات ابلاغیه ذخیره شد.');
    expect(updated).toMatchObject({
      subject: 'ابلاغ وقت رسیدگی',
      notice_type: 'summons',
      branch: 'شعبه A-1',
      served_on: '2024-05-01',
      case: { pid: kase.pid },
    });
    expect(updated.attachments).toHaveLength(1);
    // Found by the number it now has.
    const found = ok<{ results: NoticeBody[] }>(
      await call(t, 'GET', `${nb}?search=140310910000123456`, lawyer.access),
    );
    expect(found.results.map((n) => n.pid)).toContain(notice.pid);
  });

  it('records the hearing a notice sets and its reply deadline, from a photo notice and an edit (issue 25)', async () => {
    const lawyer = await newLawyer(t);
    const response = await upload(
      t,
      IMAGES,
      lawyer.access,
      multipart({ subject: 'ابلاغ وقت رسیدگی', hearing_at: '2026-12-06T09:30:00+03:30' }, [
        { field: 'files', name: 'page.png', content: samples.png, type: 'image/png' },
      ]),
    );
    const notice = ok<NoticeBody>(response, 201);
    expect(notice.hearing_at).toBe('2026-12-06T06:00:00.000Z');
    expect(notice.reply_due_on).toBeNull();

    const edited = ok<NoticeBody>(
      await call(t, 'PUT', `${nb}${notice.pid}/update/`, lawyer.access, {
        subject: 'ابلاغ وقت رسیدگی',
        hearing_at: '2026-12-07T10:00:00+03:30',
        reply_due_on: '2026-12-01',
      }),
    );
    expect(edited).toMatchObject({ hearing_at: '2026-12-07T06:30:00.000Z', reply_due_on: '2026-12-01' });
    const cleared = ok<NoticeBody>(
      await call(t, 'PUT', `${nb}${notice.pid}/update/`, lawyer.access, {
        subject: 'ابلاغ وقت رسیدگی',
        hearing_at: '',
      }),
    );
    expect(cleared).toMatchObject({ hearing_at: null, reply_due_on: null });
    const bad = await call(t, 'PUT', `${nb}${notice.pid}/update/`, lawyer.access, {
      subject: 'ابلاغ وقت رسیدگی',
      hearing_at: '1300-01-01T09:00:00+03:30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages.hearing_at[0]).toContain('وقت رسیدگی');
  });

  it("refuses bad input in Persian, another office's notice or case (404 / field error), and a client", async () => {
    const lawyer = await newLawyer(t);
    const other = await newLawyer(t);
    const notice = await photoNotice(lawyer.access);
    const bad = await call(t, 'PUT', `${nb}${notice.pid}/update/`, lawyer.access, { subject: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages.subject).toBeDefined();
    const body = { subject: 'ابلاغیه', notice_type: 'notice' };
    expect((await call(t, 'PUT', `${nb}${notice.pid}/update/`, other.access, body)).statusCode).toBe(404);
    const othersCase = await createCase(t, other.access);
    const wrongCase = await call(t, 'PUT', `${nb}${notice.pid}/update/`, lawyer.access, {
      ...body,
      case_id: othersCase.pid,
    });
    expect(wrongCase.statusCode).toBe(400);
    expect(wrongCase.json().error_messages.case_id).toBeDefined();
    const client = await newClientUser(t);
    expect((await call(t, 'PUT', `${nb}${notice.pid}/update/`, client.access, body)).statusCode).toBe(403);
  });
});
