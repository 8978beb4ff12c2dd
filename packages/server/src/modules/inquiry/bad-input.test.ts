import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { createInquiry, fullLine, loadQuote, supplierClient } from '../../test/inquiry-fixtures.ts';

// Whatever arrives, the answer is a 4xx with the error body: never a 500, and nothing changes.
let t: TestApp;
let token = '';
let inquiryId = '';
let itemId = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  const inq = await createInquiry(t);
  inquiryId = inq.id;
  itemId = inq.itemIds[0] ?? '';
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const base = (): Body => ({ inquiryId, version: 1, lines: [{ itemId, quoted: false }] });
const withLine = (patch: Body): Body => ({
  ...base(),
  lines: [{ itemId, quoted: true, ...patch }],
});

const SAVE_CASES: [string, () => unknown, number][] = [
  ['version is text', () => ({ ...base(), version: 'abc' }), 400],
  ['version is 0', () => ({ ...base(), version: 0 }), 400],
  ['version is negative', () => ({ ...base(), version: -1 }), 400],
  ['version is a fraction', () => ({ ...base(), version: 1.5 }), 400],
  ['version is stale', () => ({ ...base(), version: 7 }), 409],
  ['version is huge', () => ({ ...base(), version: 1e300 }), 400],
  ['no version', () => ({ inquiryId, lines: [] }), 400],
  ['lines is a string', () => ({ ...base(), lines: 'all of them' }), 400],
  ['lines is null', () => ({ ...base(), lines: null }), 400],
  ['a line is a number', () => ({ ...base(), lines: [42] }), 400],
  ['quoted is "yes"', () => ({ ...base(), lines: [{ itemId, quoted: 'yes' }] }), 400],
  ['price is a string', () => withLine({ unitPrice: '12.5' }), 400],
  ['price is negative', () => withLine({ unitPrice: -1 }), 400],
  ['price has 5 decimals', () => withLine({ unitPrice: 0.00001 }), 400],
  ['price over 13 digits', () => withLine({ unitPrice: 99_999_999_999_999 }), 400],
  ['quantity is negative', () => withLine({ quotedQuantity: -5 }), 400],
  ['quantity is 0', () => withLine({ quotedQuantity: 0 }), 400],
  ['quantity has 12 digits', () => withLine({ quotedQuantity: 100_000_000_000 }), 400],
  ['MOQ has 12 digits', () => withLine({ moq: 999_999_999_999 }), 400],
  ['quantity is a fraction', () => withLine({ quotedQuantity: 2.5 }), 400],
  ['currency unknown', () => withLine({ currency: 'BTC' }), 400],
  ['currency lower case', () => withLine({ currency: 'usd' }), 400],
  ['condition unknown', () => withLine({ condition: 'MINT' }), 400],
  ['certificate type 7', () => withLine({ certificateType: 7 }), 400],
  ['VAT rate 17', () => withLine({ currency: 'CNY', taxRate: 17 }), 400],
  ['lead time 3651 days', () => withLine({ leadTimeDays: 3651 }), 400],
  ['validity date not a date', () => withLine({ validityDate: '31/12/2099' }), 400],
  ['part number 41 characters', () => withLine({ quotePartNumber: 'P'.repeat(41) }), 400],
  ['remarks 2001 characters', () => ({ ...base(), remarks: 'r'.repeat(2001) }), 400],
  ['line remarks 501 characters', () => withLine({ remarks: 'r'.repeat(501) }), 400],
  ['fee slot 6', () => withLine({ fees: [{ slot: 6, amount: 1, currency: 'CNY' }] }), 400],
  [
    'seven fees',
    () => withLine({ fees: Array(7).fill({ slot: 0, amount: 1, currency: 'CNY' }) }),
    400,
  ],
  ['fees is an object', () => withLine({ fees: { slot: 0 } }), 400],
  ['2001 lines', () => ({ ...base(), lines: Array(2001).fill({ itemId, quoted: false }) }), 400],
  ['an attachment that is no file', () => ({ ...base(), attachmentIds: ['no-such-file'] }), 400],
  ['51 attachments', () => ({ ...base(), attachmentIds: Array(51).fill('f') }), 400],
  ['unknown itemId', () => ({ ...base(), lines: [{ itemId: 'nope', quoted: false }] }), 400],
  ['empty itemId', () => ({ ...base(), lines: [{ itemId: '', quoted: false }] }), 400],
  [
    'itemId 65 characters',
    () => ({ ...base(), lines: [{ itemId: 'i'.repeat(65), quoted: false }] }),
    400,
  ],
  [
    'unknown inquiryId',
    () => ({ ...base(), inquiryId: 'a4b1c2d3-0000-4000-8000-000000000000' }),
    404,
  ],
  ['inquiryId 65 characters', () => ({ ...base(), inquiryId: 'x'.repeat(65) }), 400],
  ['inquiryId is a number', () => ({ ...base(), inquiryId: 12 }), 400],
  ['inquiryId with SQL', () => ({ ...base(), inquiryId: "' or 1=1 --" }), 404],
  ['a NUL byte in the remarks', () => ({ ...base(), remarks: 'a\u0000b' }), 400],
  ['body is an array', () => [base()], 400],
  ['body is a string', () => 'hello', 400],
  ['body is null', () => null, 400],
  [
    'prototype pollution',
    () => JSON.parse(`{"__proto__":{"x":1},"inquiryId":"${inquiryId}"}`),
    400,
  ],
];

