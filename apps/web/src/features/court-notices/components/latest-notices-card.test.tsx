import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { imageNotice, LOAD, pageOf, signInAs } from '../test/notice-fixtures';
import { LatestNoticesCard } from './latest-notices-card';

function renderCard() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: LatestNoticesCard }])} />
    </AppProviders>,
  );
}

describe('the latest notices card', () => {
  it('asks for the five newest unread notices and links each', async () => {
    let asked: URL | undefined;
    signInAs();
    server.use(
      http.get('/api/court-notification/v1/court-notifications/', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json(pageOf([imageNotice]));
      }),
    );
    renderCard();
    const list = within(await screen.findByRole('list', { name: 'ابلاغیه‌های تازه' }, LOAD));
    expect(list.getByRole('link', { name: /احضاریه متهم/ })).toHaveAttribute('href', '/court-notices/cn_1');
    expect(list.getByText('احضاریه، ابلاغ: ۱۲ مرداد ۱۴۰۳')).toBeInTheDocument();
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      page: '1',
      page_size: '5',
      is_read: 'false',
    });
    expect(screen.getByRole('link', { name: 'همه ابلاغیه‌ها' })).toHaveAttribute('href', '/court-notices');
  });

  it('says when nothing is unread', async () => {
    signInAs();
    server.use(
      http.get('/api/court-notification/v1/court-notifications/', () => HttpResponse.json(pageOf([]))),
    );
    renderCard();
    expect(await screen.findByText('ابلاغیه خوانده‌نشده‌ای ندارید.', {}, LOAD)).toBeInTheDocument();
  });
});
