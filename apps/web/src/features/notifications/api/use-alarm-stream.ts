import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { notificationPaths } from '@vakilyar/contract';
import { useEffect } from 'react';
import { noticeKeys } from '@/features/court-notices/api/notice-keys';
import { API_BASE_URL } from '@/lib/api/defaults';
import { refreshAccessToken } from '@/lib/api/session-refresh';
import { getAccessToken } from '@/lib/auth/token-storage';
import { readEventStream } from './event-stream';
import { type AlarmPage, alarmKeys } from './list-alarms';

/** Waits after a failed connection, doubling up to a minute; the slow poll covers the gap. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;
const MIN_STREAM_MS = 5_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** What an `alarms` event changes: the badge at once, then the lists that may hold the new alarm or notice. */
function applyUnseenCount(queryClient: QueryClient, data: string) {
  const count = Number((JSON.parse(data) as { unseen_count?: unknown }).unseen_count);
  if (!Number.isInteger(count)) return;
  const shown = queryClient.getQueryData<AlarmPage>(alarmKeys.bell);
  if (shown?.unseen_count === count) return;
  if (shown) queryClient.setQueryData<AlarmPage>(alarmKeys.bell, { ...shown, unseen_count: count });
  void queryClient.invalidateQueries({ queryKey: alarmKeys.all });
  void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
}

/**
 * Keeps the bell true as alarms happen: a server-sent-events stream read with fetch, so the access
 * token goes in the Authorization header. The server ends the stream when the token expires; the
 * next connection refreshes the token first. Only one stream runs per tab while `enabled`.
 */
export function useAlarmStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof fetch !== 'function') return;
    const abort = new AbortController();
    const { signal } = abort;

    async function connectOnce(): Promise<'again' | 'wait'> {
      const token = getAccessToken();
      if (!token) return 'wait';
      const response = await fetch(`${API_BASE_URL}${notificationPaths.alarmsStream}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) {
        await refreshAccessToken(token);
        return 'again';
      }
      if (!response.ok || !response.body) return 'wait';
      const openedAt = Date.now();
      await readEventStream(response.body, ({ event, data }) => {
        if (event === 'alarms') applyUnseenCount(queryClient, data);
      });
      // Ended by the server (the token's expiry, a restart): connect again with a fresh token, at once
      // unless the stream did not even last a moment.
      return Date.now() - openedAt > MIN_STREAM_MS ? 'again' : 'wait';
    }

    async function keepConnected() {
      let retry = FIRST_RETRY_MS;
      while (!signal.aborted) {
        const next = await connectOnce().catch(() => 'wait' as const);
        if (next === 'again') {
          retry = FIRST_RETRY_MS;
          continue;
        }
        await sleep(retry, signal);
        retry = Math.min(retry * 2, LAST_RETRY_MS);
      }
    }

    // In a task of its own: the page's first effects run in the task that draws it on a phone.
    const start = setTimeout(() => void keepConnected(), 0);
    return () => {
      clearTimeout(start);
      abort.abort();
    };
  }, [enabled, queryClient]);
}
