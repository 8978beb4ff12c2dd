// The supplier lifecycle through the API: invite, register with the code, submit the profile, the
// commercial, quality and master-data departments' steps with the outside systems' answers, and
// freezing a supplier, whose quote submissions are then refused.
import type { AuditDetail } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  bearer,
  createTestApp,
  encrypt,
  publicKey,
  signIn,
  signInAll,
  type TestApp,
} from '../../test/test-app.ts';
import {
  DEMO_CODE,
  createInquiry,
  fullLine,
  loadQuote,
  supplierClient,
} from '../../test/inquiry-fixtures.ts';
import { completeProfile } from '../../test/profile-fixtures.ts';

const API = '/api/admin/supplier';
let t: TestApp;
/** The app's clock runs with real time, shifted by this much (an expired invite code). */
let shift = 0;
const tokens: Record<keyof typeof DEMO, string> = {} as Record<keyof typeof DEMO, string>;

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => new Date(Date.now() + shift) } });
  Object.assign(tokens, await signInAll(t.app));
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload,
  });
}
function get(url: string, token: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

/** The operation-log items of one account, newest first. */
async function logItems(account: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('operation_logs')
    .select('item')
    .where('account', '=', account)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.item);
}

/** The invite code, read from the e-mail waiting in the outbox. */
async function codeOf(inviteId: string): Promise<string> {
  const rows = await t.database.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject_id', '=', inviteId)
    .where('kind', '=', 'mail.invite')
    .orderBy('created_at', 'desc')
    .execute();
  const body = (rows[0]?.payload as { body: string }).body;
  return /([A-Z2-9]{8})/.exec(body.split('\n').find((l) => l.includes('邀请码')) ?? '')![1]!;
}

async function register(app: FastifyInstance, fields: Record<string, unknown>, password: string) {
  const key = await publicKey(app);
  return post('/api/os/ap/supplierRegister/register', null, {
    acceptConduct: true,
    supplierKind: 'aviation',
    country: 'CN',
    taxCategory: 'uscc',
    timeZone: 'Asia/Shanghai',
    ...fields,
    passPriKey: key.uuid,
    password: encrypt(key.publicKey, password),
  });
}

