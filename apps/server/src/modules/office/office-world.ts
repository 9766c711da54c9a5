import { randomInt } from 'node:crypto';
import type { TestApp } from '../../../test/test-app.ts';
import { uniquePhone } from '../../../test/test-app.ts';
import {
  addCoCounsel,
  call,
  createCase,
  createClient,
  invitationTo,
  multipart,
  newLawyer,
  ok,
  samples,
  type TestUser,
  upload,
} from './test-helpers.ts';

const lo = '/api/lawyer-office/v1';

/** The token of the last access link texted to a number. */
export async function lastAccessToken(t: TestApp, phone: string): Promise<string> {
  const [message] = await t.services.sms.listOutbox(phone, 1);
  const token = /\/access\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no access link texted to ${phone}`);
  return token;
}

export const redeemLink = (t: TestApp, token: string) =>
  call(t, 'POST', '/api/auth/v1/redeem-access-link/', undefined, { token });

/** Sends a client an access link to a case and opens it: the client's signed-in user. */
export async function clientThroughLink(
  t: TestApp,
  lawyerToken: string,
  client: { pid: string },
  casePid: string,
) {
  ok(
    await call(t, 'POST', `/api/lawyer/v1/clients/${client.pid}/send-access-link/`, lawyerToken, {
      case_id: casePid,
    }),
  );
  const mobile = ok<{ mobile: string }>(
    await call(t, 'GET', `${lo}/clients/${client.pid}/`, lawyerToken),
  ).mobile;
  const token = await lastAccessToken(t, mobile);
  const redeemed = ok<{ access_token: string }>(await redeemLink(t, token));
  return { access: redeemed.access_token, phone: mobile, token };
}

/** A secretary added by the lawyer through the API, signed in. */
export async function secretaryOf(t: TestApp, lawyerToken: string) {
  const phone = uniquePhone();
  const invited = ok<{ pid: string; invitee: { pid: string } }>(
    await call(t, 'POST', '/api/lawyer/v1/secretaries/', lawyerToken, {
      mobile: phone,
      first_name: 'زهرا',
      last_name: 'منشوری',
    }),
    201,
  );
  const user = await t.services.users.findByPhone(phone);
  if (!user) throw new Error('secretary not created');
  const { access_token } = await t.services.tokens.startSession(user, {});
  const acceptPath = `/api/lawyer-office/v1/secretary-invitations/${invited.pid}/accept/`;
  ok(await call(t, 'POST', acceptPath, access_token));
  return { pid: invited.invitee.pid, phone, access: access_token };
}

/**
 * A victim office with two cases, and the four people who must reach nothing of case A:
 * a lawyer of another office, a removed secretary, a client on case B, and a co-counsel on case B.
 */
export async function setUpOfficeWorld(t: TestApp) {
  const tag = String(randomInt(1e6, 1e7));
  const markers = {
    caseTitle: `پرونده‌محرمانه${tag}`,
    clientName: `ناشناس${tag}`,
    cabinetName: `قفسه‌سری${tag}`,
  };
  const lawyer = await newLawyer(t);
  const other = await newLawyer(t);
  const coCounsel = await newLawyer(t);
  const secretary = await secretaryOf(t, lawyer.access);
  const removed = await secretaryOf(t, lawyer.access);
  const cabinet = ok<{ pid: string }>(
    await call(t, 'POST', '/api/lawyer/v1/archive-cabinets/', lawyer.access, {
      name: markers.cabinetName,
      code: tag,
    }),
    201,
  );
  const clientX = await createClient(t, lawyer.access, { last_name: markers.clientName });
  const clientY = await createClient(t, lawyer.access, { last_name: 'شناخته' });
  const caseA = await createCase(t, lawyer.access, {
    title: markers.caseTitle,
    client_ids: [clientX.pid],
    archive_cabinet_id: cabinet.pid,
  });
  const caseB = await createCase(t, lawyer.access, { title: 'پرونده دیگر', client_ids: [clientY.pid] });
  const documentA = ok<{ pid: string }>(
    await upload(
      t,
      `${lo}/documents/`,
      lawyer.access,
      multipart({ case: caseA.pid, visible_to_client: 'true' }, [{ name: 'رای.pdf', content: samples.pdf }]),
    ),
    201,
  );
  const uploadOfLawyer = ok<{ pid: string }>(
    await upload(
      t,
      '/api/document/v1/upload-image/',
      lawyer.access,
      multipart({}, [{ name: 'x.png', content: samples.png }]),
    ),
    201,
  );
  await addCoCounsel(t, caseB.pid, lawyer.access, coCounsel);
  // A lawyer asked to join case A who has not answered: nobody else may answer for them.
  const invitedLawyer = await newLawyer(t);
  ok(
    await call(t, 'POST', `${lo}/cases/${caseA.pid}/add-lawyer/`, lawyer.access, {
      lawyer_id: invitedLawyer.pid,
    }),
  );
  const coCounselInvitation = { pid: await invitationTo(t, caseA.pid, invitedLawyer.access) };
  const clientOnB = await clientThroughLink(t, lawyer.access, clientY, caseB.pid);
  const clientOnA = await clientThroughLink(t, lawyer.access, clientX, caseA.pid);
  // The removed secretary keeps the token they had: it must stop working for the office at once.
  const removedCall = await call(t, 'DELETE', `/api/lawyer/v1/secretaries/${removed.pid}/`, lawyer.access);
  if (removedCall.statusCode !== 204) throw new Error(`remove secretary: ${removedCall.body}`);

  const pendingInvitation = ok<{ pid: string }>(
    await call(t, 'POST', '/api/lawyer/v1/secretaries/', lawyer.access, {
      mobile: uniquePhone(),
      first_name: 'مریم',
      last_name: 'دعوتی',
    }),
    201,
  );

  const people: Record<
    'otherLawyer' | 'removedSecretary' | 'clientOnB' | 'coCounselOnB',
    { access: string }
  > = {
    otherLawyer: other,
    removedSecretary: removed,
    clientOnB,
    coCounselOnB: coCounsel,
  };
  return {
    ...people,
    pendingInvitation,
    coCounselInvitation,
    lawyer,
    other,
    coCounsel,
    secretary,
    removed,
    cabinet,
    clientX,
    clientY,
    caseA,
    caseB,
    documentA,
    upload: uploadOfLawyer,
    clientOnA,
    spentToken: clientOnB.token,
    markers,
    /** Strings of case A's world that no outsider's answer may contain. */
    secrets: [
      caseA.pid,
      markers.caseTitle,
      clientX.pid,
      clientX.national_code,
      markers.clientName,
      documentA.pid,
      cabinet.pid,
      markers.cabinetName,
      uploadOfLawyer.pid,
    ],
  };
}

export type OfficeWorld = Awaited<ReturnType<typeof setUpOfficeWorld>> & { lawyer: TestUser };
