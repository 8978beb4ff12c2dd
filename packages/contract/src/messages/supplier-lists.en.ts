// Messages of the buyer's supplier lists: qualified and transport suppliers, mutual recognition,
// the blacklist and the dishonest list, CAGE codes, tiered and own-equipment suppliers. Loaded by
// those widgets only; supplier-lists.zh.ts holds the same keys.
export const supplierListsEn = {
  'lists.taxIdRule': 'Enter the tax ID: 5 to 32 letters, digits or dashes',
  'lists.companyNameRequired': 'Please enter the company name',
  'lists.reasonRequired': 'Please give a reason',
  'lists.textTooLong': 'This text is too long',
  'lists.nameRequired': 'Please enter the name',
  'lists.sourceRequired': 'Please enter the group company that approved the supplier',
  'lists.scopeRequired': 'Please enter the admitted scope',
  'lists.dateRule': 'Please choose a date',
  'lists.dateInPast': 'The date must not be in the past',
  'lists.suppliesRequired': 'Please say what the supplier supplies',
  'lists.equipmentRequired': 'Please enter the equipment',
  'lists.oemRequired': 'Please enter the equipment manufacturer',
  'lists.ataRule':
    'The ATA chapter has 2 digits, optionally followed by -2 digits (e.g. 32 or 32-41)',
  'lists.countryRequired': 'Please choose the country or region',
  'lists.primaryRequired': 'Please choose the primary supplier',
  'lists.cageRule': 'A CAGE code has exactly 5 letters or digits',
  'lists.cageTaken': 'The CAGE code {{code}} belongs to {{supplier}} already',
  'lists.supplierNotFound': 'This supplier does not exist',
  'lists.notFound': 'This entry does not exist (it may have been removed meanwhile)',
  'lists.stale': 'This entry was changed meanwhile. Reload and try again.',
  'lists.alreadyListed': 'This tax ID is on this list already',
  'lists.alreadyAdmitted': 'This tax ID has a mutual recognition record already',
  'lists.blacklistedAdmit':
    'This tax ID is on the blacklist or the dishonest list and cannot be admitted',
  'lists.added': 'Added',
  'lists.addedFrozen': 'Added. The supplier {{supplier}} was frozen (commercial and quality).',
  'lists.admitted': 'Added. The supplier {{supplier}} is now approved.',
  'lists.removed': 'Removed',
  'lists.authorized': 'Authorized until {{until}}',
} as const;

export type SupplierListsMessageKey = keyof typeof supplierListsEn;
