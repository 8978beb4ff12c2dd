// The customs information module's public entry.
export { customsInfoPlugin, type CustomsInfoServices } from './plugin.ts';
export { CustomsInfoService } from './service.ts';
