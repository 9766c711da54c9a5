import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CabinetFormDialog } from './cabinet-form-dialog';

describe('the cabinet form', () => {
  it('sends a Latin code and a name with Arabic letters and Persian digits as typed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<CabinetFormDialog onSubmit={onSubmit} onClose={() => undefined} />);
    await user.type(screen.getByLabelText(/^نام قفسه/), 'قفسه يك ۲');
    await user.type(screen.getByLabelText('کد قفسه'), 'A-1');
    await user.click(screen.getByRole('button', { name: 'ساخت قفسه' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'قفسه يك ۲', code: 'A-1' }));
  });
});
