// The supplier-lists module's public entry.
export { supplierListsPlugin, type SupplierListServices } from './plugin.ts';
export { Admittance } from './admittance.ts';
export { Blacklist } from './blacklist.ts';
export { CageCodes } from './cage-codes.ts';
export { Directory } from './directory.ts';
export { OwnEquipment } from './own-equipment.ts';
export type { ListsContext } from './shared.ts';
export { Tiers } from './tiers.ts';
