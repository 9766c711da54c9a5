/** A field name of the request mapped to the first message the server gave for it. */
export type FieldMessages = Record<string, string>;

/** `error_messages` of an error body, as the server sent it (api-conventions.md). */
export type ErrorMessages = Record<string, unknown>;

/**
 * What every failed request rejects with (product-spec section 8). `message` is the text that
 * was toasted, when there was one. A 402 is typed 'payment_required' (its `status` is 402).
 */
export type ApiError =
  | {
      type: 'validation_error';
      status: number;
      code?: string;
      message: string;
      errors: ErrorMessages;
      fields: FieldMessages;
    }
  | { type: 'field_errors'; status: number; message: string; fields: FieldMessages }
  | { type: 'not_found'; status: number; code?: string; message?: string }
  | { type: 'payment_required'; status: number; code?: string; message: string }
  | { type: 'auth_failed'; status: number; message: string }
  | { type: 'server_error'; status: number; code?: string; message: string }
  | { type: 'http_error'; status: number; code?: string; message: string }
  /** A 409 that names the input which collides (a national code already on file). */
  | { type: 'http_error'; status: number; code?: string; message: string; fields: FieldMessages }
  | { type: 'network_error'; message: string }
  | { type: 'canceled' }
  | { type: 'unknown'; message: string };

export type ApiErrorType = ApiError['type'];

const TYPES = new Set<string>([
  'validation_error',
  'field_errors',
  'not_found',
  'payment_required',
  'auth_failed',
  'server_error',
  'http_error',
  'network_error',
  'canceled',
  'unknown',
] satisfies ApiErrorType[]);

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && TYPES.has(String((value as { type?: unknown }).type));
}
