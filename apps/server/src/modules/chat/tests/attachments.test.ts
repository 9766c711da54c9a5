import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { multipart, samples, upload } from '../../office/test-helpers.ts';
import {
  approvedConsultant,
  call,
  createChatTestApp,
  failed,
  fundedUser,
  makeUser,
  ok,
  openConsultantSession,
} from '../test-kit.ts';

let t: TestApp;
const uploadDir = mkdtempSync(join(tmpdir(), 'vakilyar-chat-uploads-'));
beforeAll(async () => {
  t = await createChatTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('image and file messages', () => {
  it("carry the sender's upload, which both participants (and no one else) download", async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const image = ok(
      await upload(
        t,
        '/api/document/v1/upload-image/',
        client.access,
        multipart({}, [{ name: 'ابلاغیه.png', content: samples.png }]),
      ),
      201,
    );
    const sent = ok(
      await call(t, 'POST', '/api/chat/v1/messages/', client.access, {
        chat_session: sessionPid,
        content: image.pid,
        message_type: 'image',
      }),
      201,
    );
    expect(sent).toMatchObject({
      message_type: 'image',
      content: 'ابلاغیه.png',
      attachment: { pid: image.pid, mime_type: 'image/png' },
    });
    const download = await call(t, 'GET', sent.attachment.url, consultant.access);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    const stranger = await makeUser(t, 'client');
    failed(await call(t, 'GET', sent.attachment.url, stranger.access), 404);

    // Someone else's upload, or an image sent as a file of another kind, is refused.
    const other = ok(
      await upload(
        t,
        '/api/document/v1/upload-document/',
        consultant.access,
        multipart({}, [{ name: 'a.pdf', content: samples.pdf }]),
      ),
      201,
    );
    failed(
      await call(t, 'POST', '/api/chat/v1/messages/', client.access, {
        chat_session: sessionPid,
        content: other.pid,
        message_type: 'file',
      }),
      400,
    );
    failed(
      await call(t, 'POST', '/api/chat/v1/messages/', consultant.access, {
        chat_session: sessionPid,
        content: other.pid,
        message_type: 'image',
      }),
      400,
    );
    ok(
      await call(t, 'POST', '/api/chat/v1/messages/', consultant.access, {
        chat_session: sessionPid,
        content: other.pid,
        message_type: 'file',
      }),
      201,
    );
  });
});
