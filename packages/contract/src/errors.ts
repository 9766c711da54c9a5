/** Stable machine codes of every error body, and the HTTP status each one travels with. */
export const ERROR_STATUS = {
  validation_error: 400,
  token_not_valid: 401,
  payment_required: 402,
  permission_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  server_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export type ErrorBody =
  | {
      code: 'validation_error';
      error_messages: { message: string; non_field_errors?: string[] } & FieldErrors;
    }
  | { code: 'token_not_valid'; detail: string }
  | { code: 'payment_required'; error_messages: { error: string } }
  | { code: 'throttled'; detail: string; retry_after: number }
  | { code: ErrorCode; error_messages: { non_field_errors: string[] } };
