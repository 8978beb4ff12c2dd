// The roles module's public entry: role management's plugin and service (which the staff and user
// screens may use to give roles).
export { rolesPlugin, type RoleServices } from './plugin.ts';
export { RoleService, type ProfileCache } from './service.ts';
