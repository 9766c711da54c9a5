import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import {
  aiSession,
  chatRequest,
  clientProfile,
  consultantProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  session,
  signInAs,
} from '../test/chat-fixtures';
import { stubWebSocket } from '../test/socket-stub';

const allowance = {
  has_subscription: false,
  package: null,
  ends_at: null,
  ai_chats_per_month: 3,
  ai_chats_left: 2,
  ai_chat_time_limit_seconds: 360,
  cases: 5,
  included_sms: 0,
};

describe('the chats and the AI assistant', PAGE_TEST, () => {
  let created: unknown[];

  beforeEach(() => {
    created = [];
    stubWebSocket();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-21T08:36:00Z'));
    signInAs(clientProfile);
    server.use(
      http.get('/api/notification/v1/alarms/', () => HttpResponse.json(page([]))),
      http.get('/api/chat/v1/sessions/my-sessions/', () =>
        HttpResponse.json(
          page([
            { ...session, unread_count: 12 },
            { ...aiSession, status: 'completed', status_label: 'پایان‌یافته' },
          ]),
        ),
      ),
      http.get('/api/chat/v1/requests/', () =>
        HttpResponse.json(page([{ ...chatRequest, my_role: 'client' }])),
      ),
      http.get('/api/chat/v1/subscriptions/active/', () => HttpResponse.json({ result: allowance })),
      http.post('/api/chat/v1/ai/create-chat/', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ result: { ...aiSession, message: 'گفتگو آغاز شد.' } }, { status: 201 });
      }),
      http.get('/api/chat/v1/sessions/ai_1/', () => HttpResponse.json({ result: aiSession })),
      http.get('/api/chat/v1/messages/session/ai_1/', () => HttpResponse.json(page([]))),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists my sessions with unread badges in Persian digits, the last message and when', async () => {
    renderApp('/chats');
    const list = within(await screen.findByRole('list', { name: 'گفتگوهای من' }, PAGE_LOAD));
    const [consultantChat, aiChat] = list.getAllByRole('link');
    expect(consultantChat).toHaveAttribute('href', '/chats/cs_1');
    const first = within(consultantChat as HTMLElement);
    expect(first.getByRole('img', { name: '۱۲ پیام خوانده‌نشده' })).toHaveTextContent('۱۲');
    expect(first.getByText('سارا محمدی نیک: سلام، در خدمتم.')).toBeInTheDocument();
    expect(first.getByText('۵ دقیقه پیش')).toBeInTheDocument();
    const second = within(aiChat as HTMLElement);
    expect(second.getByText('پایان‌یافته')).toBeInTheDocument();
    expect(second.getByText('هنوز پیامی رد و بدل نشده است.')).toBeInTheDocument();
  });

  it('shows a client the chat requests still waiting, and withdraws one after asking', async () => {
    const cancelled: string[] = [];
    server.use(
      http.post('/api/chat/v1/requests/:pid/cancel/', ({ params }) => {
        cancelled.push(String(params.pid));
        return HttpResponse.json({
          result: { ...chatRequest, status: 'cancelled', message: 'درخواست لغو شد.' },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/chats');
    const waiting = within(
      await screen.findByRole('region', { name: 'درخواست‌های در انتظار پاسخ' }, PAGE_LOAD),
    );
    expect(waiting.getByText('درخواست گفتگو با سارا محمدی نیک، در انتظار پاسخ مشاور')).toBeInTheDocument();
    expect(waiting.getByText('درباره مهریه سؤال دارم.')).toBeInTheDocument();
    await user.click(waiting.getByRole('button', { name: 'انصراف' }));
    const dialog = within(screen.getByRole('dialog', { name: 'انصراف از درخواست گفتگو' }));
    expect(
      await dialog.findByText(/۵۰ سکه \(≈ ۵۰٬۰۰۰ تومان\) که نگه داشته شده بود به کیف پول شما بازمی‌گردد/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'بله، انصراف' }));
    await waitFor(() => expect(cancelled).toEqual(['cr_1']));
  });

  it('tells a consultant without sessions how they come', async () => {
    signInAs(consultantProfile);
    server.use(http.get('/api/chat/v1/sessions/my-sessions/', () => HttpResponse.json(page([]))));
    renderApp('/chats');
    expect(await screen.findByText('هنوز گفتگویی ندارید', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/وقتی درخواست گفتگویی را بپذیرید/)).toBeInTheDocument();
  });

  it('narrows the list to sessions with unread messages through sessions/?unread_only=true', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.get('/api/chat/v1/sessions/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('unread_only') ?? '');
        return HttpResponse.json(page([{ ...session, unread_count: 3 }]));
      }),
    );
    renderApp('/chats');
    expect(await screen.findByLabelText('۱۲ پیام خوانده‌نشده', {}, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'خوانده‌نشده' }));
    expect(await screen.findByLabelText('۳ پیام خوانده‌نشده')).toBeInTheDocument();
    expect(screen.queryByText('پایان‌یافته')).not.toBeInTheDocument();
    expect(asked).toEqual(['true']);

    server.use(http.get('/api/chat/v1/sessions/', () => HttpResponse.json(page([]))));
    await user.click(screen.getByRole('button', { name: 'همه' }));
    await user.click(screen.getByRole('button', { name: 'خوانده‌نشده' }));
    expect(await screen.findByText('پیام خوانده‌نشده‌ای ندارید')).toBeInTheDocument();
  });

  it('says what the assistant is not, shows the allowance, and opens a new AI chat in the room', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ai');
    expect(await screen.findByText(/جایگزین مشاوره با وکیل نیست/, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('۳ گفتگو در ماه')).toBeInTheDocument();
    expect(screen.getByText('۲ گفتگوی دیگر در این ماه برای شما مانده است.')).toBeInTheDocument();
    expect(screen.getByText('۶ دقیقه')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'شروع گفتگو با دستیار' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/ai_1'));
    expect(created).toEqual([{ title: 'مشاوره با هوش مصنوعی', ai_type: 'v' }]);
  });

  it('says when none of this month’s AI chats is left', async () => {
    server.use(
      http.get('/api/chat/v1/subscriptions/active/', () =>
        HttpResponse.json({ result: { ...allowance, ai_chats_left: 0 } }),
      ),
    );
    renderApp('/ai');
    expect(
      await screen.findByText(/گفتگوهای هوش مصنوعی این ماه شما تمام شده است/, {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it('offers a lawyer a subscription when this month’s AI chats are used up', async () => {
    signInAs(lawyerProfile);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/chat/v1/ai/create-chat/', () =>
        HttpResponse.json(
          {
            code: 'payment_required',
            error_messages: { error: 'سقف گفتگوی هوش مصنوعی این ماه پر شده است.' },
          },
          { status: 402 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/ai');
    await user.type(await screen.findByLabelText('عنوان گفتگو (اختیاری)', {}, PAGE_LOAD), 'مهریه');
    await user.click(screen.getByRole('button', { name: 'شروع گفتگو با دستیار' }));
    const message = await screen.findByText('سقف گفتگوی هوش مصنوعی این ماه پر شده است.', {
      selector: '[role="alert"] *',
    });
    const alert = message.closest('[role="alert"]') as HTMLElement;
    const link = within(alert).getByRole('link', { name: 'افزایش سهمیه با خرید اشتراک' });
    expect(link).toHaveAttribute('href', '/subscription');
  });

  it('sends a client to no office plan from the assistant', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/chat/v1/ai/create-chat/', () =>
        HttpResponse.json(
          {
            code: 'payment_required',
            error_messages: { error: 'سقف گفتگوی هوش مصنوعی این ماه پر شده است.' },
          },
          { status: 402 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/ai');
    await user.click(await screen.findByRole('button', { name: 'شروع گفتگو با دستیار' }, PAGE_LOAD));
    await screen.findByText('سقف گفتگوی هوش مصنوعی این ماه پر شده است.', { selector: '[role="alert"] *' });
    expect(screen.queryByRole('link', { name: /خرید اشتراک/ })).not.toBeInTheDocument();
  });
});
