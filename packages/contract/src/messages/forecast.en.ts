// Messages of shipment forecasts (issue 15), shared by the forecast screens and the server.
// forecast.zh.ts holds the same keys.
export const forecastEn = {
  'forecast.notFound': 'This contract does not exist',
  'forecast.lineNotFound': 'This line is not in the contract',
  'forecast.notConfirmed': 'Shipments can be planned only for a confirmed goods contract',
  'forecast.stale': 'Someone changed this plan meanwhile. Reload and try again.',
  'forecast.tooManyEntries': 'A line can have at most {{max}} planned shipments',
  'forecast.overQuantity':
    'The planned quantities together cannot exceed the line quantity ({{max}})',
  'forecast.datePast': 'The planned date {{date}} is in the past',
  'forecast.dateTooFar': 'The planned date {{date}} is more than two years ahead',
  'forecast.duplicateDate': 'There are two shipments on {{date}}: join them into one',
  'forecast.rangeReversed': 'The end date cannot be before the start date',
  'forecast.tooManyChanges': 'This contract has too many plan changes',
  'forecast.saved': 'Shipment plan saved',
} as const;

export type ForecastMessageKey = keyof typeof forecastEn;
