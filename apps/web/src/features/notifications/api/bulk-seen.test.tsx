import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { useNotice } from '@/features/court-notices/api/get-notice';
import { imageNotice } from '@/features/court-notices/test/notice-fixtures';
import { server } from '@/test/msw-server';
import { useMarkAlarmsSeen } from './bulk-seen';

describe("seeing a notice's alarm from the bell", () => {
  it('shows the notice read, though its page asked for it before the seen was saved', async () => {
    let seen = false;
    server.use(
      // The server reads the notice as it is when asked, and answers after the seen is saved.
      http.get('/api/court-notification/v1/court-notifications/cn_1/', async () => {
        const isRead = seen;
        await delay(150);
        return HttpResponse.json({ result: { ...imageNotice, is_read: isRead } });
      }),
      http.post('/api/notification/v1/alarms/bulk-seen/', () => {
        seen = true;
        return HttpResponse.json({ result: { message: 'دیده شد.', updated: 1, unseen_count: 0 } });
      }),
    );
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ notice: useNotice('cn_1'), markSeen: useMarkAlarmsSeen() }), {
      wrapper,
    });
    await act(() => result.current.markSeen.mutateAsync(['al_1']));
    await waitFor(() => expect(result.current.notice.data?.is_read).toBe(true));
    // And it stays read once every answer is in.
    await waitFor(() => expect(result.current.notice.isFetching).toBe(false));
    expect(result.current.notice.data?.is_read).toBe(true);
  });
});
