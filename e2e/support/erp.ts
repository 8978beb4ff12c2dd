// The ERP's inbound calls (not a person's step): authenticated by the integration key.
import { expect } from '@playwright/test';
import type {
  ErpContractInput,
  ErpInquiryInput,
  RecordRemittanceInput,
  SchedulePaymentInput,
  SetPaymentCompanyInput,
} from '@portal/contract';
import { API } from './portal.ts';

/** The ERP creates an inquiry; answers its id and how many items and bidders it got. */
export function erpCreatesInquiry(
  body: ErpInquiryInput,
): Promise<{ id: string; items: number; bidders: number }> {
  return erpCall('inquiry', body);
}

/** The ERP issues a contract (or a new version of one); answers its id, version and state. */
export function erpCreatesContract(
  body: ErpContractInput,
): Promise<{ id: string; version: number; state: string }> {
  return erpCall('contract', body);
}

/** The ERP sets a supplier's payment company data (credit, receivable, terms…). */
export function erpSetsPaymentCompany(body: SetPaymentCompanyInput): Promise<{ version: number }> {
  return erpCall('paymentCompany', body);
}

/** The ERP schedules an approved bill (by number) for payment on a date. */
export function erpSchedulesPayment(
  body: SchedulePaymentInput,
): Promise<{ billId: string; position: string }> {
  return erpCall('paymentSchedule', body);
}

/** The ERP records a remittance paying bills; answers its id, amount and whether it was new. */
export function erpPaysBills(
  body: RecordRemittanceInput,
): Promise<{ id: string; reference: string; amount: number; created: boolean }> {
  return erpCall('remittance', body);
}

async function erpCall<Data>(
  what: 'inquiry' | 'contract' | 'paymentCompany' | 'paymentSchedule' | 'remittance',
  body: object,
): Promise<Data> {
  const res = await fetch(`${API}/admin/integration/erp/${what}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integration-key': 'demo-erp-integration-key',
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Data };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.data;
}
