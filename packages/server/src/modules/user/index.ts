// The user module's public entry: the signed-in user's cached profile (which the call checks and
// the actor read) and menus.
export { userPlugin, type UserServices } from './plugin.ts';
export { UserService, type UserProfile } from './service.ts';
