import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { uniquePhone } from '../../../test/test-app.ts';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  nationalCode,
  newLawyer,
  ok,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

describe('clients', () => {
  it('creates, reads, replaces (PUT), patches (PATCH) and deletes through both route families', async () => {
    const lawyer = await newLawyer(t);
    const code = nationalCode();
    const mobile = uniquePhone();
    const created = ok<Record<string, unknown>>(
      await call(t, 'POST', '/api/lawyer-office/v1/clients/', lawyer.access, {
        first_name: 'علي',
        last_name: 'كريمي',
        national_code: code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d),
        mobile: `+98${mobile.slice(1)}`,
        email: '',
        father_name: 'حسن',
        birth_date: '۱۹۸۰-۰۲-۱۵',
      }),
      201,
    );
    expect(created).toMatchObject({
      first_name: 'علي',
      last_name: 'كريمي',
      national_code: code,
      mobile,
      email: null,
      father_name: 'حسن',
      birth_date: '1980-02-15',
      has_account: false,
      cases_count: 0,
      created_by: { pid: lawyer.pid },
      message: expect.any(String),
    });
    const pid = created.pid as string;

    const read = ok(await call(t, 'GET', `/api/lawyer/v1/clients/${pid}/`, lawyer.access));
    expect(read.full_name).toBe('علي كريمي');

    const put = ok(
      await call(t, 'PUT', `/api/lawyer-office/v1/clients/${pid}/`, lawyer.access, {
        first_name: 'علی',
        last_name: 'کریمی‌نژاد',
        national_code: code,
        mobile,
      }),
    );
    expect(put).toMatchObject({ last_name: 'کریمی‌نژاد', father_name: null, birth_date: null });

    const patched = ok(
      await call(t, 'PATCH', `/api/lawyer/v1/clients/${pid}`, lawyer.access, { notes: 'پرونده ملکی' }),
    );
    expect(patched).toMatchObject({ last_name: 'کریمی‌نژاد', notes: 'پرونده ملکی' });

    const list = ok<{ count: number; results: { pid: string }[] }>(
      await call(t, 'GET', '/api/lawyer-office/v1/clients/?search=كريمي', lawyer.access),
    );
    expect(list.results.map((c) => c.pid)).toEqual([pid]);

    const removed = await call(t, 'DELETE', `/api/lawyer/v1/clients/${pid}/`, lawyer.access);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call(t, 'GET', `/api/lawyer-office/v1/clients/${pid}/`, lawyer.access)).statusCode).toBe(
      404,
    );
  });

  it('validates the national code checksum and the mobile, naming each field', async () => {
    const lawyer = await newLawyer(t);
    const response = await call(t, 'POST', '/api/lawyer/v1/clients/', lawyer.access, {
      first_name: 'علی',
      last_name: 'رضایی',
      national_code: '1234567890',
      mobile: '0812',
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().error_messages;
    expect(messages.national_code).toEqual(['کد ملی معتبر نیست.']);
    expect(messages.mobile).toHaveLength(1);
    expect(messages.message).toBeTruthy();
  });

  it('keeps national codes unique per office, also when two requests race', async () => {
    const lawyer = await newLawyer(t);
    const other = await newLawyer(t);
    const code = nationalCode();
    const body = { first_name: 'مهدی', last_name: 'نوری', national_code: code, mobile: uniquePhone() };
    const [a, b] = await Promise.all([
      call(t, 'POST', '/api/lawyer-office/v1/clients/', lawyer.access, body),
      call(t, 'POST', '/api/lawyer-office/v1/clients/', lawyer.access, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    // The form marks the national code and offers the client already on file.
    expect((a.statusCode === 409 ? a : b).json()).toMatchObject({
      code: 'conflict',
      error_messages: { national_code: ['موکلی با این کد ملی پیش‌تر در دفتر شما ثبت شده است.'] },
    });
    // Another office may represent the same person.
    ok(await call(t, 'POST', '/api/lawyer-office/v1/clients/', other.access, body), 201);
  });

  it('refuses to delete a client who is on a case', async () => {
    const lawyer = await newLawyer(t);
    const client = await createClient(t, lawyer.access);
    await createCase(t, lawyer.access, { client_ids: [client.pid] });
    const response = await call(t, 'DELETE', `/api/lawyer-office/v1/clients/${client.pid}/`, lawyer.access);
    expect(response.statusCode).toBe(409);
  });
});
