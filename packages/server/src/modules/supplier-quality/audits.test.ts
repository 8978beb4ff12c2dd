// Supplier audit management through the API: the quality department records an audit with
// findings; the supplier sees its own and answers them (another supplier's answer 404); quality
// closes answered findings. Permissions 403, stale 409, malformed 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';

const BUYER = '/api/admin/supplier/supAudit';
const SUPPLIER = '/api/admin/supplier/zsSupManagement';
let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app));
});
afterAll(() => t.close());

function post(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}
function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function demoId(): Promise<string> {
  const row = await t.database.db
    .selectFrom('companies')
    .select('id')
    .where('code', '=', 'S100001')
    .executeTakeFirstOrThrow();
  return row.id;
}

const audit = (supplierId: string) => ({
  supplierId,
  kind: 'onSite',
  auditedOn: '2026-11-18',
  summary: 'Annual on-site audit of the Shanghai warehouse',
  findings: [
    { description: 'Shelf-life labels missing on two sealant batches', severity: 'major' },
    { description: 'ESD wrist-strap test log not kept daily', severity: 'minor' },
  ],
});

describe('supplier audit management', () => {
  let findingId = '';
  let version = 0;
  let auditId = '';

  it('is recorded by the quality department only, with at least one finding', async () => {
    const supplierId = await demoId();
    expect(
      (await post(`${BUYER}/record`, tokens.buyerCommercial, audit(supplierId))).statusCode,
    ).toBe(403);
    expect((await post(`${BUYER}/record`, tokens.supplierDemo, audit(supplierId))).statusCode).toBe(
      403,
    );
    const empty = await post(`${BUYER}/record`, tokens.buyerQuality, {
      ...audit(supplierId),
      findings: [],
    });
    expect(empty.statusCode).toBe(400);
    const missing = await post(`${BUYER}/record`, tokens.buyerQuality, audit('no-such-supplier'));
    expect(missing.statusCode).toBe(404);
    const res = await post(`${BUYER}/record`, tokens.buyerQuality, audit(supplierId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'onSite',
      findings: 2,
      openFindings: 2,
      auditor: '张伟',
    });
    auditId = res.json().data.id;
  });

  it('shows the supplier its own audits and findings only; buyers may not use its pages', async () => {
    const mine = await get(`${SUPPLIER}/list`, tokens.supplierDemo);
    expect(mine.statusCode).toBe(200);
    const ids = (r: { data: { records: { id: string }[] } }) => r.data.records.map((a) => a.id);
    expect(ids(mine.json())).toContain(auditId);
    const other = await get(`${SUPPLIER}/list?supplierId=${await demoId()}`, tokens.supplierOther);
    expect(ids(other.json())).not.toContain(auditId);
    expect((await get(`${SUPPLIER}/list`, tokens.buyerAdmin)).statusCode).toBe(403);
    const findings = await get(
      `${SUPPLIER}/findings?state=open&auditId=${auditId}`,
      tokens.supplierDemo,
    );
    const rows = findings.json().data.records;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ severity: 'major', state: 'open', auditKind: 'onSite' });
    findingId = rows[0].id;
    version = rows[0].version;
  });

  it('takes the supplier’s corrective action on its own finding (404 for another, 409 stale)', async () => {
    const upload = await postMultipart(
      t.app,
      UPLOAD_URL,
      tokens.supplierDemo,
      { purpose: 'general' },
      [{ name: 'corrective-action.pdf', content: PDF, type: 'application/pdf' }],
    );
    const attachmentId = upload.json().data.id as string;
    const answer = {
      id: findingId,
      version,
      action: 'Labels printed and applied; receiving checklist updated',
      dueOn: '2099-01-31',
      attachmentId,
    };
    const foreign = await post(`${SUPPLIER}/answer`, tokens.supplierOther, answer);
    expect(foreign.statusCode).toBe(404);
    const bad = await post(`${SUPPLIER}/answer`, tokens.supplierDemo, {
      ...answer,
      action: '',
      dueOn: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    const past = await post(`${SUPPLIER}/answer`, tokens.supplierDemo, {
      ...answer,
      dueOn: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    const res = await post(`${SUPPLIER}/answer`, tokens.supplierDemo, answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'answered',
      attachmentName: 'corrective-action.pdf',
      answeredBy: '陈静',
    });
    const stale = await post(`${SUPPLIER}/answer`, tokens.supplierDemo, answer);
    expect(stale.statusCode).toBe(409);
    version = res.json().data.version;
  });

  it('is closed by the quality department once answered, and then stays closed', async () => {
    const open = (
      await get(`${BUYER}/findings?state=open&auditId=${auditId}`, tokens.buyerQuality)
    ).json().data.records[0];
    const notAnswered = await post(`${BUYER}/close`, tokens.buyerQuality, {
      id: open.id,
      version: open.version,
    });
    expect(notAnswered.statusCode).toBe(409);
    expect(
      (await post(`${BUYER}/close`, tokens.supplierDemo, { id: findingId, version })).statusCode,
    ).toBe(403);
    const res = await post(`${BUYER}/close`, tokens.buyerQuality, {
      id: findingId,
      version,
      remarks: 'Verified on the next visit',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'closed',
      closeRemarks: 'Verified on the next visit',
    });
    const again = await post(`${SUPPLIER}/answer`, tokens.supplierDemo, {
      id: findingId,
      version: res.json().data.version,
      action: 'late',
      dueOn: '2099-01-31',
    });
    expect(again.statusCode).toBe(409);
    const audits = await get(`${BUYER}/list?supplierId=${await demoId()}`, tokens.buyerAdmin);
    const recorded = audits.json().data.records.find((r: { id: string }) => r.id === auditId);
    expect(recorded).toMatchObject({ findings: 2, openFindings: 1 });
  });
});
