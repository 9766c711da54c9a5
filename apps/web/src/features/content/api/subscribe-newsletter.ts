import { useMutation } from '@tanstack/react-query';
import { contentPaths, type NewsletterRequest, type zNewsletterResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** Adds an address to the newsletter; the server answers alike whether or not it was there. */
export async function subscribeNewsletter(body: NewsletterRequest): Promise<string> {
  const response = await request<Infer<typeof zNewsletterResponse>>({
    endpoint: contentPaths.newsletterSubscribe,
    method: 'POST',
    data: body,
  });
  return response.result.message;
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
