// The auth module's public entry: sessions and sign-in (AuthService), the one-time RSA keys, the
// password hash, and the per-address limit that registration and the returned-registration link
// use too.
export { authPlugin, type AuthServices } from './plugin.ts';
export { limitPerAddress } from './address-limit.ts';
export { hashPassword } from './password-hash.ts';
export { PasswordResetService } from './password-reset.ts';
export { RsaKeyService } from './rsa-keys.ts';
export { AuthService, type AuthContext, type RequestMeta, type SecondFactor } from './service.ts';
export { safeEqual } from './tokens.ts';
