import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, createCase, newClientUser, newLawyer, newSecretary, ok } from '../office/test-helpers.ts';
import { createNotice, type NoticeBody, type NoticePage, nb } from './notice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('court notices by hand', () => {
  it('creates a notice with normalized fields and answers it', async () => {
    const lawyer = await newLawyer(t);
    const kase = await createCase(t, lawyer.access);
    const notice = await createNotice(t, lawyer, {
      subject: '  اخطاريه رفع نقص  ',
      notice_number: '۱۴۰۳۱۰۹۱۰۰۰۰۱۲۳۴۵۶',
      notice_type: 'warning',
      served_on: '۲۰۲۴-۰۵-۰۱',
      case_id: kase.pid,
      is_important: true,
    });
    expect(notice).toMatchObject({
      subject: 'اخطاريه رفع نقص',
      notice_number: '140310910000123456',
      notice_type: 'warning',
      served_on: '2024-05-01',
      case: { pid: kase.pid },
      is_important: true,
      is_read: true,
      attachments: [],
      created_by: { pid: lawyer.pid },
    });
    expect(notice.message).toBeTruthy();
    const detail = ok<NoticeBody>(await call(t, 'GET', `${nb}${notice.pid}/`, lawyer.access));
    expect(detail.pid).toBe(notice.pid);
  });

  it('refuses bad input with field errors', async () => {
    const lawyer = await newLawyer(t);
    const bad = await call(t, 'POST', `${nb}create/`, lawyer.access, {
      subject: 'ا',
      notice_type: 'letter',
      served_on: '1403-02-12x',
      notice_number: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe('validation_error');
    expect(body.error_messages.message).toBeTruthy();
    for (const field of ['subject', 'notice_type', 'served_on', 'notice_number']) {
      expect(body.error_messages[field], field).toEqual([expect.any(String)]);
    }
    const future = await call(t, 'POST', `${nb}create/`, lawyer.access, {
      subject: 'ابلاغیه آینده',
      served_on: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error_messages.served_on).toBeTruthy();
  });

  it('refuses a case of another office on case_id', async () => {
    const lawyer = await newLawyer(t);
    const other = await newLawyer(t);
    const theirs = await createCase(t, other.access);
    const response = await call(t, 'POST', `${nb}create/`, lawyer.access, {
      subject: 'ابلاغیه پرونده دیگران',
      case_id: theirs.pid,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.case_id).toBeTruthy();
  });
});

describe('lists, filters and read flags', () => {
  it('lists, searches, filters and orders; unknown ordering is a 400', async () => {
    const lawyer = await newLawyer(t);
    const kase = await createCase(t, lawyer.access);
    const a = await createNotice(t, lawyer, {
      subject: 'دادنامه بدوی کريمي',
      notice_type: 'judgment',
      served_on: '2024-03-01',
    });
    const b = await createNotice(t, lawyer, {
      subject: 'احضاریه شاکی',
      is_important: true,
      case_id: kase.pid,
      served_on: '2024-04-01',
    });
    const c = await createNotice(t, lawyer, { subject: 'ابلاغ وقت جلسه', served_on: '2024-02-01' });

    const all = ok<NoticePage>(await call(t, 'GET', nb, lawyer.access));
    expect(all.results.map((n) => n.pid)).toEqual([c.pid, b.pid, a.pid]);

    const search = ok<NoticePage>(
      await call(t, 'GET', `${nb}?search=${encodeURIComponent('كريمي')}`, lawyer.access),
    );
    expect(search.results.map((n) => n.pid)).toEqual([a.pid]);

    const important = ok<NoticePage>(await call(t, 'GET', `${nb}important/`, lawyer.access));
    expect(important.results.map((n) => n.pid)).toEqual([b.pid]);
    const filtered = ok<NoticePage>(await call(t, 'GET', `${nb}?is_important=false`, lawyer.access));
    expect(filtered.count).toBe(2);

    const byCase = ok<NoticePage>(await call(t, 'GET', `${nb}?case=${kase.pid}`, lawyer.access));
    expect(byCase.results.map((n) => n.pid)).toEqual([b.pid]);

    const byType = ok<NoticePage>(await call(t, 'GET', `${nb}?notice_type=judgment`, lawyer.access));
    expect(byType.results.map((n) => n.pid)).toEqual([a.pid]);

    const served = ok<NoticePage>(await call(t, 'GET', `${nb}?ordering=served_on`, lawyer.access));
    expect(served.results.map((n) => n.pid)).toEqual([c.pid, a.pid, b.pid]);

    const paged = ok<NoticePage>(await call(t, 'GET', `${nb}?page_size=2&page=1`, lawyer.access));
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('page=2');

    const bad = await call(t, 'GET', `${nb}?ordering=password`, lawyer.access);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages.ordering).toBeTruthy();
  });

  it('keeps read flags per user: the detail marks nothing, mark-as-read marks only the caller', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const first = await createNotice(t, lawyer, { subject: 'ابلاغیه نخست' });
    const second = await createNotice(t, lawyer, { subject: 'ابلاغیه دوم' });
    const mine = await createNotice(t, secretary, { subject: 'ابلاغیه ثبت‌شده توسط منشی' });

    const count = (user: { access: string }) =>
      call(t, 'GET', `${nb}unread-count/`, user.access).then((r) => ok<{ count: number }>(r).count);
    expect(await count(secretary)).toBe(2);
    expect(await count(lawyer)).toBe(1);

    ok(await call(t, 'GET', `${nb}${first.pid}/`, secretary.access));
    expect(await count(secretary)).toBe(2);

    const marked = ok<{ updated: number; unread_count: number; message: string }>(
      await call(t, 'POST', `${nb}mark-as-read/`, secretary.access, {
        notification_ids: [first.pid, first.pid, 'not-a-notice'],
      }),
    );
    expect(marked).toMatchObject({ updated: 1, unread_count: 1 });
    expect(await count(lawyer)).toBe(1);

    const unread = ok<NoticePage>(await call(t, 'GET', `${nb}?is_read=false`, secretary.access));
    expect(unread.results.map((n) => n.pid)).toEqual([second.pid]);
    const read = ok<NoticePage>(await call(t, 'GET', `${nb}?is_read=true`, secretary.access));
    expect(read.results.map((n) => n.pid).sort()).toEqual([first.pid, mine.pid].sort());

    const all = ok<{ updated: number; unread_count: number }>(
      await call(t, 'POST', `${nb}mark-all-as-read/`, lawyer.access),
    );
    expect(all).toMatchObject({ updated: 1, unread_count: 0 });
    expect(await count(secretary)).toBe(1);

    const empty = await call(t, 'POST', `${nb}mark-as-read/`, lawyer.access, { notification_ids: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('two mark-all-as-read at once mark each notice once', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    for (let i = 0; i < 3; i++) await createNotice(t, lawyer, { subject: `ابلاغیه شماره ${i + 1}` });
    const answers = await Promise.all([
      call(t, 'POST', `${nb}mark-all-as-read/`, secretary.access),
      call(t, 'POST', `${nb}mark-all-as-read/`, secretary.access),
    ]);
    const updated = answers.map((a) => ok<{ updated: number }>(a).updated);
    expect(updated.reduce((sum, n) => sum + n, 0)).toBe(3);
  });
});

describe('delete and tenancy', () => {
  it('deletes a notice (204); then it is gone', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const notice = await createNotice(t, lawyer);
    const removed = await call(t, 'DELETE', `${nb}${notice.pid}/delete/`, secretary.access);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call(t, 'GET', `${nb}${notice.pid}/`, lawyer.access)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${nb}${notice.pid}/delete/`, lawyer.access)).statusCode).toBe(404);
  });

  it('hides a notice from another office, a removed secretary and a client (404), and their lists', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const notice = await createNotice(t, lawyer);
    const stranger = await newLawyer(t);
    const client = await newClientUser(t);

    ok(await call(t, 'GET', `${nb}${notice.pid}/`, secretary.access));
    const removed = await call(
      t,
      'DELETE',
      '/api/lawyer-office/v1/offices/remove-secretary/',
      lawyer.access,
      {
        secretary_id: secretary.pid,
      },
    );
    expect(removed.statusCode).toBe(204);

    for (const outsider of [stranger, secretary, client]) {
      for (const [method, url] of [
        ['GET', `${nb}${notice.pid}/`],
        ['DELETE', `${nb}${notice.pid}/delete/`],
      ] as const) {
        const response = await call(t, method, url, outsider.access);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    }
    // Another lawyer's own office holds none of them; their mark-as-read touches nothing.
    const theirs = ok<NoticePage>(await call(t, 'GET', nb, stranger.access));
    expect(theirs.count).toBe(0);
    const marked = ok<{ updated: number }>(
      await call(t, 'POST', `${nb}mark-as-read/`, stranger.access, { notification_ids: [notice.pid] }),
    );
    expect(marked.updated).toBe(0);
    // Without an office there is no list at all.
    for (const outsider of [secretary, client]) {
      expect((await call(t, 'GET', nb, outsider.access)).statusCode).toBe(403);
      expect((await call(t, 'GET', `${nb}unread-count/`, outsider.access)).statusCode).toBe(403);
      expect(
        (await call(t, 'POST', `${nb}create/`, outsider.access, { subject: 'ابلاغیه' })).statusCode,
      ).toBe(403);
    }
    expect((await call(t, 'GET', nb)).statusCode).toBe(401);
  });
});
