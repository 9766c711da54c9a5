import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp, uniquePhone } from '../../../test/test-app.ts';
import { assignSecretaryToOffice } from './office.service.ts';
import { offices } from './tables/offices.ts';

/** The app with uploads in a fresh temporary folder. */
export async function createOfficeTestApp(env: Record<string, string> = {}) {
  const uploadDir = mkdtempSync(join(tmpdir(), 'vakilyar-uploads-'));
  const t = await createTestApp({ UPLOAD_DIR: uploadDir, ...env });
  const close = t.close;
  return Object.assign(t, {
    uploadDir,
    close: async () => {
      await close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const call = (t: TestApp, method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The `result` of a success answer; fails the test with the body otherwise. */
export function ok<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json().result : undefined) as T;
}

/** A valid Iranian national code (checksum included), random enough for tests sharing one database. */
export function nationalCode(): string {
  for (;;) {
    const digits = Array.from({ length: 9 }, () => randomInt(0, 10));
    const sum = digits.reduce((acc, d, i) => acc + d * (10 - i), 0) % 11;
    const code = `${digits.join('')}${sum < 2 ? sum : 11 - sum}`;
    if (!/^(\d)\1{9}$/.test(code)) return code;
  }
}

export interface TestUser {
  phone: string;
  access: string;
  pid: string;
  userId: number;
}

async function asTestUser(t: TestApp, phone: string, access: string): Promise<TestUser> {
  const user = await t.services.users.findByPhone(phone);
  if (!user) throw new Error('user not found');
  return { phone, access, pid: user.pid, userId: user.id };
}

/** A registered lawyer (with their office). */
export async function newLawyer(t: TestApp, names: Record<string, string> = {}) {
  const { phone, access } = await registerUser(t.app, 'lawyer', names);
  const user = await asTestUser(t, phone, access);
  const [office] = await t.database.db.select().from(offices).where(eq(offices.ownerId, user.userId));
  if (!office) throw new Error('office not found');
  return { ...user, officeId: office.id, officePid: office.pid };
}

export async function newClientUser(t: TestApp) {
  const { phone, access } = await registerUser(t.app, 'client');
  return asTestUser(t, phone, access);
}

/** A secretary assigned to the office, signed in. */
export async function newSecretary(t: TestApp, officeId: number) {
  const phone = uniquePhone();
  const user = await t.services.users.insert({
    phone,
    firstName: 'زهرا',
    lastName: 'منشی',
    passwordHash: null,
    roles: ['secretary'],
  });
  await assignSecretaryToOffice(t.database.db, officeId, user.id);
  const { access_token } = await t.services.tokens.startSession(user, {});
  return { phone, access: access_token, pid: user.pid, userId: user.id };
}

export async function createClient(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  return ok<{ pid: string; national_code: string; first_name: string; last_name: string }>(
    await call(t, 'POST', '/api/lawyer-office/v1/clients/', token, {
      first_name: 'علی',
      last_name: 'رضایی',
      national_code: nationalCode(),
      mobile: uniquePhone(),
      ...fields,
    }),
    201,
  );
}

export async function createCase(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  return ok<{ pid: string; title: string }>(
    await call(t, 'POST', '/api/lawyer-office/v1/cases/', token, {
      title: 'مطالبه وجه چک',
      case_type: 'civil',
      ...fields,
    }),
    201,
  );
}

/** The co-counsel's pending invitation to the case (the lawyer asked with `add-lawyer`). */
export async function invitationTo(t: TestApp, casePid: string, token: string): Promise<string> {
  const page = ok<{ results: { pid: string; case: { pid: string } }[] }>(
    await call(t, 'GET', '/api/lawyer-office/v1/co-counsel-invitations/', token),
  );
  const invitation = page.results.find((i) => i.case.pid === casePid);
  if (!invitation) throw new Error(`no invitation to ${casePid}`);
  return invitation.pid;
}

/** Puts a lawyer of another office on the case as co-counsel: the lead asks, the co-counsel accepts. */
export async function addCoCounsel(
  t: TestApp,
  casePid: string,
  leadToken: string,
  coCounsel: { pid: string; access: string },
) {
  ok(
    await call(t, 'POST', `/api/lawyer-office/v1/cases/${casePid}/add-lawyer/`, leadToken, {
      lawyer_id: coCounsel.pid,
    }),
  );
  const pid = await invitationTo(t, casePid, coCounsel.access);
  ok(await call(t, 'POST', `/api/lawyer-office/v1/co-counsel-invitations/${pid}/accept/`, coCounsel.access));
}

/** A multipart body with text fields and files, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; content: Buffer; type?: string }[],
) {
  const boundary = `----vakilyar${randomInt(1e9)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const upload = (
  t: TestApp,
  url: string,
  token: string,
  body: ReturnType<typeof multipart>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });

/** Small but real file headers, enough for the type sniffer. */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64)]),
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    Buffer.alloc(64),
  ]),
};
