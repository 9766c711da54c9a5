import { useQuery } from '@tanstack/react-query';
import { LAW_API, type LawDetail, type zLawDetailResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { lawKeys } from './law-keys';

export async function getLaw(law: string, signal?: AbortSignal): Promise<LawDetail> {
  // A mistyped law in the address is the page's own message, not a toast.
  const body = await request<Infer<typeof zLawDetailResponse>>({
    endpoint: LAW_API.law(law),
    signal,
    silent: true,
  });
  return body.result;
}

/** One law with its table of contents. */
export function useLaw(law: string) {
  return useQuery({
    queryKey: lawKeys.detail(law),
    queryFn: ({ signal }) => getLaw(law, signal),
    staleTime: 600_000,
  });
}
