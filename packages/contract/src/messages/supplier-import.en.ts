// Messages of the bulk supplier import (`/sys/supplier/import`): the template's headers, its
// instructions sheet, the row-by-row refusals and the e-mail to each new administrator. Loaded by
// the import widget only; supplier-import.zh.ts holds the same keys.
export const supplierImportEn = {
  'import.sheet.data': 'Suppliers',
  'import.sheet.help': 'Instructions',
  'import.col.supplierKind': 'Supplier kind',
  'import.col.country': 'Country or region',
  'import.col.taxCategory': 'Tax number category',
  'import.col.taxId': 'Tax ID',
  'import.col.companyName': 'Company name',
  'import.col.nameEn': 'English name',
  'import.col.email': 'E-mail',
  'import.col.account': 'Administrator account',
  'import.col.timeZone': 'Time zone',
  'import.col.businessTypes': 'Business types',
  'import.help.title':
    'Fill one supplier per row on the "Suppliers" sheet, from row 3 on. Do not change the hidden first row. At most {{max}} rows per file.',
  'import.help.column': 'Column',
  'import.help.required': 'Required',
  'import.help.rule': 'Allowed values and rules',
  'import.help.yes': 'Yes',
  'import.help.no': 'No',
  'import.help.supplierKind': 'Choose from the list: {{values}}',
  'import.help.country': 'ISO country code from the list: {{values}}',
  'import.help.taxCategory': 'Choose from the list: {{values}}',
  'import.help.taxId':
    '5 to 32 letters, digits or dashes (an 18-character unified social credit code in China). Must not be registered yet or blacklisted.',
  'import.help.companyName':
    'The registered name, 2 to 100 characters. Must not be registered yet.',
  'import.help.nameEn': 'Optional, at most 100 characters; the company name is used when empty.',
  'import.help.email':
    "The administrator's e-mail address. The set-password e-mail goes here, and the password reset asks for it.",
  'import.help.account':
    '4 to 32 letters, digits, dots, dashes or underscores, starting with a letter. Must not be taken.',
  'import.help.timeZone': 'IANA time zone from the list: {{values}}',
  'import.help.businessTypes': 'Optional, one or more separated by commas: {{values}}',
  'import.kind.aviation': 'Aviation material',
  'import.kind.general': 'General purchase',
  'import.kind.transport': 'Transport',
  'import.tax.uscc': 'Unified social credit code',
  'import.tax.vat': 'VAT number',
  'import.tax.other': 'Other national tax number',
  'import.business.purchase': 'Purchase',
  'import.business.repair': 'Repair',
  'import.business.dept21': '21-department',
  'import.nameEnRule': 'The English name can have at most 100 characters',
  'import.businessTypesRule':
    'Business types are Purchase, Repair or 21-department, separated by commas',
  'import.duplicateInFile': 'Appears more than once in this file (rows {{rows}})',
  'import.conflict':
    'Another change registered one of these suppliers meanwhile. Upload the file again to see which.',
  'import.done': '{{created}} suppliers created, {{refused}} rows refused',
  'mail.import.subject': 'Your supplier account on the {{buyer}} supplier portal',
  'mail.import.body':
    'Hello,\n\n{{buyer}} has registered {{company}} on its supplier portal. You are the administrator of its account.\n\nAccount: {{account}}\n\nSet your password here (the page asks for this account and this e-mail address and sends you a verification code):\n{{link}}\n\nThen sign in and complete the company profile.',
} as const;

export type SupplierImportMessageKey = keyof typeof supplierImportEn;
