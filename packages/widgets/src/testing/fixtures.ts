// Fixture answers for the auth calls, shared by stories and tests.
import {
  authApi,
  formatMessage,
  toLanguage,
  type MessageKey,
  type MenuNode,
  type SessionUser,
} from '@portal/contract';

const { getDemoMode, getPublicKey, getUserInfo, loginLog, logout, token, updatePassword } = authApi;
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { FIXTURE_PUBLIC_KEY } from './rsa-fixture';

export const fixtureUser: SessionUser = {
  id: 'u-1001',
  account: 'supplier01',
  companyId: 'c-01',
  companyKind: 'supplier',
  companyName: 'Skyline Aero Parts Ltd.',
  realName: 'Li Lei',
  avatar: '',
  code: 'SUP001',
  roles: ['supplier-admin'],
  permissions: ['sup:home'],
  securityKeyPending: false,
};

export const fixtureMenus: MenuNode[] = [
  {
    cname: 'menu.sup.home',
    url: '/sup/home',
    icon: 'Home',
    clientType: 'supplier',
    hidden: false,
    childTrees: [],
  },
];

export const FIXTURE_ACCESS_TOKEN = 'access-token-fixture';
export const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
export const failure = (status: number, message: string) => ({
  code: status,
  msg: message,
  error: 'invalid_request',
  error_description: message,
});

/** The language a request asked for, as the server reads it. */
export const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);

type Params = Record<string, string | number>;

/** A refusal in the request's language, with its fields' messages when given. */
export function refusal(
  req: RecordedRequest,
  status: number,
  key: MessageKey,
  options: { fields?: Record<string, string>; params?: Params } = {},
): Reply {
  const body = failure(status, formatMessage(langOf(req), key, options.params));
  return [status, options.fields ? { ...body, data: { fields: options.fields } } : body];
}

/** A success with the server's message in the request's language (and the data, when any). */
export function answered(req: RecordedRequest, key: MessageKey, data?: unknown): Reply {
  const msg = formatMessage(langOf(req), key);
  return [200, data === undefined ? { code: 200, msg } : { code: 200, msg, data }];
}

export function publicKeyHandler(api: MockApi): void {
  let n = 0;
  api.on(getPublicKey, () => [200, ok({ publicKey: FIXTURE_PUBLIC_KEY, uuid: `uuid-${++n}` })]);
}

export interface AuthFixtureOptions {
  /** Error text the password grant answers with (HTTP 400) instead of a token. */
  wrongPassword?: string;
  /** The server says it is a demo install. */
  demo?: boolean;
}

export function authHandlers(api: MockApi, opts: AuthFixtureOptions = {}): void {
  publicKeyHandler(api);
  api.on(token, ({ body }) => {
    if (body.grant_type === 'password') {
      if (opts.wrongPassword) return [400, failure(400, opts.wrongPassword)];
      return [200, { refresh_token: 'refresh-fixture', token_type: 'bearer', expires_in: 7200 }];
    }
    return [200, { access_token: FIXTURE_ACCESS_TOKEN, token_type: 'bearer', expires_in: 7200 }];
  });
  api.on(loginLog, [200, { code: 200, msg: 'ok' }]);
  api.on(getUserInfo, [200, ok({ user: fixtureUser, menus: fixtureMenus })]);
  api.on(logout, [200, { code: 200, msg: 'ok' }]);
  api.on(getDemoMode, [200, ok({ demo: opts.demo ?? false })]);
}

export function changePasswordHandlers(api: MockApi, answer: { code: number; msg: string }): void {
  publicKeyHandler(api);
  api.on(updatePassword, [200, answer]);
  api.on(logout, [200, { code: 200, msg: 'ok' }]);
}
