// Stories and tests answer calls by replacing the http client's ONE transport function, so headers,
// encoding, timeout, error mapping and toasts run exactly as in production; only the network is
// fake. Never imported by widget code.
import type { CallRoute } from '@portal/contract';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '../runtime/http';

export type Reply = [number, unknown?];

/** A call as the mock saw it: query values and the decoded body, for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  params: Record<string, string>;
  body: Record<string, unknown>;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** Reply that fails like an unreachable server (fetch's TypeError). */
export const NETWORK_ERROR = 'network-error';

export interface MockApi {
  /**
   * Answers one contract call; `reply` is [status, body], a handler of the decoded request, or
   * NETWORK_ERROR. A later `on` for the same route replaces the earlier one.
   */
  on: (def: CallRoute, reply: Reply | Handler | typeof NETWORK_ERROR) => void;
  /** Calls seen so far, as "METHOD /path". */
  history: () => string[];
  /** Calls seen so far, with headers and decoded input. */
  requests: () => RecordedRequest[];
}

export interface MockApiOptions {
  /** Milliseconds before every answer (loading states); the call's timeout and abort still apply. */
  delayResponse?: number;
}

interface Route {
  method: string;
  path: string;
  reply: Reply | Handler | typeof NETWORK_ERROR;
}

const NOT_MOCKED: Reply = [404, { code: 404, msg: 'Not mocked', error_description: 'Not mocked' }];

export function decodeBody(body: HttpRequest['body']): Record<string, unknown> {
  if (body instanceof URLSearchParams || body instanceof FormData) {
    return Object.fromEntries(body.entries());
  }
  if (typeof body !== 'string' || !body) return {};
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(body));
  }
}

function record(req: HttpRequest): RecordedRequest {
  const params = Object.fromEntries(
    Object.entries(req.query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
  );
  return {
    method: req.method,
    path: req.path,
    url: req.url,
    headers: { ...req.headers },
    params,
    body: decodeBody(req.body),
  };
}

/** Resolves after `ms`, or rejects like fetch when the request is aborted (timeout, cancel). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return aborted();
    if (ms <= 0) return resolve();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      aborted();
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * An upload's progress in quarters over the delay (at most 4 s), so a story shows the bar moving and
 * then waiting short of the end, as a server still reading the file does.
 */
function simulateProgress(req: HttpRequest, ms: number): () => void {
  const report = req.onUploadProgress;
  if (!report || !(req.body instanceof FormData) || ms <= 0) return () => undefined;
  let total = 0;
  for (const [, v] of req.body.entries()) total += typeof v === 'string' ? v.length : v.size;
  total ||= 1;
  report({ loaded: 0, total, progress: 0 });
  const timers = [0.25, 0.5, 0.75].map((share) =>
    setTimeout(
      () => report({ loaded: Math.round(total * share), total, progress: share }),
      Math.min(ms, 4_000) * share,
    ),
  );
  return () => timers.forEach(clearTimeout);
}

/** Answers a recorded request from a route table, as a server would. */
type Answer = (request: RecordedRequest) => Promise<Reply | typeof NETWORK_ERROR>;

/**
 * The answers of the newest `mockApi`: the element stories (testing/element-story.tsx) answer the
 * built custom element's real `fetch` calls from the same fixtures as the React story beside them.
 */
let activeAnswer: Answer | null = null;

export function answerFromActiveMock(
  request: RecordedRequest,
): Promise<Reply | typeof NETWORK_ERROR> {
  return activeAnswer ? activeAnswer(request) : Promise.resolve(NOT_MOCKED);
}

export function mockApi(setup: (api: MockApi) => void, options: MockApiOptions = {}): MockApi {
  const routes: Route[] = [];
  const seen: RecordedRequest[] = [];
  const api: MockApi = {
    on(def, reply) {
      const i = routes.findIndex((r) => r.method === def.method && r.path === def.path);
      const route = { method: def.method, path: def.path, reply };
      if (i >= 0) routes[i] = route;
      else routes.push(route);
    },
    history: () => seen.map((r) => `${r.method} ${r.path}`),
    requests: () => [...seen],
  };
  setup(api);
  const answer: Answer = async (recorded) => {
    const reply = routes.find(
      (r) => r.method === recorded.method && r.path === recorded.path,
    )?.reply;
    if (reply === NETWORK_ERROR) return NETWORK_ERROR;
    // Anything not mocked answers like a missing route, visibly.
    return typeof reply === 'function' ? await reply(recorded) : (reply ?? NOT_MOCKED);
  };
  activeAnswer = answer;
  setHttpTransport(async (req): Promise<HttpResponse> => {
    const recorded = record(req);
    seen.push(recorded);
    const stopProgress = simulateProgress(req, options.delayResponse ?? 0);
    try {
      await wait(options.delayResponse ?? 0, req.signal);
    } finally {
      stopProgress();
    }
    const reply = await answer(recorded);
    if (reply === NETWORK_ERROR) throw new TypeError('Failed to fetch');
    const [status, data] = reply;
    req.onUploadProgress?.({ loaded: 1, total: 1, progress: 1 });
    // A copy, as a real answer would be: a handler's object must not be shared with the caller.
    return { status, data: data === undefined ? '' : structuredClone(data) };
  });
  return api;
}

export function resetMockApi(): void {
  activeAnswer = null;
  setHttpTransport();
}
