import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, post } from '../../../test/auth-helpers.ts';
import { uniquePhone } from '../../../test/test-app.ts';
import { alarms } from '../notification/tables/alarms.ts';
import { officeSecretaries } from './tables/offices.ts';
import { secretaryInvitations } from './tables/secretary-invitations.ts';
import { call, createOfficeTestApp, newClientUser, newLawyer, ok } from './test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const lo = '/api/lawyer-office/v1';
const lw = '/api/lawyer/v1';
const received = `${lo}/secretary-invitations/`;
const sent = `${lw}/secretaries/invitations/`;

interface Invitation {
  pid: string;
  status: string;
  expired: boolean;
  office: { pid: string; name: string };
  invitee: { pid: string };
  message?: string;
}

async function invite(lawyerAccess: string, mobile: string) {
  return ok<Invitation>(await call(t, 'POST', `${lw}/secretaries/`, lawyerAccess, { mobile }), 201);
}

const pendingOf = async (access: string) =>
  ok<{ count: number; results: Invitation[] }>(await call(t, 'GET', received, access));
const sentOf = async (access: string) =>
  ok<{ count: number; results: Invitation[] }>(await call(t, 'GET', sent, access));
const membershipsOf = async (userId: number) =>
  t.database.db.select().from(officeSecretaries).where(eq(officeSecretaries.userId, userId));

