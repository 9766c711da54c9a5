import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedTestApp, type TestApp } from '../../../test/test-app.ts';
import { updateFinanceSettings } from '../wallet/finance-settings.ts';
import {
  type ContentTestUser,
  call,
  createContentTestApp,
  fails,
  makeUser,
  marker,
  ok,
  type Paged,
} from './test-kit.ts';

const A = '/api/admin/v1/content';
const C = '/api/common/v1';
let t: TestApp;
let admin: ContentTestUser;

beforeAll(async () => {
  t = await createContentTestApp();
  admin = await makeUser(t, 'admin');
});
afterAll(() => t.close());

const create = async <T = { pid: string }>(path: string, body: Record<string, unknown>) =>
  ok<T>(await call(t, 'POST', `${A}/${path}/`, { token: admin.access, body }), 201);

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('home', () => {
  it('answers every section in one call', async () => {
    const banner = await create('banners', { title: 'وکیل‌یار در کنار شماست', placement: 'home_hero' });
    const home = ok<Record<string, unknown>>(await call(t, 'GET', `${C}/home/`));
    expect(Object.keys(home).sort()).toEqual(
      [
        'banners',
        'faqs',
        'featured_consultants',
        'service_items',
        'settings',
        'social_links',
        'stats',
      ].sort(),
    );
    expect((home.banners as { pid: string }[]).map((b) => b.pid)).toContain(banner.pid);
    const featured = home.featured_consultants as { is_available: boolean; full_name: string }[];
    expect(featured.length).toBeLessThanOrEqual(8);
    for (const consultant of featured) expect(consultant).toMatchObject({ is_available: true });
    expect((home.faqs as unknown[]).length).toBeLessThanOrEqual(6);
    expect(home.settings).toMatchObject({ site_name: 'وکیل‌یار' });
    expect(home.stats).toMatchObject({ completed_consultations: expect.any(Number) });
    const before = (home.stats as { lawyers: number }).lawyers;
    await makeUser(t, 'lawyer');
    const after = ok<{ stats: { lawyers: number } }>(await call(t, 'GET', `${C}/home/`));
    expect(after.stats.lawyers).toBeGreaterThanOrEqual(before + 1);
  });
});

describe('FAQs', () => {
  it('pages, searches with Persian normalization, filters by category, hides inactive ones', async () => {
    const tag = marker();
    const category = await create('faq-categories', { title: `دسته ${tag}` });
    const made: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const faq = await create('faqs', {
        question: `پرسش ${i} دربارهٔ وکالت‌نامه ${tag}`,
        answer: i === 2 ? 'وکیل شما خانم کریمی است.' : 'پاسخ عمومی به پرسش.',
        category_id: category.pid,
        sort_order: i,
      });
      made.push(faq.pid);
    }
    const hidden = await create('faqs', {
      question: `پرسش پنهان ${tag}`,
      answer: 'این پرسش منتشر نشده است.',
      category_id: category.pid,
      is_active: false,
    });

    const first = ok<Paged<{ pid: string; category: { pid: string } }>>(
      await call(t, 'GET', `${C}/frequently-questions/?category=${category.pid}&page_size=2`),
    );
    expect(first.count).toBe(3);
    expect(first.results.map((f) => f.pid)).toEqual(made.slice(0, 2));
    expect(first.next).toContain('page=2');
    expect(first.previous).toBeNull();
    const second = ok<Paged<{ pid: string }>>(
      await call(t, 'GET', `${C}/frequently-questions/?category=${category.pid}&page_size=2&page=2`),
    );
    expect(second.results.map((f) => f.pid)).toEqual(made.slice(2));
    expect(second.next).toBeNull();

    // Every word matches only the second; a near match (trigram similarity) may follow, ranked lower.
    const arabic = encodeURIComponent(`كريمي ${tag}`);
    const found = ok<Paged<{ pid: string }>>(
      await call(t, 'GET', `${C}/frequently-questions/?search=${arabic}`),
    );
    expect(found.results[0]?.pid).toBe(made[1]);
    const persianDigits = ok<Paged<{ pid: string }>>(
      await call(t, 'GET', `${C}/frequently-questions/?search=${encodeURIComponent(`پرسش ۳ ${tag}`)}`),
    );
    expect(persianDigits.results[0]?.pid).toBe(made[2]);
    const inactive = ok<Paged<{ pid: string }>>(
      await call(t, 'GET', `${C}/frequently-questions/?search=${encodeURIComponent(`پنهان ${tag}`)}`),
    );
    expect(inactive.results.map((f) => f.pid)).not.toContain(hidden.pid);

    ok(await call(t, 'GET', `${C}/frequently-questions/${made[0]}/`));
    fails(await call(t, 'GET', `${C}/frequently-questions/${hidden.pid}/`), 404);
    fails(await call(t, 'GET', `${C}/frequently-questions/?page=0`), 400);
    fails(await call(t, 'GET', `${C}/frequently-questions/?ordering=answer`), 400);

    const categories = ok<{ pid: string; faqs_count: number }[]>(
      await call(t, 'GET', `${C}/frequently-questions/categories/`),
    );
    expect(categories.find((c) => c.pid === category.pid)?.faqs_count).toBe(3);
  });
});

