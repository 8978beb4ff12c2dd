// Messages of the buyer's customer relations (which group members a supplier serves). Loaded by
// sp-customer-relations only; customer-relations.zh.ts holds the same keys.
export const customerRelationsEn = {
  'relations.supplierRequired': 'Please choose the supplier',
  'relations.memberRequired': 'Please choose the group company',
  'relations.businessRequired': 'Please choose the business type',
  'relations.sinceRule': 'Please choose the start date',
  'relations.sinceFuture': 'The start date must not be in the future',
  'relations.reasonRequired': 'Please give a reason for ending the relation',
  'relations.textTooLong': 'This text is too long',
  'relations.notFound': 'This customer relation does not exist',
  'relations.supplierNotFound': 'This supplier does not exist',
  'relations.stale': 'Someone changed this relation meanwhile. Reload and try again.',
  'relations.duplicate': 'The supplier already serves this group company for this business',
  'relations.alreadyEnded': 'This relation has already ended',
  'relations.added': 'Customer relation added',
  'relations.ended': 'Customer relation ended',
} as const;
export type CustomerRelationsMessageKey = keyof typeof customerRelationsEn;
