// The operation log module's public entry: its plugin and the service app.ts builds.
export { operationLogPlugin, type OperationLogServices } from './plugin.ts';
export { OperationLogService } from './service.ts';
