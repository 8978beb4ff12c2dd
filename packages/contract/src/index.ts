export * from './constants.ts';
export * from './messages/index.ts';
export * from './validation/password.ts';
export * from './validation/upload.ts';
export * from './api/define.ts';
export * from './api/auth.ts';
export * from './api/system.ts';
export * from './menus/catalog.ts';
