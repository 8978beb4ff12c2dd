// A failure the client caused (or may retry): the error handler turns it into the contract's
// errorBody in the caller's language.
import type { MessageKey } from '@portal/contract';

export interface ApiErrorOptions {
  params?: Record<string, string | number>;
  /** OAuth or bearer error code (`invalid_grant`, `invalid_token`), sent as `error`. */
  error?: string;
  /** Field → message key, sent as `data.fields` (translated). */
  fields?: Record<string, MessageKey>;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly options: ApiErrorOptions = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
