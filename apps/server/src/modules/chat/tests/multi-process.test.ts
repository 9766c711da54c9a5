import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_SECRET as SECRET, startServerProcesses } from '../../../../test/server-processes.ts';
import { TEST_REDIS_URL, type TestApp } from '../../../../test/test-app.ts';
import {
  approvedConsultant,
  connect,
  createChatTestApp,
  fundedUser,
  openConsultantSession,
} from '../test-kit.ts';

// Two real server processes over one database and one Redis: a frame sent on a socket of one reaches
// a socket held by the other.

let servers: Awaited<ReturnType<typeof startServerProcesses>>;
let t: TestApp;

beforeAll(async () => {
  t = await createChatTestApp({ JWT_SECRET: SECRET });
  servers = await startServerProcesses('chat', [3471, 3472], TEST_REDIS_URL);
}, 120_000);

afterAll(async () => {
  await servers.stop();
  await t.close();
});

describe('chat across server processes', () => {
  it('delivers messages, typing and read receipts from a socket on one process to a socket on the other', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const onFirst = await connect(
      'http://127.0.0.1:3471',
      `/ws/chat/${sessionPid}/consultant/?token=${client.access}`,
    );
    const onSecond = await connect(
      'http://127.0.0.1:3472',
      `/ws/chat/${sessionPid}/consultant/?token=${consultant.access}`,
    );

    onFirst.send({ type: 'chat.typing', is_typing: true });
    expect(await onSecond.next((f) => f.type === 'user_typing', 5000)).toMatchObject({
      user: client.pid,
      is_typing: true,
    });

    onFirst.send({ type: 'chat.message', message: 'سلام از سرور اول', message_type: 'text' });
    const heard = await onSecond.next((f) => f.type === 'chat.message', 5000);
    expect(heard).toMatchObject({ sender: client.pid, message: 'سلام از سرور اول' });
    const echoed = await onFirst.next((f) => f.type === 'chat.message', 5000);
    expect(echoed.id).toBe(heard.id);
    // Each frame arrives once, though both processes heard it on Redis.
    await new Promise((r) => setTimeout(r, 300));
    expect(onSecond.frames.filter((f) => f.id === heard.id)).toHaveLength(1);

    onSecond.send({ type: 'chat.read' });
    expect(await onFirst.next((f) => f.type === 'message_read', 5000)).toMatchObject({
      reader: consultant.pid,
      side: 'consultant',
    });
    onFirst.close();
    onSecond.close();
  });
});
