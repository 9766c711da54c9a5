import type { Method } from 'axios';
import { isApiError } from './api-error';
import { takeEarlyAnswer } from './early-answers';

/**
 * The client (axios, its interceptors, the error catalogue and the toasts) loads with the first call, not
 * with the page: the public home page paints before it arrives (issue 14).
 */
const loadClient = () => Promise.all([import('./http-client'), import('./report-failure')]);

export interface RequestOptions {
  endpoint: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No toast, success or failure: for calls the user did not ask for. */
  silent?: boolean;
}

/** The URL of a call given as a string or as an object with `endpoint`; throws when it is missing or empty. */
export function endpointUrl(target: string | { endpoint?: unknown } | null | undefined): string {
  const url = typeof target === 'string' ? target : target?.endpoint;
  if (typeof url !== 'string' || url.trim() === '') {
    throw new TypeError(
      'request() needs an endpoint: a non-empty URL, or an object whose `endpoint` is one.',
    );
  }
  return url;
}

/**
 * Calls the API under /api and resolves to the response body (product-spec section 5).
 * Failures reject with an `ApiError`, already toasted.
 */
export function request<T>(target: string | RequestOptions): Promise<T> {
  const url = endpointUrl(target);
  const {
    endpoint: _endpoint,
    method = 'GET',
    ...options
  } = typeof target === 'string' ? { endpoint: url } : target;
  const send = () =>
    loadClient().then(([{ http }, { reportFailure }]) =>
      http.request<T>({ url, method, ...options }).then(
        (response) => response.data,
        // The interceptors report what reaches them; this catches what axios throws before they run.
        (error: unknown) =>
          isApiError(error) ? Promise.reject(error) : reportFailure(error, options.silent),
      ),
    );
  // A refused early call (an expired token, say) is asked again here, where refresh and errors are handled.
  const early = method === 'GET' ? takeEarlyAnswer(url, options.params) : undefined;
  return early ? (early as Promise<T>).catch(send) : send();
}
