// The account statement module's public entry: the ERP's send, the supplier's statements with its
// upload, confirmation and dispute, and the buyer's statement management.
export { accountStatementsPlugin, type AccountStatementServices } from './plugin.ts';
export { AccountStatementService, insertLines, refreshDifferenceCount } from './service.ts';
