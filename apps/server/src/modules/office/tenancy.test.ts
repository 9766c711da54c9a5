import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../test/test-app.ts';
import { officeRouteTable } from './office.plugin.ts';
import { type OfficeWorld, redeemLink, setUpOfficeWorld } from './office-world.ts';
import {
  call,
  createOfficeTestApp,
  type Method,
  multipart,
  nationalCode,
  ok,
  samples,
  upload,
} from './test-helpers.ts';

/**
 * The tenancy matrix: every route the module registers (read from its route table, so a new route that is
 * not listed here fails the first test) is called by four people who must get nothing of the victim's:
 * a lawyer of another office, a removed secretary, a client on another case, and a co-counsel on another
 * case of the same office.
 */

type Kind =
  /** The path names the victim's object: 404, whoever asks. */
  | 'object'
  /** The body points at the victim's objects: refused (400, 403, 404), never done. */
  | 'reference'
  /** A list or the caller's own space: their own data or a refusal, none of the victim's. */
  | 'collection'
  /** No token needed (tested on its own). */
  | 'public';

interface Call {
  kind: Kind;
  url: string;
  payload?: unknown;
  form?: ReturnType<typeof multipart>;
  /** Statuses a `reference` may also answer (a platform-wide directory conflict). */
  alsoAllowed?: number[];
}

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
let w: OfficeWorld;

const lo = '/api/lawyer-office/v1';
const lw = '/api/lawyer/v1';
const pdf = () => multipart({}, [{ name: 'a.pdf', content: samples.pdf }]);

