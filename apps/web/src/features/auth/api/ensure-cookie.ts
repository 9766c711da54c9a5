import { API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';

/** Asks the server to set the `csrftoken` cookie; nothing is shown either way. */
export function ensureCookie(): Promise<unknown> {
  return request({ endpoint: API.auth.ensureCookie, silent: true });
}
