import type { ErrorCode, FieldErrors } from '@vakilyar/contract';
import { ERROR_STATUS } from '@vakilyar/contract';

/** The one error type services throw; the error handler turns it into the documented body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldErrors = {},
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const validationError = (message: string, fields: FieldErrors = {}) =>
  new AppError('validation_error', message, fields);

/** A validation error on one field; its message is also the toast. */
export const fieldError = (field: string, message: string) =>
  new AppError('validation_error', message, { [field]: [message] });

export const notFound = (message = 'مورد درخواستی یافت نشد.') => new AppError('not_found', message);
export const forbidden = (message = 'شما اجازه انجام این کار را ندارید.') =>
  new AppError('permission_denied', message);
/** A conflict; `fields` names the input that collides (a national code already in the office). */
export const conflict = (message: string, fields: FieldErrors = {}) =>
  new AppError('conflict', message, fields);
export const unauthorized = (message = 'اعتبار ورود شما معتبر نیست یا منقضی شده است.') =>
  new AppError('token_not_valid', message);
export const paymentRequired = (message: string) => new AppError('payment_required', message);
export const throttled = (message: string, retryAfter: number) =>
  new AppError('throttled', message, {}, retryAfter);

/** The JSON body of api-conventions.md for an error. */
export function errorBody(error: AppError): Record<string, unknown> {
  switch (error.code) {
    case 'validation_error':
    case 'payload_too_large':
    case 'unsupported_media_type':
      return { code: error.code, error_messages: { message: error.message, ...error.fields } };
    case 'token_not_valid':
      return { code: error.code, detail: error.message };
    case 'payment_required':
      return { code: error.code, error_messages: { error: error.message } };
    case 'throttled':
      return { code: error.code, detail: error.message, retry_after: error.retryAfter ?? 60 };
    default:
      return { code: error.code, error_messages: { non_field_errors: [error.message], ...error.fields } };
  }
}
