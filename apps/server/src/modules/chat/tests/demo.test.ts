import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { runDueJobs } from '../../../jobs/testing.ts';
import { seedChatDemo } from '../../demo/chat.demo.ts';
import type { DemoUsers } from '../../demo/demo.accounts.ts';
import { call, createChatTestApp, fundedUser, makeUser, ok, wallet } from '../test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(() => t.close());

describe('chat demo data', () => {
  it('an approved consultant, an ended chat with its messages, a rated consultation and a pending request', async () => {
    const client = await fundedUser(t, 500);
    const consultant = await makeUser(t, 'consultant');
    const admin = await makeUser(t, 'admin');
    const ref = (u: { id: number; pid: string; phone: string }) => ({ id: u.id, pid: u.pid, phone: u.phone });
    const demo = {
      client: ref(client),
      consultant: ref(consultant),
      admin: ref(admin),
      lawyer: ref(admin),
      secretary: ref(admin),
      officeId: 0,
    } as DemoUsers;
    await t.database.db.transaction((tx) => seedChatDemo(tx, demo));

    const profile = ok(await call(t, 'GET', `/api/consultation/v1/consultants/${consultant.pid}/`));
    expect(profile).toMatchObject({
      is_available: true,
      chat_fee: 50,
      rating_average: 5,
      completed_count: 2,
    });
    expect(profile.specialties).toEqual(['family', 'property', 'contracts']);

    const sessions = ok(await call(t, 'GET', '/api/chat/v1/sessions/my-sessions/', client.access));
    expect(sessions.results).toHaveLength(1);
    expect(sessions.results[0]).toMatchObject({ status: 'completed', consultant: { pid: consultant.pid } });
    const history = ok(
      await call(t, 'GET', `/api/chat/v1/messages/session/${sessions.results[0].pid}/`, client.access),
    );
    expect(history.count).toBe(7);

    const pending = ok(await call(t, 'GET', '/api/chat/v1/requests/pending/', consultant.access));
    expect(pending.results).toHaveLength(1);
    const consultations = ok(await call(t, 'GET', '/api/consultation/v1/consultations/', client.access));
    expect(consultations.results[0]).toMatchObject({ status: 'completed', rating: 5 });

    // 500 - 50 (chat) - 200 (consultation) spent, 50 held for the pending request.
    expect(await wallet(t, client)).toMatchObject({ balance: 200, held: 50 });
    await runDueJobs(t);
    // Both payouts were due: 40 + 160 after the 20% commission.
    expect((await wallet(t, consultant)).balance).toBe(200);
    const respond = await call(
      t,
      'POST',
      `/api/chat/v1/requests/${pending.results[0].pid}/respond/`,
      consultant.access,
      {
        status: 'accepted',
      },
    );
    expect(respond.statusCode).toBe(200);
  });
});
