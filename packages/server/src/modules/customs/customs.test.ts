// Customs-broker authorizations through the API: a supplier authorizes a person or a company with
// its signed letter and revokes it; buyers are refused (403), another supplier's ids answer 404,
// stale versions 409, malformed input 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';

const API = '/api/admin/supplier/supCustoms';
let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    tokens,
    await signInAll(t.app, ['buyerAdmin', 'buyerQuality', 'supplierDemo', 'supplierOther']),
  );
});
afterAll(() => t.close());

function post(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}
function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function letter(token: string): Promise<string> {
  const res = await postMultipart(t.app, UPLOAD_URL, token, { purpose: 'general' }, [
    { name: 'authorization-letter.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const person = {
  kind: 'personal',
  brokerName: '王海关',
  idNumber: '310101199001011234',
  phone: '+86 21 5555 0101',
  validFrom: '2026-01-01',
  validUntil: '2099-12-31',
};
const company = {
  kind: 'company',
  brokerCompany: '上海东方报关有限公司',
  customsCode: '3122240abc',
  scope: 'both',
  validFrom: '2026-01-01',
  validUntil: '2099-12-31',
};

describe('customs-broker authorizations', () => {
  let personId = '';
  let demoLetter = '';

  it('refuses the buyer (403) and malformed input (400)', async () => {
    expect((await get(`${API}/list`, tokens.buyerAdmin)).statusCode).toBe(403);
    expect(
      (await post(`${API}/authorize`, tokens.buyerQuality, { ...person, letterFileId: 'f' }))
        .statusCode,
    ).toBe(403);
    const bad = await post(`${API}/authorize`, tokens.supplierDemo, {
      ...person,
      phone: 'call me',
      validUntil: '2025-12-31',
      letterFileId: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual(
      expect.arrayContaining(['phone', 'letterFileId']),
    );
    const kindless = await post(`${API}/authorize`, tokens.supplierDemo, { brokerName: 'x' });
    expect(kindless.statusCode).toBe(400);
  });

  it('authorizes a person and a company with the own signed letter', async () => {
    demoLetter = await letter(tokens.supplierDemo);
    const res = await post(`${API}/authorize`, tokens.supplierDemo, {
      ...person,
      letterFileId: demoLetter,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'personal',
      brokerName: '王海关',
      state: 'active',
      letterName: 'authorization-letter.pdf',
      version: 1,
    });
    personId = res.json().data.id;
    const comp = await post(`${API}/authorize`, tokens.supplierDemo, {
      ...company,
      letterFileId: demoLetter,
    });
    expect(comp.statusCode, comp.body).toBe(200);
    expect(comp.json().data).toMatchObject({ customsCode: '3122240ABC', scope: 'both' });

    const people = await get(`${API}/list?kind=personal`, tokens.supplierDemo);
    expect(people.json().data.records.map((r: { id: string }) => r.id)).toEqual([personId]);
    const companies = await get(`${API}/list?kind=company`, tokens.supplierDemo);
    expect(companies.json().data.total).toBe(1);
  });

  it('refuses a past end, an end before the start, and another company’s letter', async () => {
    const past = await post(`${API}/authorize`, tokens.supplierDemo, {
      ...person,
      validFrom: '2020-01-01',
      validUntil: '2020-12-31',
      letterFileId: demoLetter,
    });
    expect(past.statusCode).toBe(400);
    const reversed = await post(`${API}/authorize`, tokens.supplierDemo, {
      ...person,
      validFrom: '2099-12-31',
      validUntil: '2099-01-01',
      letterFileId: demoLetter,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields.validUntil).toBeTruthy();
    const foreign = await post(`${API}/authorize`, tokens.supplierOther, {
      ...person,
      letterFileId: demoLetter,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields.letterFileId).toBeTruthy();
  });

  it('keeps each supplier to its own: another company’s id answers 404', async () => {
    const list = await get(`${API}/list?kind=personal`, tokens.supplierOther);
    expect(list.json().data.total).toBe(0);
    const revoke = await post(`${API}/revoke`, tokens.supplierOther, {
      id: personId,
      version: 1,
      reason: 'not mine',
    });
    expect(revoke.statusCode).toBe(404);
  });

  it('revokes with the current version only (409), once', async () => {
    const res = await post(`${API}/revoke`, tokens.supplierDemo, {
      id: personId,
      version: 1,
      reason: 'Broker left the agency',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'revoked',
      revokeReason: 'Broker left the agency',
    });
    const stale = await post(`${API}/revoke`, tokens.supplierDemo, { id: personId, version: 1 });
    expect(stale.statusCode).toBe(409);
    const twice = await post(`${API}/revoke`, tokens.supplierDemo, { id: personId, version: 2 });
    expect(twice.statusCode).toBe(409);
    const revoked = await get(`${API}/list?kind=personal&state=revoked`, tokens.supplierDemo);
    expect(revoked.json().data.total).toBe(1);
  });
});
