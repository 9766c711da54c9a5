import { useMutation } from '@tanstack/react-query';
import { contentPaths, type NewsletterRequest, type zNewsletterResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** Takes an address off the newsletter; the server answers alike whether or not it was on it. */
export async function unsubscribeNewsletter(body: NewsletterRequest): Promise<string> {
  const response = await request<Infer<typeof zNewsletterResponse>>({
    endpoint: contentPaths.newsletterUnsubscribe,
    method: 'POST',
    data: body,
  });
  return response.result.message;
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