async function audit(id: string, token = tokens.buyerAdmin): Promise<AuditDetail> {
  const res = await get(`${API}/supApprovalInfo/detail?id=${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AuditDetail }>().data;
}

/** What the outside system's answer does, as the outbox worker hands it over and closes the row. */
async function answer(kind: string, subjectId: string, approved: boolean) {
  const handler = t.app.services.outboxAnswers.handlerFor(kind)!;
  await t.database.db.transaction().execute(async (trx) => {
    await handler(
      trx,
      { id: 'x', system: 'oa', kind, subjectId, payload: {} },
      { approved, remarks: approved ? 'ok' : 'no' },
    );
    await trx
      .updateTable('outbox')
      .set({ status: 'answered' })
      .where('subject_id', '=', subjectId)
      .where('kind', '=', kind)
      .execute();
  });
}

describe('invite, register and audit a new supplier', () => {
  let inviteId = '';
  let code = '';
  let companyId = '';

  it('invites by e-mail; a second open invitation to the address is refused', async () => {
    const res = await post(`${API}/supInvite/createInvite`, tokens.buyerAdmin, {
      companyName: '天工航材有限公司',
      email: 'Sales@TianGong.example',
      kind: 'aviation',
    });
    expect(res.statusCode).toBe(200);
    const invite = res.json<{ data: { id: string; state: string; email: string } }>().data;
    expect(invite).toMatchObject({ state: 'sent', email: 'sales@tiangong.example' });
    inviteId = invite.id;
    code = await codeOf(inviteId);
    expect(code).toHaveLength(8);

    const again = await post(`${API}/supInvite/createInvite`, tokens.buyerAdmin, {
      companyName: 'Other name',
      email: 'sales@tiangong.example',
      kind: 'aviation',
    });
    expect(again.statusCode).toBe(409);
    const list = await get(`${API}/supInvite/findPageList?state=sent`, tokens.buyerAdmin);
    expect(list.json().data.records.map((r: { id: string }) => r.id)).toContain(inviteId);
  });

  it('refuses invitations to a supplier (403) and bad input (400)', async () => {
    const supplier = await post(`${API}/supInvite/createInvite`, tokens.supplierDemo, {
      companyName: 'X Co',
      email: 'x@example.com',
      kind: 'aviation',
    });
    expect(supplier.statusCode).toBe(403);
    const bad = await post(`${API}/supInvite/createInvite`, tokens.buyerAdmin, {
      companyName: 'X',
      email: 'not-an-address',
      kind: 'pirate',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('resending makes a new code: the old one stops working', async () => {
    const before = await get(`${API}/supInvite/findPageList`, tokens.buyerAdmin);
    const row = before.json().data.records.find((r: { id: string }) => r.id === inviteId);
    const res = await post(`${API}/supInvite/resendEmail`, tokens.buyerAdmin, {
      id: inviteId,
      version: row.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sentCount).toBe(2);
    const old = code;
    code = await codeOf(inviteId);
    expect(code).not.toBe(old);
    const stale = await post(`${API}/supInvite/resendEmail`, tokens.buyerAdmin, {
      id: inviteId,
      version: row.version,
    });
    expect(stale.statusCode).toBe(409);

    const withOld = await register(
      t.app,
      {
        taxId: '91320000MA1TG00001',
        companyName: '天工航材有限公司',
        account: 'tiangong.admin',
        email: 'sales@tiangong.example',
        inviteCode: old,
      },
      'Tiangong#2026',
    );
    expect(withOld.statusCode).toBe(409);
    expect(withOld.json().data.fields.inviteCode).toBeTruthy();
  });

  it('checks duplicates and refuses taken values with a message on the field', async () => {
    const check = await get(
      '/api/os/ap/supplierRegister/check?account=supplier.demo&taxId=91310115MA1K3YQ72D&companyName=nobody%20co',
      null,
    );
    expect(check.json().data).toEqual({ account: true, companyName: false, taxId: true });
    const taken = await register(
      t.app,
      {
        taxId: '91310115MA1K3YQ72D',
        companyName: '天工航材有限公司',
        account: 'tiangong.admin',
        email: 'sales@tiangong.example',
        inviteCode: code,
      },
      'Tiangong#2026',
    );
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().data.fields)).toEqual(['taxId']);
    const weak = await register(
      t.app,
      {
        taxId: '91320000MA1TG00001',
        companyName: '天工航材有限公司',
        account: 'tiangong.admin',
        email: 'sales@tiangong.example',
        inviteCode: code,
      },
      'weak',
    );
    expect(weak.statusCode).toBe(400);
  });

  it('registers with the code: the company is to be evaluated and its administrator signs in', async () => {
    const res = await register(
      t.app,
      {
        taxId: '91320000ma1tg00001',
        companyName: '天工航材有限公司',
        account: 'tiangong.admin',
        email: 'sales@tiangong.example',
        inviteCode: code.toLowerCase(),
      },
      'Tiangong#2026',
    );
    expect(res.statusCode, res.body).toBe(200);
    const company = await t.database.db
      .selectFrom('companies')
      .selectAll()
      .where('tax_id', '=', '91320000MA1TG00001')
      .executeTakeFirstOrThrow();
    companyId = company.id;
    expect(company).toMatchObject({ audit_status: 'toBeEvaluated', status: 'pending' });
    expect(company.code).toMatch(/^S2\d{5}$/);
    const session = await signIn(t.app, { account: 'tiangong.admin', password: 'Tiangong#2026' });
    const reuse = await register(
      t.app,
      {
        taxId: '91320000MA1TG00002',
        companyName: 'Another Co',
        account: 'another.admin',
        email: 'a@example.com',
        inviteCode: code,
      },
      'Another#2026',
    );
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().error_description).toBe('This invite code has been used already');

    // The buyer reviews a complete profile only: without a business license it is refused.
    const early = await post(`${API}/supBasic/submit`, session.accessToken, {
      version: company.version,
    });
    expect(early.statusCode).toBe(409);
    const version = await completeProfile(t.app, session.accessToken);
    const submitted = await post(`${API}/supBasic/submit`, session.accessToken, { version });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.state).toBe('pendingBusinessReview');
  });

  it('lets each department take its own step only, and the systems answer', async () => {
    let detail = await audit(companyId, tokens.buyerCommercial);
    expect(detail.actions).toEqual(['return', 'reject', 'submitOA']);
    expect((await audit(companyId, tokens.buyerQuality)).actions).toEqual([]);

    const act = (token: string, action: string, version: number) =>
      post(`${API}/supApprovalInfo/commit`, token, { id: companyId, version, action });
    expect((await act(tokens.buyerQuality, 'submitOA', detail.version)).statusCode).toBe(403);
    expect((await act(tokens.supplierDemo, 'submitOA', detail.version)).statusCode).toBe(403);
    // Returning or rejecting tells the supplier why: no reason (or a blank one) is 400, in both
    // languages, and nothing moves.
    for (const action of ['return', 'reject']) {
      for (const remarks of [undefined, '   ']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${API}/supApprovalInfo/commit`,
          headers: bearer(tokens.buyerCommercial, { 'accept-language': 'zh-CN' }),
          payload: { id: companyId, version: detail.version, action, remarks },
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().data.fields).toEqual({ remarks: '请填写原因' });
      }
    }
    const blank = await post(`${API}/supApprovalInfo/commit`, tokens.buyerCommercial, {
      id: companyId,
      version: detail.version,
      action: 'reject',
      remarks: '',
    });
    expect(blank.json().data.fields).toEqual({ remarks: 'Please give a reason' });
    expect((await audit(companyId, tokens.buyerCommercial)).state).toBe('pendingBusinessReview');
    expect((await act(tokens.buyerCommercial, 'submitOA', detail.version - 1)).statusCode).toBe(
      409,
    );
    const sent = await act(tokens.buyerCommercial, 'submitOA', detail.version);
    expect(sent.statusCode).toBe(200);
    detail = sent.json<{ data: AuditDetail }>().data;
    expect(detail).toMatchObject({ state: 'oaUnderReview', waitingFor: 'oa', actions: [] });
    expect(await logItems('buyer.commercial')).toContain(`supplier.submitOA ${detail.code}`);
    expect((await act(tokens.buyerCommercial, 'submitOA', detail.version)).statusCode).toBe(409);

    await answer('supplier.submitOA', companyId, false);
    detail = await audit(companyId, tokens.buyerCommercial);
    expect(detail.state).toBe('oaFailed');
    detail = (await act(tokens.buyerCommercial, 'submitOA', detail.version)).json().data;
    await answer('supplier.submitOA', companyId, true);

    detail = await audit(companyId, tokens.buyerQuality);
    expect(detail.state).toBe('oaApproved');
    expect(detail.actions).toEqual(['submitQAUDIT']);
    expect((await audit(companyId, tokens.buyerCommercial)).actions).toEqual([]);
    expect((await act(tokens.buyerCommercial, 'submitQAUDIT', detail.version)).statusCode).toBe(
      403,
    );
    // Quality records its assessment first (modules/supplier-quality): QAUDIT needs one.
    const assessed = await post(`${API}/supQuality/assess`, tokens.buyerQuality, {
      supplierId: companyId,
      version: 0,
      grade: 'A',
      score: 90,
      findings: 'No findings',
      onSite: false,
      assessedOn: '2026-11-20',
    });
    expect(assessed.statusCode, assessed.body).toBe(200);
    detail = (await act(tokens.buyerQuality, 'submitQAUDIT', detail.version)).json().data;
    expect(detail.state).toBe('qauditUnderReview');
    await answer('supplier.submitQAUDIT', companyId, true);

    detail = await audit(companyId, tokens.buyerMasterdata);
    expect(detail.actions).toEqual(['sync']);
    const synced = await act(tokens.buyerMasterdata, 'sync', detail.version);
    detail = synced.json().data;
    expect(detail).toMatchObject({ state: 'qauditPassed', waitingFor: 'erp', actions: [] });
    const twice = await act(tokens.buyerMasterdata, 'sync', detail.version);
    expect(twice.statusCode).toBe(409);
    await answer('supplier.sync', companyId, true);

    detail = await audit(companyId);
    expect(detail.state).toBe('syncedToErp');
    expect(detail.history.map((h) => h.action)).toEqual([
      'register',
      'submitProfile',
      'submitOA',
      'oaFail',
      'submitOA',
      'oaApprove',
      'submitQAUDIT',
      'qauditPass',
      'sync',
      'erpSynced',
    ]);
    const qualified = await get(
      `${API}/supApprovalInfo/list?view=qualified&q=S2`,
      tokens.buyerAdmin,
    );
    expect(qualified.json().data.records.map((r: { id: string }) => r.id)).toContain(companyId);
  });

  it('refuses an expired invite code', async () => {
    const res = await post(`${API}/supInvite/createInvite`, tokens.buyerAdmin, {
      companyName: 'Late Co',
      email: 'late@example.com',
      kind: 'aviation',
    });
    const lateCode = await codeOf(res.json().data.id);
    shift = 8 * 24 * 3600_000;
    try {
      const late = await register(
        t.app,
        {
          taxId: '91320000MA1TG00009',
          companyName: 'Late Co',
          account: 'late.admin',
          email: 'late@example.com',
          inviteCode: lateCode,
        },
        'Late#2026ok',
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().error_description).toMatch(/expired/);
    } finally {
      shift = 0;
    }
  });
});

