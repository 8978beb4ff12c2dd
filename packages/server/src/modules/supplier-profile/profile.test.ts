// The company profile through the API: saving sections with the version, who may read and change
// which profile, qualification files, submitting the profile (refused without a license), and the
// capabilities' review by the quality department.
import type { SupplierProfile } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';
import {
  DEMO_CODE,
  createInquiry,
  loadQuote,
  supplierClient,
} from '../../test/inquiry-fixtures.ts';
import {
  BASIC,
  completeProfile,
  ownProfile,
  profileCall,
  uploadProfileFile,
} from '../../test/profile-fixtures.ts';

let t: TestApp;
const tokens: Record<keyof typeof DEMO, string> = {} as Record<keyof typeof DEMO, string>;
let demoId = '';
let otherId = '';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app));
  const companies = await t.database.db
    .selectFrom('companies')
    .select(['id', 'code'])
    .where('code', 'in', ['S100001', 'S100002'])
    .execute();
  demoId = companies.find((c) => c.code === 'S100001')!.id;
  otherId = companies.find((c) => c.code === 'S100002')!.id;
  // The demo supplier has just registered: its profile (the seed's) is to be completed.
  await t.database.db
    .updateTable('companies')
    .set({ audit_status: 'toBeEvaluated' })
    .where('id', '=', demoId)
    .execute();
  for (const table of [
    'supplier_profiles',
    'supplier_contacts',
    'supplier_annual_sales',
    'supplier_oems',
    'supplier_capabilities',
  ] as const) {
    await t.database.db.deleteFrom(table).where('company_id', '=', demoId).execute();
  }
});
afterAll(() => t.close());

