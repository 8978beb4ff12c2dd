import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@portal/contract';
import { authApi, filesApi, inquiryApi, UNAUTHORIZED_FLAG } from '@portal/contract';

const { getUserInfo, getPublicKey, token, updatePassword, logout } = authApi;
import { mockApi, NETWORK_ERROR } from '../testing';
import { ApiError } from './api-error';
import { call, callUrl, onUnauthorized, type UploadProgress } from './http';
import { session } from './session';
import { registerToastOutlet, type ToastMessage } from './toast';

function captureToasts(): ToastMessage[] {
  const seen: ToastMessage[] = [];
  const off = registerToastOutlet((m) => seen.push(m));
  cleanups.push(off);
  return seen;
}
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

describe('http client', () => {
  it('sends the bearer token and the language', async () => {
    session.set({ token: 'tok', roles: [], menus: null });
    const api = mockApi((a) => a.on(getPublicKey, [200, { code: 200, msg: 'ok', data: {} }]));
    await call(getPublicKey, {});
    const req = api.requests()[0];
    expect(req?.headers.Authorization).toBe('Bearer tok');
    expect(req?.headers['Accept-Language']).toBe('en');
  });

  it('on 401 clears the session, sets rs=401 and fires sp-unauthorized', async () => {
    session.set({ token: 'tok', roles: [], menus: null });
    mockApi((a) => a.on(getUserInfo, [401, { code: 401, msg: 'x', error_description: 'x' }]));
    const domListener = vi.fn();
    const listener = vi.fn();
    window.addEventListener('sp-unauthorized', domListener);
    cleanups.push(onUnauthorized(listener));
    cleanups.push(() => window.removeEventListener('sp-unauthorized', domListener));
    await expect(call(getUserInfo, {})).rejects.toMatchObject({ status: 401 });
    expect(session.get()).toBeNull();
    expect(sessionStorage.getItem(UNAUTHORIZED_FLAG.key)).toBe('401');
    expect(domListener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('sends another token with `bearer`, and its 401 leaves the session alone', async () => {
    session.set({ token: 'tok', roles: [], menus: null });
    const api = mockApi((a) =>
      a.on(getUserInfo, [401, { code: 401, msg: 'x', error_description: 'x' }]),
    );
    const listener = vi.fn();
    cleanups.push(onUnauthorized(listener));
    await expect(call(getUserInfo, {}, { bearer: 'other', toast: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.requests()[0]?.headers.Authorization).toBe('Bearer other');
    expect(session.get()?.token).toBe('tok');
    expect(listener).not.toHaveBeenCalled();
  });

  it('toasts error_description for 5 s on other failures and rejects with ApiError', async () => {
    const toasts = captureToasts();
    mockApi((a) =>
      a.on(getPublicKey, [
        409,
        {
          code: 409,
          msg: 'conflict',
          error_description: 'Stale version',
          data: { fields: { a: 'b' } },
        },
      ]),
    );
    const err = await call(getPublicKey, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      code: 409,
      message: 'Stale version',
      fields: { a: 'b' },
    });
    expect(toasts).toEqual([{ intent: 'error', text: 'Stale version', timeout: 5000 }]);
  });

  it('treats HTTP 200 with code != 200 as a failure; toast:false keeps it quiet', async () => {
    const toasts = captureToasts();
    mockApi((a) => a.on(getPublicKey, [200, { code: 500, msg: 'Nope' }]));
    await expect(call(getPublicKey, {}, { toast: false })).rejects.toMatchObject({
      message: 'Nope',
    });
    expect(toasts).toEqual([]);
  });

  it('uses the contract message on a network error', async () => {
    const toasts = captureToasts();
    mockApi((a) => a.on(getPublicKey, NETWORK_ERROR));
    await expect(call(getPublicKey, {})).rejects.toMatchObject({ status: 0 });
    expect(toasts[0]?.text).toBe('The server cannot be reached. Please check your connection.');
  });

  it('times out after 25 s with the contract message', async () => {
    vi.useFakeTimers();
    cleanups.push(() => vi.useRealTimers());
    const toasts = captureToasts();
    mockApi((a) => a.on(getPublicKey, [200, { code: 200 }]), { delayResponse: 60_000 });
    const result = call(getPublicKey, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await result).toMatchObject({ status: 0, message: toasts[0]?.text });
    expect(toasts[0]?.text).toBe('The server did not answer in time. Please try again.');
  });

  it('rethrows a cancellation as is, without a toast', async () => {
    const toasts = captureToasts();
    mockApi((a) => a.on(getPublicKey, [200, { code: 200 }]), { delayResponse: 1_000 });
    const controller = new AbortController();
    const result = call(getPublicKey, {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const err = await result;
    expect(err).not.toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('encodes query, form and json input for the real fetch', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 200, msg: 'ok' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    cleanups.push(() => vi.unstubAllGlobals());
    // The token call's older GET form (the server keeps it) shows the query encoding.
    const tokenByGet = { ...token, method: 'GET', encoding: 'query' } as const;
    await call(tokenByGet, { grant_type: 'refresh_token', refresh_token: 'r t', client_id: 'c' });
    await call(logout, {});
    await call(updatePassword, { passPriKey: 'k', oldPwd: 'a', password: 'b' });
    await call(token, { grant_type: 'refresh_token', refresh_token: 'r t', client_id: 'c' });
    const [q, f, j, t] = fetchMock.mock.calls;
    expect(q?.[0]).toBe('/api/oauth/token?grant_type=refresh_token&refresh_token=r+t&client_id=c');
    expect(q?.[1]).toMatchObject({ method: 'GET', body: undefined });
    // The contract's token call keeps the refresh token out of the URL.
    expect(t?.[0]).toBe('/api/oauth/token');
    expect(t?.[1]).toMatchObject({ method: 'POST' });
    expect(String(t?.[1]?.body)).toBe('grant_type=refresh_token&refresh_token=r+t&client_id=c');
    expect(f?.[0]).toBe('/api/admin/sys/user/logout');
    expect(f?.[1]?.body).toBeInstanceOf(URLSearchParams);
    expect(j?.[1]?.body).toBe(JSON.stringify({ passPriKey: 'k', oldPwd: 'a', password: 'b' }));
    expect(j?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

/** Just enough of XMLHttpRequest to drive an upload from the test. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('multipart uploads', () => {
  const pdf = () => new File(['%PDF-1.7 fixture'], 'cert.pdf', { type: 'application/pdf' });

  it('sends the input fields and the file part as FormData through fetch', async () => {
    session.set({ token: 'tok', roles: [], menus: null });
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 200, msg: 'ok', data: {} }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    cleanups.push(() => vi.unstubAllGlobals());
    await call(inquiryApi.uploadQuoteLines, { inquiryId: 'inq-1' }, { file: pdf() });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/inquiry/cgInquiry/batchUpload');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('inquiryId')).toBe('inq-1');
    expect((body.get('file') as File).name).toBe('cert.pdf');
    // The browser writes the multipart Content-Type with its boundary; setting one would break it.
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('names a Blob part with fileName', async () => {
    const api = mockApi((a) => a.on(filesApi.uploadFile, [200, { code: 200, msg: 'ok' }]));
    await call(
      filesApi.uploadFile,
      { purpose: 'general' },
      { file: new Blob(['x']), fileName: 'notes.txt' },
    );
    const body = api.requests()[0]?.body;
    expect(body?.purpose).toBe('general');
    expect((body?.file as File).name).toBe('notes.txt');
  });

  it('reports progress through XMLHttpRequest and answers like fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    cleanups.push(() => vi.unstubAllGlobals());
    const seen: UploadProgress[] = [];
    const result = call(
      filesApi.uploadFile,
      { purpose: 'quote' },
      { file: pdf(), onUploadProgress: (p) => seen.push(p) },
    );
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect((xhr.body as FormData).get('purpose')).toBe('quote');
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, { code: 200, msg: 'ok', data: { id: 'f-1' } });
    await expect(result).resolves.toMatchObject({ data: { id: 'f-1' } });
    expect(seen.map((p) => p.progress)).toEqual([0.25, 1]);
  });

  it('cancels an upload in flight with the caller signal, without a toast', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    cleanups.push(() => vi.unstubAllGlobals());
    const toasts = captureToasts();
    const controller = new AbortController();
    const result = call(
      filesApi.uploadFile,
      { purpose: 'quote' },
      { file: pdf(), onUploadProgress: () => undefined, signal: controller.signal },
    ).catch((e: unknown) => e);
    controller.abort();
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('shows the server answer of a failed upload (413) like any failure', async () => {
    const toasts = captureToasts();
    mockApi((a) =>
      a.on(filesApi.uploadFile, [413, { code: 413, msg: 'x', error_description: 'Too large' }]),
    );
    await expect(
      call(filesApi.uploadFile, { purpose: 'quote' }, { file: pdf() }),
    ).rejects.toMatchObject({ status: 413, message: 'Too large' });
    expect(toasts[0]?.text).toBe('Too large');
  });
});

describe('callUrl', () => {
  it('builds a link with the query and never the session token', () => {
    session.set({ token: 'tok 1', roles: [], menus: null });
    expect(callUrl(filesApi.downloadFile, { obj: 'f-1', type: 'attachment' })).toBe(
      '/api/admin/file/download?obj=f-1&type=attachment',
    );
    expect(callUrl(inquiryApi.quoteTemplate, { inquiryId: 'i 1' })).toBe(
      '/api/admin/file/template/quote?inquiryId=i+1',
    );
  });
});
