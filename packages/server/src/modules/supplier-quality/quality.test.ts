// The returned registration (/supRegisterEdit), the quality assessment before QAUDIT and the
// authorized scopes, through the API: permissions (403), unknown ids (404), stale versions and
// wrong states (409), expired and used codes, and malformed input (400).
import { randomUUID } from 'node:crypto';
import type { AuditState } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const API = '/api/admin/supplier';
const EDIT = '/api/os/ap/supplierRegister';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
/** The app's clock runs with real time, shifted by this much (an expired code). */
let shift = 0;
const tokens = {} as Record<keyof typeof DEMO, string>;

beforeAll(async () => {
  t = await createTestApp({
    // E-mail links name the configured address, not the request's Host.
    config: { now: () => new Date(Date.now() + shift), publicUrl: 'https://portal.buyer.example' },
  });
  Object.assign(tokens, await signInAll(t.app));
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload,
    remoteAddress: ip,
  });
}
function get(url: string, token: string | null, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: ip,
  });
}

let seq = 0;
/** A registered supplier in `state`, with its administrator; returns the company id. */
async function supplierIn(state: AuditState): Promise<{ id: string; code: string; taxId: string }> {
  seq += 1;
  const id = randomUUID();
  const code = `S29${String(seq).padStart(4, '0')}`;
  const taxId = `91320000QA${String(seq).padStart(8, '0')}`;
  const now = new Date();
  await t.database.db
    .insertInto('companies')
    .values({
      id,
      kind: 'supplier',
      name: `质检测试供应商${seq}`,
      name_en: `质检测试供应商${seq}`,
      code,
      status: 'pending',
      country: 'CN',
      supplier_kind: 'aviation',
      audit_status: state,
      tax_category: 'uscc',
      tax_id: taxId,
      email: `quality${seq}@example.com`,
      time_zone: 'Asia/Shanghai',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.database.db
    .insertInto('users')
    .values({
      id: randomUUID(),
      company_id: id,
      account: `quality.admin${seq}`,
      password_hash: 'x',
      real_name: `quality.admin${seq}`,
      email: `quality${seq}@example.com`,
      avatar: '',
      status: 'enabled',
      created_at: now,
    })
    .execute();
  return { id, code, taxId };
}

async function version(id: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('companies')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.version;
}

async function returnIt(id: string, remarks = 'Please correct the tax ID') {
  const res = await post(`${API}/supApprovalInfo/commit`, tokens.buyerCommercial, {
    id,
    version: await version(id),
    action: 'return',
    remarks,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The edit code, read from the latest e-mail to the supplier waiting in the outbox. */
async function mailTo(email: string) {
  const rows = await t.database.db
    .selectFrom('outbox')
    .select(['payload', 'kind'])
    .where('kind', '=', 'mail.registerReturned')
    .orderBy('created_at', 'desc')
    .execute();
  const mail = rows
    .map((r) => r.payload as { to: string; subject: string; body: string })
    .find((p) => p.to === email)!;
  const code = /supRegisterEdit\?code=([A-Z2-9]{8})/.exec(mail.body)![1]!;
  return { ...mail, code };
}

const corrected = {
  supplierKind: 'general',
  country: 'HK',
  taxCategory: 'other',
  taxId: '71234599-001',
  companyName: '更正后的供应商有限公司',
  email: 'Fixed@Example.com',
  timeZone: 'Asia/Hong_Kong',
};

describe('the returned registration', () => {
  let supplier: { id: string; code: string; taxId: string };
  let code = '';

  it('returning e-mails the supplier a one-time link with the remarks, in both languages', async () => {
    supplier = await supplierIn('pendingBusinessReview');
    await returnIt(supplier.id, 'Tax ID does not match the licence');
    const mail = await mailTo(`quality${seq}@example.com`);
    expect(mail.body).toContain('Tax ID does not match the licence');
    expect(mail.body).toContain('退回意见');
    expect(mail.subject).toContain('returned your supplier registration');
    code = mail.code;
    const stored = await t.database.db
      .selectFrom('supplier_edit_codes')
      .select('code_hash')
      .where('company_id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    // The outbox delivers it to the dev mailbox like any e-mail.
    await t.app.services.outboxWorker.runOnce();
    const delivered = await t.database.db
      .selectFrom('mailbox')
      .select(['subject', 'body'])
      .where('to_address', '=', `quality${seq}@example.com`)
      .executeTakeFirst();
    expect(delivered?.body).toContain(`https://portal.buyer.example/supRegisterEdit?code=${code}`);
  });

  it('loads the registration by code, with the remarks and the account', async () => {
    const res = await get(`${EDIT}/returned?code=${code.toLowerCase()}`, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      supplierKind: 'aviation',
      country: 'CN',
      taxId: supplier.taxId,
      remarks: 'Tax ID does not match the licence',
      account: `quality.admin${seq}`,
    });
  });

  it('refuses malformed (400) and unknown (409) codes with a message', async () => {
    expect((await get(`${EDIT}/returned?code=abc`, null)).statusCode).toBe(400);
    const unknown = await get(`${EDIT}/returned?code=ZZZZZZZZ`, null);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error_description).toMatch(/not valid/);
    const bad = await post(`${EDIT}/resubmit`, null, { code, version: 1, country: 'XX' });
    expect(bad.statusCode).toBe(400);
  });

  it('checks duplicates (another supplier, not itself), the blacklist and the version', async () => {
    const v = await version(supplier.id);
    const taken = await post(`${EDIT}/resubmit`, null, {
      ...corrected,
      taxId: '91310115MA1K3YQ72D',
      code,
      version: v,
    });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().data.fields)).toEqual(['taxId']);
    await t.database.db
      .insertInto('supplier_blacklist')
      .values({ tax_id: 'BLACK-00001', company_name: 'Bad Co', reason: 'fraud' })
      .execute();
    const black = await post(`${EDIT}/resubmit`, null, {
      ...corrected,
      taxId: 'BLACK-00001',
      code,
      version: v,
    });
    expect(black.statusCode).toBe(409);
    expect(black.json().data.fields.taxId).toBe(
      'This tax ID is on the blacklist and cannot register',
    );
    const stale = await post(`${EDIT}/resubmit`, null, { ...corrected, code, version: v - 1 });
    expect(stale.statusCode).toBe(409);
    // Its own name and tax ID are not duplicates.
    const own = await get(`${EDIT}/returned?code=${code}`, null);
    expect(own.statusCode).toBe(200);
  });

  it('submits again: pending business review, corrected, with a history event; the code is used', async () => {
    const res = await post(`${EDIT}/resubmit`, null, {
      ...corrected,
      code,
      version: await version(supplier.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.account).toBe(`quality.admin${seq}`);
    const company = await t.database.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      audit_status: 'pendingBusinessReview',
      name: corrected.companyName,
      tax_id: '71234599-001',
      email: 'fixed@example.com',
      supplier_kind: 'general',
      domestic: false,
    });
    const audit = await get(`${API}/supApprovalInfo/detail?id=${supplier.id}`, tokens.buyerAdmin);
    expect(audit.json().data.history.at(-1)).toMatchObject({
      action: 'submitProfile',
      from: 'returned',
      to: 'pendingBusinessReview',
    });
    const again = await post(`${EDIT}/resubmit`, null, {
      ...corrected,
      code,
      version: company.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toMatch(/used already/);
    expect((await get(`${EDIT}/returned?code=${code}`, null)).statusCode).toBe(409);
  });

  it('a new return makes the old link stop working; an expired link is refused', async () => {
    await returnIt(supplier.id);
    const first = (await mailTo('fixed@example.com')).code;
    // Back in review (as after the supplier's own submit), then returned a second time.
    await t.database.db
      .updateTable('companies')
      .set({ audit_status: 'pendingBusinessReview' })
      .where('id', '=', supplier.id)
      .execute();
    await returnIt(supplier.id);
    const second = (await mailTo('fixed@example.com')).code;
    expect(second).not.toBe(first);
    const old = await get(`${EDIT}/returned?code=${first}`, null);
    expect(old.statusCode).toBe(409);
    expect((await get(`${EDIT}/returned?code=${second}`, null)).statusCode).toBe(200);
    shift = 8 * DAY;
    try {
      const expired = await get(`${EDIT}/returned?code=${second}`, null);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error_description).toMatch(/expired/);
    } finally {
      shift = 0;
    }
  });

  it('is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await post(
        `${EDIT}/resubmit`,
        null,
        { ...corrected, code: 'ZZZZZZZZ', version: 1 },
        '10.9.9.9',
      );
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the quality assessment before QAUDIT', () => {
  const assessment = {
    grade: 'B',
    score: 82,
    findings: 'Calibration records incomplete for two torque wrenches',
    onSite: true,
    assessedOn: '2026-11-20',
  };

  it('is recorded by the quality department only (403), on a supplier that exists (404)', async () => {
    const supplier = await supplierIn('oaApproved');
    const payload = { supplierId: supplier.id, version: 0, ...assessment };
    expect(
      (await post(`${API}/supQuality/assess`, tokens.buyerCommercial, payload)).statusCode,
    ).toBe(403);
    expect((await post(`${API}/supQuality/assess`, tokens.supplierDemo, payload)).statusCode).toBe(
      403,
    );
    const missing = await post(`${API}/supQuality/assess`, tokens.buyerQuality, {
      ...payload,
      supplierId: 'no-such-supplier',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await post(`${API}/supQuality/assess`, tokens.buyerQuality, {
      ...payload,
      grade: 'E',
      score: 101,
      findings: '',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('Submit QAUDIT needs it (409); saved with its version; closed once submitted', async () => {
    const supplier = await supplierIn('oaApproved');
    const submit = async () =>
      post(`${API}/supApprovalInfo/commit`, tokens.buyerQuality, {
        id: supplier.id,
        version: await version(supplier.id),
        action: 'submitQAUDIT',
      });
    const early = await submit();
    expect(early.statusCode).toBe(409);
    expect(early.json().error_description).toMatch(/assessment/);

    const empty = await get(`${API}/supQuality/assessment?id=${supplier.id}`, tokens.buyerQuality);
    expect(empty.json().data).toMatchObject({ grade: null, version: 0, editable: true });
    const readOnly = await get(`${API}/supQuality/assessment?id=${supplier.id}`, tokens.buyerAdmin);
    expect(readOnly.json().data.editable).toBe(false);

    const saved = await post(`${API}/supQuality/assess`, tokens.buyerQuality, {
      supplierId: supplier.id,
      version: 0,
      ...assessment,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      grade: 'B',
      score: 82,
      version: 1,
      assessedBy: '张伟',
    });
    const stale = await post(`${API}/supQuality/assess`, tokens.buyerQuality, {
      supplierId: supplier.id,
      version: 0,
      ...assessment,
    });
    expect(stale.statusCode).toBe(409);

    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.state).toBe('qauditUnderReview');
    const closed = await post(`${API}/supQuality/assess`, tokens.buyerQuality, {
      supplierId: supplier.id,
      version: 1,
      ...assessment,
    });
    expect(closed.statusCode).toBe(409);
  });
});

describe('authorized scopes', () => {
  const scope = { businessType: 1, productType: 5, validUntil: '2099-12-31', remarks: '' };

  it('authorizes a qualified supplier by code; others are refused', async () => {
    expect(
      (
        await post(`${API}/supQuality/authorize`, tokens.buyerCommercial, {
          supplier: 'S100001',
          ...scope,
        })
      ).statusCode,
    ).toBe(403);
    const res = await post(`${API}/supQuality/authorize`, tokens.buyerQuality, {
      supplier: 's100001',
      ...scope,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ supplierCode: 'S100001', state: 'active', version: 1 });
    const twice = await post(`${API}/supQuality/authorize`, tokens.buyerQuality, {
      supplier: 'S100001',
      ...scope,
    });
    expect(twice.statusCode).toBe(409);
    const pending = await supplierIn('oaApproved');
    const unqualified = await post(`${API}/supQuality/authorize`, tokens.buyerQuality, {
      supplier: pending.code,
      ...scope,
    });
    expect(unqualified.statusCode).toBe(409);
    const unknown = await post(`${API}/supQuality/authorize`, tokens.buyerQuality, {
      supplier: 'S999999',
      ...scope,
    });
    expect(unknown.statusCode).toBe(404);
    const past = await post(`${API}/supQuality/authorize`, tokens.buyerQuality, {
      supplier: 'S100001',
      ...scope,
      productType: 6,
      validUntil: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    const bad = await post(`${API}/supQuality/authorize`, tokens.buyerQuality, {
      supplier: 'S100001',
      ...scope,
      businessType: 8,
      validUntil: 'soon',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists scopes with their expiry and withdraws one with a reason (stale 409)', async () => {
    const list = await get(`${API}/supQuality/authorizations?state=active`, tokens.buyerAdmin);
    expect(list.statusCode).toBe(200);
    const row = list
      .json()
      .data.records.find((r: { supplierCode: string }) => r.supplierCode === 'S100001');
    expect(row).toMatchObject({ validUntil: '2099-12-31', businessType: 1, productType: 5 });
    const noReason = await post(`${API}/supQuality/withdraw`, tokens.buyerQuality, {
      id: row.id,
      version: row.version,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await post(`${API}/supQuality/withdraw`, tokens.buyerQuality, {
      id: row.id,
      version: row.version,
      reason: 'Audit finding not closed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'withdrawn',
      withdrawReason: 'Audit finding not closed',
    });
    const stale = await post(`${API}/supQuality/withdraw`, tokens.buyerQuality, {
      id: row.id,
      version: row.version,
      reason: 'again',
    });
    expect(stale.statusCode).toBe(409);
    const missing = await post(`${API}/supQuality/withdraw`, tokens.buyerQuality, {
      id: 'nope',
      version: 1,
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const withdrawn = await get(
      `${API}/supQuality/authorizations?state=withdrawn`,
      tokens.buyerQuality,
    );
    expect(withdrawn.json().data.records.map((r: { id: string }) => r.id)).toContain(row.id);
  });
});
