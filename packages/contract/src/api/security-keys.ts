// Security keys (issue 13's u-shield as FIDO2/WebAuthn; docs/decisions/2026-11-27-security-keys.md):
// a signed-in user registers a key (options, then the authenticator's answer) and sees its serial
// (the credential id) and when it was registered; the buyer's administrator (the buyer staff page,
// STAFF_PERMISSIONS.buyer) requires a key of a colleague or resets a colleague's keys when one is
// lost. Sign-in with a key is the token call's `security_key` grant (auth.ts).
import { z } from 'zod';
import { STAFF_PERMISSIONS } from '../staff/constants.ts';
import { defineCall } from './define.ts';
import { emptyEnvelope, emptyInput, envelope } from './schema-helpers.ts';

const tag = 'securityKeys';
const id = z.string().min(1).max(64);

/** WebAuthn's options and answers as JSON (PublicKeyCredential*JSON); the server library checks them. */
export const webAuthnJson = z.record(z.string(), z.unknown());

export const securityKeyRow = z.object({
  /** The credential id (base64url): what the key is known by, its "serial". */
  serial: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SecurityKeyRow = z.infer<typeof securityKeyRow>;

export const mySecurityKeysAnswer = envelope(
  z.object({ required: z.boolean(), keys: z.array(securityKeyRow) }),
);

export const listMySecurityKeys = defineCall({
  method: 'GET',
  path: '/admin/sys/user/securityKey/list',
  encoding: 'query',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary:
    "The signed-in user's security keys (serial and registration time), and whether an administrator requires one.",
  input: emptyInput,
  answer: mySecurityKeysAnswer,
});

export const securityKeyRegistrationOptions = defineCall({
  method: 'POST',
  path: '/admin/sys/user/securityKey/registerOptions',
  encoding: 'json',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary:
    'WebAuthn creation options for a new security key of the signed-in user; the challenge works once, for 5 minutes.',
  input: emptyInput,
  answer: envelope(webAuthnJson),
});

export const registerSecurityKeyInput = z.object({ response: webAuthnJson });

export const registerSecurityKey = defineCall({
  method: 'POST',
  path: '/admin/sys/user/securityKey/register',
  encoding: 'json',
  audience: 'signedIn',
  beforeSecurityKey: true,
  tag,
  summary:
    "Registers the key from the authenticator's answer (RegistrationResponseJSON) to the challenge of registerOptions. A used or expired challenge, or an answer that does not verify, is 400.",
  input: registerSecurityKeyInput,
  answer: envelope(securityKeyRow),
});

export const requireSecurityKeyInput = z.object({ id, required: z.boolean() });

export const requireSecurityKey = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/securityKey/require',
  encoding: 'json',
  audience: 'buyer',
  permission: STAFF_PERMISSIONS.buyer,
  tag,
  summary:
    'Requires (or stops requiring) a security key at sign-in for a user of the buyer; needs the buyer staff page.',
  input: requireSecurityKeyInput,
  answer: emptyEnvelope,
});

export const resetSecurityKeysInput = z.object({ id });

export const resetSecurityKeys = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/securityKey/reset',
  encoding: 'json',
  audience: 'buyer',
  permission: STAFF_PERMISSIONS.buyer,
  tag,
  summary:
    'Removes every security key of a user of the buyer (a lost key); if a key is required, the user registers a new one at the next sign-in.',
  input: resetSecurityKeysInput,
  answer: emptyEnvelope,
});

export const securityKeyCalls = {
  listMySecurityKeys,
  securityKeyRegistrationOptions,
  registerSecurityKey,
  requireSecurityKey,
  resetSecurityKeys,
};
