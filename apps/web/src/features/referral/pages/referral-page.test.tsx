import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerShell, generalSettings } from '@/features/content/testing/content-fixtures';
import { PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const LINK = 'https://vakilyar.ir/login?ref=MARYAM24';

describe('the referral page', PAGE_TEST, () => {
  beforeEach(() => {
    signInAs(lawyerProfile);
    answerShell();
    server.use(
      http.get('/api/referral/v1/link/share/', () =>
        HttpResponse.json({
          result: {
            code: 'MARYAM24',
            link: LINK,
            share_text: `مریم احمدی شما را به وکیل‌یار دعوت کرده است: ${LINK}`,
            referred_count: 3,
          },
        }),
      ),
      http.get('/api/setting/v1/general/', () => HttpResponse.json({ result: generalSettings })),
    );
  });

  it('copies the share link and says so', async () => {
    const user = userEvent.setup();
    renderApp('/referral');

    expect(await screen.findByRole('textbox', { name: 'پیوند دعوت شما' }, PAGE_LOAD)).toHaveValue(LINK);
    await user.click(screen.getByRole('button', { name: 'رونوشت پیوند' }));

    expect(await screen.findByText('پیوند دعوت رونوشت شد.')).toBeInTheDocument();
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));
  });

  it('shows the code, the people referred and the reward from general settings', async () => {
    renderApp('/referral');
    expect(await screen.findByText('MARYAM24', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('۳ نفر')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'هر کس با پیوند شما ثبت‌نام کند، پس از نخستین پرداخت موفق او ۵۰ سکه (≈ ۵۰٬۰۰۰ تومان) به کیف پول شما افزوده می‌شود.',
      ),
    ).toBeInTheDocument();
  });
});
