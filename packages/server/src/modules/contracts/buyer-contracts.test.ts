// The buyer's contract review (list, detail, accept or refuse the supplier's changes, close) and
// the supplier's sign-for, through the API on the real database: isolation, bad input, state and
// version conflicts, and what each move leaves (history, ERP outbox, operation log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
import { OTHER_CODE } from '../../test/inquiry-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const BUYER = '/api/admin/contract/hnaContract';
const SUPPLIER = '/api/admin/contract';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin']));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  who: string,
  body: Record<string, unknown> = {},
  lang = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) }
      : { payload: body }),
  });
const buyerPost = (path: string, body: Record<string, unknown>, lang = 'en') =>
  call('POST', `${BUYER}/${path}`, 'buyerAdmin', body, lang);

async function issue(overrides: Parameters<typeof erpContract>[0] = {}) {
  const body = erpContract(overrides);
  const id: string = (await postErpContract(t.app, body)).json().data.id;
  const lines = await t.database.db
    .selectFrom('contract_lines')
    .select(['id', 'line_no'])
    .where('contract_id', '=', id)
    .orderBy('line_no')
    .execute();
  return { id, number: body.contractNumber, l10: lines[0]!.id, l20: lines[1]!.id };
}

/** A contract the demo supplier answered with a change: line 20 amended, waiting for the buyer. */
async function changed() {
  const c = await issue();
  const res = await call('POST', `${SUPPLIER}/cgContractAnswer/answer`, 'supplierDemo', {
    id: c.id,
    version: 1,
    lines: [
      { lineId: c.l10, answer: 'confirm' },
      {
        lineId: c.l20,
        answer: 'amend',
        reason: 'New price list',
        unitPrice: 300,
        deliveries: [{ quantity: 10, date: '2027-01-15' }],
      },
    ],
  });
  expect(res.json().data).toMatchObject({ state: 'changed', currentVersion: 2, version: 2 });
  return c;
}

const contract = (id: string) =>
  t.database.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outbox = (id: string, kind: string) =>
  t.database.db
    .selectFrom('outbox')
    .select(['system', 'payload'])
    .where('subject_id', '=', id)
    .where('kind', '=', kind)
    .execute();
const logged = (item: string) =>
  t.database.db.selectFrom('operation_logs').select('account').where('item', '=', item).execute();

