// The ERP's inbound calls (not a person's step): authenticated by the integration key.
import { expect } from '@playwright/test';
import type { ErpInquiryInput } from '@portal/contract';
import { API } from './portal.ts';

/** The ERP creates an inquiry; answers its id and how many items and bidders it got. */
export async function erpCreatesInquiry(
  body: ErpInquiryInput,
): Promise<{ id: string; items: number; bidders: number }> {
  const res = await fetch(`${API}/admin/integration/erp/inquiry`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integration-key': 'demo-erp-integration-key',
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: { id: string; items: number; bidders: number } };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.data;
}
