import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { clientProfile, PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { WalletBalanceChip } from './wallet-balance-chip';

function renderChip() {
  const router = createMemoryRouter([{ path: '/', Component: WalletBalanceChip }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the wallet balance chip', PAGE_TEST, () => {
  it('shows the balance in Persian digits and links to /wallet', async () => {
    signInAs(clientProfile, 12_345);
    renderChip();
    const chip = await screen.findByRole('link', { name: 'موجودی کیف پول: ۱۲٬۳۴۵ سکه' }, PAGE_LOAD);
    expect(chip).toHaveAttribute('href', '/wallet');
  });

  it('shows nothing to a secretary, who has no wallet', async () => {
    signInAs({ ...lawyerProfile, roles: ['secretary'] });
    renderChip();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