describe('the buyer contract list and page', () => {
  it("lists every supplier's contracts with the supplier, filtered by supplier, kind, state and text", async () => {
    const mine = await issue({ title: 'Buyer list brakes' });
    const theirs = await issue({ supplierCode: OTHER_CODE, title: 'Buyer list seats' });
    const all = await call('GET', `${BUYER}/list`, 'buyerAdmin', { q: 'Buyer list' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBe(2);
    expect(
      all
        .json()
        .data.records.map((r: { id: string; supplierCode: string }) => [r.id, r.supplierCode]),
    ).toEqual([
      [theirs.id, OTHER_CODE],
      [mine.id, 'S100001'],
    ]);
    // The supplier's name in the reader's language.
    expect(all.json().data.records[0].supplierName).toBe('Northwind Avionics Supply Co., Ltd.');
    const zh = await call('GET', `${BUYER}/list`, 'buyerAdmin', { q: 'Buyer list' }, 'zh');
    expect(zh.json().data.records[0].supplierName).toBe('北风航电供应有限公司');
    const one = await call('GET', `${BUYER}/list`, 'buyerAdmin', {
      q: 'Buyer list',
      supplierCode: OTHER_CODE,
      kind: 'purchase',
      state: 'toConfirm',
    });
    expect(one.json().data.records.map((r: { id: string }) => r.id)).toEqual([theirs.id]);
    const none = await call('GET', `${BUYER}/list`, 'buyerAdmin', {
      q: 'Buyer list',
      state: 'closed',
    });
    expect(none.json().data.total).toBe(0);
  });

  it('shows any contract as the supplier sees it, with the supplier; 404 for an unknown id', async () => {
    const c = await issue({ supplierCode: OTHER_CODE });
    const res = await call('GET', `${BUYER}/detail`, 'buyerAdmin', { id: c.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      contractNumber: c.number,
      supplierCode: OTHER_CODE,
      state: 'toConfirm',
      signed: false,
      signedFile: null,
      versions: [{ versionNo: 1, issuedBy: 'erp' }],
    });
    expect(res.json().data.lines).toHaveLength(2);
    const missing = await call('GET', `${BUYER}/detail`, 'buyerAdmin', { id: 'nope' }, 'zh-CN');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('该合同不存在');
  });

  it('answers 403 to a supplier on every buyer call, and 400 for bad filters', async () => {
    const c = await changed();
    expect((await call('GET', `${BUYER}/list`, 'supplierDemo')).statusCode).toBe(403);
    expect((await call('GET', `${BUYER}/detail`, 'supplierDemo', { id: c.id })).statusCode).toBe(
      403,
    );
    for (const path of ['acceptChange', 'refuseChange', 'close']) {
      const res = await call('POST', `${BUYER}/${path}`, 'supplierDemo', {
        id: c.id,
        version: 2,
        remark: 'x',
      });
      expect(res.statusCode, path).toBe(403);
    }
    expect((await contract(c.id)).state).toBe('changed');
    const bad = await call('GET', `${BUYER}/list`, 'buyerAdmin', { state: 'lost' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the buyer's moves", () => {
  it("accepts the supplier's version: confirmed on its terms, history, ERP and log", async () => {
    const c = await changed();
    const res = await buyerPost('acceptChange', { id: c.id, version: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ state: 'confirmed', currentVersion: 2, version: 3 });
    expect(res.json().msg).toBe("The supplier's changes were accepted; the contract is confirmed");
    const after = await contract(c.id);
    // 4 × 15250.5 + 10 × 300: the supplier's version is the contract.
    expect(Number(after.total_amount)).toBe(64002);
    const lines = await t.database.db
      .selectFrom('contract_lines')
      .select('answer')
      .where('contract_id', '=', c.id)
      .where('version_no', '=', 2)
      .execute();
    expect(lines.map((l) => l.answer)).toEqual(['confirmed', 'confirmed']);
    expect(await outbox(c.id, 'contract.decision')).toMatchObject([
      {
        system: 'erp',
        payload: {
          contractNumber: c.number,
          version: 2,
          decision: 'acceptChange',
          state: 'confirmed',
        },
      },
    ]);
    expect(await logged(`contract.acceptChange ${c.number}`)).toEqual([{ account: 'buyer.admin' }]);
    const detail = await call('GET', `${SUPPLIER}/Contract/detail`, 'supplierDemo', { id: c.id });
    expect(detail.json().data.history.at(-1)).toMatchObject({
      event: 'contract.event.accepted',
      versionNo: 2,
    });
    // Accepted once: a second try is a conflict, in the caller's language.
    const again = await buyerPost('acceptChange', { id: c.id, version: 3 }, 'zh-CN');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该合同没有等待您决定的供应商变更');
  });

  it("refuses the changes: the buyer's terms come back as a new version to answer", async () => {
    const c = await changed();
    const noRemark = await buyerPost('refuseChange', { id: c.id, version: 2, remark: '  ' });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().data.fields).toEqual({ remark: 'Please give a reason' });
    const res = await buyerPost('refuseChange', {
      id: c.id,
      version: 2,
      remark: 'The framework price stands',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ state: 'toConfirm', currentVersion: 3, version: 3 });
    const v3 = await t.database.db
      .selectFrom('contract_lines')
      .selectAll()
      .where('contract_id', '=', c.id)
      .where('version_no', '=', 3)
      .orderBy('line_no')
      .execute();
    expect(v3.map((l) => [l.line_no, Number(l.unit_price), l.answer])).toEqual([
      [10, 15250.5, 'open'],
      [20, 320.25, 'open'],
    ]);
    expect(Number((await contract(c.id)).total_amount)).toBe(64204.5);
    const detail = (await call('GET', `${BUYER}/detail`, 'buyerAdmin', { id: c.id })).json().data;
    expect(detail.versions.at(-1)).toMatchObject({
      versionNo: 3,
      issuedBy: 'buyer',
      remark: 'The framework price stands',
    });
    expect(detail.history.at(-1)).toMatchObject({ event: 'contract.event.refused', versionNo: 3 });
    // Every version carries its lines as stored, so any two can be compared.
    const priced = (v: { lines: { lineNo: number; unitPrice: number; answer: string }[] }) =>
      v.lines.map((l) => [l.lineNo, l.unitPrice, l.answer]);
    expect(detail.versions.map(priced)).toEqual([
      [
        [10, 15250.5, 'confirmed'],
        [20, 320.25, 'amended'],
      ],
      [
        [10, 15250.5, 'open'],
        [20, 300, 'open'],
      ],
      [
        [10, 15250.5, 'open'],
        [20, 320.25, 'open'],
      ],
    ]);
    expect(detail.versions[0].lines[1]).toMatchObject({
      materialNumber: 'M-100388',
      answerReason: 'New price list',
    });
    expect(detail.versions[1].lines[1].deliveries).toEqual([{ quantity: 10, date: '2027-01-15' }]);
    expect(detail.lines).toEqual(detail.versions[2].lines);
    expect((await outbox(c.id, 'contract.decision'))[0]!.payload).toMatchObject({
      decision: 'refuseChange',
      version: 2,
      newVersion: 3,
      remark: 'The framework price stands',
    });
    expect(await logged(`contract.refuseChange ${c.number}`)).toHaveLength(1);
    // The supplier answers the buyer's version like any other.
    const confirm = await call('POST', `${SUPPLIER}/cgContractAnswer/confirmAll`, 'supplierDemo', {
      id: c.id,
      version: 3,
    });
    expect(confirm.json().data).toMatchObject({ state: 'confirmed', currentVersion: 3 });
  });

  it('closes a contract once; a stale version is 409 and changes nothing', async () => {
    const c = await issue();
    const stale = await buyerPost('close', { id: c.id, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'Someone changed this contract meanwhile. Reload and answer again.',
    );
    // Only a contract with changes waiting can have them accepted.
    const notChanged = await buyerPost('acceptChange', { id: c.id, version: 1 });
    expect(notChanged.statusCode).toBe(409);
    const res = await buyerPost('close', { id: c.id, version: 1, remark: 'Project cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ state: 'closed', currentVersion: 1, version: 2 });
    const again = await buyerPost('close', { id: c.id, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This contract is closed already');
    expect((await outbox(c.id, 'contract.decision'))[0]!.payload).toMatchObject({
      decision: 'close',
      state: 'closed',
      remark: 'Project cancelled',
    });
    expect(await logged(`contract.close ${c.number}`)).toHaveLength(1);
    // Closed: the supplier can no longer answer.
    const answer = await call('POST', `${SUPPLIER}/cgContractAnswer/confirmAll`, 'supplierDemo', {
      id: c.id,
      version: 2,
    });
    expect(answer.statusCode).toBe(409);
  });
});

describe('the supplier sign-for', () => {
  const upload = async (who: string) => {
    const res = await postMultipart(t.app, UPLOAD_URL, tokens[who]!, {}, [
      { name: 'signed.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: string } }>().data.id;
  };
  const signFor = (who: string, body: Record<string, unknown>, lang = 'en') =>
    call('POST', `${SUPPLIER}/Contract/signFor`, who, body, lang);

  it('records who signed, when and the signed copy; the buyer sees it; the ERP and the log hear it', async () => {
    const c = await issue();
    const fileId = await upload('supplierDemo');
    const res = await signFor('supplierDemo', { id: c.id, version: 1, fileId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ state: 'toConfirm', currentVersion: 1, version: 2 });
    const row = await contract(c.id);
    expect(row.signed_at).not.toBeNull();
    expect(row.signed_file_id).toBe(fileId);
    const list = await call('GET', `${SUPPLIER}/Contract/list`, 'supplierDemo', { q: c.number });
    expect(list.json().data.records[0]).toMatchObject({ signed: true });
    const detail = (await call('GET', `${BUYER}/detail`, 'buyerAdmin', { id: c.id })).json().data;
    expect(detail).toMatchObject({
      signed: true,
      signedBy: expect.any(String),
      signedFile: { id: fileId, name: 'signed.pdf' },
    });
    expect(detail.history.at(-1)).toMatchObject({ event: 'contract.event.signed' });
    expect(await outbox(c.id, 'contract.signed')).toMatchObject([
      { system: 'erp', payload: { contractNumber: c.number, signedCopy: true } },
    ]);
    expect(await logged(`contract.signFor ${c.number}`)).toHaveLength(1);
    // Signing does not answer: the contract still waits for the supplier, who confirms as usual.
    const confirm = await call('POST', `${SUPPLIER}/cgContractAnswer/confirmAll`, 'supplierDemo', {
      id: c.id,
      version: 2,
    });
    expect(confirm.json().data.state).toBe('confirmed');
  });

  it("refuses another company's file, another company's contract, a stale version and a closed contract", async () => {
    const c = await issue();
    const theirs = await upload('supplierOther');
    const foreign = await signFor(
      'supplierDemo',
      { id: c.id, version: 1, fileId: theirs },
      'zh-CN',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('文件不存在');
    expect(foreign.json().data.fields).toEqual({ fileId: '文件不存在' });
    expect((await contract(c.id)).signed_at).toBeNull();
    expect((await signFor('supplierOther', { id: c.id, version: 1 })).statusCode).toBe(404);
    expect((await signFor('supplierDemo', { id: c.id, version: 9 })).statusCode).toBe(409);
    expect((await signFor('buyerAdmin', { id: c.id, version: 1 })).statusCode).toBe(403);
    expect((await signFor('supplierDemo', { id: c.id, version: 'one' })).statusCode).toBe(400);
    // Without a copy, receipt alone is recorded.
    const plain = await signFor('supplierDemo', { id: c.id, version: 1 });
    expect(plain.statusCode).toBe(200);
    expect((await contract(c.id)).signed_file_id).toBeNull();
    await buyerPost('close', { id: c.id, version: 2 });
    const closed = await signFor('supplierDemo', { id: c.id, version: 3 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe('This contract is closed and can no longer change');
  });
});
