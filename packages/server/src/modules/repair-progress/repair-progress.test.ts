import type { ErpContractInput, RepairOrderInput } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate, businessDateAfter } from '../../core/business-time.ts';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const SUP = '/api/admin/contract/statusUpdate';
const BUY = '/api/admin/contract/hnaRepairProgress';
let t: TestApp;
const tokens: Record<string, string> = {};
const now = new Date();
const today = businessDate(now);
const daysAgo = (n: number) => businessDateAfter(now, -n);

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin']));
});
afterAll(() => t.close());

const repairBlock = {
  serialNumber: 'SN-40218',
  reportedFault: 'Hydraulic leak at the piston seal',
  aircraftRegistration: 'B-6512',
  tsn: 12450.5,
  csn: 8311,
  turnaroundDays: 30,
};

/** null: a repair contract without the ERP's repair data. */
async function issueRepair(repair: ErpContractInput['repair'] | null = repairBlock) {
  const body = erpContract({ kind: 'repair', title: 'Brake repair', repair: repair ?? undefined });
  const res = await postErpContract(t.app, body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id as string, number: body.contractNumber };
}

const post = (base: string, path: string, body: unknown, who: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
    payload: body as Record<string, unknown>,
  });
const get = (
  base: string,
  path: string,
  query: Record<string, string>,
  who: string,
  lang?: string,
) =>
  t.app.inject({
    method: 'GET',
    url: `${base}/${path}?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens[who]!, lang ? { 'accept-language': lang } : {}),
  });

async function upload(who = 'supplierDemo', name = 'teardown.pdf'): Promise<string> {
  const res = await postMultipart(t.app, UPLOAD_URL, tokens[who]!, {}, [
    { name, content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/** The repair's version as the detail reports it (0 before its first write, 1 with ERP data). */
async function versionOf(id: string): Promise<number> {
  const res = await get(BUY, 'detail', { id }, 'buyerAdmin');
  return res.json().data.version as number;
}

/** Moves a repair through supplier/buyer statuses, each a day apart ending today. */
async function walk(id: string, steps: [string, 'sup' | 'buy', Record<string, unknown>?][]) {
  let version = await versionOf(id);
  let day = steps.length;
  for (const [status, who, extra] of steps) {
    day -= 1;
    const res = await post(
      who === 'sup' ? SUP : BUY,
      'update',
      { id, version, status, date: daysAgo(day), ...extra },
      who === 'sup' ? 'supplierDemo' : 'buyerAdmin',
    );
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    version = res.json().data.version;
  }
  return version;
}

describe('repair progress', () => {
  it('runs a repair from receipt to billing with an approved cost and a certificate', async () => {
    const c = await issueRepair();
    const report = await upload();
    const cert = await upload('supplierDemo', '8130-3.pdf');
    let version = await walk(c.id, [
      ['justReceived', 'sup'],
      ['troubleshooting', 'sup', { remarks: 'Teardown done', attachmentIds: [report] }],
      ['prepareQuotation', 'sup'],
      ['quotationToBeApproved', 'sup'],
      ['agreeToPay', 'buy'],
      ['underRepair', 'sup'],
    ]);
    const cost = await post(
      SUP,
      'addCost',
      {
        id: c.id,
        version,
        description: 'Replace cracked housing',
        amount: 1200.5,
        currency: 'USD',
        reason: 'Hidden damage found on teardown',
      },
      'supplierDemo',
    );
    expect(cost.statusCode, cost.body).toBe(200);
    version = cost.json().data.version;
    let detail = (await get(BUY, 'detail', { id: c.id }, 'buyerAdmin')).json().data;
    expect(detail.pendingCosts).toBe(1);
    const decided = await post(
      BUY,
      'decideCost',
      { id: c.id, version, costId: detail.costs[0].id, decision: 'approve' },
      'buyerAdmin',
    );
    expect(decided.statusCode, decided.body).toBe(200);
    version = decided.json().data.version;

    for (const [status, extra] of [
      ['endOfRepair', {}],
      ['factoryTest', {}],
      ['shipped', { certificate: { kind: 'faa8130-3', number: 'F-2026-118', fileId: cert } }],
    ] as const) {
      const res = await post(
        SUP,
        'update',
        { id: c.id, version, status, date: today, ...extra },
        'supplierDemo',
      );
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().data.version;
    }
    for (const [base, status, who] of [
      [BUY, 'agreeToPay', 'buyerAdmin'],
      [SUP, 'contractorCompleted', 'supplierDemo'],
      [BUY, 'billToBeUpdated', 'buyerAdmin'],
    ] as const) {
      const res = await post(base, 'update', { id: c.id, version, status, date: today }, who);
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().data.version;
    }

    detail = (await get(SUP, 'detail', { id: c.id }, 'supplierDemo')).json().data;
    expect(detail).toMatchObject({
      status: 'billToBeUpdated',
      phase: 'returned',
      serialNumber: 'SN-40218',
      repair: { aircraftRegistration: 'B-6512', tsn: 12450.5, csn: 8311, tso: null },
      contractAmount: 4 * 15250.5 + 10 * 320.25,
      approvedCosts: 1200.5,
      totalAmount: 4 * 15250.5 + 10 * 320.25 + 1200.5,
      quotedTurnaroundDays: 30,
      overdue: false,
      nextStatuses: [],
      version,
    });
    expect(detail.timeline.map((u: { status: string }) => u.status)).toEqual([
      'justReceived',
      'troubleshooting',
      'prepareQuotation',
      'quotationToBeApproved',
      'agreeToPay',
      'underRepair',
      'endOfRepair',
      'factoryTest',
      'shipped',
      'agreeToPay',
      'contractorCompleted',
      'billToBeUpdated',
    ]);
    expect(detail.timeline[1]).toMatchObject({
      side: 'supplier',
      remarks: 'Teardown done',
      attachments: [{ id: report, name: 'teardown.pdf' }],
    });
    expect(detail.timeline[8].certificate).toMatchObject({
      kind: 'faa8130-3',
      number: 'F-2026-118',
      file: { id: cert },
    });
    expect(detail.timeline[4]).toMatchObject({ side: 'buyer' });
    // Received 5 days ago, shipped today; a day waiting for the buyer's approval does not count.
    expect(detail.totalDays).toBe(5);
    expect(detail.turnaroundDays).toBe(4);
    expect(detail.costs[0]).toMatchObject({ state: 'approved', amount: 1200.5 });

    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('subject_id', '=', c.id)
      .execute();
    expect(outbox.filter((m) => m.kind === 'repair.status')).toHaveLength(12);
    expect(outbox.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['repair.cost', 'repair.costDecision']),
    );
    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', `repair.%${c.number}%`)
      .execute();
    expect(log.map((l) => l.item)).toEqual(
      expect.arrayContaining([
        `repair.status ${c.number} shipped`,
        `repair.cost ${c.number}`,
        `repair.cost.approve ${c.number}`,
      ]),
    );
  });

  it('lists repairs with days in stage, turnaround and the overdue flag on both sides', async () => {
    const late = await issueRepair({ serialNumber: 'SN-LATE', turnaroundDays: 3 });
    await walk(late.id, [
      ['justReceived', 'sup'],
      ['entryTest', 'sup'],
      ['troubleshooting', 'sup'],
      ['underRepair', 'sup'],
      ['waitingForSpareParts', 'sup'],
      ['workStoppedForMaterial', 'sup'],
    ]);
    const fresh = await issueRepair({ serialNumber: 'SN-FRESH', turnaroundDays: 30 });
    for (const [base, who] of [
      [SUP, 'supplierDemo'],
      [BUY, 'buyerAdmin'],
    ] as const) {
      const overdue = (await get(base, 'list', { overdue: 'true', size: '500' }, who)).json().data;
      const ids = overdue.records.map((r: { id: string }) => r.id);
      expect(ids).toContain(late.id);
      expect(ids).not.toContain(fresh.id);
      const row = overdue.records.find((r: { id: string }) => r.id === late.id);
      expect(row).toMatchObject({
        status: 'workStoppedForMaterial',
        totalDays: 5,
        turnaroundDays: 5,
        daysInStage: 0,
        quotedTurnaroundDays: 3,
        overdue: true,
      });
      const waiting = (
        await get(base, 'list', { status: 'toBeUpdated', q: 'SN-FRESH' }, who)
      ).json().data;
      expect(waiting.records.map((r: { id: string }) => r.id)).toEqual([fresh.id]);
      expect(waiting.records[0]).toMatchObject({ version: 1, totalDays: null, overdue: false });
    }
    // The buyer reads the supplier's name in its own language.
    for (const [lang, name] of [
      ['en', 'Demo Aero Parts Co., Ltd.'],
      ['zh', '演示航空零件有限公司'],
    ] as const) {
      const page = (await get(BUY, 'list', { q: 'SN-FRESH' }, 'buyerAdmin', lang)).json().data;
      expect(page.records[0].supplierName).toBe(name);
    }
  });

  it('pages and counts the overdue filter in the database, agreeing with the rows’ flag', async () => {
    const cert = await upload('supplierDemo', '8130-3.pdf');
    const repair = async (serialNumber: string, more: Partial<RepairOrderInput> = {}) =>
      (await issueRepair({ serialNumber, reportedFault: 'Leak', ...more })).id;
    // Past the quoted turnaround (3 days at the shop against 1).
    const pastTurnaround = await repair('SN-PAGE-A', { turnaroundDays: 1 });
    await walk(pastTurnaround, [
      ['justReceived', 'sup'],
      ['entryTest', 'sup'],
      ['underRepair', 'sup'],
      ['waitingForSpareParts', 'sup'],
    ]);
    // Within the turnaround but past the required return date.
    const pastReturnDate = await repair('SN-PAGE-B', {
      turnaroundDays: 30,
      requiredReturnDate: daysAgo(1),
    });
    await walk(pastReturnDate, [
      ['justReceived', 'sup'],
      ['entryTest', 'sup'],
    ]);
    // 5 days since receipt, one of them waiting for the buyer: 4 count, against 3 and against 4.
    const waitingSteps: Parameters<typeof walk>[1] = [
      ['justReceived', 'sup'],
      ['troubleshooting', 'sup'],
      ['prepareQuotation', 'sup'],
      ['quotationToBeApproved', 'sup'],
      ['agreeToPay', 'buy'],
      ['underRepair', 'sup'],
    ];
    const pastAfterWait = await repair('SN-PAGE-C', { turnaroundDays: 3 });
    await walk(pastAfterWait, waitingSteps);
    const onTimeAfterWait = await repair('SN-PAGE-D', { turnaroundDays: 4 });
    await walk(onTimeAfterWait, waitingSteps);
    // Shipped, rejected on receipt and back for rework: 7 days since receipt, 2 at the buyer's.
    const rework = await repair('SN-PAGE-E', { turnaroundDays: 5 });
    await walk(rework, [
      ['justReceived', 'sup'],
      ['entryTest', 'sup'],
      ['underRepair', 'sup'],
      ['endOfRepair', 'sup'],
      ['factoryTest', 'sup'],
      ['shipped', 'sup', { certificate: { kind: 'faa8130-3', number: 'F-PAGE', fileId: cert } }],
      ['rejectionAtFirstInstance', 'buy'],
      ['justReceived', 'sup'],
    ]);
    // Not received yet.
    const waiting = await repair('SN-PAGE-F', {
      turnaroundDays: 1,
      requiredReturnDate: daysAgo(3),
    });
    const overdue = [pastTurnaround, pastReturnDate, pastAfterWait];
    const onTime = [onTimeAfterWait, rework, waiting];

    type Row = { id: string; overdue: boolean; turnaroundDays: number | null };
    const list = async (who: string, base: string, query: Record<string, string>) => {
      const res = await get(base, 'list', query, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { records: Row[]; total: number };
    };
    for (const [base, who] of [
      [SUP, 'supplierDemo'],
      [BUY, 'buyerAdmin'],
    ] as const) {
      const all = await list(who, base, { q: 'SN-PAGE-', size: '500' });
      expect(all.records.find((r) => r.id === rework)?.turnaroundDays).toBe(5);
      for (const [flag, ids] of [
        ['true', overdue],
        ['false', onTime],
      ] as const) {
        // The unfiltered order, kept by the filtered pages.
        const expected = all.records
          .filter((r) => r.overdue === (flag === 'true'))
          .map((r) => r.id);
        expect(new Set(expected)).toEqual(new Set(ids));
        const pages = [];
        for (const current of ['1', '2']) {
          const page = await list(who, base, { q: 'SN-PAGE-', overdue: flag, size: '2', current });
          expect(page.total).toBe(3);
          expect(page.records.every((r) => r.overdue === (flag === 'true'))).toBe(true);
          pages.push(...page.records.map((r) => r.id));
        }
        expect(pages).toEqual(expected);
      }
      // Over every repair the side sees (other tests' too), the filter and the flag agree.
      const everything = await list(who, base, { size: '500' });
      const late = await list(who, base, { overdue: 'true', size: '500' });
      const onTimeAll = await list(who, base, { overdue: 'false', size: '500' });
      expect(late.total + onTimeAll.total).toBe(everything.total);
      expect(late.records.map((r) => r.id)).toEqual(
        everything.records.filter((r) => r.overdue).map((r) => r.id),
      );
    }
    const other = await list('supplierOther', SUP, { overdue: 'true', size: '500' });
    expect(other.records.map((r) => r.id)).not.toContain(pastTurnaround);
  });

  it('takes new repair data from an ERP revision and keeps it when a revision has none', async () => {
    const body = erpContract({ kind: 'repair', repair: repairBlock });
    const id: string = (await postErpContract(t.app, body)).json().data.id;
    const revised = await postErpContract(t.app, {
      ...body,
      remark: 'Required return date set',
      repair: { ...repairBlock, turnaroundDays: 45, requiredReturnDate: '2027-02-01' },
    });
    expect(revised.statusCode, revised.body).toBe(200);
    let d = (await get(SUP, 'detail', { id }, 'supplierDemo')).json().data;
    expect(d).toMatchObject({
      quotedTurnaroundDays: 45,
      requiredReturnDate: '2027-02-01',
      version: 2,
    });
    const { repair: _dropped, ...withoutRepair } = body;
    expect((await postErpContract(t.app, withoutRepair)).statusCode).toBe(200);
    d = (await get(SUP, 'detail', { id }, 'supplierDemo')).json().data;
    expect(d).toMatchObject({ quotedTurnaroundDays: 45, serialNumber: 'SN-40218', version: 2 });
  });

  it('keeps each side to its own statuses and to the moves of the state machine', async () => {
    const c = await issueRepair();
    const buyerSetsReceipt = await post(
      BUY,
      'update',
      { id: c.id, version: 1, status: 'justReceived', date: today },
      'buyerAdmin',
    );
    expect(buyerSetsReceipt.statusCode).toBe(409);
    expect(buyerSetsReceipt.json().msg).toBe('This status is set by the other side');
    const supplierAgrees = await post(
      SUP,
      'update',
      { id: c.id, version: 1, status: 'agreeToPay', date: today },
      'supplierDemo',
    );
    expect(supplierAgrees.statusCode).toBe(409);
    const skip = await post(
      SUP,
      'update',
      { id: c.id, version: 1, status: 'underRepair', date: today },
      'supplierDemo',
      'zh',
    );
    expect(skip.statusCode).toBe(409);
    expect(skip.json().msg).toBe('修理单当前状态不能变为该状态');
    const rows = await t.database.db
      .selectFrom('repair_status_updates')
      .select('id')
      .where('contract_id', '=', c.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses shipping without a release certificate, and a certificate with another status', async () => {
    const c = await issueRepair();
    const cert = await upload();
    const version = await walk(c.id, [
      ['justReceived', 'sup'],
      ['troubleshooting', 'sup'],
      ['underRepair', 'sup'],
      ['endOfRepair', 'sup'],
      ['factoryTest', 'sup'],
    ]);
    const bare = await post(
      SUP,
      'update',
      { id: c.id, version, status: 'shipped', date: today },
      'supplierDemo',
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toContain('release certificate');
    const early = await post(
      SUP,
      'update',
      {
        id: c.id,
        version,
        status: 'underRepair',
        date: today,
        certificate: { kind: 'easaForm1', fileId: cert },
      },
      'supplierDemo',
    );
    expect(early.statusCode).toBe(400);
    const badKind = await post(
      SUP,
      'update',
      {
        id: c.id,
        version,
        status: 'shipped',
        date: today,
        certificate: { kind: 'cofc', fileId: cert },
      },
      'supplierDemo',
    );
    expect(badKind.statusCode).toBe(400);
    const ok = await post(
      SUP,
      'update',
      {
        id: c.id,
        version,
        status: 'shipped',
        date: today,
        certificate: { kind: 'caacAac038', fileId: cert },
      },
      'supplierDemo',
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers 400 for dates in the future or before the previous update, and others’ files', async () => {
    const c = await issueRepair();
    const future = await post(
      SUP,
      'update',
      { id: c.id, version: 1, status: 'justReceived', date: businessDateAfter(now, 2) },
      'supplierDemo',
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toBe('The date cannot be in the future');
    const version = await walk(c.id, [['justReceived', 'sup']]);
    const before = await post(
      SUP,
      'update',
      { id: c.id, version, status: 'entryTest', date: daysAgo(3) },
      'supplierDemo',
    );
    expect(before.statusCode).toBe(400);
    const theirs = await upload('supplierOther');
    const foreign = await post(
      SUP,
      'update',
      { id: c.id, version, status: 'entryTest', date: today, attachmentIds: [theirs] },
      'supplierDemo',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('This file was not uploaded by your company');
    const costWrongCurrency = await post(
      SUP,
      'addCost',
      { id: c.id, version, description: 'Seal kit', amount: 10, currency: 'CNY', reason: 'Worn' },
      'supplierDemo',
    );
    expect(costWrongCurrency.statusCode).toBe(400);
    const costTooBig = await post(
      SUP,
      'addCost',
      { id: c.id, version, description: 'x', amount: 1e20, currency: 'USD', reason: 'y' },
      'supplierDemo',
    );
    expect(costTooBig.statusCode).toBe(400);
    const noRepairOnPurchase = await postErpContract(
      t.app,
      erpContract({ kind: 'purchase', repair: { serialNumber: 'SN-1' } }),
    );
    expect(noRepairOnPurchase.statusCode).toBe(400);
    expect(noRepairOnPurchase.json().msg).toBe(
      'Repair data can only be sent with a contract of kind "repair"',
    );
  });

  it('answers 409 on a stale version and to a frozen supplier', async () => {
    const c = await issueRepair();
    const version = await walk(c.id, [['justReceived', 'sup']]);
    const stale = await post(
      SUP,
      'update',
      { id: c.id, version: version - 1, status: 'entryTest', date: today },
      'supplierDemo',
    );
    expect(stale.statusCode).toBe(409);
    await t.database.db
      .updateTable('companies')
      .set({ quality_frozen: true })
      .where('code', '=', 'S100001')
      .execute();
    try {
      const frozen = await post(
        SUP,
        'update',
        { id: c.id, version, status: 'entryTest', date: today },
        'supplierDemo',
      );
      expect(frozen.statusCode).toBe(403);
      const cost = await post(
        SUP,
        'addCost',
        { id: c.id, version, description: 'Seal', amount: 5, currency: 'USD', reason: 'Worn' },
        'supplierDemo',
      );
      expect(cost.statusCode).toBe(403);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ quality_frozen: false })
        .where('code', '=', 'S100001')
        .execute();
    }
  });

  it('keeps the repair of a closed contract as it is', async () => {
    const c = await issueRepair();
    const version = await walk(c.id, [['justReceived', 'sup']]);
    await t.database.db
      .updateTable('contracts')
      .set({ state: 'closed' })
      .where('id', '=', c.id)
      .execute();
    const res = await post(
      SUP,
      'update',
      { id: c.id, version, status: 'entryTest', date: today },
      'supplierDemo',
    );
    expect(res.statusCode).toBe(409);
    const d = (await get(SUP, 'detail', { id: c.id }, 'supplierDemo')).json().data;
    expect(d).toMatchObject({ status: 'justReceived', nextStatuses: [] });
  });

  it('refuses a cost with a remark and keeps it out of the amount', async () => {
    const c = await issueRepair();
    let version = await walk(c.id, [
      ['justReceived', 'sup'],
      ['troubleshooting', 'sup'],
    ]);
    const added = await post(
      SUP,
      'addCost',
      { id: c.id, version, description: 'Paint', amount: 300, currency: 'USD', reason: 'Cosmetic' },
      'supplierDemo',
    );
    version = added.json().data.version;
    const costId = (await get(BUY, 'detail', { id: c.id }, 'buyerAdmin')).json().data.costs[0].id;
    const noRemark = await post(
      BUY,
      'decideCost',
      { id: c.id, version, costId, decision: 'refuse' },
      'buyerAdmin',
    );
    expect(noRemark.statusCode).toBe(400);
    const refused = await post(
      BUY,
      'decideCost',
      { id: c.id, version, costId, decision: 'refuse', remark: 'Not needed' },
      'buyerAdmin',
    );
    expect(refused.statusCode).toBe(200);
    const again = await post(
      BUY,
      'decideCost',
      { id: c.id, version: refused.json().data.version, costId, decision: 'approve' },
      'buyerAdmin',
    );
    expect(again.statusCode).toBe(409);
    const d = (await get(SUP, 'detail', { id: c.id }, 'supplierDemo')).json().data;
    expect(d).toMatchObject({ approvedCosts: 0, pendingCosts: 0 });
    expect(d.costs[0]).toMatchObject({ state: 'refused', remark: 'Not needed' });
  });

  it('keeps suppliers off the buyer calls and off other companies’ repairs', async () => {
    const c = await issueRepair(null);
    for (const [method, path] of [
      ['GET', 'list'],
      ['GET', `detail?id=${c.id}`],
      ['POST', 'update'],
      ['POST', 'decideCost'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `${BUY}/${path}`,
        headers: bearer(tokens.supplierDemo!),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, path).toBe(403);
    }
    expect((await get(SUP, 'detail', { id: c.id }, 'supplierOther')).statusCode).toBe(404);
    const other = await post(
      SUP,
      'update',
      { id: c.id, version: 0, status: 'justReceived', date: today },
      'supplierOther',
    );
    expect(other.statusCode).toBe(404);
    const list = (await get(SUP, 'list', { size: '500' }, 'supplierOther')).json().data;
    expect(list.records.map((r: { id: string }) => r.id)).not.toContain(c.id);
    // A repair contract the ERP sent without repair data starts at version 0.
    const mine = await post(
      SUP,
      'update',
      { id: c.id, version: 0, status: 'justReceived', date: today },
      'supplierDemo',
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ status: 'justReceived', version: 1 });
    const purchase = (await postErpContract(t.app, erpContract())).json().data.id;
    expect((await get(SUP, 'detail', { id: purchase }, 'supplierDemo')).statusCode).toBe(404);
  });
});
