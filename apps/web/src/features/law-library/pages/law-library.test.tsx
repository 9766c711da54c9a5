import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseItem, pageOf, signInAs } from '@/features/cases/test/office-fixtures';
import { answerSiteInfo } from '@/features/content/testing/content-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { article1130, civilCode, civilCodeListItem, hit1130, pinned } from '../test/law-fixtures';

const PAGE = { timeout: 15_000 };

describe('the law library', () => {
  let searches: URLSearchParams[];
  let pins: unknown[];

  beforeEach(() => {
    searches = [];
    pins = [];
    answerSiteInfo();
    server.use(
      http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
      http.get('/api/law/v1/laws/', () => HttpResponse.json({ result: [civilCodeListItem] })),
      http.get('/api/law/v1/laws/civil-code/', () => HttpResponse.json({ result: civilCode })),
      http.get('/api/law/v1/laws/civil-code/articles/1130/', () =>
        HttpResponse.json({ result: article1130 }),
      ),
      http.get('/api/law/v1/laws/civil-code/articles/9999/', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'ماده یافت نشد.' } }, { status: 404 }),
      ),
      http.get('/api/law/v1/search/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        searches.push(params);
        const reference = params.get('q')?.includes('۱۱۳۰') ? hit1130 : null;
        return HttpResponse.json({
          result: {
            reference,
            reference_read_as: reference ? { law: 'civil-code', article: '1130' } : null,
            count: 1,
            results: [hit1130],
          },
        });
      }),
      http.post('/api/law/v1/cases/case_1/articles/', async ({ request }) => {
        pins.push(await request.json());
        return HttpResponse.json(
          {
            result: {
              article: hit1130,
              note: null,
              pinned_by: 'مریم احمدی',
              pinned_at: '2026-11-20T08:30:00Z',
              message: 'ماده سنجاق شد.',
            },
          },
          { status: 201 },
        );
      }),
    );
  });

  it('lists the laws for a visitor and finds an article by words', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/laws');
    const card = await screen.findByRole('article', { name: 'قانون مدنی' }, PAGE);
    expect(within(card).getByText('متن تا ۱۳۹۱')).toBeInTheDocument();
    expect(within(card).getByText('۱٬۳۳۵ ماده')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'جستجو در قوانین' }), 'عسر و حرج');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    const link = await screen.findByRole('link', { name: /ماده ۱۱۳۰ قانون مدنی/ });
    expect(link).toHaveAttribute('href', '/laws/civil-code/1130');
    expect(within(link).getByText('ممکن است اصلاح شده باشد')).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=');
    expect(searches.at(-1)?.get('q')).toBe('عسر و حرج');
  }, 40_000);

  it('puts the article a reference names first', async () => {
    renderApp(`/laws?q=${encodeURIComponent('ماده ۱۱۳۰ مدنی')}`);
    const reference = await screen.findByRole('region', { name: 'ماده‌ای که نام بردید' }, PAGE);
    expect(within(reference).getByRole('link', { name: /ماده ۱۱۳۰ قانون مدنی/ })).toBeInTheDocument();
  }, 40_000);

  it('renders a heading’s articles only once it is opened, and opens the way to `?open=`', async () => {
    const user = userEvent.setup();
    const view = renderApp('/laws/civil-code');
    const toc = await screen.findByRole('navigation', { name: 'فهرست قانون مدنی' }, PAGE);
    expect(within(toc).queryByRole('link', { name: 'ماده ۱۱۳۰' })).not.toBeInTheDocument();
    const volume = within(toc).getByRole('button', { name: /جلد دوم - در اشخاص/ });
    expect(volume).toHaveAttribute('aria-expanded', 'false');
    await user.click(volume);
    await user.click(within(toc).getByRole('button', { name: /کتاب هفتم/ }));
    expect(within(toc).getByRole('link', { name: 'ماده ۱۱۳۰' })).toHaveAttribute(
      'href',
      '/laws/civil-code/1130',
    );
    view.unmount();

    renderApp('/laws/civil-code?open=1130');
    const opened = await screen.findByRole('navigation', { name: 'فهرست قانون مدنی' }, PAGE);
    expect(within(opened).getByRole('link', { name: 'ماده ۱۱۳۰' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(within(opened).queryByRole('link', { name: 'ماده ۱۱' })).not.toBeInTheDocument();
  }, 40_000);

  it('shows an article with its note, date, source, amended mark and neighbours, and copies its citation', async () => {
    const user = userEvent.setup();
    renderApp('/laws/civil-code/1130');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ماده ۱۱۳۰ قانون مدنی' }, PAGE),
    ).toBeInTheDocument();
    expect(screen.getByText(/عسر و حرج موضوع این ماده/)).toBeInTheDocument();
    expect(screen.getByText('ممکن است اصلاح شده باشد')).toBeInTheDocument();
    expect(screen.getByText('متن تا ۱۳۹۱')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'okelot/IranLaw@6d0ca96' })).toHaveAttribute(
      'href',
      expect.stringContaining('github.com/okelot/IranLaw/blob/6d0ca96'),
    );
    const neighbours = screen.getByRole('navigation', { name: 'مواد همسایه' });
    expect(within(neighbours).getByRole('link', { name: /ماده پیشین/ })).toHaveAttribute(
      'href',
      '/laws/civil-code/1129',
    );
    expect(within(neighbours).getByRole('link', { name: /ماده پسین/ })).toHaveAttribute(
      'href',
      '/laws/civil-code/1131',
    );
    // A visitor may read and copy, not pin.
    expect(screen.queryByRole('button', { name: 'سنجاق به پرونده' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'رونوشت ارجاع' }));
    expect(await navigator.clipboard.readText()).toBe('ماده ۱۱۳۰ قانون مدنی');
  }, 40_000);

  it('says so when the library does not hold the article', async () => {
    renderApp('/laws/civil-code/9999');
    expect(await screen.findByText('این ماده در کتابخانه نیست.', undefined, PAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فهرست این قانون' })).toHaveAttribute('href', '/laws/civil-code');
  }, 40_000);

  it('lets a lawyer pin the article to a case', async () => {
    const user = userEvent.setup();
    signInAs();
    server.use(
      http.get('/api/lawyer-office/v1/cases/', () =>
        HttpResponse.json({
          result: {
            count: 1,
            next: null,
            previous: null,
            results: [{ pid: 'case_1', title: 'طلاق به درخواست زوجه', case_number: null }],
          },
        }),
      ),
    );
    renderApp('/laws/civil-code/1130');
    await user.click(await screen.findByRole('button', { name: 'سنجاق به پرونده' }, PAGE));
    const dialog = await screen.findByRole('dialog', { name: /سنجاق «ماده ۱۱۳۰ قانون مدنی» به پرونده/ });
    await user.click(within(dialog).getByRole('button', { name: 'سنجاق کن' }));
    expect(within(dialog).getByText('پرونده را برگزینید.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'پرونده' }));
    await user.click(await screen.findByRole('option', { name: 'طلاق به درخواست زوجه' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'یادداشت (اختیاری)' }), 'مستند دادخواست');
    await user.click(within(dialog).getByRole('button', { name: 'سنجاق کن' }));
    await waitFor(() =>
      expect(pins).toEqual([{ law: 'civil-code', article: '1130', note: 'مستند دادخواست' }]),
    );
    expect(await screen.findByText('ماده به پرونده سنجاق شد.')).toBeInTheDocument();
  }, 40_000);

  it('lets an admin correct the text with a reason, and shows the history kept', async () => {
    const user = userEvent.setup();
    signInAs({ ...lawyerProfile, pid: 'usr_admin', roles: ['admin'] });
    const corrections: unknown[] = [];
    const history = [
      {
        pid: 'cor_1',
        previous_text: 'متن پیشین ماده',
        previous_notes: [],
        text: article1130.text,
        notes: article1130.notes,
        reason: 'اصلاحی ۱۳۸۱ بر پایه روزنامه رسمی',
        corrected_by: 'نرگس احمدی',
        created_at: '2026-11-20T08:30:00Z',
      },
    ];
    server.use(
      http.patch('/api/admin/v1/laws/civil-code/articles/1130/', async ({ request }) => {
        corrections.push(await request.json());
        return HttpResponse.json({
          result: { ...article1130, text: 'متن اصلاح‌شده', corrected: true, message: 'متن ماده اصلاح شد.' },
        });
      }),
      http.get('/api/admin/v1/laws/civil-code/articles/1130/history/', () =>
        HttpResponse.json({ result: { count: 1, next: null, previous: null, results: history } }),
      ),
    );
    renderApp('/laws/civil-code/1130');
    const kept = await screen.findByRole('region', { name: 'سابقه اصلاحات' }, PAGE);
    expect(await within(kept).findByText('اصلاحی ۱۳۸۱ بر پایه روزنامه رسمی')).toBeInTheDocument();
    expect(within(kept).getByText('متن پیشین ماده')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'اصلاح متن ماده' }));
    const dialog = await screen.findByRole('dialog', { name: /اصلاح متن «ماده ۱۱۳۰ قانون مدنی»/ });
    const body = within(dialog).getByRole('textbox', { name: 'متن ماده' });
    await user.clear(body);
    await user.type(body, 'متن اصلاح‌شده');
    await user.type(within(dialog).getByRole('textbox', { name: 'دلیل اصلاح' }), 'اصلاحی ۱۳۸۷');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت اصلاح' }));
    await waitFor(() =>
      expect(corrections).toEqual([
        expect.objectContaining({ text: 'متن اصلاح‌شده', reason: 'اصلاحی ۱۳۸۷', notes: article1130.notes }),
      ]),
    );
    expect(await screen.findByText('متن اصلاح‌شده')).toBeInTheDocument();
  }, 40_000);

  it('lists a case’s pinned articles on its page, and unpins one', async () => {
    const user = userEvent.setup();
    signInAs();
    const removed: string[] = [];
    let pins = [pinned];
    server.use(
      http.get('/api/lawyer-office/v1/cases/case_1/', () => HttpResponse.json({ result: caseItem })),
      http.get('/api/court-calendar/v1/events/', () => HttpResponse.json(pageOf([]))),
      http.get('/api/court-notification/v1/court-notifications/', () => HttpResponse.json(pageOf([]))),
      http.get('/api/law/v1/cases/case_1/articles/', () => HttpResponse.json({ result: pins })),
      http.delete('/api/law/v1/cases/case_1/articles/:law/:article/', ({ params }) => {
        removed.push(`${params.law}/${params.article}`);
        pins = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/cases/case_1?tab=laws');
    const section = await screen.findByRole('region', { name: 'مواد قانونی پرونده' }, PAGE);
    const link = await within(section).findByRole('link', { name: 'ماده ۱۱۳۰ قانون مدنی' });
    expect(link).toHaveAttribute('href', '/laws/civil-code/1130');
    expect(within(section).getByText('مستند دادخواست طلاق')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'برداشتن سنجاق ماده ۱۱۳۰ قانون مدنی' }));
    expect(await within(section).findByText('هنوز ماده‌ای به این پرونده سنجاق نشده است.')).toBeInTheDocument();
    expect(removed).toEqual(['civil-code/1130']);
  }, 40_000);
});
