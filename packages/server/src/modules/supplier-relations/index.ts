// The supplier-relations module's public entry.
export { supplierRelationsPlugin, type SupplierRelationServices } from './plugin.ts';
export { CustomerRelations } from './customer-relations.ts';
export { RelationLists } from './relation-lists.ts';
