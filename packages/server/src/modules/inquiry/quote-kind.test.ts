// The fields a quote line needs depend on the inquiry's kind (the contract's QUOTE_FIELDS_BY_KIND,
// docs/decisions/2026-11-26-quote-fields-per-kind.md): the server's gate requires what the
// editor marks required, and does not store what the kind does not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteLineInput } from '@portal/contract';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import {
  createInquiry,
  fullLine,
  loadQuote,
  supplierClient,
  type SupplierClient,
} from '../../test/inquiry-fixtures.ts';

let t: TestApp;
let demo: SupplierClient;
beforeAll(async () => {
  t = await createTestApp();
  demo = supplierClient(t.app, (await signIn(t.app, DEMO.supplierDemo)).accessToken);
});
afterAll(() => t.close());

/** A full line without the airworthiness facts a tool or a piece of equipment does not have. */
function withoutAviation(itemId: string): QuoteLineInput {
  const line = fullLine(itemId);
  delete line.interchangeability;
  delete line.condition;
  delete line.airworthinessApproval;
  delete line.certificateType;
  return line;
}

describe('quote fields per inquiry kind', () => {
  it('an aircraft part (purchase) must state its airworthiness on submit', async () => {
    const inq = await createInquiry(t, { kind: 'purchase' });
    const res = await demo.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [withoutAviation(inq.itemIds[0] ?? '')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      'lines.0.condition': 'Please select the condition',
      'lines.0.airworthinessApproval': expect.any(String),
    });
  });

  it('a tool is submitted without them, and what it does not have is not stored', async () => {
    const inq = await createInquiry(t, { kind: 'tool' });
    const [first = ''] = inq.itemIds;
    const bare = await demo.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [{ ...withoutAviation(first), brand: undefined }],
    });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().data.fields)).toEqual(['lines.0.brand']);

    const res = await demo.submit({
      inquiryId: inq.id,
      version: 1,
      lines: [{ ...withoutAviation(first), airworthinessApproval: 'faa8130' }],
    });
    expect(res.statusCode).toBe(200);
    const line = (await loadQuote(demo, inq.id)).lines.find((l) => l.itemId === first);
    expect(line?.brand).toBe('CFM International');
    expect(line?.airworthinessApproval ?? null).toBeNull();
  });

  it('general goods need neither a brand nor a warranty', async () => {
    const inq = await createInquiry(t, { kind: 'general' });
    const line = withoutAviation(inq.itemIds[0] ?? '');
    delete line.brand;
    delete line.warranty;
    delete line.claimMonths;
    const res = await demo.submit({ inquiryId: inq.id, version: 1, lines: [line] });
    expect(res.statusCode).toBe(200);
  });
});
