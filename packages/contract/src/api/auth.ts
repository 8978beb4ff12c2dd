// Sign-in, session and password calls (docs/product-rules.md#sign-in-sessions-and-accounts):
// schemas and definitions, for the server and for types. The browser imports the routes of
// auth.routes.ts instead.
import { z } from 'zod';
import { ACCOUNT_MAX, COMPANY_KINDS, PASSWORD_INPUT_MAX } from '../constants.ts';
import { defineCall } from './define.ts';
import { emptyEnvelope, emptyInput, envelope } from './schema-helpers.ts';

export { emptyEnvelope, emptyInput };

const tag = 'auth';

export const publicKeyAnswer = envelope(z.object({ publicKey: z.string(), uuid: z.string() }));

export const getPublicKey = defineCall({
  method: 'GET',
  path: '/os/kaptcha/key/public',
  encoding: 'query',
  audience: 'public',
  tag,
  summary:
    'An RSA public key (PEM) and a one-time id (passPriKey) to encrypt one password with, RSA-OAEP SHA-256. The id works once and expires after 5 minutes.',
  input: emptyInput,
  answer: publicKeyAnswer,
});

export const demoModeAnswer = envelope(z.object({ demo: z.boolean() }));

/** Whether this is a demo install (docs/decisions/2026-11-26-explicit-demo-mode.md). */
export const getDemoMode = defineCall({
  method: 'GET',
  path: '/os/demo',
  encoding: 'query',
  audience: 'public',
  tag,
  summary:
    'Whether the portal runs in demo mode (demo accounts, a public dev mailbox, a demo ERP key). The sign-in page shows a notice when it does.',
  input: emptyInput,
  answer: demoModeAnswer,
});

/** Base64 RSA-OAEP ciphertext of a password; 2048-bit keys give 344 characters. */
const cipherText = z.string().min(1).max(1024);
const clientFields = {
  client_id: z.string().min(1).max(100),
  client_secret: z.string().max(200).optional(),
};

export const passwordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(ACCOUNT_MAX),
  password: cipherText,
  uuid: z.string().min(1).max(64),
  ...clientFields,
});
export const refreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(200),
  ...clientFields,
});
/**
 * The second step of a sign-in that needs a security key (docs/decisions/2026-11-27-security-keys.md):
 * the ticket the password step answered and the key's answer (AuthenticationResponseJSON, as JSON
 * text, since the call is a form).
 */
export const securityKeyGrant = z.object({
  grant_type: z.literal('security_key'),
  key_ticket: z.string().min(1).max(100),
  assertion: z.string().min(1).max(16_000),
  ...clientFields,
});
export const tokenInput = z.discriminatedUnion('grant_type', [
  passwordGrant,
  refreshGrant,
  securityKeyGrant,
]);

/** OAuth 2 answers are not enveloped: they follow RFC 6749 section 5.1. */
export const tokenAnswer = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string().optional(),
  /** The password was right and the account signs in with a security key: no token yet. */
  key_needed: z.boolean().optional(),
  /** One-time ticket for the security_key grant (5 minutes). */
  key_ticket: z.string().optional(),
  /** WebAuthn request options (PublicKeyCredentialRequestOptionsJSON) for the key. */
  key_options: z.record(z.string(), z.unknown()).optional(),
});

export const token = defineCall({
  // POST keeps the ciphertext, the refresh token and the client secret out of URLs and logs; the
  // server still answers the GET query form for older clients (docs/decisions/2026-11-26-token-by-post.md).
  method: 'POST',
  path: '/oauth/token',
  encoding: 'form',
  audience: 'public',
  tag,
  summary:
    'Two-step sign-in. grant_type=password with username, the encrypted password and its uuid answers a refresh_token; grant_type=refresh_token with client_id and client_secret answers the access_token. The plaintext of the encrypted password is `<uuid>:<password>`. An account with a security key gets key_needed, key_ticket and key_options instead of the refresh_token, and sends grant_type=security_key with the ticket and the answer of the key (assertion, JSON) for it. A GET with the same fields in the query works the same (kept for older clients).',
  input: tokenInput,
  answer: tokenAnswer,
});

