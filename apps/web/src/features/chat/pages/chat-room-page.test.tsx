import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatSession } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import {
  aiSession,
  clientProfile,
  clientUser,
  message,
  messageFrame,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  session,
  signInAs,
} from '../test/chat-fixtures';
import { stubWebSocket } from '../test/socket-stub';

describe('the chat room', PAGE_TEST, () => {
  let posted: { path: string; body: unknown }[];
  let sockets: ReturnType<typeof stubWebSocket>;

  const serve = (current: ChatSession, history = [message()]) =>
    server.use(
      http.get(`/api/chat/v1/sessions/${current.pid}/`, () => HttpResponse.json({ result: current })),
      http.get(`/api/chat/v1/messages/session/${current.pid}/`, ({ request }) =>
        HttpResponse.json(page(new URL(request.url).searchParams.has('after') ? [] : history)),
      ),
    );

  beforeEach(() => {
    posted = [];
    sockets = stubWebSocket();
    signInAs(clientProfile);
    serve(session);
    const remember =
      (answer: Record<string, unknown>, status = 200) =>
      async ({ request }: { request: Request }) => {
        posted.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(answer, { status });
      };
    server.use(
      http.post(
        '/api/chat/v1/messages/',
        remember(
          { result: message({ pid: 'msg_post', sender: clientUser, content: 'با روش جایگزین' }) },
          201,
        ),
      ),
      http.post('/api/chat/v1/sessions/cs_1/mark-read/', remember({ result: { message: 'خوانده شد.' } })),
      http.post(
        '/api/chat/v1/sessions/cs_1/end-session/',
        remember({
          result: { ...session, status: 'completed', status_label: 'پایان‌یافته', message: 'پایان یافت.' },
        }),
      ),
      http.get('/api/notification/v1/alarms/', () => HttpResponse.json(page([]))),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const log = async () => within(await screen.findByRole('log', { name: 'پیام‌های گفتگو' }, PAGE_LOAD));

  it('shows the history, the other side and the time left, and connects to the session socket', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-21T08:30:00Z'));
    renderApp('/chats/cs_1');
    expect((await log()).getByText('سلام، در خدمتم.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سارا محمدی نیک' })).toBeInTheDocument();
    expect(screen.getByText('مشاور حقوقی')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'زمان باقی‌مانده ۳۰:۰۰' })).toBeInTheDocument();
    expect(screen.getByText('در حال اتصال…')).toBeInTheDocument();
    const socket = await sockets.latest();
    expect(socket.url).toBe('ws://localhost:3000/ws/chat/cs_1/consultant/?token=access-1');
    act(() => socket.open());
    await waitFor(() => expect(screen.queryByText('در حال اتصال…')).toBeNull());
  });

  it('marks my unread messages read when the room opens', async () => {
    renderApp('/chats/cs_1');
    const socket = await sockets.latest();
    act(() => socket.open());
    await waitFor(() => expect(socket.sentOfType('chat.read')).toHaveLength(1));
  });

  it('shows the other side typing, then their message live, once', async () => {
    renderApp('/chats/cs_1');
    const messages = await log();
    const socket = await sockets.latest();
    act(() => socket.open());
    act(() =>
      socket.receive({ type: 'user_typing', user: 'usr_consultant', user_name: 'سارا', is_typing: true }),
    );
    expect(await screen.findByText('سارا در حال نوشتن…')).toBeInTheDocument();
    act(() => socket.receive(messageFrame()));
    act(() => socket.receive(messageFrame()));
    expect(messages.getAllByText('مدارک را بفرستید.')).toHaveLength(1);
    expect(screen.queryByText('سارا در حال نوشتن…')).toBeNull();
  });

  it('sends over the socket, with typing first, and shows my message when the server echoes it', async () => {
    const user = userEvent.setup();
    renderApp('/chats/cs_1');
    const messages = await log();
    const socket = await sockets.latest();
    act(() => socket.open());
    await user.type(screen.getByRole('textbox', { name: 'متن پیام' }), 'سلام{Enter}');
    expect(socket.sentOfType('chat.typing')[0]).toEqual({ type: 'chat.typing', is_typing: true });
    expect(socket.sentOfType('chat.message')).toEqual([
      { type: 'chat.message', message: 'سلام', message_type: 'text', client_id: expect.any(String) },
    ]);
    expect(screen.getByRole('textbox', { name: 'متن پیام' })).toHaveValue('');
    expect(messages.getByRole('listitem', { name: 'پیام در انتظار ارسال' })).toHaveTextContent('سلام');
    const [sent] = socket.sentOfType('chat.message') as { client_id?: string }[];
    const clientId = sent?.client_id;
    act(() =>
      socket.receive(
        messageFrame({
          id: 'msg_mine',
          sender: clientUser.pid,
          sender_name: 'علی رضایی',
          message: 'سلام',
          client_id: clientId,
        }),
      ),
    );
    expect(messages.getByText('سلام')).toBeInTheDocument();
    expect(messages.queryByRole('listitem', { name: 'پیام در انتظار ارسال' })).toBeNull();
    expect(posted.filter((p) => p.path === '/api/chat/v1/messages/')).toEqual([]);
  });

  it('says it is reconnecting when the socket is down and sends by POST meanwhile', async () => {
    const user = userEvent.setup();
    renderApp('/chats/cs_1');
    const messages = await log();
    const socket = await sockets.latest();
    act(() => socket.drop(1006));
    expect(await screen.findByText(/در حال اتصال دوباره…/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'متن پیام' }), 'با روش جایگزین');
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    expect(await messages.findByText('با روش جایگزین')).toBeInTheDocument();
    expect(posted).toContainEqual({
      path: '/api/chat/v1/messages/',
      body: {
        chat_session: 'cs_1',
        content: 'با روش جایگزین',
        message_type: 'text',
        client_id: expect.any(String),
      },
    });
  });

  it('uploads a picked video through upload-video/, an image and a PDF through their own', async () => {
    const uploads: string[] = [];
    server.use(
      ...['upload-image', 'upload-video', 'upload-document'].map((endpoint) =>
        http.post(`/api/document/v1/${endpoint}/`, ({ request }) => {
          uploads.push(new URL(request.url).pathname);
          const pid = `upl_${endpoint}`;
          return HttpResponse.json({ result: { pid, pids: [pid], files: [], message: 'بارگذاری شد.' } });
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/chats/cs_1');
    await log();
    const picker = screen.getByTestId('chat-attach-input');
    const pick = async (name: string, type: string) => {
      const before = uploads.length;
      await user.upload(picker, new File([new Uint8Array([1, 2, 3])], name, { type }));
      await waitFor(() => expect(uploads).toHaveLength(before + 1), PAGE_LOAD);
    };
    await pick('جلسه.mp4', 'video/mp4');
    await pick('قرارداد.pdf', 'application/pdf');
    await pick('رسید.png', 'image/png');
    expect(uploads).toEqual([
      '/api/document/v1/upload-video/',
      '/api/document/v1/upload-document/',
      '/api/document/v1/upload-image/',
    ]);
  });

  it('ticks my messages read once the other side has read them', async () => {
    serve({ ...session, unread_consultant_messages: 1 }, [
      message({ pid: 'm1', sender: clientUser, content: 'اول', created_at: '2025-03-21T08:31:00Z' }),
      message({ pid: 'm2', sender: clientUser, content: 'دوم', created_at: '2025-03-21T08:32:00Z' }),
    ]);
    renderApp('/chats/cs_1');
    await log();
    expect(screen.getAllByRole('img', { name: 'خوانده شد' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'ارسال شد' })).toHaveLength(1);
    const socket = await sockets.latest();
    act(() => socket.open());
    act(() =>
      socket.receive({
        type: 'message_read',
        reader: 'usr_consultant',
        session: 'cs_1',
        side: 'consultant',
        unread_client_messages: 0,
        unread_consultant_messages: 0,
        read_at: '2025-03-21T08:33:00Z',
      }),
    );
    expect(screen.getAllByRole('img', { name: 'خوانده شد' })).toHaveLength(2);
  });

  it('asks before ending the session, then shows it ended and closes the message box', async () => {
    const user = userEvent.setup();
    renderApp('/chats/cs_1');
    await log();
    await user.click(screen.getByRole('button', { name: 'پایان گفتگو' }));
    const dialog = screen.getByRole('dialog', { name: 'پایان گفتگو' });
    await user.type(within(dialog).getByLabelText('علت (اختیاری)'), 'پاسخ گرفتم');
    await user.click(within(dialog).getByRole('button', { name: 'بله، پایان گفتگو' }));
    expect(await screen.findByText(/این گفتگو به پایان رسیده است/)).toBeInTheDocument();
    expect(posted).toContainEqual({
      path: '/api/chat/v1/sessions/cs_1/end-session/',
      body: { reason: 'پاسخ گرفتم' },
    });
    expect(screen.queryByRole('textbox', { name: 'متن پیام' })).toBeNull();
  });

  it('thanks the client for a rating with one toast, though the form is sent twice', async () => {
    const ended: ChatSession = { ...session, status: 'completed', status_label: 'پایان‌یافته', rating: null };
    serve(ended);
    const rated: unknown[] = [];
    server.use(
      http.post('/api/chat/v1/sessions/cs_1/rate/', async ({ request }) => {
        rated.push(await request.json());
        return HttpResponse.json(
          {
            result: {
              ...ended,
              rating: { rating: 5, comment: null, created_at: '2025-03-21T09:05:00Z' },
              message: 'از امتیاز شما سپاسگزاریم.',
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/chats/cs_1');
    const form = within(await screen.findByRole('form', { name: 'به این گفتگو امتیاز دهید' }, PAGE_LOAD));
    // jsdom lays nothing out, so a pointer over the stars reads no hovered star: pick the radio itself.
    fireEvent.click(form.getByRole('radio', { name: '۵ از ۵' }));
    await user.dblClick(form.getByRole('button', { name: 'ثبت امتیاز' }));

    expect(await screen.findByText('از امتیاز شما سپاسگزاریم.')).toBeInTheDocument();
    expect(screen.getAllByText('از امتیاز شما سپاسگزاریم.')).toHaveLength(1);
    expect(rated).toHaveLength(1);
  });

  it('sets the AI answers apart with their sources, and centres system messages', async () => {
    serve(aiSession, [
      message({
        pid: 's1',
        session: 'ai_1',
        sender: null,
        sender_name: '',
        is_system: true,
        content: 'گفتگو آغاز شد.',
      }),
      message({ pid: 'q1', session: 'ai_1', sender: clientUser, content: 'مهلت تجدیدنظر چند روز است؟' }),
      message({
        pid: 'a1',
        session: 'ai_1',
        sender: null,
        sender_name: 'دستیار',
        is_ai: true,
        content: 'مهلت تجدیدنظر برای اشخاص مقیم ایران بیست روز است.',
        citations: [{ pid: 'k1', title: 'مهلت تجدیدنظر', source: 'قانون آیین دادرسی مدنی، ماده ۳۳۶' }],
      }),
    ]);
    renderApp('/chats/ai_1');
    const messages = await log();
    const answer = messages.getByRole('listitem', { name: 'پاسخ دستیار هوشمند' });
    expect(within(answer).getByText('قانون آیین دادرسی مدنی، ماده ۳۳۶')).toBeInTheDocument();
    expect(within(answer).getByText('منابع پاسخ')).toBeInTheDocument();
    expect(messages.getByText('گفتگو آغاز شد.')).toBeInTheDocument();
    const socket = await sockets.latest();
    expect(socket.url).toContain('/ws/chat/ai_1/ai/');
    expect(screen.queryByRole('img', { name: 'ارسال شد' })).toBeNull();
  });

  it('says so when the session cannot be found', async () => {
    server.use(
      http.get('/api/chat/v1/sessions/nope/', () =>
        HttpResponse.json(
          { code: 'not_found', error_messages: { non_field_errors: ['یافت نشد.'] } },
          { status: 404 },
        ),
      ),
      http.get('/api/chat/v1/messages/session/nope/', () => HttpResponse.json(page([]))),
    );
    renderApp('/chats/nope');
    expect(
      await screen.findByText('این گفتگو یافت نشد یا دریافت آن ممکن نشد.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(sockets.sockets).toHaveLength(0);
  });
});
