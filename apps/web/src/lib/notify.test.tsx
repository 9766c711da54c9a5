import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
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

  it('shows a success that comes while the last one is closing, rather than dropping it', async () => {
    render(<Toasts />);
    act(() => notifySuccess('سند بارگذاری شد.'));
    expect(await screen.findByText('سند بارگذاری شد.')).toBeInTheDocument();

    act(() => toast.dismiss());
    act(() => notifySuccess('موکل این سند را می‌بیند.'));
    expect(await screen.findByText('موکل این سند را می‌بیند.')).toBeInTheDocument();
  });
});
