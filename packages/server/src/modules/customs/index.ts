// The customs module's public entry.
export { customsPlugin, type CustomsServices } from './plugin.ts';
export { CustomsService } from './service.ts';
