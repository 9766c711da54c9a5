import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lastAccessToken } from './office-world.ts';
import { call, createCase, createClient, newLawyer, ok } from './test-helpers.ts';

/**
 * Issue 19, item 1: concurrent redeems of one access link once took every connection of the pool and hung
 * every request of the process. Fifty at once now settle one, refuse the rest, and the process serves on.
 */
const REDEEMS = 50;

let t: TestApp;
beforeAll(async () => {
  // The production pool's size, so the race is the one the attack won.
  t = await createTestApp({}, undefined, undefined, { size: 10 });
});
afterAll(() => t.close());

async function linkedOffice() {
  const lawyer = await newLawyer(t);
  const client = await createClient(t, lawyer.access);
  const kase = await createCase(t, lawyer.access, { client_ids: [client.pid] });
  const { mobile } = client as typeof client & { mobile: string };
  ok(
    await call(t, 'POST', `/api/lawyer/v1/clients/${client.pid}/send-access-link/`, lawyer.access, {
      case_id: kase.pid,
    }),
  );
  return { lawyer, token: await lastAccessToken(t, mobile) };
}

describe('fifty concurrent redeems of one access link', () => {
  it('sign in once, refuse the rest with a Persian message, and leave the process serving', async () => {
    const { lawyer, token } = await linkedOffice();
    const answers = await Promise.all(
      // From as many addresses, as an attack would come, so the per-address limit lets them all in.
      Array.from({ length: REDEEMS }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/v1/redeem-access-link/',
          payload: { token },
          remoteAddress: `10.19.0.${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(REDEEMS - 1);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().error_messages.message).toMatch(/[\u0600-\u06FF]/);

    const started = Date.now();
    ok(await call(t, 'GET', '/api/lawyer-office/v1/clients/', lawyer.access));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
