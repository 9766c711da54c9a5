import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContentTestUser,
  call,
  createContentTestApp,
  fails,
  makeUser,
  multipart,
  ok,
  samples,
  upload,
} from './test-kit.ts';

const A = '/api/admin/v1/content';
let t: Awaited<ReturnType<typeof createContentTestApp>>;
let admin: ContentTestUser;

beforeAll(async () => {
  t = await createContentTestApp();
  admin = await makeUser(t, 'admin');
});
afterAll(() => t.close());

const uploadImage = (name: string, content: Buffer, token = admin.access) =>
  upload(t, `${A}/images/`, token, multipart({}, [{ name, content }]));

describe('content images', () => {
  it('are uploaded by the admin and served to anyone', async () => {
    const image = ok<{ pid: string; url: string; mime_type: string; name: string }>(
      await uploadImage('بنر اصلی.png', samples.png),
      201,
    );
    expect(image).toMatchObject({ mime_type: 'image/png', name: 'بنر اصلی.png' });
    expect(image.url).toBe(`/api/common/v1/content-images/${image.pid}/`);

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('public');
    expect(served.rawPayload.equals(samples.png)).toBe(true);
    fails(await call(t, 'GET', '/api/common/v1/content-images/unknown/'), 404);

    const banner = ok<{ pid: string; image_url: string; image_id: string }>(
      await call(t, 'POST', `${A}/banners/`, {
        token: admin.access,
        body: { title: 'با تصویر', image_id: image.pid },
      }),
      201,
    );
    expect(banner).toMatchObject({ image_id: image.pid, image_url: image.url });
    const shown = ok<{ image_url: string }>(await call(t, 'GET', `/api/banner/v1/${banner.pid}/`));
    expect(shown.image_url).toBe(image.url);

    const member = ok<{ pid: string; photo_url: string }>(
      await call(t, 'POST', `${A}/team-members/`, {
        token: admin.access,
        body: { full_name: 'مریم احمدی', role_title: 'وکیل پایه‌یک', photo_id: image.pid },
      }),
      201,
    );
    expect(member.photo_url).toBe(image.url);
    const cleared = ok<{ photo_url: null; photo_id: null }>(
      await call(t, 'PATCH', `${A}/team-members/${member.pid}/`, {
        token: admin.access,
        body: { photo_id: null },
      }),
    );
    expect(cleared).toMatchObject({ photo_url: null, photo_id: null });
  });

  it('refuses other types, oversized images and non-admins', async () => {
    const pdf = fails(await uploadImage('a.pdf', samples.pdf), 415);
    expect(pdf.error_messages.file).toBeDefined();
    const tiff = Buffer.from('SUkqAAgAAAAAAA==', 'base64');
    fails(await uploadImage('scan.tif', Buffer.concat([tiff, Buffer.alloc(64)])), 415);
    const big = Buffer.concat([samples.png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = fails(await uploadImage('big.png', big), 413);
    expect(String(tooLarge.error_messages.file)).toContain('مگابایت');
    const lawyer = await makeUser(t, 'lawyer');
    fails(await uploadImage('a.png', samples.png, lawyer.access), 403);
  });
});
