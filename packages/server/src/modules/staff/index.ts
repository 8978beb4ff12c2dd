// The staff module's public entry: a company's own people, managed by its administrator.
export { staffPlugin, type StaffServices } from './plugin.ts';
export { StaffService } from './service.ts';
export { StaffImportService } from './import-service.ts';
export { OwnProfileService } from './profile-service.ts';
