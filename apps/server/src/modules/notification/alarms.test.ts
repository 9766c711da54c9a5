import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, newClientUser, newLawyer, ok } from '../office/test-helpers.ts';
import { createAlarm } from './alarms.service.ts';

const base = '/api/notification/v1/alarms/';

describe('alarms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type AlarmPage = {
    count: number;
    unseen_count: number;
    next: string | null;
    results: { pid: string; title: string; kind: string; link: string | null; seen_at: string | null }[];
  };

  it("lists only the caller's alarms, newest first, with the unseen count", async () => {
    const me = await newLawyer(t);
    const other = await newClientUser(t);
    const db = t.database.db;
    await createAlarm(db, {
      userId: me.userId,
      kind: 'reminder',
      title: 'جلسه رسیدگی فردا',
      link: '/calendar?event=x',
    });
    await createAlarm(db, { userId: me.userId, kind: 'chat', title: 'درخواست گفتگو', body: 'از طرف موکل' });
    await createAlarm(db, { userId: other.userId, kind: 'system', title: 'پیام دیگری' });

    const page = ok<AlarmPage>(await call(t, 'GET', base, me.access));
    expect(page.count).toBe(2);
    expect(page.unseen_count).toBe(2);
    expect(page.results.map((a) => a.title)).toEqual(['درخواست گفتگو', 'جلسه رسیدگی فردا']);
    expect(page.results[1]).toMatchObject({ kind: 'reminder', link: '/calendar?event=x', seen_at: null });

    const small = ok<AlarmPage>(await call(t, 'GET', `${base}?page_size=1`, me.access));
    expect(small.results).toHaveLength(1);
    expect(small.next).toContain('page=2');
  });

  it("bulk-seen marks only the caller's own alarms and ignores anyone else's pids", async () => {
    const me = await newLawyer(t);
    const other = await newLawyer(t);
    await createAlarm(t.database.db, { userId: me.userId, kind: 'court_notice', title: 'ابلاغیه تازه' });
    await createAlarm(t.database.db, { userId: me.userId, kind: 'court_notice', title: 'ابلاغیه دوم' });
    await createAlarm(t.database.db, { userId: other.userId, kind: 'court_notice', title: 'ابلاغیه دیگری' });
    const mine = ok<AlarmPage>(await call(t, 'GET', base, me.access)).results;
    const theirs = ok<AlarmPage>(await call(t, 'GET', base, other.access)).results;

    const first = mine[0]?.pid ?? '';
    const seen = ok<{ updated: number; unseen_count: number; message: string }>(
      await call(t, 'POST', `${base}bulk-seen/`, me.access, { pids: [first, theirs[0]?.pid, 'no-such-pid'] }),
    );
    expect(seen).toMatchObject({ updated: 1, unseen_count: 1 });
    expect(seen.message).toBeTruthy();

    const theirsAfter = ok<AlarmPage>(await call(t, 'GET', base, other.access));
    expect(theirsAfter.unseen_count).toBe(1);
    expect(theirsAfter.results[0]?.seen_at).toBeNull();

    const unseen = ok<AlarmPage>(await call(t, 'GET', `${base}?unseen_only=true`, me.access));
    expect(unseen.results.map((a) => a.pid)).not.toContain(first);
    expect(unseen.count).toBe(1);

    const again = ok<{ updated: number }>(
      await call(t, 'POST', `${base}bulk-seen/`, me.access, { pids: [first] }),
    );
    expect(again.updated).toBe(0);
  });

  it('refuses a bad body and an anonymous caller', async () => {
    const me = await newLawyer(t);
    const bad = await call(t, 'POST', `${base}bulk-seen/`, me.access, { pids: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages.message).toBeTruthy();
    expect((await call(t, 'GET', base)).statusCode).toBe(401);
  });

  it('rejects an unknown kind at the database', async () => {
    const me = await newLawyer(t);
    await expect(
      createAlarm(t.database.db, { userId: me.userId, kind: 'bogus' as 'system', title: 'x' }),
    ).rejects.toThrow();
  });
});
