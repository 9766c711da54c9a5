import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/api-error';

/**
 * Puts the server's field messages (400 `error_messages.<field>`, or a 409's named input) under the matching inputs.
 * Messages for fields the form does not have stay in the toast the API client showed.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly FieldPath<Values>[],
): void {
  if (!isApiError(error) || !('fields' in error)) return;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) setError(name, { type: 'server', message });
  }
}
