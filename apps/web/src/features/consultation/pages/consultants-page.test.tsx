import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientProfile, PAGE_LOAD, PAGE_TEST, page, signInAs } from '@/features/chat/test/chat-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { busyConsultant, consultant, consultation } from '../test/consultation-fixtures';

describe('the consultants page', PAGE_TEST, () => {
  let searches: URLSearchParams[];
  let posted: { path: string; body: unknown }[];

  beforeEach(() => {
    sessionStorage.clear();
    searches = [];
    posted = [];
    signInAs(clientProfile);
    server.use(
      http.get('/api/consultation/v1/consultants/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        searches.push(query);
        return HttpResponse.json(page(query.get('available') ? [consultant] : [consultant, busyConsultant]));
      }),
      http.get('/api/notification/v1/alarms/', () => HttpResponse.json(page([]))),
      http.get('/api/chat/v1/sessions/my-sessions/', () => HttpResponse.json(page([]))),
      http.get('/api/chat/v1/requests/', () => HttpResponse.json(page([]))),
      http.post('/api/consultation/v1/consultations/request/', async ({ request }) => {
        posted.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(
          { result: { ...consultation, message: 'درخواست ثبت شد.' } },
          { status: 201 },
        );
      }),
      http.get('/api/consultation/v1/consultations/con_1/', () =>
        HttpResponse.json({ result: consultation }),
      ),
    );
  });

  const cards = async () => screen.findAllByRole('article', {}, PAGE_LOAD);

  it('shows each consultant with specialties, fees in coins, availability and rating', async () => {
    renderApp('/consultants');
    const [first, second] = await cards();
    const card = within(first as HTMLElement);
    expect(card.getByRole('heading', { name: 'سارا محمدی نیک' })).toBeInTheDocument();
    expect(card.getByText('خانواده')).toBeInTheDocument();
    expect(card.getByText('قراردادها')).toBeInTheDocument();
    expect(await card.findByText('۵۰ سکه (≈ ۵۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(card.getByText('۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(card.getByText('در دسترس')).toBeInTheDocument();
    expect(card.getByText('۴٫۵ از ۵ (۱۸ نظر)')).toBeInTheDocument();
    expect(card.getByText('۱۲ سال سابقه')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('فعلاً در دسترس نیست')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('هنوز امتیازی ندارد')).toBeInTheDocument();
  });

  it('asks the server for the chosen specialty and only available consultants', async () => {
    const user = userEvent.setup();
    renderApp('/consultants');
    await cards();
    await user.click(screen.getByRole('combobox', { name: 'تخصص' }));
    await user.click(screen.getByRole('option', { name: 'خانواده' }));
    await user.click(screen.getByRole('switch', { name: 'فقط مشاوران در دسترس' }));
    await waitFor(() => expect(searches.at(-1)?.get('available')).toBe('true'));
    expect(searches.at(-1)?.get('specialty')).toBe('family');
    expect(searches.at(-1)?.get('page')).toBe('1');
  });

  it('requests a chat from the sheet and shows the shortfall with a way to the wallet on a 402', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/chat/v1/requests/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'payment_required', error_messages: { error: 'موجودی کیف پول شما ۱۰ سکه کم است.' } },
          { status: 402 },
        );
      }),
    );
    renderApp('/consultants');
    await cards();
    await user.click(screen.getByRole('button', { name: 'مشاهده و درخواست از سارا محمدی نیک' }));
    const sheet = screen.getByRole('dialog', { name: 'سارا محمدی نیک' });
    await user.click(within(sheet).getByRole('button', { name: 'درخواست گفتگو' }));
    await user.type(within(sheet).getByLabelText(/پیام شما به مشاور/), 'درباره مهریه سؤال دارم.');
    await user.click(within(sheet).getByRole('button', { name: 'ارسال درخواست گفتگو' }));
    expect(await within(sheet).findByRole('link', { name: 'شارژ کیف پول' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    expect(within(sheet).getByText('موجودی کیف پول شما ۱۰ سکه کم است.')).toBeInTheDocument();
    expect(bodies).toEqual([{ consultant: 'usr_consultant', message: 'درباره مهریه سؤال دارم.' }]);

    // The way to the wallet keeps the question for this consultant and the way back to it after the top-up.
    await user.click(within(sheet).getByRole('link', { name: 'شارژ کیف پول' }));
    const draft = JSON.parse(sessionStorage.getItem('vakilyar:draft:chat-request') ?? 'null');
    expect(draft).toMatchObject({
      consultant: { pid: 'usr_consultant' },
      message: 'درباره مهریه سؤال دارم.',
    });
    expect(JSON.parse(sessionStorage.getItem('vakilyar:pay-difference:return') ?? 'null')).toEqual({
      form: 'chat-request',
      path: '/consultants',
    });
  });

  it('sends a chat request and goes to the chats, where it waits', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/chat/v1/requests/', () =>
        HttpResponse.json({ result: { pid: 'cr_1', message: 'درخواست فرستاده شد.' } }, { status: 201 }),
      ),
    );
    const { router } = renderApp('/consultants');
    await cards();
    await user.click(screen.getByRole('button', { name: 'مشاهده و درخواست از سارا محمدی نیک' }));
    const sheet = screen.getByRole('dialog', { name: 'سارا محمدی نیک' });
    await user.click(within(sheet).getByRole('button', { name: 'درخواست گفتگو' }));
    await user.type(within(sheet).getByLabelText(/پیام شما به مشاور/), 'سلام');
    await user.click(within(sheet).getByRole('button', { name: 'ارسال درخواست گفتگو' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
  });

  it('requests a consultation with subject, description and kind, then opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/consultants');
    await cards();
    await user.click(screen.getByRole('button', { name: 'مشاهده و درخواست از سارا محمدی نیک' }));
    const sheet = screen.getByRole('dialog', { name: 'سارا محمدی نیک' });
    await user.click(within(sheet).getByRole('button', { name: 'درخواست مشاوره' }));
    await user.type(within(sheet).getByLabelText(/موضوع مشاوره/), 'مطالبه مهریه');
    await user.type(within(sheet).getByLabelText(/شرح مسئله/), 'همسرم از پرداخت مهریه خودداری می‌کند.');
    await user.click(within(sheet).getByRole('combobox', { name: 'نوع مشاوره' }));
    await user.click(screen.getByRole('option', { name: 'حضوری' }));
    await user.click(within(sheet).getByRole('button', { name: 'ارسال درخواست مشاوره' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultations/con_1'));
    expect(posted).toEqual([
      {
        path: '/api/consultation/v1/consultations/request/',
        body: {
          consultant: 'usr_consultant',
          subject: 'مطالبه مهریه',
          description: 'همسرم از پرداخت مهریه خودداری می‌کند.',
          kind: 'in_person',
        },
      },
    ]);
  });

  it('keeps the requests closed for a consultant who is not available', async () => {
    const user = userEvent.setup();
    renderApp('/consultants');
    await cards();
    await user.click(screen.getByRole('button', { name: 'مشاهده و درخواست از رضا کریمی' }));
    const sheet = screen.getByRole('dialog', { name: 'رضا کریمی' });
    expect(within(sheet).getByRole('button', { name: 'درخواست گفتگو' })).toBeDisabled();
    expect(within(sheet).getByText(/فعلاً درخواست تازه نمی‌پذیرد/)).toBeInTheDocument();
  });

  it('says when no consultant is listed yet, or none matches the filters', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/consultation/v1/consultants/', () => HttpResponse.json(page([]))));
    renderApp('/consultants');
    expect(await screen.findByText('هنوز مشاوری در فهرست نیست', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پرسش از دستیار هوشمند' })).toHaveAttribute('href', '/ai');
    await user.click(screen.getByRole('switch', { name: 'فقط مشاوران در دسترس' }));
    expect(await screen.findByText('مشاوری یافت نشد')).toBeInTheDocument();
  });
});
