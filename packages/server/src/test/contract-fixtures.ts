// Contracts for server tests: an ERP contract body and its call, as the ERP sends them.
import type { ErpContractInput } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_INTEGRATION_KEY } from '../config.ts';
import { DEMO_CODE, postIntegration } from './inquiry-fixtures.ts';

let serial = 0;

export function erpContract(overrides: Partial<ErpContractInput> = {}): ErpContractInput {
  serial += 1;
  return {
    contractNumber: `PO-T${Date.now().toString(36)}-${serial}`,
    kind: 'purchase',
    supplierCode: DEMO_CODE,
    title: 'Brake assemblies for A320 fleet',
    currency: 'USD',
    buyerContact: '王磊',
    invoice: {
      title: '海南航空控股股份有限公司',
      taxId: '91460000710920000X',
      bank: '中国银行海口分行',
      account: '266255281888',
      address: '海口市国兴大道7号',
      phone: '0898-65739999',
    },
    lines: [
      {
        lineNo: 10,
        materialNumber: 'M-100234',
        partNumber: '2-1577-3',
        description: 'Brake assembly',
        quantity: 4,
        unit: 'EA',
        unitPrice: 15250.5,
        deliveryDate: '2027-01-15',
      },
      {
        lineNo: 20,
        materialNumber: 'M-100388',
        partNumber: '66-4013',
        description: 'Wheel bearing',
        quantity: 10,
        unit: 'EA',
        unitPrice: 320.25,
        deliveryDate: '2027-01-15',
      },
    ],
    ...overrides,
  };
}

export function postErpContract(
  app: FastifyInstance,
  body: unknown,
  /** null sends no key header. */
  key: string | null = DEMO_INTEGRATION_KEY,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postIntegration(app, '/api/admin/integration/erp/contract', body, key, headers);
}
