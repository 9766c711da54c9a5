import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { caseItem, SLOW, signInAs } from '../test/office-fixtures';

describe('a new case', { timeout: 20_000 }, () => {
  beforeEach(() => signInAs());

  it('picks the start date on the shared Jalali picker, sends the Gregorian day and the text as typed', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/lawyer-office/v1/cases/', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { result: { ...caseItem, message: 'پرونده با موفقیت ثبت شد.' } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/cases/new');
    await user.type(await screen.findByLabelText(/^عنوان پرونده/, {}, SLOW), 'دعوي ملكي ۴۷۱');
    const start = screen.getByRole('group', { name: 'تاریخ شروع' });
    // The shared configuration: Persian placeholders, and typed Latin digits shown in Persian.
    expect(start).toHaveTextContent('سال/ماه/روز');
    await user.click(within(start).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('14030512');
    expect(start).toHaveTextContent('۱۴۰۳/۰۵/۱۲');
    await user.click(screen.getByRole('button', { name: 'ثبت پرونده' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ title: 'دعوي ملكي ۴۷۱', start_date: '2024-08-02' });
  });

  it('says under the field when the start date is not a real Jalali day', async () => {
    const user = userEvent.setup();
    renderApp('/cases/new');
    await user.type(await screen.findByLabelText(/^عنوان پرونده/, {}, SLOW), 'تخلیه');
    const start = screen.getByRole('group', { name: 'تاریخ شروع' });
    await user.click(within(start).getAllByRole('spinbutton')[0] as HTMLElement);
    // Mehr has thirty days.
    await user.keyboard('14030731');
    await user.click(screen.getByRole('button', { name: 'ثبت پرونده' }));
    expect(
      await screen.findByText(
        'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
      ),
    ).toBeInTheDocument();
  });
});
