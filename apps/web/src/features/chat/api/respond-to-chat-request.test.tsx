import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChatRequest } from '@vakilyar/contract';
import { delay, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { chatRequest } from '../test/chat-fixtures';
import { chatKeys } from './chat-keys';
import { useRespondToChatRequest } from './respond-to-chat-request';

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(chatKeys.pendingRequests, [chatRequest]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRespondToChatRequest(), { wrapper });
  const listed = () => queryClient.getQueryData<ChatRequest[]>(chatKeys.pendingRequests)?.[0];
  return { result, listed };
}

describe('responding to a chat request', () => {
  it('sets the status and responded_at at once, then takes the server answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/chat/v1/requests/cr_1/respond/', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({
          result: {
            ...chatRequest,
            status: 'accepted',
            fee_amount: 40,
            time_limit_minutes: 20,
            responded_at: '2025-03-21T08:35:00Z',
            session: { pid: 'cs_9' },
            message: 'درخواست پذیرفته شد.',
          },
        });
      }),
    );
    const { result, listed } = setup();
    const before = Date.now();
    act(() => {
      result.current.mutate({
        pid: 'cr_1',
        body: { status: 'accepted', fee_amount: 40, time_limit_minutes: 20, response_message: null },
      });
    });
    await waitFor(() => expect(listed()?.status).toBe('accepted'));
    expect(Date.parse(listed()?.responded_at ?? '')).toBeGreaterThanOrEqual(before);
    expect(listed()?.session).toBeNull();

    await waitFor(() => expect(listed()?.session).toEqual({ pid: 'cs_9' }));
    expect(listed()?.responded_at).toBe('2025-03-21T08:35:00Z');
    // The server's confirmation does not replace the client's message.
    expect(listed()?.message).toBe(chatRequest.message);
    expect(bodies).toEqual([
      { status: 'accepted', fee_amount: 40, time_limit_minutes: 20, response_message: null },
    ]);
  });

  it('puts the request back as it was when the server refuses', async () => {
    server.use(
      http.post('/api/chat/v1/requests/cr_1/respond/', () =>
        HttpResponse.json(
          { code: 'conflict', error_messages: { non_field_errors: ['این درخواست منقضی شده است.'] } },
          { status: 409 },
        ),
      ),
    );
    const { result, listed } = setup();
    act(() => {
      result.current.mutate({ pid: 'cr_1', body: { status: 'rejected', response_message: 'فرصت ندارم' } });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(listed()).toEqual(chatRequest);
  });
});
