// The security-keys module's public entry: its calls, the service app.ts builds (and hands the
// auth module as its sign-in second factor), and the request's origin as WebAuthn needs it.
export { requestOrigin, securityKeysPlugin, type SecurityKeyServices } from './plugin.ts';
export { SecurityKeyService } from './service.ts';
