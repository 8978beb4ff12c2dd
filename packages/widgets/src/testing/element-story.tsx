// A story that shows a widget as an intranet page gets it: the built loader
// (packages/widgets/dist/portal-widgets.js, served by Storybook at ./widgets/) in a plain page of
// its own (an iframe), the tag written as HTML with its attributes, its shadow root and its chunk
// loaded lazily. Its API calls are real `fetch` calls, answered from the same fixtures as the React
// stories beside it (mock-api.ts's active route table), so both show the same data.
import { authApi } from '@portal/contract';
import type { JSX } from 'react';
import { session } from '../runtime/session';
import { FIXTURE_ACCESS_TOKEN, ok } from './fixtures';
import { answerFromActiveMock, decodeBody, NETWORK_ERROR, type RecordedRequest } from './mock-api';

type Fetch = typeof window.fetch;

declare global {
  interface Window {
    /** Installed by the element story, read by the frame's first script. */
    __portalStoryFetch?: (realFetch: Fetch) => Fetch;
  }
}

/** Where the element's requests go: the element's default api base on the page's own origin. */
const API_PREFIX = '/api';

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/** The request as mockApi's handlers see it. */
function recordFetch(url: URL, init: RequestInit | undefined): RecordedRequest {
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname.slice(API_PREFIX.length),
    url: url.href,
    headers: headersOf(init),
    params: Object.fromEntries(url.searchParams.entries()),
    body: decodeBody(init?.body as Parameters<typeof decodeBody>[0]),
  };
}

/**
 * The user an element with a `token` attribute would load: the story's own signed-in user, so the
 * element holds the same permissions as the React story beside it.
 */
function userInfoAnswer(): Response | undefined {
  const user = session.get()?.user;
  if (!user) return undefined;
  return Response.json(ok({ user, menus: [] }));
}

/** A `fetch` for the frame: API paths answer from the fixtures; anything else goes to the network. */
function storyFetch(realFetch: Fetch): Fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith(API_PREFIX + '/')) {
      return realFetch(input, init);
    }
    const request = recordFetch(url, init);
    const reply = await answerFromActiveMock(request);
    if (reply === NETWORK_ERROR) throw new TypeError('Failed to fetch');
    const [status, data] = reply;
    if (status === 404 && request.path === authApi.getUserInfo.path) {
      const own = userInfoAnswer();
      if (own) return own;
    }
    return new Response(data === undefined ? '' : JSON.stringify(data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const escape = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The element as an intranet page writes it. */
export function elementHtml(tag: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  return `<${tag}${attrs}></${tag}>`;
}

/** The frame's page: the fetch hand-over first, then the loader, then the element. */
function framePage(html: string, lang: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<style>body { margin: 16px; font-family: system-ui, sans-serif; }</style>
<script>window.fetch = parent.__portalStoryFetch(window.fetch.bind(window));</script>
<script type="module" src="./widgets/portal-widgets.js" onerror="document.body.dataset.loader = 'missing'"></script>
<style>body[data-loader='missing']::before { content: 'The widget loader is not built: run npm run build -w @portal/widgets, then reload.'; color: #b10e1c; }</style>
</head>
<body>${html}</body>
</html>`;
}

function ElementFrame({ html, lang }: { html: string; lang: string }) {
  return (
    <iframe
      title={`${html} in a plain page`}
      data-testid="element-frame"
      srcDoc={framePage(html, lang)}
      style={{ width: '100%', height: 640, border: '1px dashed #8a8886' }}
    />
  );
}

export interface ElementStory {
  render: (args: unknown, context: { globals: Record<string, unknown> }) => JSX.Element;
  parameters: { docs: { source: { code: string; language: string } } };
}

/**
 * The widget's "As a custom element" story: `attributes` as written in HTML (not React props). It
 * follows the language toolbar through the element's `lang` attribute and carries the fixtures'
 * access token in `token`, as a page holding a single-sign-on token would (not with `signedIn:
 * false`: the sign-in and registration widgets, which a page shows before it has one).
 */
export function elementStory(
  tag: string,
  attributes: Record<string, string> = {},
  { signedIn = true }: { signedIn?: boolean } = {},
): ElementStory {
  const shown = elementHtml(tag, attributes);
  // The frame's first script takes its fetch from here (same origin, so it may reach its parent).
  window.__portalStoryFetch = storyFetch;
  return {
    render: (_args, context) => {
      const lang = context.globals.lang === 'zh' ? 'zh' : 'en';
      const token: Record<string, string> = signedIn ? { token: FIXTURE_ACCESS_TOKEN } : {};
      const html = elementHtml(tag, { lang, ...token, ...attributes });
      return <ElementFrame key={lang} html={html} lang={lang} />;
    },
    parameters: {
      docs: {
        source: {
          code: `<script type="module" src="https://portal.example.com/widgets/portal-widgets.js"></script>\n${shown}`,
          language: 'html',
        },
      },
    },
  };
}
