import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { featuredConsultants } from '../consultant/consultants.service.ts';
import { approvedConsultant, call, createChatTestApp, failed, makeUser, ok } from '../test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(() => t.close());

const settings = '/api/consultation/v1/settings/';

describe('consultant settings and approval', () => {
  it('start pending with defaults, validate in Persian, and are the consultant role’s only', async () => {
    const consultant = await makeUser(t, 'consultant');
    const fresh = ok(await call(t, 'GET', settings, consultant.access));
    expect(fresh).toMatchObject({
      approval_status: 'pending',
      is_published: false,
      chat_fee: 0,
      specialties: [],
    });
    const bad = failed(
      await call(t, 'PATCH', settings, consultant.access, { chat_fee: -1, specialties: ['tax'] }),
      400,
    );
    expect(bad.error_messages.chat_fee[0]).toMatch(/دست‌کم/);
    expect(bad.error_messages.specialties).toBeTruthy();
    const saved = ok(
      await call(t, 'PATCH', settings, consultant.access, {
        chat_fee: '۴۵',
        specialties: ['family', 'family', 'labor'],
        bio: 'وكيل پايه يك',
        years_of_experience: 12,
      }),
    );
    expect(saved).toMatchObject({
      chat_fee: 45,
      specialties: ['family', 'labor'],
      bio: 'وكيل پايه يك',
      message: 'تنظیمات مشاوره ذخیره شد.',
    });
    const client = await makeUser(t, 'client');
    failed(await call(t, 'GET', settings, client.access), 403);
    failed(await call(t, 'GET', settings), 401);
  });

  it('are public only once an admin approves; a rejected profile returns to review when changed', async () => {
    const consultant = await makeUser(t, 'consultant');
    ok(await call(t, 'PATCH', settings, consultant.access, { is_available: true, bio: 'مشاور حقوقی' }));
    failed(await call(t, 'GET', `/api/consultation/v1/consultants/${consultant.pid}/`), 404);
    const admin = await makeUser(t, 'admin');
    const lawyer = await makeUser(t, 'lawyer');
    failed(await call(t, 'POST', `/api/admin/v1/consultants/${consultant.pid}/approve/`, lawyer.access), 403);
    failed(await call(t, 'POST', `/api/admin/v1/consultants/${lawyer.pid}/approve/`, admin.access), 404);
    const queue = ok(
      await call(t, 'GET', '/api/admin/v1/consultants/?approval_status=pending&page_size=100', admin.access),
    );
    expect(queue.results.map((c: { pid: string }) => c.pid)).toContain(consultant.pid);

    const rejected = ok(
      await call(t, 'POST', `/api/admin/v1/consultants/${consultant.pid}/reject/`, admin.access, {
        reason: 'سوابق کاری را کامل کنید.',
      }),
    );
    expect(rejected).toMatchObject({
      approval_status: 'rejected',
      rejection_reason: 'سوابق کاری را کامل کنید.',
    });
    const texted = await t.database.pool.query(
      'select text, kind from sms_messages where recipient = (select phone from users where pid = $1)',
      [consultant.pid],
    );
    expect(texted.rows).toContainEqual({
      kind: 'consultant_review',
      text: expect.stringContaining('علت: سوابق کاری را کامل کنید.'),
    });
    const badBar = failed(
      await call(t, 'PATCH', settings, consultant.access, { bar_association: 'tehran' }),
      400,
    );
    expect(badBar.error_messages.bar_association[0]).toBe('کانون انتخاب‌شده معتبر نیست.');
    const resubmitted = ok(
      await call(t, 'PATCH', settings, consultant.access, {
        years_of_experience: 8,
        licence_number: ' A-1234 ',
        bar_association: 'judiciary_centre',
      }),
    );
    expect(resubmitted).toMatchObject({
      approval_status: 'pending',
      rejection_reason: null,
      licence_number: 'A-1234',
      bar_association: 'judiciary_centre',
    });
    const reviewed = ok(
      await call(t, 'GET', '/api/admin/v1/consultants/?approval_status=pending&page_size=100', admin.access),
    );
    expect(reviewed.results.find((c: { pid: string }) => c.pid === consultant.pid)).toMatchObject({
      licence_number: 'A-1234',
      bar_association: 'judiciary_centre',
    });
    expect(resubmitted.message).toMatch(/بررسی دوباره/);

    ok(await call(t, 'POST', `/api/admin/v1/consultants/${consultant.pid}/approve/`, admin.access));
    const profile = ok(await call(t, 'GET', `/api/consultation/v1/consultants/${consultant.pid}/`));
    expect(profile).toMatchObject({
      pid: consultant.pid,
      full_name: 'رضا توکلی',
      rating_average: null,
      years_of_experience: 8,
    });
    const alarms = await t.database.pool.query(
      'select title, body from alarms a join users u on u.id = a.user_id where u.pid = $1',
      [consultant.pid],
    );
    const approval = alarms.rows.find((r) => r.title === 'نمایه مشاوره شما تأیید و منتشر شد');
    expect(approval?.body).toMatch(/«درخواست تازه می‌پذیرم» را روشن کنید/);
  });

  it('the directory filters by specialty and availability, searches Persian text and refuses unknown orderings', async () => {
    const family = await approvedConsultant(t, {
      chat_fee: 10,
      specialties: ['family'],
      bio: 'متخصص دعاوی مهريه و طلاق',
    });
    const labour = await approvedConsultant(t, {
      chat_fee: 90,
      specialties: ['labor'],
      bio: 'دعاوی کارگر و کارفرما',
    });
    const byFamily = ok(
      await call(t, 'GET', '/api/consultation/v1/consultants/?specialty=family&page_size=100'),
    );
    const pids = byFamily.results.map((c: { pid: string }) => c.pid);
    expect(pids).toContain(family.pid);
    expect(pids).not.toContain(labour.pid);
    const found = ok(
      await call(t, 'GET', `/api/consultation/v1/consultants/?search=${encodeURIComponent('مهریه')}`),
    );
    expect(found.results.map((c: { pid: string }) => c.pid)).toContain(family.pid);
    const cheapFirst = ok(
      await call(t, 'GET', '/api/consultation/v1/consultants/?ordering=chat_fee&page_size=100'),
    );
    const fees = cheapFirst.results.map((c: { chat_fee: number }) => c.chat_fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    failed(await call(t, 'GET', '/api/consultation/v1/consultants/?ordering=password'), 400);
    ok(await call(t, 'PATCH', settings, labour.access, { is_available: false }));
    const available = ok(
      await call(t, 'GET', '/api/consultation/v1/consultants/?available=true&page_size=100'),
    );
    expect(available.results.map((c: { pid: string }) => c.pid)).not.toContain(labour.pid);
    // Other test files add available consultants to the shared database: ask for all of them.
    const featured = await featuredConsultants(t.database.db, 10_000);
    expect(featured.every((c) => c.is_available)).toBe(true);
    expect(featured.map((c) => c.pid)).toContain(family.pid);
  });
});

describe('the public consultant directory', () => {
  const PUBLIC_FIELDS = [
    'bio',
    'chat_fee',
    'completed_count',
    'consultation_fee',
    'default_time_limit_minutes',
    'first_name',
    'full_name',
    'is_available',
    'last_name',
    'pid',
    'rating_average',
    'rating_count',
    'specialties',
    'years_of_experience',
  ];

  it('answers a caller without a token with the public fields only: no mobile, licence or review state', async () => {
    const consultant = await approvedConsultant(t, { licence_number: '12345' });
    const list = ok(await call(t, 'GET', '/api/consultation/v1/consultants/?page_size=100'));
    const listed = list.results.find((row: { pid: string }) => row.pid === consultant.pid);
    expect(Object.keys(listed).sort()).toEqual(PUBLIC_FIELDS);
    const profile = ok(await call(t, 'GET', `/api/consultation/v1/consultants/${consultant.pid}/`));
    expect(Object.keys(profile).sort()).toEqual(PUBLIC_FIELDS);
    expect(JSON.stringify(profile)).not.toMatch(/12345|09\d{9}/);
  });
});
