import { ApiError } from '@brokerdesk/contract/constants';
import type { UseFormReturnType } from '@mantine/form';
import { errorMessage } from './api-client';
import { notifyError } from './notify';

/**
 * Shows a failed request where it belongs: on its field when the server named one the form has, otherwise
 * as a notice. Nothing the user typed is cleared.
 */
export function showServerError<T extends Record<string, unknown>>(form: UseFormReturnType<T>, err: unknown): void {
  if (err instanceof ApiError && err.field && err.field in form.getValues()) {
    form.setFieldError(err.field, err.message);
    return;
  }
  notifyError(errorMessage(err));
}

/** Only same-site paths are followed after sign-in, so a crafted link cannot send someone elsewhere. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
