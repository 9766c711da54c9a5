import { notifyError } from '@/lib/notify';
import type { ApiError } from './api-error';
import { classifyFailure } from './error-catalogue';

/** Toasts a failure's catalogue text (unless the call is silent) and rejects with its `ApiError`. */
export function reportFailure(error: unknown, silent = false): Promise<never> {
  const apiError: ApiError = classifyFailure(error);
  if (!silent && 'message' in apiError && apiError.message) notifyError(apiError.message);
  return Promise.reject(apiError);
}
