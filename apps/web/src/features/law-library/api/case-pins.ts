import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LAW_API,
  type LawArticleRef,
  type PinArticleRequest,
  type PinnedArticle,
  type zPinArticleResponse,
  type zPinnedArticlesResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifyError } from '@/lib/notify';
import { lawKeys } from './law-keys';

export async function listCasePins(casePid: string, signal?: AbortSignal): Promise<PinnedArticle[]> {
  const body = await request<Infer<typeof zPinnedArticlesResponse>>({
    endpoint: LAW_API.casePins(casePid),
    signal,
  });
  return body.result;
}

/** The articles kept with a case, newest first. */
export function useCasePins(casePid: string) {
  return useQuery({
    queryKey: lawKeys.pins(casePid),
    queryFn: ({ signal }) => listCasePins(casePid, signal),
  });
}

export async function pinArticle(casePid: string, pin: PinArticleRequest) {
  const body = await request<Infer<typeof zPinArticleResponse>>({
    endpoint: LAW_API.casePins(casePid),
    method: 'POST',
    data: pin,
    // The screen says «سنجاق شد» itself, for a new pin (201) and a note updated (200) alike.
    silent: true,
  });
  return body.result;
}

/** Pins an article to a case (pinning it again only updates the note). */
export function usePinArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ casePid, pin }: { casePid: string; pin: PinArticleRequest }) => pinArticle(casePid, pin),
    onSuccess: (_pinned, { casePid }) => queryClient.invalidateQueries({ queryKey: lawKeys.pins(casePid) }),
    onError: (error) => {
      if ('message' in error && typeof error.message === 'string' && error.message)
        notifyError(error.message);
    },
  });
}

export async function unpinArticle(casePid: string, ref: LawArticleRef): Promise<void> {
  await request({ endpoint: LAW_API.casePin(casePid, ref.law, ref.article), method: 'DELETE' });
}

export function useUnpinArticle(casePid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: LawArticleRef) => unpinArticle(casePid, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lawKeys.pins(casePid) }),
  });
}
