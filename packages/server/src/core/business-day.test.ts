// "Today" is the buyer's day (UTC+8) in every module. Between 00:00 and 08:00 Beijing time the UTC
// date is still yesterday's: with the app's clock at 01:30 Beijing time, a date that is today in
// UTC but yesterday in Beijing is in the past for certificate expiry, audit due dates, customs and
// quality validity and the lists alike (these modules used to disagree in that window).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signInAll, type TestApp } from '../test/test-app.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../test/file-fixtures.ts';
import { PROFILE_API } from '../test/profile-fixtures.ts';
import { businessDate, businessDateAfter, businessToday } from './business-time.ts';

const DAY_MS = 86_400_000;

/** The next 17:30 UTC (01:30 the next morning in Beijing), as an offset from the real clock. */
function offsetToBeijingEarlyMorning(): number {
  const now = new Date();
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17, 30);
  return (target > now.getTime() ? target : target + DAY_MS) - now.getTime();
}

const shift = offsetToBeijingEarlyMorning();
const clock = { now: () => new Date(Date.now() + shift) };
let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
/** Today in Beijing, and today by UTC (yesterday in Beijing). */
let today = '';
let utcToday = '';

beforeAll(async () => {
  t = await createTestApp({ config: { now: clock.now } });
  Object.assign(tokens, await signInAll(t.app, ['buyerAdmin', 'buyerQuality', 'supplierDemo']));
  today = businessToday(clock);
  utcToday = clock.now().toISOString().slice(0, 10);
});
afterAll(() => t.close());

function post(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function upload(purpose: string): Promise<string> {
  const res = await postMultipart(t.app, UPLOAD_URL, tokens.supplierDemo, { purpose }, [
    { name: 'letter.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

describe('the business day', () => {
  it('is the UTC+8 date, whatever the UTC date is', () => {
    expect(businessDate(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(businessDate(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(businessDateAfter(new Date('2026-03-01T17:30:00Z'), -1)).toBe('2026-03-01');
    expect(today).not.toBe(utcToday);
    expect(businessDateAfter(clock.now(), -1)).toBe(utcToday);
  });

  it('makes a UTC-today certificate expired at 01:30 Beijing time', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: `${PROFILE_API}/info`,
      headers: bearer(tokens.supplierDemo),
    });
    const version = profile.json().data.version as number;
    const fileId = await upload('profile');
    const license = { version, kind: 'businessLicense', number: 'L-1', fileId };
    const expired = await post(`${PROFILE_API}/addQualification`, tokens.supplierDemo, {
      ...license,
      expiresOn: utcToday,
    });
    expect(expired.statusCode, expired.body).toBe(400);
    const valid = await post(`${PROFILE_API}/addQualification`, tokens.supplierDemo, {
      ...license,
      expiresOn: today,
    });
    expect(valid.statusCode, valid.body).toBe(200);
  });

  it('refuses customs validity that ended yesterday in Beijing', async () => {
    const person = {
      kind: 'personal',
      brokerName: '王海关',
      idNumber: '310101199001011234',
      phone: '+86 21 5555 0101',
      validFrom: '2026-01-01',
      letterFileId: await upload('general'),
    };
    const url = '/api/admin/supplier/supCustoms/authorize';
    const past = await post(url, tokens.supplierDemo, { ...person, validUntil: utcToday });
    expect(past.statusCode, past.body).toBe(400);
    const ok = await post(url, tokens.supplierDemo, { ...person, validUntil: today });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('needs a quality authorization to run past the Beijing day', async () => {
    const scope = { supplier: 'S100001', businessType: 1, productType: 5, remarks: '' };
    const url = '/api/admin/supplier/supQuality/authorize';
    const sameDay = await post(url, tokens.buyerQuality, { ...scope, validUntil: today });
    expect(sameDay.statusCode, sameDay.body).toBe(400);
    const next = businessDateAfter(clock.now(), 1);
    const ok = await post(url, tokens.buyerQuality, { ...scope, validUntil: next });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an audit finding due yesterday in Beijing, and an admittance valid until then', async () => {
    const supplier = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', 'S100001')
      .executeTakeFirstOrThrow();
    const recorded = await post('/api/admin/supplier/supAudit/record', tokens.buyerQuality, {
      supplierId: supplier.id,
      kind: 'onSite',
      auditedOn: utcToday,
      summary: 'Early-morning audit',
      findings: [{ description: 'Labels missing', severity: 'minor' }],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const findings = await t.app.inject({
      method: 'GET',
      url: `/api/admin/supplier/zsSupManagement/findings?auditId=${recorded.json().data.id}`,
      headers: bearer(tokens.supplierDemo),
    });
    const finding = findings.json().data.records[0] as { id: string; version: number };
    const answer = { id: finding.id, version: finding.version, action: 'Relabelled' };
    const late = await post('/api/admin/supplier/zsSupManagement/answer', tokens.supplierDemo, {
      ...answer,
      dueOn: utcToday,
    });
    expect(late.statusCode, late.body).toBe(400);
    const onTime = await post('/api/admin/supplier/zsSupManagement/answer', tokens.supplierDemo, {
      ...answer,
      dueOn: today,
    });
    expect(onTime.statusCode, onTime.body).toBe(200);

    const admit = {
      taxId: '91110000EARLY0001X',
      companyName: 'Early Bird Aero',
      sourceCompany: 'Group airline',
      scope: 'Rotables',
      remarks: '',
    };
    const url = '/api/admin/supplier/supAdmit/add';
    const past = await post(url, tokens.buyerAdmin, { ...admit, validUntil: utcToday });
    expect(past.statusCode, past.body).toBe(400);
  });
});
