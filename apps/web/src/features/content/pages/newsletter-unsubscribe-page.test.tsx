import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { answerSiteInfo, PAGE_LOAD, PAGE_TEST } from '../testing/content-fixtures';

const UNSUBSCRIBE = '/api/common/v1/newsletter/unsubscribe/';
const UNSUBSCRIBED = 'درخواست لغو عضویت شما در خبرنامه ثبت شد.';

/** The page's own form (the footer has the subscribe form's address field too). */
const findForm = async () =>
  within(await screen.findByRole('form', { name: 'لغو عضویت در خبرنامه' }, PAGE_LOAD));

describe('leaving the newsletter', PAGE_TEST, () => {
  let sent: unknown[];

  beforeEach(() => {
    sent = [];
    answerSiteInfo();
    server.use(
      http.post(UNSUBSCRIBE, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ result: { message: UNSUBSCRIBED } });
      }),
    );
  });

  it('is reached from under the footer’s newsletter form', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/contact');
    const footer = within(await screen.findByRole('contentinfo', {}, PAGE_LOAD));
    await user.click(footer.getByRole('link', { name: 'لغو عضویت در خبرنامه' }));
    expect(
      await screen.findByRole('heading', { name: 'لغو عضویت در خبرنامه', level: 1 }, PAGE_LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/newsletter/unsubscribe');
  });

  it('takes the address of the e-mail’s link and confirms in the server’s words', async () => {
    const user = userEvent.setup();
    renderApp('/newsletter/unsubscribe?email=Sara%40Example.com');
    const form = await findForm();
    expect(form.getByRole('textbox', { name: 'نشانی ایمیل' })).toHaveValue('Sara@Example.com');
    await user.click(form.getByRole('button', { name: 'لغو عضویت' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(UNSUBSCRIBED);
    expect(screen.queryByRole('form', { name: 'لغو عضویت در خبرنامه' })).toBeNull();
    // Sent as typed, like the subscribe form's: the contract's schema lower-cases it on the server.
    expect(sent).toEqual([{ email: 'Sara@Example.com' }]);
  });

  it('refuses an address that is not one before asking the server', async () => {
    const user = userEvent.setup();
    renderApp('/newsletter/unsubscribe');
    const form = await findForm();
    await user.type(form.getByRole('textbox', { name: 'نشانی ایمیل' }), 'sara@');
    await user.click(form.getByRole('button', { name: 'لغو عضویت' }));
    expect(await form.findByText('نشانی ایمیل معتبر نیست.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says why when the server refuses, and keeps the form', async () => {
    const throttled = 'درخواست‌های شما بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.';
    server.use(
      http.post(UNSUBSCRIBE, () =>
        HttpResponse.json(
          { code: 'throttled', detail: throttled, retry_after: 60 },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/newsletter/unsubscribe?email=sara@example.com');
    const form = await findForm();
    await user.click(form.getByRole('button', { name: 'لغو عضویت' }));
    expect(await form.findByText(throttled)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'نشانی ایمیل' })).toHaveValue('sara@example.com');
  });
});