/** How to call each route against the victim office. Keyed exactly like the module's route table. */
const ROUTES: Record<string, (w: OfficeWorld) => Call> = {
  [`GET ${lo}/clients/`]: () => ({
    kind: 'collection',
    url: `${lo}/clients/?search=${w.markers.clientName}`,
  }),
  [`POST ${lo}/clients/`]: () => ({ kind: 'collection', url: `${lo}/clients/`, payload: newClientBody() }),
  [`GET ${lo}/clients/:pid/`]: () => ({ kind: 'object', url: `${lo}/clients/${w.clientX.pid}/` }),
  [`PUT ${lo}/clients/:pid/`]: () => ({
    kind: 'object',
    url: `${lo}/clients/${w.clientX.pid}/`,
    payload: newClientBody(),
  }),
  [`DELETE ${lo}/clients/:pid/`]: () => ({ kind: 'object', url: `${lo}/clients/${w.clientX.pid}/` }),
  [`GET ${lw}/clients/`]: () => ({
    kind: 'collection',
    url: `${lw}/clients/?search=${w.clientX.national_code}`,
  }),
  [`POST ${lw}/clients/`]: () => ({ kind: 'collection', url: `${lw}/clients/`, payload: newClientBody() }),
  [`GET ${lw}/clients/:pid/`]: () => ({ kind: 'object', url: `${lw}/clients/${w.clientX.pid}/` }),
  [`PATCH ${lw}/clients/:pid/`]: () => ({
    kind: 'object',
    url: `${lw}/clients/${w.clientX.pid}/`,
    payload: { notes: 'x' },
  }),
  [`DELETE ${lw}/clients/:pid/`]: () => ({ kind: 'object', url: `${lw}/clients/${w.clientX.pid}/` }),
  [`POST ${lw}/clients/:pid/send-access-link/`]: () => ({
    kind: 'object',
    url: `${lw}/clients/${w.clientX.pid}/send-access-link/`,
    payload: { case_id: w.caseA.pid },
  }),
  [`GET ${lo}/cases/`]: () => ({ kind: 'collection', url: `${lo}/cases/?search=${w.markers.caseTitle}` }),
  [`POST ${lo}/cases/`]: () => ({
    kind: 'reference',
    url: `${lo}/cases/`,
    payload: { title: 'پرونده تازه', client_ids: [w.clientX.pid], archive_cabinet_id: w.cabinet.pid },
  }),
  [`GET ${lo}/cases/advanced-search/`]: () => ({
    kind: 'collection',
    url: `${lo}/cases/advanced-search/?client_national_code=${w.clientX.national_code}&client_last_name=${w.markers.clientName}`,
  }),
  [`GET ${lo}/cases/by-client/:pid/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/by-client/${w.clientX.pid}/`,
  }),
  [`GET ${lo}/cases/:pid/`]: () => ({ kind: 'object', url: `${lo}/cases/${w.caseA.pid}/` }),
  [`PATCH ${lo}/cases/:pid/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/`,
    payload: { status: 'closed' },
  }),
  [`DELETE ${lo}/cases/:pid/`]: () => ({ kind: 'object', url: `${lo}/cases/${w.caseA.pid}/` }),
  [`POST ${lo}/cases/:pid/add-lawyer/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/add-lawyer/`,
    payload: { lawyer_id: w.other.pid },
  }),
  [`POST ${lo}/cases/:pid/remove-lawyer/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/remove-lawyer/`,
    payload: { lawyer_id: w.lawyer.pid },
  }),
  [`POST ${lo}/cases/:pid/add-client/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/add-client/`,
    payload: { client_id: w.clientY.pid },
  }),
  [`POST ${lo}/cases/:pid/remove-client/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/remove-client/`,
    payload: { client_id: w.clientX.pid },
  }),
  [`GET ${lo}/cases/:pid/timeline/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/timeline/?include_views=true`,
  }),
  [`GET ${lo}/cases/:pid/thread/`]: () => ({ kind: 'object', url: `${lo}/cases/${w.caseA.pid}/thread/` }),
  [`POST ${lo}/cases/:pid/thread/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/thread/`,
    payload: { body: 'سلام' },
  }),
  [`POST ${lo}/cases/:pid/thread/upload/`]: () => ({
    kind: 'object',
    url: `${lo}/cases/${w.caseA.pid}/thread/upload/`,
    form: pdf(),
  }),
  [`POST ${lo}/documents/`]: () => ({
    kind: 'reference',
    url: `${lo}/documents/`,
    form: multipart({ case: w.caseA.pid }, [{ name: 'a.pdf', content: samples.pdf }]),
  }),
  [`GET ${lo}/documents/by-case/:pid/`]: () => ({
    kind: 'object',
    url: `${lo}/documents/by-case/${w.caseA.pid}/`,
  }),
  [`GET ${lo}/documents/:pid/`]: () => ({ kind: 'object', url: `${lo}/documents/${w.documentA.pid}/` }),
  [`PATCH ${lo}/documents/:pid/`]: () => ({
    kind: 'object',
    url: `${lo}/documents/${w.documentA.pid}/`,
    payload: { visible_to_client: false },
  }),
  [`DELETE ${lo}/documents/:pid/`]: () => ({ kind: 'object', url: `${lo}/documents/${w.documentA.pid}/` }),
  [`GET ${lo}/documents/:pid/download/`]: () => ({
    kind: 'object',
    url: `${lo}/documents/${w.documentA.pid}/download/`,
  }),
  'POST /api/document/v1/upload-image/': () => ({
    kind: 'collection',
    url: '/api/document/v1/upload-image/',
    form: pdf(),
  }),
  'POST /api/document/v1/upload-video/': () => ({
    kind: 'collection',
    url: '/api/document/v1/upload-video/',
    form: pdf(),
  }),
  'POST /api/document/v1/upload-document/': () => ({
    kind: 'collection',
    url: '/api/document/v1/upload-document/',
    form: pdf(),
  }),
  'GET /api/document/v1/files/:pid/': () => ({
    kind: 'object',
    url: `/api/document/v1/files/${w.upload.pid}/`,
  }),
  'GET /api/document/v1/files/:pid/download/': () => ({
    kind: 'object',
    url: `/api/document/v1/files/${w.upload.pid}/download/`,
  }),
  'DELETE /api/document/v1/files/:pid/': () => ({
    kind: 'object',
    url: `/api/document/v1/files/${w.upload.pid}/`,
  }),
  [`GET ${lw}/archive-cabinets/`]: () => ({
    kind: 'collection',
    url: `${lw}/archive-cabinets/?search=${w.markers.cabinetName}`,
  }),
  [`POST ${lw}/archive-cabinets/`]: () => ({
    kind: 'collection',
    url: `${lw}/archive-cabinets/`,
    payload: { name: 'قفسه من' },
  }),
  [`GET ${lw}/archive-cabinets/:pid/`]: () => ({
    kind: 'object',
    url: `${lw}/archive-cabinets/${w.cabinet.pid}/`,
  }),
  [`PATCH ${lw}/archive-cabinets/:pid/`]: () => ({
    kind: 'object',
    url: `${lw}/archive-cabinets/${w.cabinet.pid}/`,
    payload: { name: 'تغییر' },
  }),
  [`DELETE ${lw}/archive-cabinets/:pid/`]: () => ({
    kind: 'object',
    url: `${lw}/archive-cabinets/${w.cabinet.pid}/`,
  }),
  [`GET ${lw}/archive-cabinets/:pid/cases/`]: () => ({
    kind: 'object',
    url: `${lw}/archive-cabinets/${w.cabinet.pid}/cases/`,
  }),
  [`GET ${lw}/secretaries/`]: () => ({ kind: 'collection', url: `${lw}/secretaries/` }),
  [`POST ${lw}/secretaries/`]: () => ({
    kind: 'collection',
    url: `${lw}/secretaries/`,
    payload: { mobile: uniquePhone(), first_name: 'مینا', last_name: 'جدیدی' },
  }),
  [`GET ${lw}/secretaries/:pid/`]: () => ({ kind: 'object', url: `${lw}/secretaries/${w.secretary.pid}/` }),
  [`PATCH ${lw}/secretaries/:pid/`]: () => ({
    kind: 'object',
    url: `${lw}/secretaries/${w.secretary.pid}/`,
    payload: { first_name: 'تغییر' },
  }),
  [`DELETE ${lw}/secretaries/:pid/`]: () => ({
    kind: 'object',
    url: `${lw}/secretaries/${w.secretary.pid}/`,
  }),
  [`GET ${lw}/secretaries/invitations/`]: () => ({
    kind: 'collection',
    url: `${lw}/secretaries/invitations/`,
  }),
  [`DELETE ${lw}/secretaries/invitations/:pid/`]: () => ({
    kind: 'object',
    url: `${lw}/secretaries/invitations/${w.pendingInvitation.pid}/`,
  }),
  [`GET ${lo}/secretary-invitations/`]: () => ({ kind: 'collection', url: `${lo}/secretary-invitations/` }),
  [`POST ${lo}/secretary-invitations/:pid/accept/`]: () => ({
    kind: 'object',
    url: `${lo}/secretary-invitations/${w.pendingInvitation.pid}/accept/`,
  }),
  [`POST ${lo}/secretary-invitations/:pid/decline/`]: () => ({
    kind: 'object',
    url: `${lo}/secretary-invitations/${w.pendingInvitation.pid}/decline/`,
  }),
  [`GET ${lo}/co-counsel-invitations/`]: () => ({ kind: 'collection', url: `${lo}/co-counsel-invitations/` }),
  [`POST ${lo}/co-counsel-invitations/:pid/accept/`]: () => ({
    kind: 'object',
    url: `${lo}/co-counsel-invitations/${w.coCounselInvitation.pid}/accept/`,
  }),
  [`POST ${lo}/co-counsel-invitations/:pid/decline/`]: () => ({
    kind: 'object',
    url: `${lo}/co-counsel-invitations/${w.coCounselInvitation.pid}/decline/`,
  }),
  [`GET ${lo}/offices/latest-numbers/`]: () => ({ kind: 'collection', url: `${lo}/offices/latest-numbers/` }),
  // The caller's own office card: another office's lawyer reads and writes only theirs.
  [`GET ${lo}/offices/mine/`]: () => ({ kind: 'collection', url: `${lo}/offices/mine/` }),
  [`PUT ${lo}/offices/mine/`]: () => ({
    kind: 'collection',
    url: `${lo}/offices/mine/`,
    payload: { name: 'دفتر وکالت آزمون' },
  }),
  [`POST ${lo}/offices/assign-secretary/`]: () => ({
    kind: 'reference',
    url: `${lo}/offices/assign-secretary/`,
    payload: { secretary_id: w.secretary.pid },
    // The platform's secretary directory is public to lawyers: "works in another office" is no office data.
    alsoAllowed: [409],
  }),
  [`DELETE ${lo}/offices/remove-secretary/`]: () => ({
    kind: 'object',
    url: `${lo}/offices/remove-secretary/`,
    payload: { secretary_id: w.secretary.pid },
  }),
  [`GET ${lo}/offices/secretary-info/`]: () => ({ kind: 'collection', url: `${lo}/offices/secretary-info/` }),
  [`GET ${lo}/lawyers/`]: () => ({ kind: 'collection', url: `${lo}/lawyers/` }),
  [`GET ${lo}/secretaries/`]: () => ({ kind: 'collection', url: `${lo}/secretaries/` }),
  [`GET ${lo}/my-cases/`]: () => ({ kind: 'collection', url: `${lo}/my-cases/` }),
  [`GET ${lo}/my-cases/:pid/`]: () => ({ kind: 'object', url: `${lo}/my-cases/${w.caseA.pid}/` }),
  [`GET ${lo}/my-cases/:pid/documents/`]: () => ({
    kind: 'object',
    url: `${lo}/my-cases/${w.caseA.pid}/documents/`,
  }),
  [`GET ${lo}/my-cases/:pid/documents/:document/download/`]: () => ({
    kind: 'object',
    url: `${lo}/my-cases/${w.caseA.pid}/documents/${w.documentA.pid}/download/`,
  }),
  [`GET ${lo}/audit-log/`]: () => ({ kind: 'collection', url: `${lo}/audit-log/?page_size=100` }),
  [`GET ${lo}/audit-log/export/`]: () => ({ kind: 'collection', url: `${lo}/audit-log/export/` }),
  [`GET ${lo}/audit-log/verify/`]: () => ({ kind: 'collection', url: `${lo}/audit-log/verify/` }),
  'GET /api/referral/v1/link/share/': () => ({ kind: 'collection', url: '/api/referral/v1/link/share/' }),
  'POST /api/auth/v1/redeem-access-link/': () => ({
    kind: 'public',
    url: '/api/auth/v1/redeem-access-link/',
  }),
};