const data = (res: { json: () => unknown }) => (res.json() as { data: SupplierProfile }).data;
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe('the supplier edits its own profile', () => {
  it('reads its own profile, empty apart from the registration, with what is missing', async () => {
    const profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    expect(profile).toMatchObject({ id: demoId, state: 'toBeEvaluated', editable: true });
    expect(profile.missing).toEqual(
      expect.arrayContaining(['licenseNumber', 'legalRepresentative', 'contacts', 'license']),
    );
  });

  it('saves the basic section; a stale version answers 409', async () => {
    const before = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    const input = { ...BASIC, name: before.name, version: before.version };
    const res = await profileCall(t.app, tokens.supplierDemo, 'saveBasic', input);
    expect(res.statusCode, res.body).toBe(200);
    const saved = data(res);
    expect(saved).toMatchObject({
      legalRepresentative: '王立',
      registeredCapital: 5_000_000,
      capitalCurrency: 'CNY',
      foundedOn: '2012-05-18',
      version: before.version + 1,
    });
    expect(saved.contacts).toEqual([expect.objectContaining({ name: '李娜', primary: true })]);
    expect(saved.missing).toEqual(['license']);

    const stale = await profileCall(t.app, tokens.supplierDemo, 'saveBasic', input);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_description).toMatch(/changed meanwhile/);
  });

  it('saves the other section and the capabilities', async () => {
    let profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    const other = await profileCall(t.app, tokens.supplierDemo, 'saveOther', {
      version: profile.version,
      warehouseAddress: 'Hangar 3, Lukou airport',
      warehouseArea: 1200.5,
      annualSales: [
        { year: 2024, amount: 12_000_000, currency: 'CNY' },
        { year: 2025, amount: 15_500_000.25, currency: 'CNY' },
      ],
      oems: [{ manufacturer: 'Honeywell', authorization: 'distributor', validUntil: nextYear() }],
    });
    expect(other.statusCode, other.body).toBe(200);
    profile = data(other);
    expect(profile.annualSales.map((s) => s.year)).toEqual([2025, 2024]);
    expect(profile.warehouseArea).toBe(1200.5);
    expect(profile.oems[0]).toMatchObject({ manufacturer: 'Honeywell' });

    const ability = await profileCall(t.app, tokens.supplierDemo, 'saveAbility', {
      version: profile.version,
      capabilities: [
        { businessType: 'purchase', productType: 'rotables' },
        { businessType: 'repair', productType: 'landingGear' },
      ],
    });
    expect(ability.statusCode, ability.body).toBe(200);
    expect(data(ability).capabilities.map((c) => c.status)).toEqual([
      'toBeSubmitted',
      'toBeSubmitted',
    ]);
  });

  it('answers 400 with message keys for malformed input, never 500', async () => {
    const profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    const bad = [
      { ...BASIC, name: profile.name, version: profile.version, website: 'ftp://x' },
      { ...BASIC, name: profile.name, version: profile.version, country: 'XX' },
      { ...BASIC, name: profile.name, version: profile.version, foundedOn: '2012-13-45' },
      { ...BASIC, name: profile.name, version: profile.version, registeredCapital: -1 },
      {
        ...BASIC,
        name: profile.name,
        version: profile.version,
        contacts: [{ ...BASIC.contacts[0], primary: false }],
      },
      { ...BASIC, name: profile.name, version: 'x' },
      { ...BASIC, name: { zh: 1 }, version: profile.version },
    ];
    for (const payload of bad) {
      const res = await profileCall(t.app, tokens.supplierDemo, 'saveBasic', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const others: [string, string, object | undefined][] = [
      ['detail', tokens.buyerAdmin, undefined],
      ['addQualification', tokens.supplierDemo, { version: profile.version, kind: 'pilot' }],
      ['saveAbility', tokens.supplierDemo, { version: profile.version, capabilities: [{}] }],
      ['submitAbility', tokens.supplierDemo, { version: -1 }],
      ['auditAbility', tokens.buyerQuality, { supplierId: demoId, id: 'k', version: 1 }],
    ];
    for (const [path, token, payload] of others) {
      const res = await profileCall(t.app, token, path, payload);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
    }
    const twice = await profileCall(t.app, tokens.supplierDemo, 'saveOther', {
      version: profile.version,
      annualSales: [
        { year: 2024, amount: 1, currency: 'CNY' },
        { year: 2024, amount: 2, currency: 'USD' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fields.annualSales).toMatch(/once/);
  });

  it('refuses another company name that is registered already', async () => {
    const profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    const other = await t.database.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', otherId)
      .executeTakeFirstOrThrow();
    const res = await profileCall(t.app, tokens.supplierDemo, 'saveBasic', {
      ...BASIC,
      name: other.name,
      version: profile.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields.name).toBeTruthy();
  });
});

describe('business types and grade', () => {
  it('shows what the supplier does for the buyer and its quality grade, read-only', async () => {
    expect(await ownProfile(t.app, tokens.supplierDemo)).toMatchObject({
      businessTypes: [],
      grade: null,
    });
    await t.database.db
      .insertInto('supplier_business_types')
      .values([
        { company_id: demoId, business_type: 'dept21' },
        { company_id: demoId, business_type: 'purchase' },
      ])
      .execute();
    await t.database.db
      .insertInto('supplier_assessments')
      .values({
        company_id: demoId,
        grade: 'B',
        score: 80,
        findings: '',
        assessed_on: '2026-11-20',
        assessed_by: null,
        assessed_by_name: 'QA',
      })
      .execute();
    expect(await ownProfile(t.app, tokens.supplierDemo)).toMatchObject({
      businessTypes: ['purchase', 'dept21'],
      grade: 'B',
    });
    await t.database.db
      .deleteFrom('supplier_business_types')
      .where('company_id', '=', demoId)
      .execute();
    await t.database.db
      .deleteFrom('supplier_assessments')
      .where('company_id', '=', demoId)
      .execute();
  });
});

describe('the country decides domestic', () => {
  it('makes a supplier that moves from CN to HK foreign (trade terms, no VAT) and back', async () => {
    const inquiry = await createInquiry(t, { bidders: [DEMO_CODE] });
    const supplier = supplierClient(t.app, tokens.supplierDemo);
    const save = async (country: string) => {
      const profile = await ownProfile(t.app, tokens.supplierDemo);
      const res = await profileCall(t.app, tokens.supplierDemo, 'saveBasic', {
        ...BASIC,
        name: profile.name,
        version: profile.version,
        country,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const domestic = async () =>
      (
        await t.database.db
          .selectFrom('companies')
          .select('domestic')
          .where('id', '=', demoId)
          .executeTakeFirstOrThrow()
      ).domestic;

    await save('HK');
    expect(await domestic()).toBe(false);
    expect((await loadQuote(supplier, inquiry.id)).domestic).toBe(false);
    await save('CN');
    expect(await domestic()).toBe(true);
    expect((await loadQuote(supplier, inquiry.id)).domestic).toBe(true);
  });
});

describe('qualification files and submitting the profile', () => {
  it('refuses to submit without a business license, then accepts it with one', async () => {
    let profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supplier/supBasic/submit',
      headers: { authorization: `Bearer ${tokens.supplierDemo}` },
      payload: { version: profile.version },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error_description).toMatch(/business license/);

    // An expired license is refused; another company's file or a general one is not found.
    const fileId = await uploadProfileFile(t.app, tokens.supplierDemo);
    const expired = await profileCall(t.app, tokens.supplierDemo, 'addQualification', {
      version: profile.version,
      kind: 'businessLicense',
      number: 'L-1',
      expiresOn: '2001-01-01',
      fileId,
    });
    expect(expired.statusCode).toBe(400);
    const othersFile = await uploadProfileFile(t.app, tokens.supplierOther);
    const foreign = await profileCall(t.app, tokens.supplierDemo, 'addQualification', {
      version: profile.version,
      kind: 'businessLicense',
      number: 'L-1',
      expiresOn: nextYear(),
      fileId: othersFile,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields.fileId).toBeTruthy();

    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const added = await profileCall(t.app, tokens.supplierDemo, 'addQualification', {
      version: profile.version,
      kind: 'businessLicense',
      number: 'L-1',
      issuer: 'SAMR',
      expiresOn: soon,
      fileId,
    });
    expect(added.statusCode, added.body).toBe(200);
    profile = data(added);
    expect(profile.qualifications).toEqual([
      expect.objectContaining({
        kind: 'businessLicense',
        expiry: 'expiring',
        fileName: 'license.pdf',
      }),
    ]);
    expect(profile.missing).toEqual([]);
    // The same file cannot be attached twice.
    const again = await profileCall(t.app, tokens.supplierDemo, 'addQualification', {
      version: profile.version,
      kind: 'as9100',
      number: 'A-1',
      expiresOn: nextYear(),
      fileId,
    });
    expect(again.statusCode).toBe(400);

    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supplier/supBasic/submit',
      headers: { authorization: `Bearer ${tokens.supplierDemo}` },
      payload: { version: profile.version },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.state).toBe('pendingBusinessReview');
  });

  it('refuses changes to the basic section and removing files while under review', async () => {
    const profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    expect(profile.editable).toBe(false);
    const res = await profileCall(t.app, tokens.supplierDemo, 'saveBasic', {
      ...BASIC,
      name: profile.name,
      version: profile.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_description).toMatch(/under review/);
    const remove = await profileCall(t.app, tokens.supplierDemo, 'removeQualification', {
      version: profile.version,
      id: profile.qualifications[0]!.id,
    });
    expect(remove.statusCode).toBe(409);
  });
});

describe('who sees what', () => {
  it("a supplier cannot read or change another supplier's profile (404)", async () => {
    const byId = await profileCall(t.app, tokens.supplierOther, `detail?id=${demoId}`);
    expect(byId.statusCode).toBe(404);
    // By id, its own is its own; without one, its own company's whatever it asks for.
    const mine = await profileCall(t.app, tokens.supplierOther, `detail?id=${otherId}`);
    expect(data(mine).id).toBe(otherId);
    const own = (await ownProfile(t.app, tokens.supplierOther)) as unknown as SupplierProfile;
    expect(own.id).toBe(otherId);
    const demoQualification = (
      (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile
    ).qualifications[0]!.id;
    const remove = await profileCall(t.app, tokens.supplierOther, 'removeQualification', {
      version: own.version,
      id: demoQualification,
    });
    expect(remove.statusCode).toBe(404);
    // The capability decision is the buyer's: a supplier is refused before anything else.
    const decide = await profileCall(t.app, tokens.supplierOther, 'auditAbility', {
      supplierId: demoId,
      id: 'x',
      version: 1,
      decision: 'auditCompleted',
    });
    expect(decide.statusCode).toBe(403);
  });

  it('buyer staff read any supplier by id; an unknown or a buyer company id is 404', async () => {
    const res = await profileCall(t.app, tokens.buyerCommercial, `detail?id=${demoId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ id: demoId, canDecide: false });
    expect((await profileCall(t.app, tokens.buyerAdmin, 'detail?id=nope')).statusCode).toBe(404);
    const buyer = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('kind', '=', 'buyer')
      .executeTakeFirstOrThrow();
    expect((await profileCall(t.app, tokens.buyerAdmin, `detail?id=${buyer.id}`)).statusCode).toBe(
      404,
    );
    // Buyer staff do not change a supplier's profile.
    const save = await profileCall(t.app, tokens.buyerAdmin, 'saveOther', { version: 1 });
    expect(save.statusCode).toBe(403);
  });
});

describe('capabilities', () => {
  it('the supplier submits them; the quality department decides (403 others, 409 stale)', async () => {
    // The demo supplier is under business review: capabilities may still be submitted.
    let profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    expect(profile.extendable).toBe(false);
    await t.database.db
      .updateTable('companies')
      .set({ audit_status: 'approved' })
      .where('id', '=', demoId)
      .execute();
    profile = (await ownProfile(t.app, tokens.supplierDemo)) as unknown as SupplierProfile;
    const submitted = await profileCall(t.app, tokens.supplierDemo, 'submitAbility', {
      version: profile.version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    profile = data(submitted);
    expect(profile.capabilities.every((c) => c.status === 'underReview')).toBe(true);
    const nothing = await profileCall(t.app, tokens.supplierDemo, 'submitAbility', {
      version: profile.version,
    });
    expect(nothing.statusCode).toBe(409);

    const [first, second] = profile.capabilities;
    const decide = (token: string, body: object) =>
      profileCall(t.app, token, 'auditAbility', { supplierId: demoId, ...body });
    const pass = { id: first!.id, version: first!.version, decision: 'auditCompleted' };
    expect((await decide(tokens.buyerCommercial, pass)).statusCode).toBe(403);
    expect((await decide(tokens.supplierDemo, pass)).statusCode).toBe(403);
    expect((await decide(tokens.buyerQuality, { ...pass, version: 99 })).statusCode).toBe(409);
    expect((await decide(tokens.buyerQuality, { ...pass, supplierId: otherId })).statusCode).toBe(
      404,
    );
    const noReason = await decide(tokens.buyerQuality, {
      id: second!.id,
      version: second!.version,
      decision: 'noPass',
    });
    expect(noReason.statusCode).toBe(400);

    const ok = await decide(tokens.buyerQuality, pass);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data(ok).canDecide).toBe(true);
    expect(
      (await decide(tokens.buyerQuality, { ...pass, version: first!.version + 1 })).statusCode,
    ).toBe(409);
    const refused = await decide(tokens.buyerQuality, {
      id: second!.id,
      version: second!.version,
      decision: 'noPass',
      remarks: 'No CAAC approval for landing gear repair',
    });
    expect(refused.statusCode).toBe(200);
    expect(
      data(refused)
        .capabilities.map((c) => c.status)
        .sort(),
    ).toEqual(['auditCompleted', 'noPass']);
  });

  it('the full profile helper completes a fresh supplier', async () => {
    await t.database.db
      .updateTable('companies')
      .set({ audit_status: 'returned' })
      .where('id', '=', otherId)
      .execute();
    const version = await completeProfile(t.app, tokens.supplierOther);
    const profile = (await ownProfile(t.app, tokens.supplierOther)) as unknown as SupplierProfile;
    expect(profile.version).toBe(version);
    expect(profile.missing).toEqual([]);
  });
});
