// The one http client of the page: every contract call goes through `call`, so the token, the
// language header, the 401 handling and the error toast are the same for every widget.
import axios, { type AxiosError, type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import {
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_FLAG,
  type CallAnswer,
  type CallDef,
  type CallInput,
  type MessageKey,
} from '@portal/contract';
import { ApiError } from './api-error';
import { getConfig, onConfigChange } from './config';
import { getLanguage, i18n } from './i18n';
import { session } from './session';
import { toast } from './toast';

export interface CallOptions {
  /** false: the caller shows the failure itself (inline), no toast. */
  toast?: boolean;
  onUploadProgress?: (e: AxiosProgressEvent) => void;
  signal?: AbortSignal;
}

export const UNAUTHORIZED_EVENT = 'sp-unauthorized';

/** Exported for the mock adapter of stories and tests; widgets use `call`. */
export const http = axios.create({ baseURL: getConfig().apiBase, timeout: REQUEST_TIMEOUT_MS });
onConfigChange((c) => {
  http.defaults.baseURL = c.apiBase;
});

http.interceptors.request.use((req) => {
  const token = session.get()?.token;
  if (token) req.headers.set('Authorization', `Bearer ${token}`);
  req.headers.set('Accept-Language', getLanguage());
  return req;
});

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function onUnauthorized(fn: UnauthorizedListener): () => void {
  unauthorizedListeners.add(fn);
  return () => {
    unauthorizedListeners.delete(fn);
  };
}

function handleUnauthorized(): void {
  session.clear();
  try {
    sessionStorage.setItem(UNAUTHORIZED_FLAG.key, UNAUTHORIZED_FLAG.value);
  } catch {
    // Storage blocked: the login page simply shows no "session expired" notice.
  }
  window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { bubbles: true, composed: true }));
  for (const fn of unauthorizedListeners) fn();
}

interface FailureBody {
  code?: unknown;
  msg?: unknown;
  error_description?: unknown;
  data?: { fields?: Record<string, string> } | null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const contractText = (key: MessageKey): string => i18n.t(key, { ns: 'contract' });

function toApiError(e: AxiosError<FailureBody>): ApiError {
  const res = e.response;
  if (!res) {
    const timedOut = e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT';
    return new ApiError(contractText(timedOut ? 'http.timeout' : 'http.network'), 0, 0);
  }
  const body = res.data && typeof res.data === 'object' ? res.data : {};
  const message =
    text(body.error_description) ??
    text(body.msg) ??
    contractText(res.status >= 500 ? 'http.server' : 'http.badRequest');
  const code = typeof body.code === 'number' ? body.code : res.status;
  return new ApiError(message, res.status, code, body.data?.fields ?? {});
}

function requestConfig(def: CallDef, input: unknown, opts: CallOptions): AxiosRequestConfig {
  const base: AxiosRequestConfig = {
    method: def.method,
    url: def.path,
    signal: opts.signal,
    onUploadProgress: opts.onUploadProgress,
  };
  if (def.encoding === 'query') return { ...base, params: input };
  if (def.encoding === 'json') return { ...base, data: input };
  if (input instanceof FormData) return { ...base, data: input };
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) form.append(k, String(v));
  }
  return { ...base, data: form };
}

function isEnvelopeFailure(data: unknown): data is FailureBody & { code: number } {
  return (
    !!data && typeof data === 'object' && typeof (data as FailureBody).code === 'number' &&
    (data as { code: number }).code !== 200
  );
}

export async function call<C extends CallDef>(
  def: C,
  input: CallInput<C>,
  opts: CallOptions = {},
): Promise<CallAnswer<C>> {
  let error: ApiError;
  try {
    const res = await http.request<CallAnswer<C>>(requestConfig(def, input, opts));
    if (!isEnvelopeFailure(res.data)) return res.data;
    // HTTP 200 carrying `code != 200` (the buyer's backend style) is a failure too.
    const body = res.data;
    error = new ApiError(
      text(body.msg) ?? text(body.error_description) ?? contractText('http.badRequest'),
      res.status,
      body.code,
      body.data?.fields ?? {},
    );
  } catch (e) {
    if (!axios.isAxiosError(e)) throw e;
    if (axios.isCancel(e)) throw e;
    error = toApiError(e as AxiosError<FailureBody>);
    if (error.status === 401) {
      handleUnauthorized();
      throw error;
    }
  }
  if (opts.toast !== false) toast.error(error.message);
  throw error;
}
