import { render, screen, within } from '@testing-library/react';
import type { ChatCitation, DeadlineResult } from '@vakilyar/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeadlineOutcome } from '@/features/calendar/components/deadline-outcome';
import { Citations } from '@/features/chat/components/citations';

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

  it('names the articles a deadline rests on under the calculator’s result', () => {
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
      <MemoryRouter>
        <DeadlineOutcome outcome={outcome}>{null}</DeadlineOutcome>
      </MemoryRouter>,
    );
    const basis = screen.getByRole('region', { name: 'مستند قانونی' });
    expect(within(basis).getByRole('link', { name: 'ماده ۳۳۶ قانون آیین دادرسی مدنی' })).toHaveAttribute(
      'href',
      '/laws/civil-procedure/336',
    );
    expect(within(basis).getByRole('link', { name: 'ماده ۴۴۳ قانون آیین دادرسی مدنی' })).toBeInTheDocument();
  });
});