function newClientBody() {
  return { first_name: 'نیما', last_name: 'تازه‌وارد', national_code: nationalCode(), mobile: uniquePhone() };
}

function send(c: Call, method: string, token: string): Promise<LightMyRequestResponse> {
  if (c.form) return upload(t, c.url, token, c.form);
  return call(t, method as Method, c.url, token, c.payload);
}

/** What went wrong with one call, or null. */
function judge(key: string, c: Call, response: LightMyRequestResponse): string | null {
  const leaked = w.secrets.find((secret) => response.body.includes(secret));
  if (leaked) return `${key}: answered ${response.statusCode} with the victim's «${leaked}»`;
  const s = response.statusCode;
  const fine =
    c.kind === 'object'
      ? s === 404
      : c.kind === 'reference'
        ? [400, 403, 404, ...(c.alsoAllowed ?? [])].includes(s)
        : s < 500 && s !== 401;
  return fine ? null : `${key}: answered ${s} (${c.kind}) ${response.body.slice(0, 200)}`;
}

beforeAll(async () => {
  t = await createOfficeTestApp();
  w = await setUpOfficeWorld(t);
});
afterAll(() => t.close());

describe('tenancy: every route of the module', () => {
  it('has a case in the matrix, read from the route table', () => {
    const registered = [...officeRouteTable.keys()].sort();
    expect(registered.length).toBeGreaterThan(50);
    expect(registered.filter((key) => !ROUTES[key])).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !officeRouteTable.has(key))).toEqual([]);
  });

  it('works for the office itself (the 404s below are not vacuous)', async () => {
    for (const [key, build] of Object.entries(ROUTES)) {
      const c = build(w);
      const [method] = key.split(' ');
      if (
        c.kind !== 'object' ||
        method !== 'GET' ||
        key.includes('/my-cases/') ||
        key.includes('/document/v1/')
      ) {
        continue;
      }
      const response = await send(c, 'GET', w.lawyer.access);
      expect(response.statusCode, `${key} ${response.body.slice(0, 200)}`).toBe(200);
    }
    const ownUpload = await call(t, 'GET', `/api/document/v1/files/${w.upload.pid}/`, w.lawyer.access);
    expect(ownUpload.statusCode).toBe(200);
    const portal = await call(t, 'GET', `${lo}/my-cases/${w.caseA.pid}/documents/`, w.clientOnA.access);
    expect(portal.statusCode).toBe(200);
  });

  for (const attacker of ['otherLawyer', 'removedSecretary', 'clientOnB', 'coCounselOnB'] as const) {
    it(`gives ${attacker} nothing of another office or another case`, async () => {
      const failures: string[] = [];
      for (const [key, build] of Object.entries(ROUTES)) {
        const c = build(w);
        if (c.kind === 'public') continue;
        const [method = 'GET'] = key.split(' ');
        const failure = judge(key, c, await send(c, method, w[attacker].access));
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    });
  }

  it('left the victim office whole', async () => {
    const kase = ok<{ status: string; lawyers: unknown[]; clients: unknown[] }>(
      await call(t, 'GET', `${lo}/cases/${w.caseA.pid}/`, w.lawyer.access),
    );
    expect(kase.status).toBe('open');
    expect(kase.lawyers).toHaveLength(1);
    expect(kase.clients).toHaveLength(1);
    expect((await call(t, 'GET', `${lw}/secretaries/${w.secretary.pid}/`, w.lawyer.access)).statusCode).toBe(
      200,
    );
  });
});

