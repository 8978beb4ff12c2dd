// Customs information messages (issue 15); customs-info.zh.ts holds the same keys.
export const customsInfoEn = {
  'customsInfo.saved': 'Customs information saved',
  'customsInfo.shipmentNotFound': 'This ship notice does not exist',
  'customsInfo.stale': 'Someone changed this customs information meanwhile. Reload and try again.',
  'customsInfo.moveNotAllowed': 'The customs state cannot change to this one from the current one',
  'customsInfo.hsCodeRule': 'The HS code has exactly 10 digits (China customs tariff)',
  'customsInfo.valueRule':
    'The declared value is more than 0, at most 1,000,000,000, with at most 2 decimals',
  'customsInfo.currencyRequired': 'Choose the currency of the declared value',
  'customsInfo.originRequired': 'Choose the country of origin',
  'customsInfo.brokerRequired': 'Choose the customs broker',
  'customsInfo.brokerNotFound': 'This customs broker is not one of your company’s authorizations',
  'customsInfo.brokerNotValid':
    'This customs broker’s authorization is revoked or expired; choose a valid one',
  'customsInfo.declarationRule': 'The declaration number has exactly 18 digits',
  'customsInfo.declarationRequired': 'A declared shipment needs its 18-digit declaration number',
  'customsInfo.declarationTooEarly': 'The declaration number comes once the shipment is declared',
  'customsInfo.tooManyDocuments': 'At most 10 documents per shipment',
  'customsInfo.documentRepeated': 'Each document is attached once',
  'customsInfo.documentUnknown': 'A document is not a file your company uploaded',
} as const;
export type CustomsInfoMessageKey = keyof typeof customsInfoEn;
