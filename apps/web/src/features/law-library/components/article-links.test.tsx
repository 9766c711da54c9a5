import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ChatCitation, DeadlineResult } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { DeadlineOutcome } from '@/features/calendar/components/deadline-outcome';
import { Citations } from '@/features/chat/components/citations';
import { server } from '@/test/msw-server';
import { civilCode } from '../test/law-fixtures';

describe('links to the library from elsewhere', () => {
  it('links an AI answer’s article sources to their pages and leaves a Q&A entry plain', () => {
    const citations: ChatCitation[] = [
      {
        pid: 'c1',
        title: 'ماده ۱۱ قانون نحوه اجرای محکومیت‌های مالی',
        source: 'قانون نحوه اجرای محکومیت‌های مالی، متن تا ۱۳۹۴',
        article: { law: 'financial-convictions', article: '11' },
      },
      { pid: 'c2', title: 'مهلت تجدیدنظر', source: 'پایگاه دانش وکیل‌یار', article: null },
    ];
    render(
      <MemoryRouter>
        <Citations citations={citations} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'منابع پاسخ' });
    expect(
      within(list).getByRole('link', { name: 'ماده ۱۱ قانون نحوه اجرای محکومیت‌های مالی' }),
    ).toHaveAttribute('href', '/laws/financial-convictions/11');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByText('پایگاه دانش وکیل‌یار')).toBeInTheDocument();
  });

  it('links the articles a deadline rests on, and names those the library lacks', async () => {
    const held = ['306', '443', '444', '445'].map((slug) => ({ slug, number: slug }));
    server.use(
      http.get('/api/law/v1/laws/civil-procedure/', () =>
        HttpResponse.json({
          result: { ...civilCode, slug: 'civil-procedure', toc: { title: '', articles: held, children: [] } },
        }),
      ),
    );
    const outcome: DeadlineResult = {
      served_on: '2026-11-01',
      rule: 'appeal',
      rule_label: 'تجدیدنظرخواهی (۲۰ روز)',
      days: 20,
      deadline: '2026-11-21',
      skipped_days: [],
      explanation: 'مهلت از فردای ابلاغ شمرده می‌شود.',
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DeadlineOutcome outcome={outcome}>{null}</DeadlineOutcome>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const basis = screen.getByRole('region', { name: 'مستند قانونی' });
    expect(await within(basis).findByText('(در کتابخانه نیست)')).toBeInTheDocument();
    expect(within(basis).queryByRole('link', { name: /ماده ۳۳۶/ })).not.toBeInTheDocument();
    expect(within(basis).getByRole('link', { name: 'ماده ۴۴۳ قانون آیین دادرسی مدنی' })).toHaveAttribute(
      'href',
      '/laws/civil-procedure/443',
    );
  });
});
