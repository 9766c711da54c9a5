import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import {
  type ContentTestUser,
  call,
  createContentTestApp,
  fails,
  makeUser,
  ok,
  type Paged,
} from './test-kit.ts';

const A = '/api/admin/v1/content';
let t: TestApp;
let admin: ContentTestUser;
let lawyer: ContentTestUser;

beforeAll(async () => {
  t = await createContentTestApp();
  admin = await makeUser(t, 'admin');
  lawyer = await makeUser(t, 'lawyer');
});
afterAll(() => t.close());

describe('admin content: access', () => {
  const paths = [
    ['GET', `${A}/banners/`],
    ['POST', `${A}/faqs/`],
    ['GET', `${A}/faq-categories/`],
    ['POST', `${A}/terms/`],
    ['GET', `${A}/team-members/`],
    ['GET', `${A}/service-items/`],
    ['GET', `${A}/social-links/`],
    ['PATCH', `${A}/settings/`],
    ['PATCH', `${A}/version-status/android/`],
    ['GET', `${A}/contact-messages/`],
    ['GET', `${A}/newsletter/export/`],
    ['GET', `${A}/feedback/`],
    ['POST', `${A}/images/`],
  ] as const;

  it('refuses other roles (403) and strangers (401)', async () => {
    const client = await makeUser(t, 'client');
    for (const [method, url] of paths) {
      for (const user of [lawyer, client]) {
        const response = await call(t, method, url, { token: user.access, body: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('permission_denied');
      }
      expect((await call(t, method, url, { body: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('admin content: banners', () => {
  it('show a banner with an audience only to those roles: not to visitors, other roles or a bad token', async () => {
    const created = ok<Record<string, unknown>>(
      await call(t, 'POST', `${A}/banners/`, {
        token: admin.access,
        body: { title: 'مهلت‌های قانونی دفتر', placement: 'dashboard', audience: ['lawyer', 'secretary'] },
      }),
      201,
    );
    expect(created.audience).toEqual(['lawyer', 'secretary']);
    const client = await makeUser(t, 'client');
    const seen = async (token?: string) =>
      ok<{ pid: string }[]>(await call(t, 'GET', '/api/banner/v1/?placement=dashboard', { token })).map(
        (banner) => banner.pid,
      );
    expect(await seen(lawyer.access)).toContain(created.pid);
    for (const token of [undefined, client.access, admin.access, 'not-a-token']) {
      expect(await seen(token)).not.toContain(created.pid);
    }
    fails(await call(t, 'GET', `/api/banner/v1/${created.pid}/`, { token: client.access }), 404);
    ok(await call(t, 'GET', `/api/banner/v1/${created.pid}/`, { token: lawyer.access }));
    fails(
      await call(t, 'PATCH', `${A}/banners/${created.pid}/`, {
        token: admin.access,
        body: { audience: ['judge'] },
      }),
      400,
    );
  });

  it('creates, lists, edits and deletes, checking dates', async () => {
    const token = admin.access;
    const created = ok<Record<string, unknown>>(
      await call(t, 'POST', `${A}/banners/`, {
        token,
        body: { title: 'مشاوره حقوقي آنلاین', link: '/consultants', sort_order: '۳', ends_at: '2099-01-01' },
      }),
      201,
    );
    expect(created).toMatchObject({
      title: 'مشاوره حقوقي آنلاین',
      placement: 'home_hero',
      sort_order: 3,
      is_active: true,
      is_live: true,
      image_url: null,
      ends_at: '2099-01-01T00:00:00.000Z',
      message: expect.any(String),
    });
    const pid = created.pid as string;
    const bad = fails(
      await call(t, 'PATCH', `${A}/banners/${pid}/`, {
        token,
        body: { starts_at: '2099-06-01T00:00:00+03:30' },
      }),
      400,
    );
    expect(bad.error_messages.ends_at).toBeDefined();
    fails(
      await call(t, 'POST', `${A}/banners/`, { token, body: { title: 'بدون تصویر', image_id: 'nope' } }),
      400,
    );
    fails(
      await call(t, 'POST', `${A}/banners/`, { token, body: { title: 'ب', link: 'javascript:alert(1)' } }),
      400,
    );

    const hidden = ok<Record<string, unknown>>(
      await call(t, 'PATCH', `${A}/banners/${pid}/`, { token, body: { is_active: false } }),
    );
    expect(hidden).toMatchObject({ is_active: false, is_live: false, title: 'مشاوره حقوقي آنلاین' });
    fails(await call(t, 'GET', `/api/banner/v1/${pid}/`), 404);
    const list = ok<{ pid: string }[]>(await call(t, 'GET', `${A}/banners/?is_active=false`, { token }));
    expect(list.map((b) => b.pid)).toContain(pid);

    expect((await call(t, 'DELETE', `${A}/banners/${pid}/`, { token })).statusCode).toBe(204);
    fails(await call(t, 'DELETE', `${A}/banners/${pid}/`, { token }), 404);
    fails(await call(t, 'GET', `${A}/banners/${pid}/`, { token }), 404);
  });
});

describe('admin content: FAQs and categories', () => {
  it('manages categories and FAQs; a deleted category leaves its FAQs', async () => {
    const token = admin.access;
    const category = ok<{ pid: string; faqs_count: number }>(
      await call(t, 'POST', `${A}/faq-categories/`, { token, body: { title: 'امور خانواده' } }),
      201,
    );
    expect(category.faqs_count).toBe(0);
    const faq = ok<{ pid: string; category: { pid: string } | null; is_active: boolean }>(
      await call(t, 'POST', `${A}/faqs/`, {
        token,
        body: {
          question: 'مهريه چگونه مطالبه می‌شود؟',
          answer: 'از طریق دفتر ازدواج (اجرای ثبت) یا دادگاه خانواده.\n\nمهریه عندالمطالبه است.',
          category_id: category.pid,
        },
      }),
      201,
    );
    expect(faq.category?.pid).toBe(category.pid);
    fails(
      await call(t, 'POST', `${A}/faqs/`, {
        token,
        body: { question: 'کوتاه', answer: 'پاسخ', category_id: 'x' },
      }),
      400,
    );

    const found = ok<Paged<{ pid: string; question: string; answer: string }>>(
      await call(t, 'GET', `${A}/faqs/?search=${encodeURIComponent('مهریه')}&category=${category.pid}`, {
        token,
      }),
    );
    expect(found.results.map((f) => f.pid)).toEqual([faq.pid]);
    expect(found.results[0]?.question).toBe('مهريه چگونه مطالبه می‌شود؟');
    expect(found.results[0]?.answer).toContain('\n\n');

    const edited = ok<{ question: string }>(
      await call(t, 'PATCH', `${A}/faqs/${faq.pid}/`, {
        token,
        body: { question: 'نفقه چگونه مطالبه می‌شود؟' },
      }),
    );
    expect(edited.question).toBe('نفقه چگونه مطالبه می‌شود؟');
    const bySearch = ok<Paged<{ pid: string }>>(
      await call(t, 'GET', `${A}/faqs/?search=${encodeURIComponent('نفقه')}`, { token }),
    );
    expect(bySearch.results.map((f) => f.pid)).toContain(faq.pid);

    const counted = ok<{ pid: string; faqs_count: number }[]>(
      await call(t, 'GET', `${A}/faq-categories/`, { token }),
    );
    expect(counted.find((c) => c.pid === category.pid)?.faqs_count).toBe(1);
    expect((await call(t, 'DELETE', `${A}/faq-categories/${category.pid}/`, { token })).statusCode).toBe(204);
    const orphan = ok<{ category: unknown }>(await call(t, 'GET', `${A}/faqs/${faq.pid}/`, { token }));
    expect(orphan.category).toBeNull();
    fails(await call(t, 'GET', `${A}/faqs/?ordering=nope`, { token }), 400);
    expect((await call(t, 'DELETE', `${A}/faqs/${faq.pid}/`, { token })).statusCode).toBe(204);
    fails(await call(t, 'GET', `/api/common/v1/frequently-questions/${faq.pid}/`), 404);
  });
});

describe('admin content: terms of use', () => {
  it('edits drafts only, publishes one current version, and serializes publications', async () => {
    const token = admin.access;
    const version = `v-${Date.now()}`;
    const draft = ok<{ pid: string; status: string; is_current: boolean }>(
      await call(t, 'POST', `${A}/terms/`, {
        token,
        body: {
          title: 'قوانین و مقررات وکیل‌یار',
          version,
          body: 'ماده ۱ - این قوانین میان کاربر و وکیل‌یار لازم‌الاجراست.',
        },
      }),
      201,
    );
    expect(draft).toMatchObject({ status: 'draft', is_current: false });
    fails(
      await call(t, 'POST', `${A}/terms/`, {
        token,
        body: { title: 'تکراری', version, body: 'متن تکراری برای آزمون نسخه.' },
      }),
      409,
    );
    fails(await call(t, 'GET', `/api/common/v1/terms-of-use/${draft.pid}/`), 404);
    ok(
      await call(t, 'PATCH', `${A}/terms/${draft.pid}/`, {
        token,
        body: { title: 'قوانین و مقررات استفاده' },
      }),
    );

    const published = ok<{ status: string; is_current: boolean; published_at: string }>(
      await call(t, 'POST', `${A}/terms/${draft.pid}/publish/`, { token }),
    );
    expect(published).toMatchObject({ status: 'published', is_current: true });
    fails(
      await call(t, 'PATCH', `${A}/terms/${draft.pid}/`, { token, body: { title: 'تغییر پس از انتشار' } }),
      409,
    );
    fails(await call(t, 'DELETE', `${A}/terms/${draft.pid}/`, { token }), 409);

    const [a, b] = await Promise.all(
      [1, 2].map(async (n) =>
        ok<{ pid: string }>(
          await call(t, 'POST', `${A}/terms/`, {
            token,
            body: {
              title: `نسخه ${n}`,
              version: `${version}-${n}`,
              body: 'متن آزمایشی قوانین برای انتشار هم‌زمان.',
            },
          }),
          201,
        ),
      ),
    );
    const both = await Promise.all(
      [a, b].map((d) => call(t, 'POST', `${A}/terms/${d?.pid}/publish/`, { token })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const all = ok<Paged<{ pid: string; is_current: boolean }>>(
      await call(t, 'GET', '/api/common/v1/terms-of-use/?page_size=100'),
    );
    expect(all.results.filter((v) => v.is_current)).toHaveLength(1);

    const again = ok<{ is_current: boolean; published_at: string }>(
      await call(t, 'POST', `${A}/terms/${draft.pid}/publish/`, { token }),
    );
    expect(again).toMatchObject({ is_current: true, published_at: published.published_at });
    const draftToDelete = ok<{ pid: string }>(
      await call(t, 'POST', `${A}/terms/`, {
        token,
        body: { title: 'پیش‌نویس', version: `${version}-x`, body: 'متنی که منتشر نمی‌شود و حذف خواهد شد.' },
      }),
      201,
    );
    expect((await call(t, 'DELETE', `${A}/terms/${draftToDelete.pid}/`, { token })).statusCode).toBe(204);
  });
});

describe('admin content: team, services, social links', () => {
  it('manages each ordered set; inactive rows stay out of the public lists', async () => {
    const token = admin.access;
    const member = ok<{ pid: string; photo_url: null }>(
      await call(t, 'POST', `${A}/team-members/`, {
        token,
        body: {
          full_name: 'دكتر نيما كاظمي',
          role_title: 'مدیر حقوقی',
          bio: 'وکیل پایه‌یک دادگستری',
          sort_order: 1,
        },
      }),
      201,
    );
    expect(member).toMatchObject({ full_name: 'دكتر نيما كاظمي', photo_url: null });
    const item = ok<{ pid: string; icon: string }>(
      await call(t, 'POST', `${A}/service-items/`, {
        token,
        body: { title: 'داوری', description: 'حل اختلاف تجاری از راه داوری', icon: 'business' },
      }),
      201,
    );
    fails(
      await call(t, 'POST', `${A}/service-items/`, {
        token,
        body: { title: 'داوری', description: 'توضیح کافی', icon: 'rocket' },
      }),
      400,
    );
    const link = ok<{ pid: string }>(
      await call(t, 'POST', `${A}/social-links/`, {
        token,
        body: { name: 'ایتا', url: 'https://eitaa.com/vakilyar', icon: 'eitaa' },
      }),
      201,
    );
    fails(
      await call(t, 'POST', `${A}/social-links/`, { token, body: { name: 'بد', url: 'ftp://x', icon: 'x' } }),
      400,
    );

    for (const [path, pid, publicPath] of [
      ['team-members', member.pid, '/api/common/v1/about-us/team-member/'],
      ['service-items', item.pid, '/api/common/v1/service-items/'],
      ['social-links', link.pid, '/api/social-media/v1/'],
    ] as const) {
      const shown = ok<{ pid: string }[]>(await call(t, 'GET', publicPath));
      expect(
        shown.map((r) => r.pid),
        path,
      ).toContain(pid);
      ok(await call(t, 'PATCH', `${A}/${path}/${pid}/`, { token, body: { is_active: false } }));
      const hidden = ok<{ pid: string }[]>(await call(t, 'GET', publicPath));
      expect(
        hidden.map((r) => r.pid),
        path,
      ).not.toContain(pid);
      const adminList = ok<{ pid: string; is_active: boolean }[]>(
        await call(t, 'GET', `${A}/${path}/`, { token }),
      );
      expect(adminList.find((r) => r.pid === pid)?.is_active).toBe(false);
      expect((await call(t, 'DELETE', `${A}/${path}/${pid}/`, { token })).statusCode).toBe(204);
      fails(await call(t, 'GET', `${A}/${path}/${pid}/`, { token }), 404);
    }
    fails(await call(t, 'GET', `/api/social-media/v1/${link.pid}/`), 404);
  });
});

describe('admin content: settings and version status', () => {
  it('patches the general settings; commission stays a finance setting', async () => {
    const token = admin.access;
    const before = ok<{ commission_percent: number }>(await call(t, 'GET', `${A}/settings/`, { token }));
    const saved = ok<Record<string, unknown>>(
      await call(t, 'PATCH', `${A}/settings/`, {
        token,
        body: { support_phone: '۰۲۱-۸۸۰۰۱۲۳۴', working_hours: 'شنبه تا چهارشنبه ۹ تا ۱۷' },
      }),
    );
    expect(saved).toMatchObject({
      support_phone: '021-88001234',
      site_name: 'وکیل‌یار',
      commission_percent: before.commission_percent,
    });
    fails(await call(t, 'PATCH', `${A}/settings/`, { token, body: { commission_percent: 5 } }), 400);
    fails(await call(t, 'PATCH', `${A}/settings/`, { token, body: { support_email: 'not-an-email' } }), 400);
    const publicSettings = ok<{ support_phone: string }>(await call(t, 'GET', '/api/setting/v1/general/'));
    expect(publicSettings.support_phone).toBe('021-88001234');
  });

  it('keeps the minimum build at or below the latest', async () => {
    const token = admin.access;
    const list = ok<{ os: string }[]>(await call(t, 'GET', `${A}/version-status/`, { token }));
    expect(list.map((v) => v.os)).toEqual(['android', 'ios', 'web']);
    const saved = ok<Record<string, unknown>>(
      await call(t, 'PATCH', `${A}/version-status/ios/`, {
        token,
        body: {
          latest_version: '2.1.0',
          latest_build: '۲۱۰',
          min_supported_build: 150,
          store_url: 'https://apps.apple.com/app/vakilyar',
        },
      }),
    );
    expect(saved).toMatchObject({ os: 'ios', latest_build: 210, min_supported_build: 150 });
    const bad = fails(
      await call(t, 'PATCH', `${A}/version-status/ios/`, { token, body: { min_supported_build: 300 } }),
      400,
    );
    expect(bad.error_messages.min_supported_build).toBeDefined();
    fails(await call(t, 'PATCH', `${A}/version-status/symbian/`, { token, body: {} }), 400);
    const races = await Promise.all([
      call(t, 'PATCH', `${A}/version-status/ios/`, { token, body: { latest_build: 160 } }),
      call(t, 'PATCH', `${A}/version-status/ios/`, { token, body: { min_supported_build: 200 } }),
    ]);
    expect(races.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const after = ok<{ latest_build: number; min_supported_build: number }>(
      await call(t, 'GET', `${A}/version-status/ios/`, { token }),
    );
    expect(after.min_supported_build).toBeLessThanOrEqual(after.latest_build);
  });
});
