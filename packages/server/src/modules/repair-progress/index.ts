// The repair progress module's public entry: the supplier's and buyer's repair calls, and the hook
// the contracts module's ERP call uses to store a repair contract's repair data.
export { repairProgressPlugin, type RepairProgressServices } from './plugin.ts';
export { RepairProgressService } from './service.ts';
export { recordErpRepairData } from './erp-hook.ts';
