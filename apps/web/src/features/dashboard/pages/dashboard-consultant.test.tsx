import { screen, within } from '@testing-library/react';
import { setHours } from 'date-fns-jalali';
import { describe, expect, it } from 'vitest';
import { chatRequest } from '@/features/chat/test/chat-fixtures';
import { consultation, settings } from '@/features/consultation/test/consultation-fixtures';
import { PAGE_TEST } from '@/features/payments/testing/money-fixtures';
import { fromOfficeWall, officeToday } from '@/lib/format/office-time';
import { lawyerProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { FIRST_LOAD, serveDashboard } from '../test/dashboard-api';

const consultant = { ...lawyerProfile, roles: ['consultant' as const] };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the consultant dashboard', PAGE_TEST, () => {
  it('lists the requests waiting for an answer, the one running out first on top, with its countdown', async () => {
    serveDashboard(consultant, {
      chatRequests: [{ ...chatRequest, title: 'پرسش درباره مهریه', expires_at: inMinutes(150) }],
      pendingConsultations: [{ ...consultation, subject: 'تنظیم قرارداد اجاره', expires_at: inMinutes(20) }],
    });
    renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'درخواست‌های در انتظار پاسخ' }, FIRST_LOAD));
    const [first, second] = await card.findAllByRole('link', { name: /^(پرسش|تنظیم)/ });
    expect(first).toHaveTextContent('تنظیم قرارداد اجاره');
    expect(first).toHaveTextContent(/(۱۹|۲۰) دقیقه تا پایان مهلت پاسخ/);
    expect(first).toHaveTextContent('مشاوره، از علی رضایی');
    expect(second).toHaveTextContent('پرسش درباره مهریه');
    expect(second).toHaveTextContent(/۲ ساعت و (۲۹|۳۰) دقیقه تا پایان مهلت پاسخ/);
    expect(card.getByText('۲ مورد')).toBeInTheDocument();
  });

  it('shows today’s consultations by time, the balance, the shares waiting with their payout time, and the last earnings', async () => {
    const at = (hour: number) => fromOfficeWall(setHours(officeToday(), hour)).toISOString();
    const accepted = { ...consultation, status: 'accepted' as const, my_role: 'consultant' as const };
    const asked = serveDashboard(consultant, {
      consultations: [
        { ...accepted, pid: 'con_b', subject: 'دعوای ملکی', scheduled_at: at(16) },
        { ...accepted, pid: 'con_a', subject: 'طلاق توافقی', scheduled_at: at(9) },
        {
          ...accepted,
          pid: 'con_c',
          subject: 'جلسه هفته بعد',
          scheduled_at: new Date(Date.now() + 8 * 86_400_000).toISOString(),
        },
      ],
      wallet: { balance: 1250, held: 300, total: 1550, total_in: 2000, total_out: 450 },
      pendingEarnings: [
        {
          pid: 'hold_1',
          source: 'chat',
          payer_name: 'مریم کاظمی',
          share: 40,
          payout_due_at: '2026-11-22T10:30:00Z',
          disputed: false,
        },
        {
          pid: 'hold_2',
          source: 'consultation',
          payer_name: 'علی رضایی',
          share: 60,
          payout_due_at: null,
          disputed: false,
        },
      ],
      transactions: [
        {
          pid: 'tx_1',
          kind: 'fee_share',
          kind_label: 'سهم مشاور',
          amount: 0,
          held_amount: 80,
          description: 'سهم مشاوره «طلاق توافقی»',
          reference: null,
          created_at: '2026-11-20T08:00:00Z',
        },
      ],
    });
    renderApp('/dashboard');
    const today = within(await screen.findByRole('region', { name: 'مشاوره‌های امروز' }, FIRST_LOAD));
    const rows = await today.findAllByRole('link', { name: /ساعت/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('طلاق توافقی'),
      expect.stringContaining('دعوای ملکی'),
    ]);
    expect(rows[0]).toHaveTextContent('ساعت ۰۹:۰۰، با علی رضایی');
    expect(asked['/consultation/v1/consultations/']?.[0]?.get('status')).toBe('accepted');

    const earnings = within(screen.getByRole('region', { name: 'درآمد' }));
    expect(await earnings.findByText('۱٬۲۵۰ سکه (≈ ۱٬۲۵۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(earnings.getByText('۱۰۰ سکه (≈ ۱۰۰٬۰۰۰ تومان)')).toBeInTheDocument();
    const chat = earnings.getByRole('link', { name: /گفتگو با مریم کاظمی/ });
    expect(chat).toHaveTextContent('واریز: ۱ آذر ۱۴۰۵، ساعت ۱۴:۰۰');
    expect(chat).toHaveTextContent('۴۰ سکه');
    expect(earnings.getByRole('link', { name: /مشاوره با علی رضایی/ })).toHaveTextContent(
      'زمان واریز پس از پایان جلسه معلوم می‌شود',
    );
    expect(earnings.getByText('سهم مشاوره «طلاق توافقی»')).toBeInTheDocument();
    expect(asked['/wallet/v1/transactions/']?.[0]?.get('kind')).toBe('fee_share');
  });

  it('still tells a consultant under review why, above the work', async () => {
    serveDashboard(consultant);
    const { server } = await import('@/test/msw-server');
    const { HttpResponse, http } = await import('msw');
    server.use(
      http.get('/api/consultation/v1/settings/', () =>
        HttpResponse.json({ result: { ...settings, approval_status: 'pending' } }),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText(/در انتظار بررسی مدیر سامانه/, undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('درخواستی در انتظار پاسخ شما نیست.')).toBeInTheDocument();
  });
});
