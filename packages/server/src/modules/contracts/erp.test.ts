import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { OTHER_CODE, createInquiry } from '../../test/inquiry-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contractByNumber = (n: string) =>
  t.database.db
    .selectFrom('contracts')
    .selectAll()
    .where('contract_number', '=', n)
    .executeTakeFirstOrThrow();
const linesOf = (id: string) =>
  t.database.db
    .selectFrom('contract_lines')
    .selectAll()
    .where('contract_id', '=', id)
    .orderBy('version_no')
    .orderBy('line_no')
    .execute();
const logItems = async (prefix: string) =>
  (
    await t.database.db
      .selectFrom('operation_logs')
      .select(['item', 'type', 'account'])
      .where('item', 'like', `${prefix}%`)
      .execute()
  ).map((r) => ({ ...r, type: Number(r.type) }));

describe('createErpContract', () => {
  it('issues a contract with its first version, open lines, history and a log line', async () => {
    const body = erpContract();
    const res = await postErpContract(t.app, body);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      contractNumber: body.contractNumber,
      version: 1,
      state: 'toConfirm',
      created: true,
    });
    const contract = await contractByNumber(body.contractNumber);
    expect(contract).toMatchObject({ kind: 'purchase', state: 'toConfirm', current_version: 1 });
    expect(Number(contract.total_amount)).toBe(64204.5);
    expect(contract.invoice).toMatchObject({ taxId: '91460000710920000X' });
    const lines = await linesOf(contract.id);
    expect(lines.map((l) => [l.version_no, l.line_no, l.answer])).toEqual([
      [1, 10, 'open'],
      [1, 20, 'open'],
    ]);
    const events = await t.database.db
      .selectFrom('contract_events')
      .select(['event', 'by_name', 'version_no'])
      .where('contract_id', '=', contract.id)
      .execute();
    expect(events).toEqual([{ event: 'contract.event.issued', by_name: '王磊', version_no: 1 }]);
    expect(await logItems(`contract.issue ${body.contractNumber}`)).toEqual([
      { item: `contract.issue ${body.contractNumber}`, type: 2, account: 'ERP' },
    ]);
  });

  it('makes the same number again a new version to answer, keeping the old one', async () => {
    const body = erpContract();
    await postErpContract(t.app, body);
    const contract = await contractByNumber(body.contractNumber);
    await t.database.db
      .updateTable('contracts')
      .set({ state: 'confirmed' })
      .where('id', '=', contract.id)
      .execute();
    const revised = erpContract({
      contractNumber: body.contractNumber,
      remark: 'Quantity of line 20 raised',
      lines: [{ ...body.lines[1]!, quantity: 12 }],
    });
    const res = await postErpContract(t.app, revised);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, state: 'toConfirm', created: false });
    const after = await contractByNumber(body.contractNumber);
    expect(after).toMatchObject({ current_version: 2, line_count: 1, state: 'toConfirm' });
    expect(after.version).toBe(contract.version + 1);
    expect((await linesOf(contract.id)).map((l) => [l.version_no, l.line_no])).toEqual([
      [1, 10],
      [1, 20],
      [2, 20],
    ]);
    const v2 = await t.database.db
      .selectFrom('contract_versions')
      .selectAll()
      .where('contract_id', '=', contract.id)
      .where('version_no', '=', 2)
      .executeTakeFirstOrThrow();
    expect(v2).toMatchObject({ issued_by: 'erp', remark: 'Quantity of line 20 raised' });
    expect(await logItems(`contract.revise ${body.contractNumber}`)).toHaveLength(1);
  });

  it('refuses to revise a closed contract, or to move it to another supplier or kind (409)', async () => {
    const body = erpContract();
    await postErpContract(t.app, body);
    const otherSupplier = await postErpContract(
      t.app,
      { ...body, supplierCode: OTHER_CODE },
      undefined,
      { 'accept-language': 'zh-CN' },
    );
    expect(otherSupplier.statusCode).toBe(409);
    expect(otherSupplier.json().msg).toBe('该合同属于其他供应商：修订不能更换供应商');
    const otherKind = await postErpContract(t.app, { ...body, kind: 'repair' });
    expect(otherKind.statusCode).toBe(409);
    expect(otherKind.json().msg).toBe('A revision cannot change the kind of the contract');
    await t.database.db
      .updateTable('contracts')
      .set({ state: 'closed' })
      .where('contract_number', '=', body.contractNumber)
      .execute();
    const closed = await postErpContract(t.app, body);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe('This contract is closed and can no longer change');
    expect((await contractByNumber(body.contractNumber)).current_version).toBe(1);
  });

  it('links the inquiry it names, and refuses an unknown inquiry or supplier (400)', async () => {
    const inquiry = await createInquiry(t);
    const linked = erpContract({ inquiryNumber: inquiry.inquiryNumber });
    expect((await postErpContract(t.app, linked)).statusCode).toBe(200);
    expect((await contractByNumber(linked.contractNumber)).inquiry_id).toBe(inquiry.id);

    const noInquiry = await postErpContract(t.app, erpContract({ inquiryNumber: 'RFQ-NONE' }));
    expect(noInquiry.statusCode).toBe(400);
    expect(noInquiry.json().msg).toBe('There is no inquiry numbered RFQ-NONE');
    const noSupplier = await postErpContract(
      t.app,
      erpContract({ supplierCode: 'S999999' }),
      undefined,
      {
        'accept-language': 'zh',
      },
    );
    expect(noSupplier.statusCode).toBe(400);
    expect(noSupplier.json().msg).toBe('没有编码为 S999999 的供应商');
  });

  it('answers 400 with field paths for malformed lines, repeated line numbers and too many lines', async () => {
    const base = erpContract();
    const bad = await postErpContract(t.app, {
      ...base,
      kind: 'spaceship',
      lines: [
        { lineNo: 0, materialNumber: '', quantity: 1.5, unitPrice: -1, deliveryDate: '15/01/2027' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual(
      expect.arrayContaining([
        'kind',
        'lines.0.lineNo',
        'lines.0.quantity',
        'lines.0.unitPrice',
        'lines.0.deliveryDate',
        'lines.0.unit',
      ]),
    );
    const twice = await postErpContract(t.app, {
      ...base,
      lines: [base.lines[0], base.lines[0]],
    });
    expect(twice.statusCode).toBe(400);
    const many = await postErpContract(t.app, {
      ...base,
      lines: Array.from({ length: 501 }, (_, i) => ({ ...base.lines[0], lineNo: i + 1 })),
    });
    expect(many.statusCode).toBe(400);
    const count = await t.database.db
      .selectFrom('contracts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('contract_number', '=', base.contractNumber)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers 401 without the integration key, before reading the body', async () => {
    expect((await postErpContract(t.app, erpContract(), null)).statusCode).toBe(401);
    expect((await postErpContract(t.app, { nonsense: true }, 'wrong-key')).statusCode).toBe(401);
  });

  it('lets exactly one of two simultaneous first deliveries in', async () => {
    const body = erpContract();
    const answers = await Promise.all([postErpContract(t.app, body), postErpContract(t.app, body)]);
    // The second either waits for the first's lock and revises, or collides on the number.
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const contract = await contractByNumber(body.contractNumber);
    expect(contract.current_version).toBe(codes[1] === 200 ? 2 : 1);
  });
});
