// A call to a real outside system: POST the message's payload as JSON, wait at most the timeout,
// expect `{ approved: boolean, remarks?: string }`. Network errors, timeouts, 5xx answers and
// unreadable answers may be retried; a 4xx says the request itself is wrong, so it is not.
import type { OutboxAnswer } from './outbox.ts';

export type CallOutcome =
  | { ok: true; answer: OutboxAnswer; httpStatus: number; response: unknown }
  | { ok: false; retry: boolean; error: string; httpStatus: number | null; response: unknown };

export async function callOutside(
  url: string,
  payload: unknown,
  meta: { id: string; kind: string },
  timeoutMs: number,
): Promise<CallOutcome> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // The message id lets the outside system recognise a resent request.
        'x-message-id': meta.id,
        'x-message-kind': meta.kind,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const error_ = timedOut ? `no answer within ${timeoutMs} ms` : describe(error);
    return { ok: false, retry: true, error: error_, httpStatus: null, response: { error: error_ } };
  }
  const text = await res.text().catch(() => '');
  const response = parseJson(text);
  if (!res.ok) {
    return {
      ok: false,
      retry: res.status >= 500 || res.status === 429 || res.status === 408,
      error: `HTTP ${res.status}`,
      httpStatus: res.status,
      response,
    };
  }
  const answer = answerOf(response);
  if (!answer) {
    const error = 'the answer is not {approved: boolean, remarks?: string}';
    return { ok: false, retry: true, error, httpStatus: res.status, response };
  }
  return { ok: true, answer, httpStatus: res.status, response };
}

function answerOf(value: unknown): OutboxAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { approved, remarks } = value as Record<string, unknown>;
  if (typeof approved !== 'boolean') return null;
  if (remarks !== undefined && remarks !== null && typeof remarks !== 'string') return null;
  return { approved, remarks: typeof remarks === 'string' ? remarks : '' };
}

/** The body as JSON, or the text itself (first 2,000 characters) so the log shows what came. */
function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { text: text.slice(0, 2000) };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
