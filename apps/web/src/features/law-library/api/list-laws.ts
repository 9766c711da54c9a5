import { useQuery } from '@tanstack/react-query';
import { LAW_API, type Law, type zLawListResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { lawKeys } from './law-keys';

export async function listLaws(signal?: AbortSignal): Promise<Law[]> {
  const body = await request<Infer<typeof zLawListResponse>>({ endpoint: LAW_API.laws, signal });
  return body.result;
}

/** Every law the library holds; the texts change only on an import or a correction. */
export function useLaws() {
  return useQuery({ queryKey: lawKeys.list, queryFn: ({ signal }) => listLaws(signal), staleTime: 600_000 });
}