export const loginLogInput = z.object({ macAddr: z.string().max(64).optional() });

export const loginLog = defineCall({
  method: 'POST',
  path: '/admin/sys/user/loginLog',
  encoding: 'form',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary: 'Records the sign-in in the operation log, with the MAC address the client reports.',
  input: loginLogInput,
  answer: emptyEnvelope,
});

export interface MenuNode {
  /** i18n key of the title, such as `menu.sup.home`. */
  cname: string;
  url: string;
  icon: string;
  clientType: 'supplier' | 'buyer';
  /** A sub-page (detail, edit): not in the sidebar, but titled in the breadcrumb and tag view. */
  hidden: boolean;
  childTrees: MenuNode[];
}
/** Recursive, so the OpenAPI document names it (`MenuNode`) and refers to it from its children. */
export const menuNode: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      cname: z.string(),
      url: z.string(),
      icon: z.string(),
      clientType: z.enum(['supplier', 'buyer']),
      hidden: z.boolean(),
      childTrees: z.array(menuNode),
    }),
  )
  .meta({ id: 'MenuNode' });

export const sessionUser = z.object({
  id: z.string(),
  account: z.string(),
  companyId: z.string(),
  companyKind: z.enum(COMPANY_KINDS),
  companyName: z.string(),
  realName: z.string(),
  avatar: z.string(),
  code: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /**
   * A security key is required of the user and none is registered yet: until one is, the portal
   * shows only the key registration and the server refuses other calls.
   */
  securityKeyPending: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const userInfoAnswer = envelope(z.object({ user: sessionUser, menus: z.array(menuNode) }));

export const getUserInfo = defineCall({
  method: 'GET',
  path: '/admin/sys/user/getUserInfo',
  encoding: 'query',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary: 'The signed-in user and the menu tree built from the permissions of its roles.',
  input: emptyInput,
  answer: userInfoAnswer,
});

export const loginTypeAnswer = envelope(
  z.object({
    /** `securityKey`: the password and then a security key (the SPEC's u-shield). */
    loginType: z.enum(['password', 'securityKey']),
    companyKind: z.enum(COMPANY_KINDS),
    /** The user has a registered security key. */
    uShieldBound: z.boolean(),
    /** An administrator requires a security key of this user. */
    keyRequired: z.boolean(),
  }),
);

export const getLoginType = defineCall({
  method: 'GET',
  path: '/admin/sys/user/getLoginType',
  encoding: 'query',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary:
    'How the signed-in user signs in: with the password alone, or with the password and a security key (the u-shield), whether they have a key and whether one is required.',
  input: emptyInput,
  answer: loginTypeAnswer,
});

export const logout = defineCall({
  method: 'POST',
  path: '/admin/sys/user/logout',
  encoding: 'form',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary: 'Ends the session: its access and refresh tokens stop working.',
  input: emptyInput,
  answer: emptyEnvelope,
});

export const updatePasswordInput = z.object({
  passPriKey: z.string().min(1).max(64),
  password: cipherText,
  oldPwd: cipherText,
});

export const updatePassword = defineCall({
  method: 'POST',
  path: '/admin/sys/user/updatePasswordV2',
  encoding: 'json',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary:
    'Changes the password. Both passwords are encrypted with the public key of the passPriKey uuid. Answers code 200, or another code with the reason in msg.',
  input: updatePasswordInput,
  answer: emptyEnvelope,
});

/** Plain-text password length the server accepts after decryption (the rule itself is 8-16). */
export const PASSWORD_PLAIN_MAX = PASSWORD_INPUT_MAX;

export const authCalls = {
  getPublicKey,
  getDemoMode,
  token,
  loginLog,
  getUserInfo,
  getLoginType,
  logout,
  updatePassword,
};
