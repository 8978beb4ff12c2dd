// The repair quote module's public entry: its routes and services, the supplier's and the buyer's.
export { repairQuotePlugin, type RepairQuoteServices } from './plugin.ts';
export { RepairQuoteService } from './service.ts';
export { repairLineToValues, rowToRepairLine } from './lines.ts';
export { upsertRepairLines } from './queries.ts';
export { repairQuoteBuyerPlugin, RepairQuoteBuyerService } from './buyer-plugin.ts';
