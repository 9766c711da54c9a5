import type { Draft, DraftBody } from '@vakilyar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { saveDraft } from '../api/drafts';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'stale';

interface Snapshot {
  title: string;
  body: DraftBody;
  values: Record<string, string>;
}

const DEBOUNCE_MS = 1200;

/**
 * Saves the draft as the lawyer writes: a second after the last keystroke, one save at a time, each from
 * the version the last one answered (a 409 means another tab saved first: stop and say so).
 */
export function useAutosave(draft: Draft) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const version = useRef(draft.version);
  const pending = useRef<Snapshot | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async () => {
    if (running.current || !pending.current) return;
    const snapshot = pending.current;
    pending.current = null;
    running.current = true;
    setStatus('saving');
    try {
      const saved = await saveDraft(draft.pid, { ...snapshot, version: version.current });
      version.current = saved.version;
      setStatus(pending.current ? 'unsaved' : 'saved');
    } catch (error) {
      if (isApiError(error) && 'status' in error && error.status === 409) {
        setStatus('stale');
        running.current = false;
        return;
      }
      pending.current ??= snapshot;
      setStatus('failed');
    }
    running.current = false;
    if (pending.current) timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
  }, [draft.pid]);

  const schedule = useCallback(
    (snapshot: Snapshot) => {
      pending.current = snapshot;
      setStatus((current) => (current === 'stale' ? current : 'unsaved'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    [flush],
  );

  /** Saves now what is waiting (before a download or filing reads the server's copy). */
  const saveNow = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await flush();
    while (running.current) await new Promise((resolve) => setTimeout(resolve, 50));
  }, [flush]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      void flush();
    },
    [flush],
  );

  return { status, schedule, saveNow };
}