describe('bad input to hold and submit answers 4xx, never 500, and changes nothing', () => {
  it.each(SAVE_CASES)('%s', async (_, body, status) => {
    for (const url of [
      '/api/admin/inquiry/cgInquiry/edit',
      '/api/admin/inquiry/cgInquiry/commit',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(token, { 'content-type': 'application/json' }),
        payload: JSON.stringify(body()),
      });
      expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(status);
      const answer = res.json();
      expect(answer.code).toBe(status);
      expect(typeof answer.error_description).toBe('string');
    }
  });

  it.each([
    ['reason 501 characters', { reason: 'r'.repeat(501) }, 400],
    ['version text', { version: 'one' }, 400],
    ['stale version', { version: 3 }, 409],
  ] as const)('noBid: %s', async (_, patch, status) => {
    const res = await supplierClient(t.app, token).noBid({ inquiryId, version: 1, ...patch });
    expect(res.statusCode).toBe(status);
  });

  it.each([
    ['/api/admin/inquiry/cgInquiry/detail', 400],
    [`/api/admin/inquiry/cgInquiry/detail?id=${'d'.repeat(65)}`, 400],
    ['/api/admin/inquiry/cgInquiry/detail?id=%00', 400],
    ['/api/admin/inquiry/cgInquiry/list?kind=purchase&keyword=a%00b', 400],
    ['/api/admin/inquiry/cgInquiry/answers', 400],
    ['/api/admin/inquiry/cgInquiry/answers?inquiryId=nope', 404],
    ['/api/admin/inquiry/cgInquiry/list', 400],
    ['/api/admin/inquiry/cgInquiry/list?kind=purchase&size=abc', 400],
    ['/api/admin/inquiry/cgInquiry/list?kind=purchase&current=-1', 400],
    ['/api/admin/inquiry/cgInquiry/list?kind=purchase&bidEndFrom=yesterday', 400],
    ['/api/admin/inquiry/cgInquiry/list?kind=purchase&keyword=' + 'k'.repeat(65), 400],
    ['/api/admin/inquiry/cgInquiry/list?kind=purchase&sort=title,asc;drop', 400],
    ['/api/admin/inquiry/cgInquiry/list?kind=purchase&keyword=%27%3B--', 200],
  ])('GET %s → %i', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  });

  it('a form-encoded or text body is refused, not guessed at', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inquiry/cgInquiry/commit',
      headers: bearer(token, { 'content-type': 'text/plain' }),
      payload: 'inquiryId=1',
    });
    expect(text.statusCode).toBe(415);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inquiry/cgInquiry/commit',
      headers: bearer(token, { 'content-type': 'application/x-www-form-urlencoded' }),
      payload: `inquiryId=${inquiryId}&version=1`,
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
  });

  it('after all of it the quote is untouched', async () => {
    const quote = await loadQuote(supplierClient(t.app, token), inquiryId);
    expect(quote).toMatchObject({ state: 'notQuoted', version: 1, updatedAt: null });
    // And a good request still works.
    const ok = await supplierClient(t.app, token).submit({
      inquiryId,
      version: 1,
      lines: [fullLine(itemId)],
    });
    expect(ok.statusCode).toBe(200);
  });
});
