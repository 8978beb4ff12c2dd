// The contracts module's public entry: contracts and orders from the ERP and the supplier's answers.
export { contractsPlugin, type ContractServices } from './plugin.ts';
export { ContractErpService } from './erp-service.ts';
export { SupplierContractService } from './service.ts';
export { ContractAnswerService } from './answer-service.ts';
export { insertContract, insertVersion } from './erp-queries.ts';
