import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, newLawyer, newSecretary, ok } from '../office/test-helpers.ts';
import { createNotice, nb } from './notice-test-kit.ts';
import { alarms } from './tables/alarms.ts';

const alarmsBase = '/api/notification/v1/alarms/';
type AlarmPage = {
  unseen_count: number;
  results: { pid: string; link: string | null; seen_at: string | null }[];
};

describe('a notice and its alarm share one read state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function officeWithNotice() {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const notice = await createNotice(t, lawyer);
    const page = ok<AlarmPage>(await call(t, 'GET', alarmsBase, secretary.access));
    const alarm = page.results.find((a) => a.link === `/court-notices/${notice.pid}`);
    if (!alarm) throw new Error('the secretary got no alarm of the notice');
    return { lawyer, secretary, notice, alarm };
  }

  const isRead = async (token: string, pid: string) =>
    ok<{ is_read: boolean }>(await call(t, 'GET', `${nb}${pid}/`, token)).is_read;

  it('reading the notice sees its alarm', async () => {
    const { secretary, notice, alarm } = await officeWithNotice();
    expect(alarm.seen_at).toBeNull();
    ok(await call(t, 'POST', `${nb}mark-as-read/`, secretary.access, { notification_ids: [notice.pid] }));
    const page = ok<AlarmPage>(await call(t, 'GET', alarmsBase, secretary.access));
    expect(page.results.find((a) => a.pid === alarm.pid)?.seen_at).not.toBeNull();
    expect(page.unseen_count).toBe(0);
  });

  it('reading all notices sees their alarms, and only the reader’s', async () => {
    const { lawyer, secretary, notice } = await officeWithNotice();
    // The lawyer's own alarm of a notice the secretary records stays as it is when the secretary reads.
    const second = await createNotice(t, secretary, { subject: 'ابلاغ رأی' });
    ok(await call(t, 'POST', `${nb}mark-all-as-read/`, secretary.access));
    const mine = await t.database.db
      .select({ seenAt: alarms.seenAt })
      .from(alarms)
      .where(and(eq(alarms.userId, secretary.userId), eq(alarms.link, `/court-notices/${notice.pid}`)));
    expect(mine[0]?.seenAt).not.toBeNull();
    const lawyers = ok<AlarmPage>(await call(t, 'GET', alarmsBase, lawyer.access));
    expect(lawyers.results.find((a) => a.link === `/court-notices/${second.pid}`)?.seen_at).toBeNull();
  });

  it('seeing the alarm reads the notice, for that user only', async () => {
    const { lawyer, secretary, notice, alarm } = await officeWithNotice();
    expect(await isRead(secretary.access, notice.pid)).toBe(false);
    ok(await call(t, 'POST', `${alarmsBase}bulk-seen/`, secretary.access, { pids: [alarm.pid] }));
    expect(await isRead(secretary.access, notice.pid)).toBe(true);
    const other = await newSecretary(t, lawyer.officeId);
    expect(await isRead(other.access, notice.pid)).toBe(false);
  });
});
