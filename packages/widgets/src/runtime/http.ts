// The one http client of the page: every contract call goes through `call`, so the token, the
// language header, the timeout, the 401 handling and the error toast are the same for every widget.
// Built on fetch instead of axios (17 KB gzip in the shared chunk): the contract needs only a method,
// a path, one of four encodings and a JSON answer. XMLHttpRequest is used only for calls that pass
// `onUploadProgress`, because fetch cannot report upload progress.
import {
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_FLAG,
  type CallAnswer,
  type CallRoute,
  type CallInput,
  type HttpMethod,
  type MessageKey,
} from '@portal/contract';
import { ApiError } from './api-error';
import { getConfig } from './config';
import { getLanguage, i18n } from './i18n';
import { session } from './session';
import { toast } from './toast';

export interface UploadProgress {
  loaded: number;
  /** Undefined when the size is unknown. */
  total?: number;
  /** 0..1, when the total is known. */
  progress?: number;
}

export interface CallOptions {
  /** false: the caller shows the failure itself (inline), no toast. */
  toast?: boolean;
  /**
   * The upload of a `multipart` route, sent as its `file` part beside the input's fields. An option
   * rather than an input field because the contract's input types describe the other parts only.
   */
  file?: Blob;
  /** The part's file name when `file` is a Blob without one (a File keeps its own). */
  fileName?: string;
  onUploadProgress?: (e: UploadProgress) => void;
  signal?: AbortSignal;
  /**
   * Sends this access token instead of the session's, and a 401 then leaves the session alone: a
   * token that is not (yet) the session's, as /auth-redirect checks before switching accounts.
   */
  bearer?: string;
}

/** What a transport is asked to send; already encoded, so a mock sees what the server would. */
export interface HttpRequest {
  method: HttpMethod;
  /** The route's path (`/oauth/token`), what mocks match on. */
  path: string;
  /** API base + path + query string. */
  url: string;
  /** The query string's values (the input of a `query` route). */
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: string | URLSearchParams | FormData;
  /** 'blob': a successful answer is a file (a spreadsheet template), kept as a Blob. */
  responseType?: 'blob';
  /** Aborts on the caller's signal and on the timeout. */
  signal: AbortSignal;
  onUploadProgress?: (e: UploadProgress) => void;
}

export interface HttpResponse {
  status: number;
  /** The parsed JSON body, or the raw text when it is not JSON; a Blob for a `blob` request. */
  data: unknown;
  /** A `blob` answer's file name, from its Content-Disposition. */
  fileName?: string;
}

/** Resolves with any HTTP status; rejects only when no answer came (network down, aborted). */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export const UNAUTHORIZED_EVENT = 'sp-unauthorized';

function parseBody(textBody: string): unknown {
  if (!textBody) return '';
  try {
    return JSON.parse(textBody) as unknown;
  } catch {
    return textBody;
  }
}

async function fetchTransport(req: HttpRequest): Promise<HttpResponse> {
  const res = await fetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: req.signal,
  });
  if (req.responseType === 'blob' && res.ok) {
    const fileName = attachmentName(res.headers.get('content-disposition'));
    return { status: res.status, data: await res.blob(), ...(fileName ? { fileName } : {}) };
  }
  return { status: res.status, data: parseBody(await res.text()) };
}

/** The file name of a Content-Disposition header: RFC 6266's `filename*` first, then `filename`. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || undefined;
}

function xhrTransport(req: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const abortError = () => req.signal.reason ?? new DOMException('Aborted', 'AbortError');
    if (req.signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) =>
      req.onUploadProgress?.({
        loaded: e.loaded,
        total: e.lengthComputable ? e.total : undefined,
        progress: e.lengthComputable && e.total ? e.loaded / e.total : undefined,
      });
    const onAbort = () => xhr.abort();
    req.signal.addEventListener('abort', onAbort, { once: true });
    const done = () => req.signal.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(req.body ?? null);
  });
}

const defaultTransport: HttpTransport = (req) =>
  req.onUploadProgress ? xhrTransport(req) : fetchTransport(req);

// The ONE place requests leave the page. Stories and tests swap it (src/testing/mock-api.ts), so
// everything above it — headers, encoding, timeout, errors, toasts — runs exactly as in production.
let transport: HttpTransport = defaultTransport;

/** Replaces the transport (mocks); without an argument, restores fetch/XMLHttpRequest. */
export function setHttpTransport(next?: HttpTransport): void {
  transport = next ?? defaultTransport;
}

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

function toApiError(res: HttpResponse): ApiError {
  const body: FailureBody = res.data && typeof res.data === 'object' ? res.data : {};
  const message =
    text(body.error_description) ??
    text(body.msg) ??
    contractText(res.status >= 500 ? 'http.server' : 'http.badRequest');
  const code = typeof body.code === 'number' ? body.code : res.status;
  return new ApiError(message, res.status, code, body.data?.fields ?? {});
}

/** Flat input → string values; undefined/null are left out, arrays repeat the key, dates go ISO. */
function fieldsOf(input: unknown): [string, string][] {
  const out: [string, string][] = [];
  const str = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) out.push([k, str(item)]);
    else out.push([k, str(v)]);
  }
  return out;
}

