import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { fetchFile } from '@/features/cases/api/fetch-file';
import { imageNotice } from '../test/notice-fixtures';
import { NoticeAttachments } from './notice-attachments';

vi.mock('@/features/cases/api/fetch-file', () => ({ fetchFile: vi.fn(), saveBlob: vi.fn() }));

describe('a notice’s attachments', () => {
  it('hold the photo’s place with a busy skeleton until the photo arrives', async () => {
    let deliver: (blob: Blob) => void = () => undefined;
    vi.mocked(fetchFile).mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NoticeAttachments attachments={imageNotice.attachments.slice(0, 1)} />
      </QueryClientProvider>,
    );

    const photo = screen.getByRole('button', { name: 'پیش‌نمایش احضاریه - صفحه ۱.png' });
    expect(photo).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();

    deliver(new Blob(['png'], { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'احضاریه - صفحه ۱.png' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(photo).toHaveAttribute('aria-busy', 'false');
  });
});
