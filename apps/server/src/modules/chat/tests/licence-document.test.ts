import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { multipart, samples, upload } from '../../office/test-helpers.ts';
import { call, createChatTestApp, failed, makeUser, ok } from '../test-kit.ts';

let t: TestApp;
const uploadDir = mkdtempSync(join(tmpdir(), 'vakilyar-licence-uploads-'));
beforeAll(async () => {
  t = await createChatTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const own = '/api/consultation/v1/settings/licence-document/';
const sendLicence = (access: string, name: string, content: Buffer) =>
  upload(t, own, access, multipart({}, [{ name, content }]));

describe("a consultant's licence document", () => {
  it('is uploaded by the consultant and downloaded by them and the admins only', async () => {
    const consultant = await makeUser(t, 'consultant');
    const before = ok(await call(t, 'GET', '/api/consultation/v1/settings/', consultant.access));
    expect(before.licence_document_url).toBeNull();

    const saved = ok(await sendLicence(consultant.access, 'پروانه.pdf', samples.pdf));
    expect(saved).toMatchObject({ licence_document_url: own, message: 'مدرک پروانه بارگذاری شد.' });
    const mine = await call(t, 'GET', own, consultant.access);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');

    const admin = await makeUser(t, 'admin');
    const queue = ok(
      await call(t, 'GET', '/api/admin/v1/consultants/?approval_status=pending&page_size=100', admin.access),
    );
    const card = queue.results.find((row: { pid: string }) => row.pid === consultant.pid);
    const adminUrl = `/api/admin/v1/consultants/${consultant.pid}/licence-document/`;
    expect(card.licence_document_url).toBe(adminUrl);
    const seen = await call(t, 'GET', adminUrl, admin.access);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(samples.pdf)).toBe(true);

    // Another consultant has none of their own, and cannot reach this one's.
    const other = await makeUser(t, 'consultant');
    failed(await call(t, 'GET', own, other.access), 404);
    failed(await call(t, 'GET', adminUrl, other.access), 403);
    const stranger = await makeUser(t, 'client');
    expect((await call(t, 'GET', adminUrl, stranger.access)).statusCode).toBeGreaterThanOrEqual(403);
    const nobody = await makeUser(t, 'consultant');
    failed(
      await call(t, 'GET', `/api/admin/v1/consultants/${nobody.pid}/licence-document/`, admin.access),
      404,
    );
  });

  it('takes an image in place of the previous scan, and refuses other types with a Persian 415', async () => {
    const consultant = await makeUser(t, 'consultant');
    ok(await sendLicence(consultant.access, 'پروانه.pdf', samples.pdf));
    ok(await sendLicence(consultant.access, 'پروانه.png', samples.png));
    const mine = await call(t, 'GET', own, consultant.access);
    expect(mine.headers['content-type']).toBe('image/png');

    const refused = failed(await sendLicence(consultant.access, 'پروانه.pdf', samples.exe), 415);
    expect(refused.error_messages.message).toMatch(/[\u0600-\u06FF]/);
    // The refused file replaced nothing.
    expect((await call(t, 'GET', own, consultant.access)).headers['content-type']).toBe('image/png');
  });

  it('sends a rejected profile back for review', async () => {
    const consultant = await makeUser(t, 'consultant');
    const admin = await makeUser(t, 'admin');
    ok(
      await call(t, 'POST', `/api/admin/v1/consultants/${consultant.pid}/reject/`, admin.access, {
        reason: 'تصویر پروانه را بارگذاری کنید.',
      }),
    );
    const saved = ok(await sendLicence(consultant.access, 'پروانه.png', samples.png));
    expect(saved).toMatchObject({ approval_status: 'pending', rejection_reason: null });
  });
});