describe('the object is theirs, the action is not: 403', () => {
  it('a co-counsel works on their case but cannot delete it, change its people or delete its documents', async () => {
    const c = w.coCounselOnB.access;
    const kase = ok<{ access: string; permissions: string[] }>(
      await call(t, 'GET', `${lo}/cases/${w.caseB.pid}/`, c),
    );
    expect(kase.access).toBe('co_counsel');
    expect(kase.permissions.sort()).toEqual(['case.update', 'case.view', 'document.upload', 'document.view']);
    ok(await call(t, 'PATCH', `${lo}/cases/${w.caseB.pid}/`, c, { stage: 'appeal' }));
    const list = ok<{ results: { pid: string }[] }>(await call(t, 'GET', `${lo}/cases/`, c));
    expect(list.results.map((r) => r.pid)).toContain(w.caseB.pid);
    expect(list.results.map((r) => r.pid)).not.toContain(w.caseA.pid);
    const uploaded = ok<{ pid: string }>(
      await upload(
        t,
        `${lo}/documents/`,
        c,
        multipart({ case: w.caseB.pid }, [{ name: 'نظر.pdf', content: samples.pdf }]),
      ),
      201,
    );
    for (const [method, url, payload] of [
      ['DELETE', `${lo}/cases/${w.caseB.pid}/`],
      ['POST', `${lo}/cases/${w.caseB.pid}/add-lawyer/`, { lawyer_id: w.other.pid }],
      ['POST', `${lo}/cases/${w.caseB.pid}/remove-client/`, { client_id: w.clientY.pid }],
      ['DELETE', `${lo}/documents/${uploaded.pid}/`],
    ] as [Method, string, unknown?][]) {
      expect((await call(t, method, url, c, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // The office's client records are not the co-counsel's.
    expect((await call(t, 'GET', `${lo}/clients/${w.clientY.pid}/`, c)).statusCode).toBe(404);
  });

  it('a client on the case reads it through the portal only', async () => {
    const c = w.clientOnA.access;
    expect((await call(t, 'GET', `${lo}/cases/${w.caseA.pid}/`, c)).statusCode).toBe(403);
    expect((await call(t, 'PATCH', `${lo}/cases/${w.caseA.pid}/`, c, { status: 'closed' })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', `${lo}/documents/by-case/${w.caseA.pid}/`, c)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${lo}/cases/`, c)).statusCode).toBe(403);
    const mine = ok<{ results: { pid: string }[] }>(await call(t, 'GET', `${lo}/my-cases/`, c));
    expect(mine.results.map((r) => r.pid)).toEqual([w.caseA.pid]);
  });

  it('the owner stays on every case', async () => {
    const response = await call(t, 'POST', `${lo}/cases/${w.caseA.pid}/remove-lawyer/`, w.lawyer.access, {
      lawyer_id: w.lawyer.pid,
    });
    expect(response.statusCode).toBe(409);
  });

  it('a redeemed link is the client’s only door: another link of theirs opens nothing else', async () => {
    // The client on B holds a spent link; spending it again, or guessing, opens nothing.
    const again = await call(t, 'POST', '/api/auth/v1/redeem-access-link/', undefined, {
      token: w.spentToken,
    });
    expect(again.statusCode).toBe(400);
    expect(await redeemLink(t, 'x'.repeat(43))).toMatchObject({ statusCode: 400 });
  });
});
