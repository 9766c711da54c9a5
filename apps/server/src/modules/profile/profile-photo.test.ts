import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { documents } from '../document/document.tables.ts';
import { call, multipart, samples, upload } from '../office/test-helpers.ts';

let t: TestApp;
const uploadDir = mkdtempSync(join(tmpdir(), 'vakilyar-photo-uploads-'));
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const url = '/api/user/v1/profile/photo/';
/** A real 1×1 baseline JPEG. */
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A real 1×1 GIF: an image the upload receiver knows, but not a profile photo format. */
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const sendPhoto = (access: string, name: string, content: Buffer, type = 'image/jpeg') =>
  upload(t, url, access, multipart({}, [{ name, content, type }]));

async function photoRow(phone: string) {
  const [row] = await t.database.db
    .select({ id: documents.id, key: documents.storageKey })
    .from(users)
    .innerJoin(documents, eq(documents.id, users.photoDocumentId))
    .where(eq(users.phone, phone));
  return row;
}

/** How many files the upload folder keeps (the tests of this file run one at a time). */
const storedFiles = () =>
  readdirSync(join(uploadDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

const hasPhoto = async (access: string) =>
  (await get(t.app, '/api/user/v1/profile/get-profile/', access)).json().result.has_photo as boolean;

describe('the profile photo', () => {
  it('is uploaded, read back byte for byte by its owner, and shown in the profile', async () => {
    const user = await registerUser(t.app, 'lawyer');
    expect(await hasPhoto(user.access)).toBe(false);
    expect((await get(t.app, url, user.access)).statusCode).toBe(404);

    const saved = await sendPhoto(user.access, 'چهره.jpg', jpeg);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().result).toMatchObject({
      file_type: 'image',
      name: 'چهره.jpg',
      size: jpeg.length,
      mime_type: 'image/jpeg',
      url,
      message: 'عکس نمایه ذخیره شد.',
    });
    const read = await get(t.app, url, user.access);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.equals(jpeg)).toBe(true);
    expect(await hasPhoto(user.access)).toBe(true);
  });

  it('replaces the previous photo, deleting its document row and stored file', async () => {
    const user = await registerUser(t.app, 'client');
    expect((await sendPhoto(user.access, 'a.jpg', jpeg)).statusCode).toBe(201);
    const first = await photoRow(user.phone);
    expect(first).toBeDefined();
    expect(await t.services.office.storage.size(first?.key ?? '')).toBe(jpeg.length);

    expect((await sendPhoto(user.access, 'b.png', samples.png, 'image/png')).statusCode).toBe(201);
    const second = await photoRow(user.phone);
    expect(second?.id).not.toBe(first?.id);
    const gone = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, first?.id ?? 0));
    expect(gone).toEqual([]);
    expect(await t.services.office.storage.size(first?.key ?? '')).toBeNull();
    const read = await get(t.app, url, user.access);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(samples.png)).toBe(true);
  });

  it('keeps one photo when two uploads race, leaving no row or file of the other behind', async () => {
    const user = await registerUser(t.app, 'client');
    const before = storedFiles();
    const answers = await Promise.all([
      sendPhoto(user.access, 'a.jpg', jpeg),
      sendPhoto(user.access, 'b.png', samples.png, 'image/png'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const pids = answers.map((a) => a.json().result.pid as string);
    const rows = await t.database.db
      .select({ pid: documents.pid, key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.pid, pids));
    expect(rows).toHaveLength(1);
    expect((await photoRow(user.phone))?.key).toBe(rows[0]?.key);
    expect(storedFiles()).toBe(before + 1);
  });

  it('refuses a text file named .jpg with a Persian 415 on the file field, keeping the current photo', async () => {
    const user = await registerUser(t.app, 'consultant');
    expect((await sendPhoto(user.access, 'a.jpg', jpeg)).statusCode).toBe(201);
    const text = Buffer.from('این یک فایل متنی است و عکس نیست.\n'.repeat(20));
    const refused = await sendPhoto(user.access, 'photo.jpg', text);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      code: 'unsupported_media_type',
      error_messages: {
        message: 'عکس نمایه باید با قالب JPEG، PNG یا WebP باشد.',
        file: ['عکس نمایه باید با قالب JPEG، PNG یا WebP باشد.'],
      },
    });
    // An image of another format is refused the same way.
    expect((await sendPhoto(user.access, 'a.gif', gif, 'image/gif')).statusCode).toBe(415);
    expect((await get(t.app, url, user.access)).rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses a photo over 2 MB with a Persian 413', async () => {
    const user = await registerUser(t.app, 'lawyer');
    const big = Buffer.concat([samples.png, Buffer.alloc(2 * 1024 * 1024)]);
    const refused = await sendPhoto(user.access, 'big.png', big, 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'payload_too_large',
      error_messages: {
        message: 'حجم تصویر حداکثر ۲ مگابایت است.',
        file: ['حجم تصویر حداکثر ۲ مگابایت است.'],
      },
    });
    expect(await photoRow(user.phone)).toBeUndefined();
    // Just under the limit is taken.
    const fits = Buffer.concat([samples.png, Buffer.alloc(2 * 1024 * 1024 - samples.png.length)]);
    expect((await sendPhoto(user.access, 'fits.png', fits, 'image/png')).statusCode).toBe(201);
  });

  it('is deleted with its row and file; a second delete is a 404', async () => {
    const user = await registerUser(t.app, 'lawyer');
    expect((await sendPhoto(user.access, 'a.jpg', jpeg)).statusCode).toBe(201);
    const row = await photoRow(user.phone);
    const deleted = await call(t, 'DELETE', url, user.access);
    expect(deleted.statusCode).toBe(204);
    expect(await photoRow(user.phone)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(documents)
        .where(eq(documents.id, row?.id ?? 0)),
    ).toEqual([]);
    expect(await t.services.office.storage.size(row?.key ?? '')).toBeNull();
    expect((await get(t.app, url, user.access)).statusCode).toBe(404);
    expect(await hasPhoto(user.access)).toBe(false);
    expect((await call(t, 'DELETE', url, user.access)).statusCode).toBe(404);
  });

  it('is unlinked when its document is deleted through the generic files route (on delete set null)', async () => {
    const user = await registerUser(t.app, 'client');
    const saved = await sendPhoto(user.access, 'a.jpg', jpeg);
    const { pid } = saved.json().result;
    expect((await call(t, 'DELETE', `/api/document/v1/files/${pid}/`, user.access)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select({ photo: users.photoDocumentId })
      .from(users)
      .where(eq(users.phone, user.phone));
    expect(row).toEqual({ photo: null });
    expect(await hasPhoto(user.access)).toBe(false);
    expect((await get(t.app, url, user.access)).statusCode).toBe(404);
  });

  it("is its owner's only: another user reads their own (none), never this one", async () => {
    const owner = await registerUser(t.app, 'lawyer');
    const other = await registerUser(t.app, 'lawyer');
    expect((await sendPhoto(owner.access, 'a.jpg', jpeg)).statusCode).toBe(201);
    const theirs = await get(t.app, url, other.access);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('not_found');
    expect(await hasPhoto(other.access)).toBe(false);
    // Their delete does not reach the owner's photo either.
    expect((await call(t, 'DELETE', url, other.access)).statusCode).toBe(404);
    expect((await get(t.app, url, owner.access)).statusCode).toBe(200);
  });

  it('asks for a token on every route', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const body = multipart({}, [{ name: 'a.jpg', content: jpeg }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('token_not_valid');
  });

  it('goes with the account when the account is deleted', async () => {
    const user = await registerUser(t.app, 'client');
    expect((await sendPhoto(user.access, 'a.jpg', jpeg)).statusCode).toBe(201);
    const row = await photoRow(user.phone);
    const deleted = await call(t, 'POST', '/api/user/v1/delete-account/', user.access, {
      password: 'Secret-Pass-1',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(documents)
        .where(eq(documents.id, row?.id ?? 0)),
    ).toEqual([]);
    expect(await t.services.office.storage.size(row?.key ?? '')).toBeNull();
  });
});
