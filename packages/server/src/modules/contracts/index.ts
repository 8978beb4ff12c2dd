// The contracts module's public entry: contracts and orders from the ERP, the supplier's answers,
// sign-for and feedback upload, and the buyer's review.
export { contractsPlugin, type ContractServices } from './plugin.ts';
export { ContractErpService, issueNewContract, type NewIssuedContract } from './erp-service.ts';
export { SupplierContractService } from './service.ts';
export { ContractAnswerService } from './answer-service.ts';
export { ContractBuyerService } from './buyer-service.ts';
export { ContractSignForService } from './sign-for-service.ts';
export { ContractFeedbackService } from './feedback-service.ts';
export { ContractAttachmentService } from './attachment-service.ts';
export { insertContract, insertVersion } from './erp-queries.ts';