describe('a 21-department invitation', () => {
  it('registers a supplier whose business type is the 21-department’s', async () => {
    const res = await post(`${API}/supInvite/createInvite`, tokens.buyerAdmin, {
      companyName: '二十一部供应有限公司',
      email: 'dept21@supply.example',
      kind: 'dept21',
    });
    expect(res.statusCode, res.body).toBe(200);
    const registered = await register(
      t.app,
      {
        taxId: '91320000MA1D210001',
        companyName: '二十一部供应有限公司',
        account: 'dept21.admin',
        email: 'dept21@supply.example',
        inviteCode: await codeOf(res.json().data.id),
      },
      'Dept21#2026x',
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const types = await t.database.db
      .selectFrom('supplier_business_types as b')
      .innerJoin('companies as c', 'c.id', 'b.company_id')
      .select('b.business_type')
      .where('c.tax_id', '=', '91320000MA1D210001')
      .execute();
    expect(types.map((r) => r.business_type)).toEqual(['dept21']);
  });
});

describe('the duplicate check and a rejected company', () => {
  const check = async (query: string) => {
    const res = await get(`/api/os/ap/supplierRegister/check?${query}`, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('answers a field that was not asked as free', async () => {
    expect(await check('account=nobody.here')).toEqual({
      account: false,
      companyName: false,
      taxId: false,
    });
    expect(await check('taxId=91310115MA1K3YQ72D')).toEqual({
      account: false,
      companyName: false,
      taxId: true,
    });
  });

  it('lets a rejected company register again with its tax ID and name; the old one stays', async () => {
    const invite = async (email: string) => {
      const res = await post(`${API}/supInvite/createInvite`, tokens.buyerAdmin, {
        companyName: '再来航材有限公司',
        email,
        kind: 'aviation',
      });
      expect(res.statusCode, res.body).toBe(200);
      return codeOf(res.json().data.id);
    };
    const fields = { taxId: '91320000MA1RJ00001', companyName: '再来航材有限公司' };
    const first = await register(
      t.app,
      {
        ...fields,
        account: 'again.first',
        email: 'first@again.example',
        inviteCode: await invite('first@again.example'),
      },
      'Again#2026x',
    );
    expect(first.statusCode, first.body).toBe(200);
    const code = await invite('second@again.example');
    const second = {
      ...fields,
      account: 'again.second',
      email: 'second@again.example',
      inviteCode: code,
    };
    // While the first one is under way, its tax ID is taken.
    const refused = await register(t.app, second, 'Again#2026x');
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().data.fields)).toEqual(['companyName', 'taxId']);

    await t.database.db
      .updateTable('companies')
      .set({ audit_status: 'rejected' })
      .where('tax_id', '=', fields.taxId)
      .execute();
    expect(await check(`taxId=${fields.taxId}`)).toMatchObject({ taxId: false });
    const again = await register(t.app, second, 'Again#2026x');
    expect(again.statusCode, again.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('companies')
      .select('audit_status')
      .where('tax_id', '=', fields.taxId)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => r.audit_status)).toEqual(['rejected', 'toBeEvaluated']);
  });
});

