import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { createInquiry, fullLine, loadQuote, supplierClient } from '../../test/inquiry-fixtures.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
});
afterAll(() => t.close());

describe('quote rules answer 400 with a message per field, in the caller’s language', () => {
  it('submit: required fields, by line', async () => {
    const inq = await createInquiry(t);
    const [first = '', second = ''] = inq.itemIds;
    const body = {
      inquiryId: inq.id,
      version: 1,
      lines: [fullLine(first), { itemId: second, quoted: true, unitPrice: 10 }],
    };
    const en = await supplierClient(t.app, token, 'en').submit(body);
    expect(en.statusCode).toBe(400);
    const fields = en.json().data.fields;
    expect(fields).toMatchObject({
      'lines.1.quotePartNumber': 'Please enter the quote part number',
      'lines.1.quotedQuantity': 'Please enter the quoted quantity',
      'lines.1.currency': 'Please select the currency',
      'lines.1.certificateType': 'Please select the certificate type',
      'lines.1.supplierType': 'Please select the supplier type',
    });
    expect(fields['lines.1.unitPrice']).toBeUndefined();
    expect(Object.keys(fields).some((k) => k.startsWith('lines.0.'))).toBe(false);
    expect(en.json().msg).toBe('Please enter the quote part number');

    const zh = await supplierClient(t.app, token, 'zh-CN,zh;q=0.9').submit(body);
    expect(zh.json().data.fields).toMatchObject({
      'lines.1.quotePartNumber': '请输入报价件号',
      'lines.1.currency': '请选择币种',
    });
    // Nothing was saved.
    expect(await loadQuote(supplierClient(t.app, token), inq.id)).toMatchObject({ version: 1 });
  });

  it.each([
    [
      'MOQ below the quoted quantity',
      { quotedQuantity: 10, moq: 5 },
      'lines.0.moq',
      'MOQ must be greater than or equal to the quoted quantity',
      '报价数量不能大于最小起订量（MOQ）',
    ],
    [
      'VAT on a USD price',
      { currency: 'USD' as const, taxRate: 13 as const },
      'lines.0.taxRate',
      'A VAT rate applies to RMB (CNY) prices only',
      '仅人民币（CNY）报价可填写增值税税率',
    ],
    [
      'a validity date in the past',
      { validityDate: '2001-01-01' },
      'lines.0.validityDate',
      'The validity date cannot be in the past',
      '报价有效期不能早于今天',
    ],
    [
      'one fee slot twice',
      {
        fees: [
          { slot: 0 as const, amount: 10, currency: 'CNY' as const },
          { slot: 0 as const, amount: 12, currency: 'CNY' as const },
        ],
      },
      'lines.0.fees.1.slot',
      'Each other-fee slot can be used once',
      '每个其他费用栏位只能使用一次',
    ],
    [
      'trade terms from a domestic supplier',
      { incoterms: 'EXW' as const },
      'lines.0.incoterms',
      'Domestic suppliers do not state trade terms',
      '国内供应商无需填写贸易条款',
    ],
  ])('submit: %s', async (_, override, field, en, zh) => {
    const inq = await createInquiry(t);
    const body = {
      inquiryId: inq.id,
      version: 1,
      lines: [fullLine(inq.itemIds[0] ?? '', override)],
    };
    const a = await supplierClient(t.app, token, 'en').submit(body);
    expect(a.statusCode).toBe(400);
    expect(a.json().data.fields).toEqual({ [field]: en });
    const b = await supplierClient(t.app, token, 'zh').submit(body);
    expect(b.json().data.fields).toEqual({ [field]: zh });
  });

  it('submit without a quoted line: quote at least one, or no bid', async () => {
    const inq = await createInquiry(t);
    const res = await supplierClient(t.app, token).submit({
      inquiryId: inq.id,
      version: 1,
      lines: inq.itemIds.map((itemId) => ({ itemId, quoted: false })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ lines: 'Quote at least one item, or choose No bid' });
  });

  it('hold checks types and limits with the rule’s own message, not required fields', async () => {
    const inq = await createInquiry(t);
    const [first = ''] = inq.itemIds;
    const client = supplierClient(t.app, token, 'en');
    const res = await client.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [
        {
          itemId: first,
          quoted: true,
          unitPrice: -3,
          quotedQuantity: 123_456_789_012,
          currency: 'XYZ',
          brand: 'x'.repeat(61),
          standardPackageQty: 1.5,
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      'lines.0.unitPrice': 'Enter a positive amount with at most 4 decimals',
      'lines.0.quotedQuantity': 'Enter a whole number from 1 to 99,999,999,999',
      'lines.0.currency': 'This currency is not supported',
      'lines.0.brand': 'This text is too long',
      'lines.0.standardPackageQty': 'The step quantity can have at most 11 digits',
    });
    const zh = await supplierClient(t.app, token, 'zh').hold({
      inquiryId: inq.id,
      version: 1,
      lines: [{ itemId: first, quoted: true, unitPrice: 1.00001 }],
    });
    expect(zh.json().data.fields).toEqual({
      'lines.0.unitPrice': '请输入大于 0、最多 4 位小数的金额',
    });

    const ok = await client.hold({
      inquiryId: inq.id,
      version: 1,
      lines: [{ itemId: first, quoted: true, unitPrice: 1.0001 }],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('lines must be the inquiry’s items, each once: 400 quote.inquiryWrong', async () => {
    const inq = await createInquiry(t);
    const elsewhere = await createInquiry(t);
    const [first = ''] = inq.itemIds;
    const client = supplierClient(t.app, token, 'zh');
    for (const lines of [
      [{ itemId: elsewhere.itemIds[0] ?? '', quoted: false }],
      [{ itemId: 'no-such-item', quoted: false }],
      [
        { itemId: first, quoted: false },
        { itemId: first, quoted: false },
      ],
    ]) {
      const res = await client.hold({ inquiryId: inq.id, version: 1, lines });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('询价需求信息有误');
      expect(Object.keys(res.json().data.fields)).toEqual([`lines.${lines.length - 1}.itemId`]);
    }
    expect(await loadQuote(supplierClient(t.app, token), inq.id)).toMatchObject({ version: 1 });
  });
});