describe('terms of use', () => {
  it('lists published versions newest first with the current one flagged', async () => {
    const tag = marker();
    const older = await create('terms', {
      title: 'قوانین قدیم',
      version: `${tag}-1`,
      body: 'متن نسخهٔ نخست قوانین و مقررات.',
    });
    ok(await call(t, 'POST', `${A}/terms/${older.pid}/publish/`, { token: admin.access }));
    const newer = await create('terms', {
      title: 'قوانین جدید',
      version: `${tag}-2`,
      body: 'متن نسخهٔ دوم قوانین و مقررات.',
    });
    ok(await call(t, 'POST', `${A}/terms/${newer.pid}/publish/`, { token: admin.access }));
    const draft = await create('terms', {
      title: 'پیش‌نویس',
      version: `${tag}-3`,
      body: 'متن پیش‌نویس که منتشر نشده.',
    });

    const page = ok<Paged<{ pid: string; is_current: boolean; published_at: string }>>(
      await call(t, 'GET', `${C}/terms-of-use/?page_size=100`),
    );
    const pids = page.results.map((v) => v.pid);
    expect(pids.indexOf(newer.pid)).toBeLessThan(pids.indexOf(older.pid));
    expect(pids).not.toContain(draft.pid);
    const current = page.results.filter((v) => v.is_current);
    expect(current).toHaveLength(1);
    const stamps = page.results.map((v) => v.published_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const one = ok<{ pid: string; body: string }>(await call(t, 'GET', `${C}/terms-of-use/${older.pid}/`));
    expect(one.body).toBe('متن نسخهٔ نخست قوانین و مقررات.');
    fails(await call(t, 'GET', `${C}/terms-of-use/${draft.pid}/`), 404);
  });
});

describe('team, service items, social links', () => {
  it('answers active rows in display order with their public shape', async () => {
    const second = await create('team-members', {
      full_name: 'سارا احمدی',
      role_title: 'وکیل پایه‌یک',
      sort_order: 9001,
    });
    const first = await create('team-members', {
      full_name: 'علی محمدی',
      role_title: 'مدیرعامل',
      sort_order: 9000,
    });
    const team = ok<Record<string, unknown>[]>(await call(t, 'GET', `${C}/about-us/team-member/`));
    const ours = team.filter((m) => [first.pid, second.pid].includes(m.pid as string));
    expect(ours.map((m) => m.pid)).toEqual([first.pid, second.pid]);
    expect(Object.keys(ours[0] ?? {}).sort()).toEqual([
      'bio',
      'full_name',
      'photo_url',
      'pid',
      'role_title',
      'sort_order',
    ]);

    const item = await create('service-items', {
      title: 'تنظیم قرارداد',
      description: 'نگارش و بازبینی قراردادها',
      icon: 'contract',
      link: '/consultants',
    });
    const items = ok<Record<string, unknown>[]>(await call(t, 'GET', `${C}/service-items/`));
    expect(items.find((i) => i.pid === item.pid)).toEqual({
      pid: item.pid,
      title: 'تنظیم قرارداد',
      description: 'نگارش و بازبینی قراردادها',
      icon: 'contract',
      link: '/consultants',
      sort_order: 0,
    });

    const link = await create('social-links', {
      name: 'تلگرام',
      url: 'https://t.me/vakilyar',
      icon: 'telegram',
    });
    const links = ok<{ pid: string }[]>(await call(t, 'GET', '/api/social-media/v1/'));
    expect(links.map((l) => l.pid)).toContain(link.pid);
    expect(ok(await call(t, 'GET', `/api/social-media/v1/${link.pid}/`))).toMatchObject({
      name: 'تلگرام',
      url: 'https://t.me/vakilyar',
      icon: 'telegram',
    });
    fails(await call(t, 'GET', '/api/social-media/v1/unknown/'), 404);
  });
});

describe('banners', () => {
  it('shows only active banners within their dates, by placement and order', async () => {
    const live = await create('banners', {
      title: 'جاری',
      placement: 'dashboard',
      sort_order: 2,
      starts_at: hoursFromNow(-1),
      ends_at: hoursFromNow(1),
    });
    const open = await create('banners', { title: 'بی‌تاریخ', placement: 'dashboard', sort_order: 1 });
    const future = await create('banners', {
      title: 'آینده',
      placement: 'dashboard',
      starts_at: hoursFromNow(2),
    });
    const past = await create('banners', {
      title: 'گذشته',
      placement: 'dashboard',
      starts_at: hoursFromNow(-5),
      ends_at: hoursFromNow(-1),
    });
    const elsewhere = await create('banners', { title: 'جای دیگر', placement: 'home_middle' });

    const shown = ok<{ pid: string; placement: string }[]>(
      await call(t, 'GET', '/api/banner/v1/?placement=dashboard'),
    );
    const ours = shown
      .map((b) => b.pid)
      .filter((pid) => [live.pid, open.pid, future.pid, past.pid].includes(pid));
    expect(ours).toEqual([open.pid, live.pid]);
    expect(shown.every((b) => b.placement === 'dashboard')).toBe(true);
    expect(shown.map((b) => b.pid)).not.toContain(elsewhere.pid);
    const all = ok<{ pid: string }[]>(await call(t, 'GET', '/api/banner/v1/'));
    expect(all.map((b) => b.pid)).toEqual(expect.arrayContaining([elsewhere.pid, live.pid]));

    ok(await call(t, 'GET', `/api/banner/v1/${live.pid}/`));
    fails(await call(t, 'GET', `/api/banner/v1/${future.pid}/`), 404);
    fails(await call(t, 'GET', `/api/banner/v1/${past.pid}/`), 404);
    fails(await call(t, 'GET', '/api/banner/v1/?placement=sky'), 400);
  });
});

describe('countries and cities', () => {
  it('lists countries with Iran first', async () => {
    const countries = ok<{ alpha2: string; name: string; dialing_code: string; flag: string }[]>(
      await call(t, 'GET', '/api/country/v1/'),
    );
    expect(countries[0]).toEqual({
      alpha2: 'IR',
      name: 'ایران',
      name_en: 'Iran',
      dialing_code: '+98',
      flag: '🇮🇷',
    });
    expect(countries.length).toBeGreaterThan(30);
    const found = ok<{ alpha2: string }[]>(
      await call(t, 'GET', `/api/country/v1/?search=${encodeURIComponent('آلمان')}`),
    );
    expect(found.map((c) => c.alpha2)).toEqual(['DE']);
  });

  it('lists the cities of Iran with their provinces; other countries have none', async () => {
    const cities = ok<{ name: string; province: string; is_capital: boolean; country_code: string }[]>(
      await call(t, 'GET', '/api/country/v1/city/?country_code=IR'),
    );
    expect(cities.length).toBeGreaterThanOrEqual(100);
    expect(new Set(cities.map((c) => c.province)).size).toBe(31);
    expect(cities.filter((c) => c.is_capital)).toHaveLength(31);
    expect(cities.find((c) => c.name === 'تبریز')).toMatchObject({
      province: 'آذربایجان شرقی',
      is_capital: true,
    });
    expect(ok<unknown[]>(await call(t, 'GET', '/api/country/v1/city/'))).toHaveLength(cities.length);
    expect(ok(await call(t, 'GET', '/api/country/v1/city/?country_code=de'))).toEqual([]);

    const arabic = ok<{ name: string }[]>(
      await call(t, 'GET', `/api/country/v1/city/?country_code=IR&search=${encodeURIComponent('كرمانشاه')}`),
    );
    expect(arabic.map((c) => c.name)).toContain('کرمانشاه');
    const province = ok<{ name: string; is_capital: boolean }[]>(
      await call(t, 'GET', `/api/country/v1/city/?province=${encodeURIComponent('گيلان')}`),
    );
    expect(province[0]).toMatchObject({ name: 'رشت', is_capital: true });
    expect(province.length).toBeGreaterThan(3);
  });
});

describe('general settings', () => {
  it('reads the commission and referral reward from the finance settings', async () => {
    // A database of its own: the commission is platform-wide, and other files' fee tests read it.
    const own = await createIsolatedTestApp();
    const ownAdmin = await makeUser(own, 'admin');
    await updateFinanceSettings(
      own.database.db,
      { commission_percent: 17, referral_reward_coins: 40 },
      ownAdmin.id,
    );
    const settings = ok<Record<string, unknown>>(await call(own, 'GET', '/api/setting/v1/general/'));
    await own.close();
    expect(settings).toMatchObject({
      site_name: 'وکیل‌یار',
      commission_percent: 17,
      referral_reward_coins: 40,
    });
    expect(Object.keys(settings).sort()).toEqual(
      [
        'about',
        'address',
        'commission_percent',
        'referral_reward_coins',
        'site_name',
        'support_email',
        'support_phone',
        'tagline',
        'updated_at',
        'working_hours',
      ].sort(),
    );
  });
});

describe('version status', () => {
  it('tells whether a build must or may update', async () => {
    ok(
      await call(t, 'PATCH', `${A}/version-status/android/`, {
        token: admin.access,
        body: {
          latest_version: '3.2.0',
          latest_build: 320,
          min_supported_build: 300,
          store_url: 'https://cafebazaar.ir/app/ir.vakilyar',
        },
      }),
    );
    const status = (build: string) =>
      call(t, 'GET', `/api/version/v1/status/?os=android&build_number=${encodeURIComponent(build)}`);
    const old = ok<Record<string, unknown>>(await status('299'));
    expect(old).toMatchObject({
      os: 'android',
      latest_version: '3.2.0',
      latest_build: 320,
      min_supported_build: 300,
      force_update: true,
      update_available: true,
      store_url: 'https://cafebazaar.ir/app/ir.vakilyar',
    });
    expect(old.message).toContain('۳.۲.۰');
    expect(ok(await status('300'))).toMatchObject({ force_update: false, update_available: true });
    expect(ok(await status('۳۲۰'))).toMatchObject({ force_update: false, update_available: false });
    expect(ok(await status('400'))).toMatchObject({
      force_update: false,
      update_available: false,
      message: 'برنامهٔ شما به‌روز است.',
    });
  });

  it('refuses a missing or non-numeric build number and an unknown os with Persian field errors', async () => {
    for (const query of [
      'os=android',
      'os=android&build_number=abc',
      'os=android&build_number=-1',
      'os=android&build_number=',
    ]) {
      const body = fails(await call(t, 'GET', `/api/version/v1/status/?${query}`), 400);
      expect(body.code).toBe('validation_error');
      expect(String(body.error_messages.build_number)).toMatch(/[\u0600-\u06FF]/);
      expect(String(body.error_messages.message)).toMatch(/[\u0600-\u06FF]/);
    }
    const os = fails(await call(t, 'GET', '/api/version/v1/status/?os=windows&build_number=1'), 400);
    expect(os.error_messages.os).toBeDefined();
  });
});
