import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { CabinetSelect } from './cabinet-select';

function Form() {
  const form = useForm<{ cabinet: string | null }>({ defaultValues: { cabinet: null } });
  return <CabinetSelect control={form.control} name="cabinet" />;
}

describe('the case form’s cabinet field', () => {
  it('names each cabinet with its code as typed, «A-1», not «A-۱»', async () => {
    server.use(
      http.get('/api/lawyer/v1/archive-cabinets/', () =>
        HttpResponse.json({
          result: {
            count: 1,
            next: null,
            previous: null,
            results: [
              {
                pid: 'cab_1',
                name: 'قفسه اول',
                code: 'A-1',
                location: null,
                description: null,
                cases_count: 2,
              },
            ],
          },
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form />
      </QueryClientProvider>,
    );
    const field = await screen.findByRole('combobox');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(field);
    expect(await screen.findByRole('option', { name: 'قفسه اول (\u2066A-1\u2069)' })).toBeInTheDocument();
    expect(screen.queryByText(/A-۱/)).toBeNull();
  });
});
