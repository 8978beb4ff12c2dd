// What every failed call rejects with: the HTTP status, the body's code, a message fit to show and
// the per-field reasons of a 400.
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, code: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
