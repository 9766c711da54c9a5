import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { clientUser, message, messageFrame, page, session } from '../test/chat-fixtures';
import { fakeSockets } from '../test/fake-socket';
import { ChatRoom } from './chat-room';

describe('a chat room', () => {
  let posted: { path: string; body: unknown }[];
  let historyQueries: URLSearchParams[];
  let room: ChatRoom;
  let fakes: ReturnType<typeof fakeSockets>;

  beforeEach(() => {
    posted = [];
    historyQueries = [];
    const remember = async ({ request }: { request: Request }) => {
      posted.push({ path: new URL(request.url).pathname, body: await request.json() });
    };
    server.use(
      http.get('/api/chat/v1/sessions/cs_1/', () => HttpResponse.json({ result: session })),
      http.get('/api/chat/v1/messages/session/cs_1/', ({ request }) => {
        historyQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([message()], '/api/chat/v1/messages/session/cs_1/?page=2'));
      }),
      http.post('/api/chat/v1/messages/', async (info) => {
        await remember(info);
        return HttpResponse.json(
          { result: message({ pid: 'msg_sent', sender: clientUser, content: 'سلام' }) },
          { status: 201 },
        );
      }),
      http.post('/api/chat/v1/sessions/cs_1/mark-read/', async (info) => {
        await remember(info);
        return HttpResponse.json({ result: { message: 'خوانده شد.' } });
      }),
      http.post('/api/chat/v1/sessions/cs_1/end-session/', async (info) => {
        await remember(info);
        return HttpResponse.json({
          result: { ...session, status: 'completed', end_reason: 'پاسخ گرفتم', message: 'گفتگو پایان یافت.' },
        });
      }),
    );
    fakes = fakeSockets();
    let ids = 0;
    room = new ChatRoom({
      newClientId: () => `client-id-${++ids}`,
      createSocket: fakes.createSocket,
      getToken: () => 'access-1',
      location: { protocol: 'http:', host: 'vakilyar.test' },
    });
  });

  afterEach(() => room.disconnect());

  const ready = () => waitFor(() => expect(room.getState().load).toBe('ready'));

  it('loads the session and the newest page of its history on connect', async () => {
    room.connect('cs_1');
    await ready();
    expect(room.getState().session?.pid).toBe('cs_1');
    expect(room.getState().messages.map((m) => m.pid)).toEqual(['msg_1']);
    expect(room.getState().hasOlder).toBe(true);
    expect(historyQueries[0]?.get('page_size')).toBe('30');
  });

  it('catches up with what came after the last message whenever the socket opens', async () => {
    room.connect('cs_1');
    await ready();
    fakes.latest().open();
    await waitFor(() => expect(historyQueries).toHaveLength(2));
    expect(historyQueries[1]?.get('after')).toBe('msg_1');
  });

  it('sends a message over the open socket, and by POST while it is closed, each with its client id', async () => {
    room.connect('cs_1');
    await ready();
    fakes.latest().open();
    await room.sendMessage('  سلام  ');
    expect(fakes.latest().sentOfType('chat.message')).toEqual([
      { type: 'chat.message', message: 'سلام', message_type: 'text', client_id: 'client-id-1' },
    ]);
    expect(room.getState().pending.map((p) => p.content)).toEqual(['سلام']);
    fakes.latest().receive(messageFrame({ id: 'msg_echo', message: 'سلام', client_id: 'client-id-1' }));
    expect(room.getState().pending).toEqual([]);
    expect(posted).toEqual([]);

    fakes.latest().drop(1006);
    await room.sendMessage('دوباره');
    expect(posted).toEqual([
      {
        path: '/api/chat/v1/messages/',
        body: { chat_session: 'cs_1', content: 'دوباره', message_type: 'text', client_id: 'client-id-2' },
      },
    ]);
    expect(room.getState().messages.map((m) => m.pid)).toContain('msg_sent');
    expect(room.getState().pending).toEqual([]);
  });

  it('keeps a message written offline pending, and sends it with the same id once the socket is back', async () => {
    server.use(http.post('/api/chat/v1/messages/', () => HttpResponse.error()));
    room.connect('cs_1');
    await ready();
    fakes.latest().open();
    room.lineLost();
    expect(room.getState().status).toBe('reconnecting');
    await room.sendMessage('بی‌اینترنت');
    expect(room.getState().pending.map((p) => p.clientId)).toEqual(['client-id-1']);
    room.lineBack();
    fakes.latest().open();
    await waitFor(() =>
      expect(fakes.latest().sentOfType('chat.message')).toEqual([
        { type: 'chat.message', message: 'بی‌اینترنت', message_type: 'text', client_id: 'client-id-1' },
      ]),
    );
    fakes.latest().receive(messageFrame({ id: 'msg_late', message: 'بی‌اینترنت', client_id: 'client-id-1' }));
    expect(room.getState().pending).toEqual([]);
    expect(room.getState().messages.filter((m) => m.pid === 'msg_late')).toHaveLength(1);
  });

  it('sends a read receipt over the socket, and by POST while it is closed', async () => {
    room.connect('cs_1');
    await ready();
    fakes.latest().open();
    await room.markRead();
    expect(fakes.latest().sentOfType('chat.read')).toHaveLength(1);
    expect(posted).toEqual([]);

    fakes.latest().drop(1006);
    await room.markRead();
    expect(posted).toEqual([{ path: '/api/chat/v1/sessions/cs_1/mark-read/', body: {} }]);
    // I am the client: my side's counter is zero now.
    expect(room.getState().session).toMatchObject({ unread_client_messages: 0, unread_count: 0 });
  });

  it('sends typing only while connected', async () => {
    room.connect('cs_1');
    await ready();
    room.setTyping(true);
    fakes.latest().open();
    room.setTyping(true);
    room.setTyping(false);
    expect(fakes.latest().sentOfType('chat.typing')).toEqual([
      { type: 'chat.typing', is_typing: true },
      { type: 'chat.typing', is_typing: false },
    ]);
    fakes.latest().drop(1006);
    room.setTyping(true);
    expect(posted).toEqual([]);
  });

  it('ends the session with a reason and shows it completed', async () => {
    room.connect('cs_1');
    await ready();
    await room.endSession('پاسخ گرفتم');
    expect(posted).toEqual([
      { path: '/api/chat/v1/sessions/cs_1/end-session/', body: { reason: 'پاسخ گرفتم' } },
    ]);
    expect(room.getState().session?.status).toBe('completed');
  });

  it('adds live messages once, and loads older history before the oldest one', async () => {
    room.connect('cs_1');
    await ready();
    fakes.latest().open();
    await waitFor(() => expect(historyQueries).toHaveLength(2));
    fakes.latest().receive(messageFrame());
    fakes.latest().receive(messageFrame());
    expect(room.getState().messages.map((m) => m.pid)).toEqual(['msg_1', 'msg_2']);

    server.use(
      http.get('/api/chat/v1/messages/session/cs_1/', ({ request }) => {
        historyQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([message({ pid: 'msg_0', created_at: '2025-03-21T08:00:00Z' })]));
      }),
    );
    await room.loadOlder();
    expect(historyQueries.at(-1)?.get('before')).toBe('msg_1');
    expect(room.getState().messages.map((m) => m.pid)).toEqual(['msg_0', 'msg_1', 'msg_2']);
    expect(room.getState().hasOlder).toBe(false);
  });

  it("opens the socket of the session's kind once the session has loaded", async () => {
    room.connect('cs_1');
    expect(fakes.sockets).toHaveLength(0);
    await ready();
    expect(fakes.latest().url).toBe('ws://vakilyar.test/ws/chat/cs_1/consultant/?token=access-1');
  });

  it('stores a missing token as its error and tells the error handlers', async () => {
    const tokenless = new ChatRoom({ createSocket: fakes.createSocket, getToken: () => null });
    const handler = vi.fn();
    tokenless.onError(handler);
    tokenless.connect('cs_1');
    const error = { code: 'token_unavailable', message: 'Authentication token not available' };
    await waitFor(() => expect(tokenless.getState().error).toEqual(error));
    expect(handler).toHaveBeenCalledWith(error);
    expect(fakes.sockets).toHaveLength(0);
    tokenless.disconnect();
  });

  it('stores a chat.error frame and tells the error handlers', async () => {
    const handler = vi.fn();
    room.onError(handler);
    room.connect('cs_1');
    await ready();
    fakes.latest().open();
    fakes
      .latest()
      .receive({ type: 'chat.error', code: 'conflict', message: 'این گفتگو به پایان رسیده است.' });
    expect(room.getState().error?.code).toBe('conflict');
    expect(handler).toHaveBeenCalledWith({ code: 'conflict', message: 'این گفتگو به پایان رسیده است.' });
  });
});
