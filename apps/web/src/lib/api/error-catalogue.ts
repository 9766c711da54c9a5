import axios from 'axios';
import { isRecord } from '@/lib/is-record';
import { apiText } from '@/locales/fa/api';
import type { ApiError, FieldMessages } from './api-error';

/** Keys of an error body that carry no field's message. */
const NON_FIELD_KEYS = new Set(['code', 'detail', 'message', 'non_field_errors', 'retry_after']);

function firstText(value: unknown): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** `{phone: ['...'], ...}` to `{phone: '...'}`, skipping keys that are not fields. */
export function toFieldMessages(messages: Record<string, unknown>): FieldMessages {
  const fields: FieldMessages = {};
  for (const [field, value] of Object.entries(messages)) {
    const text = firstText(value);
    if (text && !NON_FIELD_KEYS.has(field)) fields[field] = text;
  }
  return fields;
}

/** Maps any failure of a request to its row of the error catalogue (product-spec section 8). */
export function classifyFailure(error: unknown): ApiError {
  if (!axios.isAxiosError(error)) return { type: 'unknown', message: apiText.unknownError };
  if (axios.isCancel(error)) return { type: 'canceled' };
  if (!error.response) return { type: 'network_error', message: apiText.networkError };

  const { status, data } = error.response;
  const body = isRecord(data) ? data : {};
  const code = typeof body.code === 'string' ? body.code : undefined;
  const errorMessages = isRecord(body.error_messages) ? body.error_messages : undefined;

  // A refused upload (413 too large, 415 not an accepted type) is a field error of the file, with its reason.
  if ((status === 400 || status === 403 || status === 413 || status === 415) && errorMessages) {
    const message =
      firstText(errorMessages.non_field_errors) ?? firstText(errorMessages.message) ?? apiText.invalidInput;
    return {
      type: 'validation_error',
      status,
      code,
      message,
      errors: errorMessages,
      fields: toFieldMessages(errorMessages),
    };
  }
  if (status === 400) {
    const fields = toFieldMessages(body);
    const message = Object.values(fields)[0] ?? firstText(body.detail) ?? apiText.invalidInput;
    return { type: 'field_errors', status, message, fields };
  }
  if (status === 404) {
    return { type: 'not_found', status, code, message: firstText(errorMessages?.non_field_errors) };
  }
  if (status === 402) {
    return {
      type: 'payment_required',
      status,
      code,
      message: firstText(errorMessages?.error) ?? apiText.httpError,
    };
  }
  if (status >= 500) return { type: 'server_error', status, code, message: apiText.serverError };

  // Other statuses (401 of a login form, 403 without messages, 409, 429 ...): the server's own
  // sentence when it sent one, as a 429's `detail`, else the generic one.
  const message =
    firstText(body.detail) ??
    firstText(errorMessages?.non_field_errors) ??
    firstText(errorMessages?.message) ??
    apiText.httpError;
  // A 409 may name the input that collides (a national code already on file): the form marks it.
  const fields = errorMessages ? toFieldMessages(errorMessages) : {};
  return Object.keys(fields).length
    ? { type: 'http_error', status, code, message, fields }
    : { type: 'http_error', status, code, message };
}
