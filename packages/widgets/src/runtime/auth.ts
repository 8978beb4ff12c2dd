// Sign-in and sign-out flows (docs/product-rules.md#signing-in), shared by the login widget and the
// host.
import { authApi, type MenuNode, type SessionUser } from '@portal/contract';
import { getConfig } from './config';
import { fetchPasswordCipher } from './crypto';
import { call } from './http';
import { session } from './session';

export interface SignedIn {
  user: SessionUser;
  menus: MenuNode[];
}

export const NOT_USER_MESSAGE = 'getInfo: not user !';

/**
 * Fetches the user and menus into the session; rejects when either is missing
 * (docs/product-rules.md#signing-in).
 */
export async function loadUserInfo(): Promise<SignedIn> {
  const { data } = await call(authApi.getUserInfo, {});
  const { user, menus } = data ?? {};
  if (!user || !menus) throw new Error(NOT_USER_MESSAGE);
  const current = session.get();
  session.set({
    token: current?.token ?? '',
    uid: user.id,
    account: user.account,
    name: user.realName,
    companyId: user.companyId,
    companyName: user.companyName,
    avatar: user.avatar,
    code: user.code,
    roles: user.roles,
    user,
    menus,
  });
  return { user, menus };
}

/**
 * The user an access token belongs to, without making it the session (a 401 leaves the current
 * session alone): /auth-redirect asks before one account's token replaces another's session.
 */
export async function peekUser(token: string): Promise<SessionUser> {
  const { data } = await call(authApi.getUserInfo, {}, { bearer: token, toast: false });
  if (!data?.user) throw new Error(NOT_USER_MESSAGE);
  return data.user;
}

/** The browser's security-key prompt failed or was cancelled (the login widget says so). */
export class SecurityKeyCancelled extends Error {
  constructor(cause: unknown) {
    super('security key cancelled', { cause });
    this.name = 'SecurityKeyCancelled';
  }
}

/**
 * Password grant (refresh token) → refresh grant (access token) → login log → user info.
 * An account with a security key answers the password grant with `key_needed` instead: the browser
 * asks for the key (WebAuthn, through @simplewebauthn/browser, loaded only then) and the
 * security_key grant gives the refresh token (docs/decisions/2026-11-27-security-keys.md).
 * Failures reject with the ApiError of the failing call, not toasted: the sign-in form shows it
 * inline, next to the fields (a toast as well said the same thing twice).
 */
export async function signIn(
  account: string,
  password: string,
  options: { onKeyNeeded?: () => void } = {},
): Promise<SignedIn> {
  const { clientId, clientSecret } = getConfig();
  const cipher = await fetchPasswordCipher();
  const first = await call(
    authApi.token,
    {
      grant_type: 'password',
      username: account.trim(),
      // The uuid travels inside the ciphertext too, so the server can tell it was made for this key.
      password: await cipher.encrypt(`${cipher.uuid}:${password}`),
      uuid: cipher.uuid,
      client_id: clientId,
      client_secret: clientSecret,
    },
    { toast: false },
  );
  const refreshToken = first.key_needed
    ? await securityKeyStep(first.key_ticket ?? '', first.key_options ?? {}, options.onKeyNeeded)
    : first.refresh_token;
  if (!refreshToken) throw new Error('No refresh token in the answer');
  const second = await call(
    authApi.token,
    {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
      client_secret: clientSecret,
    },
    { toast: false },
  );
  if (!second.access_token) throw new Error('No access token in the answer');
  session.set({ token: second.access_token, account: account.trim(), roles: [], menus: null });
  // The log entry is a record, not a gate: a failure there must not block the sign-in.
  await call(authApi.loginLog, {}, { toast: false }).catch(() => undefined);
  return loadUserInfo();
}

async function securityKeyStep(
  ticket: string,
  keyOptions: Record<string, unknown>,
  onKeyNeeded?: () => void,
): Promise<string | undefined> {
  const { clientId, clientSecret } = getConfig();
  onKeyNeeded?.();
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let assertion: unknown;
  try {
    assertion = await startAuthentication({
      optionsJSON: keyOptions as unknown as Parameters<
        typeof startAuthentication
      >[0]['optionsJSON'],
    });
  } catch (error) {
    throw new SecurityKeyCancelled(error);
  }
  const answer = await call(
    authApi.token,
    {
      grant_type: 'security_key',
      key_ticket: ticket,
      assertion: JSON.stringify(assertion),
      client_id: clientId,
      client_secret: clientSecret,
    },
    { toast: false },
  );
  return answer.refresh_token;
}

/**
 * Whether the portal is a demo install (the sign-in page says so); false when the server cannot
 * tell (docs/decisions/2026-11-26-explicit-demo-mode.md).
 */
export async function fetchDemoMode(): Promise<boolean> {
  try {
    const { data } = await call(authApi.getDemoMode, {}, { toast: false });
    return data?.demo === true;
  } catch {
    return false;
  }
}

/** Ends the server session when possible, then forgets it locally in any case. */
export async function signOut(): Promise<void> {
  if (session.get()) await call(authApi.logout, {}, { toast: false }).catch(() => undefined);
  session.clear();
}
