import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { answerSiteInfo, faq, PAGE_LOAD, PAGE_TEST, page } from '../testing/content-fixtures';

describe('the FAQ pages', PAGE_TEST, () => {
  let searches: URLSearchParams[];

  beforeEach(() => {
    searches = [];
    answerSiteInfo();
    server.use(
      http.get('/api/common/v1/frequently-questions/categories/', () =>
        HttpResponse.json({
          result: [{ pid: 'fc_money', title: 'امور مالی', sort_order: 1, faqs_count: 3 }],
        }),
      ),
      http.get('/api/common/v1/frequently-questions/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        searches.push(params);
        return HttpResponse.json(page(params.get('search') === 'ناموجود' ? [] : [faq]));
      }),
    );
  });

  it('searches once typing pauses, with Arabic letters and Persian digits normalized', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    expect(
      await screen.findByText('چگونه کیف پول خود را شارژ کنم؟', undefined, PAGE_LOAD),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'جستجو در پرسش‌ها' }), 'كيف پول ۲');

    await waitFor(() => expect(searches.at(-1)?.get('search')).toBe('کیف پول 2'));
    // One call for the page, one for the whole typed text: none for each key.
    expect(searches.filter((params) => params.has('search'))).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'جستجو در پرسش‌ها' })).toHaveValue('كيف پول ۲');
  });

  it('filters by a category chip and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/faq?search=ناموجود');
    expect(await screen.findByText('پرسشی یافت نشد.', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پرسش خود را بفرستید' })).toHaveAttribute('href', '/contact');

    await user.click(await screen.findByRole('button', { name: 'امور مالی (۳)' }));
    await waitFor(() => expect(searches.at(-1)?.get('category')).toBe('fc_money'));
    expect(screen.getByRole('button', { name: 'امور مالی (۳)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens one question on a page of its own, and says so when it is gone', async () => {
    server.use(
      http.get('/api/common/v1/frequently-questions/faq_1/', () => HttpResponse.json({ result: faq })),
      http.get('/api/common/v1/frequently-questions/faq_gone/', () =>
        HttpResponse.json(
          { code: 'not_found', error_messages: { non_field_errors: ['یافت نشد.'] } },
          { status: 404 },
        ),
      ),
    );
    const shown = renderApp('/faq/faq_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'چگونه کیف پول خود را شارژ کنم؟' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('به‌روزرسانی: ۱ فروردین ۱۴۰۴')).toBeInTheDocument();
    shown.unmount();

    renderApp('/faq/faq_gone');
    expect(
      await screen.findByText('این پرسش یافت نشد یا دیگر نمایش داده نمی‌شود.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
