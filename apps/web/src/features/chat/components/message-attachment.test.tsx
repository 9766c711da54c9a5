import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { fetchFile } from '@/features/cases/api/fetch-file';
import { message } from '../test/chat-fixtures';
import { MessageAttachment } from './message-attachment';

vi.mock('@/features/cases/api/fetch-file', () => ({ fetchFile: vi.fn(), saveBlob: vi.fn() }));

const photo = message({
  message_type: 'image',
  content: 'قرارداد.jpg',
  attachment: {
    pid: 'att_1',
    name: 'قرارداد.jpg',
    size: 1200,
    mime_type: 'image/jpeg',
    url: '/api/chat/v1/files/att_1/',
  },
});

describe('an image message', () => {
  it('holds the image’s place with a busy skeleton until the image arrives', async () => {
    let deliver: (blob: Blob) => void = () => undefined;
    vi.mocked(fetchFile).mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MessageAttachment message={photo} />
      </QueryClientProvider>,
    );

    const thumbnail = screen.getByRole('button', { name: 'دریافت «قرارداد.jpg»' });
    expect(thumbnail).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();

    deliver(new Blob(['jpg'], { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'تصویر «قرارداد.jpg»' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(thumbnail).toHaveAttribute('aria-busy', 'false');
  });
});
