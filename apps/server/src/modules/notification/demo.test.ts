import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsers } from '../demo/demo.accounts.ts';
import { seedNotificationDemo } from '../demo/notification.demo.ts';
import { seedOfficeDemo } from '../demo/office.demo.ts';
import {
  call,
  createOfficeTestApp,
  newClientUser,
  newLawyer,
  newSecretary,
  ok,
} from '../office/test-helpers.ts';
import { type NoticeBody, type NoticePage, nb } from './notice-test-kit.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

describe('demo notices', () => {
  it('gives the demo office notices on its cases, attachments that download, read flags and alarms', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const client = await newClientUser(t);
    const user = (u: { userId: number; pid: string; phone: string }) => ({
      id: u.userId,
      pid: u.pid,
      phone: u.phone,
    });
    const demo = {
      lawyer: user(lawyer),
      secretary: user(secretary),
      client: user(client),
      consultant: user(client),
      admin: user(client),
      officeId: lawyer.officeId,
    } as DemoUsers;
    await t.database.db.transaction(async (tx) => {
      await seedOfficeDemo(tx, demo, t.uploadDir);
      await seedNotificationDemo(tx, demo, t.uploadDir);
    });

    const list = ok<NoticePage>(await call(t, 'GET', nb, lawyer.access));
    expect(list.count).toBe(5);
    expect(list.results.filter((n) => n.case).length).toBe(4);
    const unread = (u: { access: string }) =>
      call(t, 'GET', `${nb}unread-count/`, u.access).then((r) => ok<{ count: number }>(r).count);
    expect(await unread(lawyer)).toBe(2);
    expect(await unread(secretary)).toBe(2);

    const withFiles = list.results.find((n) => n.attachments.length === 2) as NoticeBody;
    for (const attachment of withFiles.attachments) {
      const file = await call(t, 'GET', attachment.url, secretary.access);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const alarms = ok<{ unseen_count: number; results: { link: string }[] }>(
      await call(t, 'GET', '/api/notification/v1/alarms/', secretary.access),
    );
    expect(alarms.unseen_count).toBe(2);
    expect(alarms.results[0]?.link).toMatch(/^\/court-notices\//);
  });
});
