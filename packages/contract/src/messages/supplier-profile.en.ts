// Messages of the supplier's company profile (issue 4): saving its sections, qualification files,
// capabilities and their review, and what submitting the profile needs. supplier-profile.zh.ts
// holds the same keys.
export const supplierProfileEn = {
  'profile.notFound': 'This supplier profile does not exist',
  'profile.stale':
    'The profile was changed meanwhile (maybe in another window). Reload it and try again.',
  'profile.notEditable':
    'The profile is under review and cannot be changed now. It can be edited again if the buyer returns it.',
  'profile.saved': 'The profile was saved',
  'profile.nameRequired': 'Please enter the company name',
  'profile.nameTaken': 'A supplier with this company name is already registered',
  'profile.textTooLong': 'This text is too long',
  'profile.countryRequired': 'Please choose the country or region',
  'profile.amountRule': 'Enter an amount of at least 0 with at most 2 decimals',
  'profile.currencyRule': 'Choose a currency',
  'profile.dateRule': 'Enter a date as YYYY-MM-DD',
  'profile.foundedFuture': 'The founding date cannot be in the future',
  'profile.websiteRule': 'Enter a web address starting with http:// or https://',
  'profile.emailRule': 'Please enter a valid e-mail address',
  'profile.phoneRule': 'Enter a phone number: digits, spaces, +, -, ( and ), 5 to 30 characters',
  'profile.contactNameRequired': 'Please enter the contact name',
  'profile.contactReachable': 'Give the contact a phone number or an e-mail address',
  'profile.onePrimary': 'Mark exactly one contact as the primary contact',
  'profile.yearRule': 'Enter a year between 1900 and next year',
  'profile.yearTwice': 'Each year can be listed once',
  'profile.manufacturerRequired': 'Please enter the manufacturer',
  'profile.capabilityTwice': 'Each business type and product type pair can be listed once',
  'profile.tooMany': 'Too many entries',
  'profile.fileRequired': 'Please upload the file',
  'profile.fileNotFound': 'The uploaded file was not found. Upload it again.',
  'profile.qualificationNotFound': 'This qualification file does not exist',
  'profile.qualificationNumberRequired': 'Please enter the certificate number',
  'profile.expiryRequired': 'Please enter the expiry date',
  'profile.expired': 'This certificate has expired already',
  'profile.qualificationAdded': 'The qualification file was added',
  'profile.qualificationRemoved': 'The qualification file was removed',
  'profile.incomplete':
    'The profile is not complete. Fill in the required basic information and a primary contact before submitting it for review.',
  'profile.fieldRequired': 'Required before the profile is submitted',
  'profile.licenseMissing':
    'Upload a valid business license under the qualification files before submitting the profile.',
  'profile.capabilityNotFound': 'This capability does not exist',
  'profile.capabilityStale':
    'This capability was changed meanwhile. Reload the profile and try again.',
  'profile.capabilityNotUnderReview': 'Only a capability under review can be decided',
  'profile.nothingToSubmit': 'There is no capability to submit: add one or fix a refused one first',
  'profile.capabilitiesSubmitted': '{{count}} capabilities were submitted for review',
  'profile.capabilityDecided': 'The decision was saved',
  'profile.remarksRequired': 'Please give the reason',
} as const;

export type SupplierProfileMessageKey = keyof typeof supplierProfileEn;
