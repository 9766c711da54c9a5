import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../calendar/calendar-test-kit.ts';
import { call, createCase, createOfficeTestApp, newLawyer, ok } from '../office/test-helpers.ts';

const L = '/api/law/v1';
let t: TestApp;

beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('the law library, public', () => {
  it('lists the laws with their text dates, and a law with its table of contents', async () => {
    const laws = ok<{ slug: string; article_count: number; text_date: string }[]>(
      await call(t, 'GET', `${L}/laws/`),
    );
    expect(laws.map((l) => l.slug)).toContain('civil-code');
    expect(laws.find((l) => l.slug === 'civil-code')?.article_count).toBe(1337);
    const labour = ok<{ toc: { children: { title: string }[] } }>(await call(t, 'GET', `${L}/laws/labour/`));
    expect(labour.toc.children[0]?.title).toMatch(/فصل اول/);
    expect((await call(t, 'GET', `${L}/laws/penal-code/`)).statusCode).toBe(404);
  });

  it('shows an article with its notes, neighbours, source and amendment mark', async () => {
    const a = ok<Record<string, unknown>>(await call(t, 'GET', `${L}/laws/civil-code/articles/218-bis/`));
    expect(a.number).toBe('۲۱۸ مکرر');
    expect((a.prev as { slug: string }).slug).toBe('218');
    expect((a.next as { slug: string }).slug).toBe('219');
    expect((a.source as { repository: string }).repository).toBe('okelot/IranLaw');
    const wife = ok<{ amended: boolean; notes: unknown[] }>(
      await call(t, 'GET', `${L}/laws/civil-code/articles/946/`),
    );
    expect(wife.amended).toBe(true);
    const divorce = ok<{ notes: { label: string }[] }>(
      await call(t, 'GET', `${L}/laws/civil-code/articles/1130/`),
    );
    expect(divorce.notes[0]?.label).toBe('تبصره');
    expect((await call(t, 'GET', `${L}/laws/civil-code/articles/1257/`)).statusCode).toBe(404);
  });

  it('searches by words (Persian-normalized) and by reference', async () => {
    const words = ok<{ count: number; results: { id: string }[] }>(
      await call(t, 'GET', `${L}/search/?q=${encodeURIComponent('وديعه مستاجر')}`),
    );
    expect(words.results.map((r) => r.id)).toContain('landlord-tenant/4');
    const ref = ok<{ reference: { id: string } | null }>(
      await call(t, 'GET', `${L}/search/?q=${encodeURIComponent('م ۱۱۳۰ ق.م')}`),
    );
    expect(ref.reference?.id).toBe('civil-code/1130');
  });

  it('finds an article by the name of its doctrine, after the articles whose text holds the words', async () => {
    const search = async (q: string) =>
      ok<{ results: { id: string }[] }>(
        await call(t, 'GET', `${L}/search/?q=${encodeURIComponent(q)}`),
      ).results.map((r) => r.id);
    // Art. 1085 says «زن می‌تواند تا مهر به او تسلیم نشده از ایفاء وظایفی … امتناع کند», never «حق حبس».
    expect((await search('حق حبس زوجه')).slice(0, 3)).toContain('civil-code/1085');
    const deposit = await search('ودیعه مستاجر');
    expect(deposit.indexOf('landlord-tenant/4')).toBeLessThan(3);
  });
});

describe('pins and corrections', () => {
  it('pins an article to a case, lists it, and unpins it; a stranger gets 404', async () => {
    const lawyer = await newLawyer(t);
    const stranger = await newLawyer(t);
    const kase = await createCase(t, lawyer.access);
    const path = `${L}/cases/${kase.pid}/articles/`;
    const pinned = ok<{ article: { id: string }; message: string }>(
      await call(t, 'POST', path, lawyer.access, { law: 'civil-code', article: '1130', note: 'عسر و حرج' }),
      201,
    );
    expect(pinned.article.id).toBe('civil-code/1130');
    ok(
      await call(t, 'POST', path, lawyer.access, { law: 'civil-code', article: '1130', note: 'به‌روز' }),
      200,
    );
    const list = ok<{ note: string }[]>(await call(t, 'GET', path, lawyer.access));
    expect(list).toHaveLength(1);
    expect(list[0]?.note).toBe('به‌روز');
    expect((await call(t, 'GET', path, stranger.access)).statusCode).toBe(404);
    expect(
      (await call(t, 'POST', path, lawyer.access, { law: 'civil-code', article: '1257' })).statusCode,
    ).toBe(404);
    expect((await call(t, 'DELETE', `${path}civil-code/1130/`, lawyer.access)).statusCode).toBe(204);
    expect(ok<unknown[]>(await call(t, 'GET', path, lawyer.access))).toHaveLength(0);
  });

  it('lets an admin correct an article with a reason, keeps the history, and refuses others', async () => {
    const admin = await makeUser(t, 'admin');
    const lawyer = await newLawyer(t);
    const path = '/api/admin/v1/laws/landlord-tenant/articles/13/';
    const before = ok<{ text: string }>(await call(t, 'GET', `${L}/laws/landlord-tenant/articles/13/`));
    expect((await call(t, 'PATCH', path, lawyer.access, { text: 'x', reason: 'آزمون' })).statusCode).toBe(
      403,
    );
    const corrected = ok<{ text: string; corrected: boolean }>(
      await call(t, 'PATCH', path, admin.access, {
        text: `${before.text} (آزمون)`,
        reason: 'مقابله با روزنامه رسمی',
      }),
    );
    expect(corrected.corrected).toBe(true);
    const read = ok<{ text: string }>(await call(t, 'GET', `${L}/laws/landlord-tenant/articles/13/`));
    expect(read.text).toBe(`${before.text} (آزمون)`);
    const history = ok<{ count: number; results: { previous_text: string; reason: string }[] }>(
      await call(t, 'GET', `${path}history/`, admin.access),
    );
    expect(history.results[0]?.previous_text).toBe(before.text);
    expect(history.results[0]?.reason).toBe('مقابله با روزنامه رسمی');
  });
});