describe('freezing a supplier', () => {
  it('refuses the frozen supplier’s quote submission until it is unfrozen', async () => {
    const demoId = (
      await t.database.db
        .selectFrom('companies')
        .select('id')
        .where('code', '=', DEMO_CODE)
        .executeTakeFirstOrThrow()
    ).id;
    const inquiry = await createInquiry(t, { bidders: [DEMO_CODE] });
    const supplier = supplierClient(t.app, tokens.supplierDemo);
    const lines = inquiry.itemIds.map((i) => fullLine(i));

    let detail = await audit(demoId);
    expect(detail.canFreeze).toEqual(['commercial', 'quality']);
    const byQuality = await post(`${API}/supBasic/freeze`, tokens.buyerQuality, {
      id: demoId,
      version: detail.version,
      kind: 'commercial',
      reason: 'x',
    });
    expect(byQuality.statusCode).toBe(403);
    const noReason = await post(`${API}/supBasic/freeze`, tokens.buyerAdmin, {
      id: demoId,
      version: detail.version,
      kind: 'commercial',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const frozen = await post(`${API}/supBasic/freeze`, tokens.buyerAdmin, {
      id: demoId,
      version: detail.version,
      kind: 'commercial',
      reason: 'Overdue certificates',
    });
    expect(frozen.statusCode).toBe(200);
    detail = frozen.json().data;
    expect(detail).toMatchObject({ commercialFrozen: true, canUnfreeze: ['commercial'] });

    let quote = await loadQuote(supplier, inquiry.id);
    const refused = await supplier.submit({ inquiryId: inquiry.id, version: quote.version, lines });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_description).toMatch(/frozen/);
    // Drafts stay possible: nothing is lost while frozen.
    const held = await supplier.hold({ inquiryId: inquiry.id, version: quote.version, lines });
    expect(held.statusCode).toBe(200);

    const unfrozen = await post(`${API}/supBasic/unFreeze`, tokens.buyerAdmin, {
      id: demoId,
      version: detail.version,
      kind: 'commercial',
      reason: 'Certificates renewed',
    });
    expect(unfrozen.statusCode).toBe(200);
    const logged = await logItems('buyer.admin');
    expect(logged).toContain(`supplier.freeze.commercial ${DEMO_CODE}: Overdue certificates`);
    expect(logged).toContain(`supplier.unfreeze.commercial ${DEMO_CODE}: Certificates renewed`);
    quote = await loadQuote(supplier, inquiry.id);
    const ok = await supplier.submit({ inquiryId: inquiry.id, version: quote.version, lines });
    expect(ok.statusCode).toBe(200);
  });

  it('lists on each freeze page the suppliers of its kind that department may freeze or unfreeze', async () => {
    const ids = await t.database.db
      .selectFrom('companies')
      .select(['id', 'code', 'version'])
      .where('code', 'in', [DEMO_CODE, 'S100003'])
      .execute();
    const demo = ids.find((c) => c.code === DEMO_CODE)!;
    const transport = ids.find((c) => c.code === 'S100003')!;
    for (const [company, kind] of [
      [demo, 'quality'],
      [transport, 'commercial'],
    ] as const) {
      const res = await post(`${API}/supBasic/freeze`, tokens.buyerAdmin, {
        id: company.id,
        version: company.version,
        kind,
        reason: 'Overdue certificates',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const page = async (freezePage: string) => {
      const res = await get(
        `${API}/supApprovalInfo/list?view=qualified&size=100&freezePage=${freezePage}`,
        tokens.buyerAdmin,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ data: { records: { code: string; kind: string }[] } }>()
        .data.records.map((r) => r.code);
    };
    const qualityUnfreeze = await page('qualityUnfreeze');
    expect(qualityUnfreeze).toEqual([DEMO_CODE]);
    expect(await page('qualityFreeze')).not.toContain(DEMO_CODE);
    expect(await page('commercialFreeze')).toContain(DEMO_CODE);
    expect(await page('commercialUnfreeze')).toEqual([]);
    // The transport pages list transport suppliers only, and their unfreeze page the frozen ones.
    expect(await page('transportUnfreeze')).toEqual(['S100003']);
    const transportFreeze = await page('transportFreeze');
    expect(transportFreeze).not.toContain('S100003');
    expect(transportFreeze).not.toContain(DEMO_CODE);
    const bad = await get(`${API}/supApprovalInfo/list?freezePage=everyone`, tokens.buyerAdmin);
    expect(bad.statusCode).toBe(400);
  });
});
