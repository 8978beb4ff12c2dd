// Browser-safe modules (no zod at run time): constants, messages, rules, routes, menu catalogue.
export * from './constants.ts';
export * from './messages/index.ts';
export * from './validation/password.ts';
export * from './validation/upload.ts';
export * from './api/define.ts';
export * from './api/error-body.ts';
export * from './api/auth.routes.ts';
export * from './api/system.routes.ts';
export * from './api/inquiry.routes.ts';
export * from './api/files.routes.ts';
export * from './api/supplier.routes.ts';
export * from './api/supplier-profile.routes.ts';
export * from './api/password-reset.routes.ts';
export * from './api/integration.routes.ts';
export * from './api/supplier-import.routes.ts';
export * from './api/approval-tasks.routes.ts';
export * from './supplier/import-constants.ts';
export * from './approval/tasks.ts';
export * from './inquiry/constants.ts';
export * from './inquiry/quote-state.ts';
export * from './inquiry/quote-fields.ts';
export * from './menus/catalog.ts';
export * from './supplier/audit-state.ts';
export * from './supplier/constants.ts';
export * from './supplier/quality.ts';
export * from './api/supplier-quality.routes.ts';
export * from './api/customs.routes.ts';
export * from './api/supplier-audit.routes.ts';
export * from './supplier/profile-constants.ts';
export * from './supplier/list-constants.ts';
export * from './supplier/relation-constants.ts';
export * from './api/supplier-lists.routes.ts';
export * from './api/supplier-relations.routes.ts';
// Schemas and call definitions (zod): the server's; the browser's bundles drop them because the
// package is free of side effects and the widgets import only the routes above.
export * from './api/schema-helpers.ts';
export * from './validation/password-schema.ts';
export * from './api/auth.ts';
export * from './api/system.ts';
export * from './api/inquiry.ts';
export * from './api/files.ts';
export * from './api/supplier.ts';
export * from './api/supplier-quality.ts';
export * from './api/customs.ts';
export * from './api/supplier-audit.ts';
export * from './api/supplier-profile.ts';
export * from './api/supplier-lists.ts';
export * from './api/supplier-relations.ts';
export * from './api/password-reset.ts';
export * from './api/integration.ts';
export * from './api/supplier-import.ts';
export * from './api/approval-tasks.ts';
// Quote-line rules: zod, used by the server and by the quote editor's chunk (not the shared one).
export * from './inquiry/quote-line.ts';
export * from './inquiry/bargaining-round.ts';
// Registration rules: zod, used by the server and by the registration widget's chunk.
export * from './supplier/registration.ts';