describe('inviting a secretary (issue 13, consent)', () => {
  it('texts and alarms the person; they become a secretary only when they accept', async () => {
    const lawyer = await newLawyer(t, { first_name: 'پرویز', last_name: 'وکیلی' });
    const person = await newClientUser(t);
    const invitation = await invite(lawyer.access, person.phone);
    expect(invitation).toMatchObject({ status: 'pending', expired: false, invitee: { pid: person.pid } });
    expect(invitation.message).toContain('دعوت');

    const [sms] = await t.services.sms.listOutbox(person.phone, 1);
    expect(sms?.text).toContain('پرویز وکیلی');
    expect(sms?.text).toContain(invitation.office.name);
    expect(sms?.text).toContain('/dashboard');
    // The deadline is a Jalali date in Persian digits.
    expect(sms?.text).toMatch(/تا [^0-9]*[۰-۹]{4} معتبر/);
    const [alarm] = await t.database.db.select().from(alarms).where(eq(alarms.userId, person.userId));
    expect(alarm?.title).toContain(invitation.office.name);

    expect(await t.services.users.rolesOf(person.userId)).toEqual(['client']);
    expect(await membershipsOf(person.userId)).toEqual([]);
    expect((await call(t, 'GET', `${lo}/offices/secretary-info/`, person.access)).statusCode).toBe(404);
    expect((await sentOf(lawyer.access)).results.map((r) => r.pid)).toEqual([invitation.pid]);
    const mine = await pendingOf(person.access);
    expect(mine.results).toEqual([
      expect.objectContaining({ pid: invitation.pid, office: invitation.office }),
    ]);

    const accepted = ok<Invitation>(
      await call(t, 'POST', `${received}${invitation.pid}/accept/`, person.access),
    );
    expect(accepted.status).toBe('accepted');
    expect(accepted.message).toContain(invitation.office.name);
    expect((await t.services.users.rolesOf(person.userId)).sort()).toEqual(['client', 'secretary']);
    const info = ok<{ office: { pid: string } }>(
      await call(t, 'GET', `${lo}/offices/secretary-info/`, person.access),
    );
    expect(info.office.pid).toBe(lawyer.officePid);
    const list = ok<{ results: { pid: string }[] }>(
      await call(t, 'GET', `${lw}/secretaries/`, lawyer.access),
    );
    expect(list.results.map((r) => r.pid)).toEqual([person.pid]);
    expect((await sentOf(lawyer.access)).count).toBe(0);
    expect((await pendingOf(person.access)).count).toBe(0);
    expect((await call(t, 'POST', `${received}${invitation.pid}/accept/`, person.access)).statusCode).toBe(
      409,
    );
    expect(
      (await call(t, 'POST', `${lw}/secretaries/`, lawyer.access, { mobile: person.phone })).statusCode,
    ).toBe(409);
  });

  it('a new number gets an account that signs in by code and accepts from there', async () => {
    const lawyer = await newLawyer(t);
    const phone = uniquePhone();
    const invitation = ok<Invitation>(
      await call(t, 'POST', `${lw}/secretaries/`, lawyer.access, {
        mobile: phone,
        first_name: 'سمیرا',
        last_name: 'رحیمی',
      }),
      201,
    );
    expect((await post(t.app, '/api/auth/v1/login/', { username: phone })).statusCode).toBe(202);
    const code = await lastCode(t.app, phone);
    const signedIn = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code });
    const access = signedIn.json().result.access_token as string;
    expect((await call(t, 'GET', `${lo}/offices/secretary-info/`, access)).statusCode).toBe(404);
    ok(await call(t, 'POST', `${received}${invitation.pid}/accept/`, access));
    const info = ok<{ office: { pid: string } }>(
      await call(t, 'GET', `${lo}/offices/secretary-info/`, access),
    );
    expect(info.office.pid).toBe(lawyer.officePid);
  });

  it('declining records the answer and changes nothing else', async () => {
    const lawyer = await newLawyer(t);
    const person = await newClientUser(t);
    const invitation = await invite(lawyer.access, person.phone);
    const declined = ok<Invitation>(
      await call(t, 'POST', `${received}${invitation.pid}/decline/`, person.access),
    );
    expect(declined.status).toBe('declined');
    expect(await t.services.users.rolesOf(person.userId)).toEqual(['client']);
    expect(await membershipsOf(person.userId)).toEqual([]);
    expect((await sentOf(lawyer.access)).count).toBe(0);
    expect((await call(t, 'POST', `${received}${invitation.pid}/accept/`, person.access)).statusCode).toBe(
      409,
    );
    // Asking again later is a new invitation.
    const again = await invite(lawyer.access, person.phone);
    expect(again.pid).not.toBe(invitation.pid);
  });

  it('the lawyer cancels a pending invitation; it can no longer be accepted', async () => {
    const lawyer = await newLawyer(t);
    const rival = await newLawyer(t);
    const person = await newClientUser(t);
    const invitation = await invite(lawyer.access, person.phone);
    expect((await call(t, 'DELETE', `${sent}${invitation.pid}/`, rival.access)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${sent}${invitation.pid}/`, lawyer.access)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `${sent}${invitation.pid}/`, lawyer.access)).statusCode).toBe(409);
    expect((await pendingOf(person.access)).count).toBe(0);
    expect((await call(t, 'POST', `${received}${invitation.pid}/accept/`, person.access)).statusCode).toBe(
      409,
    );
    expect(await membershipsOf(person.userId)).toEqual([]);
  });

  it('expires after its days; inviting again renews it', async () => {
    const lawyer = await newLawyer(t);
    const person = await newClientUser(t);
    const invitation = await invite(lawyer.access, person.phone);
    await t.database.db
      .update(secretaryInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(secretaryInvitations.pid, invitation.pid));
    expect((await pendingOf(person.access)).count).toBe(0);
    const accept = await call(t, 'POST', `${received}${invitation.pid}/accept/`, person.access);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error_messages.non_field_errors[0]).toContain('مهلت');
    expect((await sentOf(lawyer.access)).results).toEqual([expect.objectContaining({ expired: true })]);
    const renewed = await invite(lawyer.access, person.phone);
    expect(renewed).toMatchObject({ pid: invitation.pid, expired: false });
    ok(await call(t, 'POST', `${received}${invitation.pid}/accept/`, person.access));
  });

  it('accepting twice at once makes one membership', async () => {
    const lawyer = await newLawyer(t);
    const person = await newClientUser(t);
    const invitation = await invite(lawyer.access, person.phone);
    const url = `${received}${invitation.pid}/accept/`;
    const answers = await Promise.all([0, 1, 2].map(() => call(t, 'POST', url, person.access)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await membershipsOf(person.userId)).toHaveLength(1);
  });

  it('two offices at once: the person joins only one', async () => {
    const [a, b] = [await newLawyer(t), await newLawyer(t)];
    const person = await newClientUser(t);
    const [ia, ib] = [await invite(a.access, person.phone), await invite(b.access, person.phone)];
    const answers = await Promise.all(
      [ia, ib].map((i) => call(t, 'POST', `${received}${i.pid}/accept/`, person.access)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await membershipsOf(person.userId)).toHaveLength(1);
  });

  it("nobody answers another person's invitation: 404", async () => {
    const lawyer = await newLawyer(t);
    const person = await newClientUser(t);
    const stranger = await newClientUser(t);
    const invitation = await invite(lawyer.access, person.phone);
    for (const who of [stranger.access, lawyer.access]) {
      for (const action of ['accept', 'decline']) {
        const response = await call(t, 'POST', `${received}${invitation.pid}/${action}/`, who);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    }
    expect((await pendingOf(stranger.access)).count).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(secretaryInvitations)
      .where(and(eq(secretaryInvitations.pid, invitation.pid)));
    expect(row?.status).toBe('pending');
  });
});
