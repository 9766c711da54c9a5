import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '@/app/toasts';
import { notifySuccess } from './notify';

describe('success toasts', () => {
  it('show one at a time: a screen confirming a save the API client already toasted replaces that toast', async () => {
    render(<Toasts />);
    act(() => notifySuccess('رویداد در تقویم ثبت شد.'));
    expect(await screen.findByText('رویداد در تقویم ثبت شد.')).toBeInTheDocument();

    act(() => notifySuccess('رویداد ذخیره شد.'));
    expect(await screen.findByText('رویداد ذخیره شد.')).toBeInTheDocument();
    expect(screen.queryByText('رویداد در تقویم ثبت شد.')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