/** The input's fields as parts, then the upload as `file` (last, so a streaming server has the fields first). */
function multipartBody(input: unknown, opts: CallOptions): FormData {
  if (input instanceof FormData) return input;
  const form = new FormData();
  for (const [k, v] of fieldsOf(input)) form.append(k, v);
  if (opts.file) {
    const own = opts.file instanceof File ? opts.file.name : 'upload';
    form.append('file', opts.file, opts.fileName ?? own);
  }
  return form;
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

function buildRequest(
  def: CallRoute,
  input: unknown,
  opts: CallOptions,
  signal: AbortSignal,
): HttpRequest {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    'Accept-Language': getLanguage(),
  };
  const token = opts.bearer ?? session.get()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const query: Record<string, string | string[]> = {};
  let url = joinUrl(getConfig().apiBase, def.path);
  let body: HttpRequest['body'];
  if (def.encoding === 'query') {
    const params = new URLSearchParams(fieldsOf(input));
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      query[key] = all.length > 1 ? all : (all[0] ?? '');
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  } else if (def.encoding === 'json') {
    if (input !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input);
    }
  } else if (def.encoding === 'multipart') {
    // fetch and XMLHttpRequest set the Content-Type (with the multipart boundary) themselves.
    body = multipartBody(input, opts);
  } else {
    body = input instanceof FormData ? input : new URLSearchParams(fieldsOf(input));
  }
  return {
    method: def.method,
    path: def.path,
    url,
    query,
    headers,
    body,
    signal,
    onUploadProgress: opts.onUploadProgress,
  };
}

/**
 * The URL of a GET `query` route, for a link the browser follows itself (a file download with its
 * one-time ticket). It never carries the access token: URLs end up in history, proxies and logs.
 */
export function callUrl<C extends CallRoute>(def: C, input: CallInput<C>): string {
  const qs = new URLSearchParams(fieldsOf(input)).toString();
  return joinUrl(getConfig().apiBase, def.path) + (qs ? `?${qs}` : '');
}

function isEnvelopeFailure(data: unknown): data is FailureBody & { code: number } {
  return (
    !!data &&
    typeof data === 'object' &&
    typeof (data as FailureBody).code === 'number' &&
    (data as { code: number }).code !== 200
  );
}

/** Sends one request; rejects with an ApiError for no answer, or with the abort reason if cancelled. */
async function send(req: (signal: AbortSignal) => HttpRequest, outer?: AbortSignal) {
  if (outer?.aborted) throw outer.reason;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  try {
    return await transport(req(controller.signal));
  } catch (e) {
    // The caller cancelled: not a failure to report, so no ApiError and no toast.
    if (outer?.aborted) throw outer.reason ?? e;
    throw new ApiError(contractText(timedOut ? 'http.timeout' : 'http.network'), 0, 0);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

function fail(error: ApiError, opts: CallOptions): never {
  if (opts.toast !== false) toast.error(error.message);
  throw error;
}

/** Sends a call and checks its answer: a failure is thrown (and toasted) as an ApiError. */
async function checkedCall<C extends CallRoute>(
  def: C,
  input: CallInput<C>,
  opts: CallOptions,
  responseType?: 'blob',
): Promise<HttpResponse> {
  let res: HttpResponse;
  try {
    res = await send(
      (signal) => ({ ...buildRequest(def, input, opts, signal), responseType }),
      opts.signal,
    );
  } catch (e) {
    // No answer (network, timeout) is reported like any failure; a cancellation is rethrown as is.
    if (e instanceof ApiError) fail(e, opts);
    throw e;
  }
  if (res.status < 200 || res.status >= 300) {
    const error = toApiError(res);
    // A 401 from a public call (a wrong password at /oauth/token) is an answer, not an expired session.
    if (error.status === 401 && def.auth && opts.bearer === undefined) {
      handleUnauthorized();
      throw error;
    }
    fail(error, opts);
  }
  if (isEnvelopeFailure(res.data)) {
    // HTTP 200 carrying `code != 200` (the buyer's backend style) is a failure too.
    const body = res.data;
    fail(
      new ApiError(
        text(body.msg) ?? text(body.error_description) ?? contractText('http.badRequest'),
        res.status,
        body.code,
        body.data?.fields ?? {},
      ),
      opts,
    );
  }
  return res;
}

export async function call<C extends CallRoute>(
  def: C,
  input: CallInput<C>,
  opts: CallOptions = {},
): Promise<CallAnswer<C>> {
  return (await checkedCall(def, input, opts)).data as CallAnswer<C>;
}

/**
 * A call whose answer is a file (a spreadsheet template), fetched with the Authorization header
 * like any call, so no token goes into a URL; failures are reported as `call` reports them.
 */
export async function callFile<C extends CallRoute>(
  def: C,
  input: CallInput<C>,
  opts: CallOptions = {},
): Promise<{ blob: Blob; fileName?: string }> {
  const res = await checkedCall(def, input, opts, 'blob');
  const blob = res.data instanceof Blob ? res.data : new Blob([String(res.data)]);
  return { blob, ...(res.fileName ? { fileName: res.fileName } : {}) };
}
