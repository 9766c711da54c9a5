import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/auth-helpers.ts';
import { uniquePhone } from '../../../test/test-app.ts';
import { lastAccessToken, redeemLink, secretaryOf } from './office-world.ts';
import { accessLinks } from './tables/access-links.ts';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  multipart,
  newLawyer,
  ok,
  samples,
  upload,
} from './test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const lo = '/api/lawyer-office/v1';
const sendLink = (token: string, clientPid: string, casePid: string) =>
  call(t, 'POST', `/api/lawyer/v1/clients/${clientPid}/send-access-link/`, token, { case_id: casePid });

async function officeWithClient() {
  const lawyer = await newLawyer(t);
  const mobile = uniquePhone();
  const client = await createClient(t, lawyer.access, { first_name: 'رضا', last_name: 'موکلی', mobile });
  const kase = await createCase(t, lawyer.access, {
    title: 'دعوای ملکی',
    description: 'یادداشت داخلی دفتر',
    archive_number: `B-${mobile}`,
    client_ids: [client.pid],
  });
  const otherCase = await createCase(t, lawyer.access, { title: 'پرونده دوم', client_ids: [client.pid] });
  return { lawyer, client, kase, otherCase, mobile };
}

describe('access links', () => {
  it('texts a one-time link that signs the client up and opens that case only, read-only', async () => {
    const { lawyer, client, kase, mobile } = await officeWithClient();
    const shared = ok<{ pid: string }>(
      await upload(
        t,
        `${lo}/documents/`,
        lawyer.access,
        multipart({ case: kase.pid, visible_to_client: 'true' }, [
          { name: 'رای دادگاه.pdf', content: samples.pdf },
        ]),
      ),
      201,
    );
    const hidden = ok<{ pid: string }>(
      await upload(
        t,
        `${lo}/documents/`,
        lawyer.access,
        multipart({ case: kase.pid }, [{ name: 'یادداشت.pdf', content: samples.pdf }]),
      ),
      201,
    );
    const sent = ok<{ sent_to: string; expires_at: string; message: string }>(
      await sendLink(lawyer.access, client.pid, kase.pid),
    );
    expect(sent.sent_to).toBe(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
    const hours = (new Date(sent.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = await lastAccessToken(t, mobile);
    const [row] = await t.database.db.select().from(accessLinks).where(eq(accessLinks.mobile, mobile));
    expect(row?.tokenHash).not.toContain(token);

    const redeemed = ok<{
      access_token: string;
      refresh_token: string;
      username: string;
      case: Record<string, unknown>;
    }>(await redeemLink(t, token));
    expect(redeemed.username).toBe(mobile);
    expect(redeemed.case).toMatchObject({ pid: kase.pid, title: 'دعوای ملکی', documents_count: 1 });
    expect(redeemed.case).not.toHaveProperty('description');
    expect(JSON.stringify(redeemed)).not.toContain('یادداشت داخلی');
    const user = await t.services.users.findByPhone(mobile);
    expect(user).toMatchObject({ firstName: 'رضا', lastName: 'موکلی' });
    expect(await t.services.users.rolesOf(user?.id ?? 0)).toEqual(['client']);

    const access = redeemed.access_token;
    const mine = ok<{ count: number; results: { pid: string }[] }>(
      await call(t, 'GET', `${lo}/my-cases/`, access),
    );
    expect(mine.results.map((r) => r.pid)).toEqual([kase.pid]);
    ok(await call(t, 'GET', `${lo}/my-cases/${kase.pid}/`, access));
    const docs = ok<{ results: { pid: string; url: string }[] }>(
      await call(t, 'GET', `${lo}/my-cases/${kase.pid}/documents/`, access),
    );
    expect(docs.results.map((d) => d.pid)).toEqual([shared.pid]);
    const download = await call(t, 'GET', docs.results[0]?.url ?? '', access);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samples.pdf)).toBe(true);
    const hiddenDownload = `${lo}/my-cases/${kase.pid}/documents/${hidden.pid}/download/`;
    expect((await call(t, 'GET', hiddenDownload, access)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${lo}/documents/${hidden.pid}/`, access)).statusCode).toBe(404);
    // Read-only: the staff routes refuse the case's client.
    expect(
      (await call(t, 'PATCH', `${lo}/cases/${kase.pid}/`, access, { status: 'closed' })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', `${lo}/clients/`, access)).statusCode).toBe(403);

    // Works once.
    const again = await redeemLink(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_messages.token).toHaveLength(1);

    // The office sees the client's account; sharing the hidden document shows it in the portal.
    expect(
      ok<{ has_account: boolean }>(await call(t, 'GET', `${lo}/clients/${client.pid}/`, lawyer.access))
        .has_account,
    ).toBe(true);
    ok(await call(t, 'PATCH', `${lo}/documents/${hidden.pid}/`, lawyer.access, { visible_to_client: true }));
    expect((await call(t, 'GET', hiddenDownload, access)).statusCode).toBe(200);
  });

  it('expires after 24 hours', async () => {
    const { lawyer, client, kase, mobile } = await officeWithClient();
    ok(await sendLink(lawyer.access, client.pid, kase.pid));
    const token = await lastAccessToken(t, mobile);
    await t.database.db
      .update(accessLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessLinks.mobile, mobile));
    expect((await redeemLink(t, token)).statusCode).toBe(400);
    expect(await t.services.users.findByPhone(mobile)).toBeUndefined();
  });

  it('sending again voids the older link', async () => {
    const { lawyer, client, kase, mobile } = await officeWithClient();
    ok(await sendLink(lawyer.access, client.pid, kase.pid));
    const first = await lastAccessToken(t, mobile);
    ok(await sendLink(lawyer.access, client.pid, kase.pid));
    const second = await lastAccessToken(t, mobile);
    expect(second).not.toBe(first);
    expect((await redeemLink(t, first)).statusCode).toBe(400);
    expect((await redeemLink(t, second)).statusCode).toBe(200);
  });

  it('opens once even when two requests race', async () => {
    const { lawyer, client, kase, mobile } = await officeWithClient();
    ok(await sendLink(lawyer.access, client.pid, kase.pid));
    const token = await lastAccessToken(t, mobile);
    const answers = await Promise.all([redeemLink(t, token), redeemLink(t, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('attaches an existing account of that number instead of making another', async () => {
    const existing = await registerUser(t.app, 'client');
    const lawyer = await newLawyer(t);
    const client = await createClient(t, lawyer.access, { mobile: existing.phone });
    const kase = await createCase(t, lawyer.access, { client_ids: [client.pid] });
    ok(await sendLink(lawyer.access, client.pid, kase.pid));
    ok(await redeemLink(t, await lastAccessToken(t, existing.phone)));
    const mine = ok<{ results: { pid: string }[] }>(await call(t, 'GET', `${lo}/my-cases/`, existing.access));
    expect(mine.results.map((r) => r.pid)).toEqual([kase.pid]);
  });

  it('ends with the client’s place on the case', async () => {
    const { lawyer, client, kase, mobile } = await officeWithClient();
    ok(await sendLink(lawyer.access, client.pid, kase.pid));
    const { access_token } = ok<{ access_token: string }>(
      await redeemLink(t, await lastAccessToken(t, mobile)),
    );
    ok(await call(t, 'GET', `${lo}/my-cases/${kase.pid}/`, access_token));
    ok(
      await call(t, 'POST', `${lo}/cases/${kase.pid}/remove-client/`, lawyer.access, {
        client_id: client.pid,
      }),
    );
    expect((await call(t, 'GET', `${lo}/my-cases/${kase.pid}/`, access_token)).statusCode).toBe(404);
    expect(ok<{ count: number }>(await call(t, 'GET', `${lo}/my-cases/`, access_token)).count).toBe(0);
  });

  it('is the lawyer’s to send, for a client on that case', async () => {
    const { lawyer, client, kase } = await officeWithClient();
    const secretary = await secretaryOf(t, lawyer.access);
    expect((await sendLink(secretary.access, client.pid, kase.pid)).statusCode).toBe(403);
    const loose = await createCase(t, lawyer.access);
    const notOnCase = await sendLink(lawyer.access, client.pid, loose.pid);
    expect(notOnCase.statusCode).toBe(400);
    expect(notOnCase.json().error_messages.case_id).toHaveLength(1);
    expect((await sendLink(lawyer.access, client.pid, 'nope')).statusCode).toBe(400);
  });
});
