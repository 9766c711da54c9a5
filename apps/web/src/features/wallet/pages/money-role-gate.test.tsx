import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const secretaryProfile = { ...lawyerProfile, pid: 'usr_secretary', roles: ['secretary' as const] };

describe('a secretary on the money pages', PAGE_TEST, () => {
  let moneyCalls: string[];
  beforeEach(() => {
    moneyCalls = [];
    signInAs(secretaryProfile);
    // Any money request is recorded (and refused, as the server would): the page must not make one.
    server.use(
      http.all(/\/api\/(wallet|subscription|sms|payment)\//, ({ request }) => {
        moneyCalls.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 'permission_denied', error_messages: {} }, { status: 403 });
      }),
    );
  });

  it.each(['/wallet', '/subscription', '/sms-credit'])(
    '%s says whose it is, with no purchase button',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText('این بخش برای نقش شما نیست', {}, PAGE_LOAD)).toBeInTheDocument();
      expect(screen.getByText(/در اختیار وکیل دفتر است/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /خرید|پرداخت|اشتراک/ })).toBeNull();
      expect(screen.queryByText('خطایی رخ داد.')).toBeNull();
      expect(moneyCalls.filter((call) => !call.includes('balance'))).toEqual([]);
    },
  );
});
