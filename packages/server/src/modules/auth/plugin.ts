// The auth module's routes: sign-in, sign-out and password change, and the forgotten password.
import type { ModulePlugin } from '../../http/register-call.ts';
import { registerPasswordResetRoutes } from './password-reset-routes.ts';
import type { PasswordResetService } from './password-reset.ts';
import { registerAuthRoutes } from './routes.ts';
import type { RsaKeyService } from './rsa-keys.ts';
import type { AuthService } from './service.ts';

export interface AuthServices {
  auth: AuthService;
  keys: RsaKeyService;
  reset: PasswordResetService;
}

export const authPlugin: ModulePlugin<AuthServices> = async (app, { guard, services }) => {
  registerAuthRoutes(app, guard, services);
  registerPasswordResetRoutes(app, guard, services.reset);
};
