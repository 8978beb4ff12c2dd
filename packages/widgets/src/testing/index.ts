// Test and story helpers (the "@portal/widgets/testing" entry). Not part of any widget chunk.
export {
  mockApi,
  resetMockApi,
  NETWORK_ERROR,
  type MockApi,
  type MockApiOptions,
  type RecordedRequest,
  type Reply,
  type Handler,
} from './mock-api';
export * from './fixtures';
export { FIXTURE_PUBLIC_KEY, FIXTURE_PRIVATE_KEY } from './rsa-fixture';
export { adaptWebCryptoToJsdom } from './jsdom-webcrypto';
export * from './upload-fixtures';
export * from './quote-fixtures';
export * from './resource-fixtures';
export * from './bargaining-fixtures';
export * from './quote-review-fixtures';
export * from './supplier-approval-fixtures';
export * from './integration-fixtures';
export * from './profile-fixtures';
export * from './contract-fixtures';
export * from './repair-fixtures';
export * from './forecast-fixtures';
export * from './transport-fixtures';
export * from './waybill-fixtures';
export * from './shipment-fixtures';
export * from './story-page';
export * from './repair-quote-review-fixtures';
export * from './repair-quote-fixtures';
export * from './customs-info-fixtures';
export * from './bill-fixtures';
export * from './statement-fixtures';
export * from './payment-fixtures';
