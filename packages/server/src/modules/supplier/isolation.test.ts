// Who sees what across companies (issue 4): supplier.other calls every call of the supplier
// lifecycle with supplier.demo's ids. A call about another company's things answers 404, as for a
// missing one (nothing says they exist); the buyer's calls answer 403 to a supplier. Every call of
// the lifecycle's route maps must be listed below, so a new call cannot skip the question.
import {
  approvalTasksApi,
  customsApi,
  filesApi,
  supplierApi,
  supplierAuditApi,
  supplierImportApi,
  supplierListsApi,
  supplierProfileApi,
  supplierQualityApi,
  supplierRelationsApi,
  type CallRoute,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from '../../test/test-app.ts';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';

const MAPS = {
  supplierApi,
  supplierProfileApi,
  supplierListsApi,
  supplierRelationsApi,
  supplierImportApi,
  supplierQualityApi,
  customsApi,
  supplierAuditApi,
  approvalTasksApi,
  filesApi,
};

/** supplier.demo's things, found in the seeded database or made by supplier.demo in beforeAll. */
interface Theirs {
  companyId: string;
  fileId: string;
  qualificationId: string;
  capabilityId: string;
  customsId: string;
  auditId: string;
  findingId: string;
}

type Input = (theirs: Theirs) => Record<string, unknown>;

/** Calls about one of supplier.demo's things: 404 for supplier.other. */
const OTHER_COMPANY: Record<string, Input> = {
  'supplierProfileApi.getProfile': (x) => ({ id: x.companyId }),
  'supplierProfileApi.removeQualification': (x) => ({ id: x.qualificationId, version: 1 }),
  'supplierProfileApi.addQualification': (x) => ({
    version: 1,
    kind: 'iso9001',
    number: 'ISO-1',
    issuer: '',
    expiresOn: '2099-01-01',
    fileId: x.fileId,
  }),
  'customsApi.revokeCustoms': (x) => ({ id: x.customsId, version: 1, reason: 'not ours' }),
  'customsApi.createCustoms': (x) => ({
    kind: 'personal',
    brokerName: 'Zhang Wei',
    idNumber: 'A1234567',
    phone: '+86 21 5555 0000',
    validFrom: '2026-01-01',
    validUntil: '2099-01-01',
    letterFileId: x.fileId,
  }),
  'supplierAuditApi.listMyFindings': (x) => ({ auditId: x.auditId }),
  'supplierAuditApi.answerFinding': (x) => ({
    id: x.findingId,
    version: 1,
    action: 'We retrained the receiving staff.',
    dueOn: '2099-01-01',
  }),
  'filesApi.downloadFile': (x) => ({ obj: x.fileId }),
  'filesApi.createDownloadTicket': (x) => ({ obj: x.fileId }),
};

/** The buyer's calls: 403 for any supplier, whatever it sends. */
const BUYER_ONLY: Record<string, Input> = {
  'supplierApi.listInvites': () => ({}),
  'supplierApi.createInvite': () => ({}),
  'supplierApi.resendInvite': () => ({}),
  'supplierApi.listAudit': () => ({}),
  'supplierApi.getAudit': (x) => ({ id: x.companyId }),
  // Checked in the service (the department's permission of the action), after a valid input.
  'supplierApi.auditAction': (x) => ({ id: x.companyId, version: 1, action: 'submitOA' }),
  'supplierApi.freeze': (x) => ({ id: x.companyId, version: 1, kind: 'commercial', reason: 'x' }),
  'supplierApi.unfreeze': (x) => ({ id: x.companyId, version: 1, kind: 'commercial', reason: 'x' }),
  'supplierProfileApi.decideCapability': (x) => ({
    supplierId: x.companyId,
    id: x.capabilityId,
    version: 1,
    decision: 'auditCompleted',
    remarks: '',
  }),
  'supplierImportApi.importTemplate': () => ({}),
  'supplierImportApi.importSuppliers': () => ({}),
  'supplierQualityApi.getAssessment': (x) => ({ id: x.companyId }),
  'supplierQualityApi.saveAssessment': (x) => ({ id: x.companyId }),
  'supplierQualityApi.listAuthorizations': () => ({}),
  'supplierQualityApi.authorize': () => ({}),
  'supplierQualityApi.withdrawAuthorization': () => ({}),
  'supplierAuditApi.listSupplierAudits': (x) => ({ supplierId: x.companyId }),
  'supplierAuditApi.listFindings': (x) => ({ supplierId: x.companyId }),
  'supplierAuditApi.recordAudit': (x) => ({ supplierId: x.companyId }),
  'supplierAuditApi.closeFinding': (x) => ({ id: x.findingId, version: 1 }),
  ...Object.fromEntries(
    Object.keys(supplierListsApi).map((name) => [`supplierListsApi.${name}`, () => ({})]),
  ),
  'supplierRelationsApi.listNewSuppliers': () => ({}),
  'supplierRelationsApi.listCapabilities': () => ({}),
  'supplierRelationsApi.listCustomerRelations': (x) => ({ supplierId: x.companyId }),
  'supplierRelationsApi.addCustomerRelation': (x) => ({
    supplierId: x.companyId,
    member: 'HU',
    businessType: 'purchase',
    since: '2025-01-01',
  }),
  'supplierRelationsApi.endCustomerRelation': () => ({ id: 'x', version: 1, reason: 'r' }),
};

/** Calls without an id of anything: they work on the caller's own company (tested below). */
const OWN_COMPANY = new Set([
  'supplierApi.submitProfile',
  'supplierProfileApi.getOwnProfile',
  'supplierProfileApi.saveBasic',
  'supplierProfileApi.saveOther',
  'supplierProfileApi.saveAbility',
  'supplierProfileApi.submitCapabilities',
  'customsApi.listCustoms',
  'supplierAuditApi.listMyAudits',
  'approvalTasksApi.listApprovalTasks',
  'approvalTasksApi.countApprovalTasks',
  // An upload makes a file of the caller's company.
  'filesApi.uploadFile',
]);

/** Before sign-in: a registration, or a returned one by the code from its e-mail. */
const PUBLIC = new Set([
  'supplierApi.checkRegistration',
  'supplierApi.register',
  'supplierQualityApi.getReturnedRegistration',
  'supplierQualityApi.resubmitRegistration',
]);

let t: TestApp;
let demo: string;
let other: string;
const theirs = {} as Theirs;

async function call(route: CallRoute, token: string, input: Record<string, unknown>) {
  const url = `/api${route.path}`;
  if (route.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]) => [k, String(v)]),
    ).toString();
    return t.app.inject({
      method: 'GET',
      url: query ? `${url}?${query}` : url,
      headers: bearer(token, { 'accept-language': 'en' }),
    });
  }
  return t.app.inject({
    method: route.method,
    url,
    headers: bearer(token, { 'accept-language': 'en' }),
    payload: input,
  });
}

function routeOf(name: string): CallRoute {
  const [map, call] = name.split('.') as [keyof typeof MAPS, string];
  const route = (MAPS[map] as Record<string, CallRoute>)[call];
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  other = (await signIn(t.app, DEMO.supplierOther)).accessToken;
  const { db } = t.database;
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('code', '=', 'S100001')
    .executeTakeFirstOrThrow();
  theirs.companyId = company.id;

  // supplier.demo's own file and customs authorization, made the way the supplier makes them.
  const upload = await postMultipart(t.app, UPLOAD_URL, demo, { purpose: 'profile' }, [
    { name: 'letter.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(upload.statusCode, upload.body).toBe(200);
  theirs.fileId = upload.json<{ data: { id: string } }>().data.id;
  const customs = await call(customsApi.createCustoms, demo, {
    kind: 'company',
    brokerCompany: 'Shanghai Customs Brokerage Co.',
    customsCode: '3122480001',
    scope: 'import',
    validFrom: '2026-01-01',
    validUntil: '2099-01-01',
    letterFileId: theirs.fileId,
  });
  expect(customs.statusCode, customs.body).toBe(200);
  theirs.customsId = customs.json<{ data: { id: string } }>().data.id;

  // A certificate on supplier.demo's profile (a qualified supplier may add one).
  const certificate = await postMultipart(t.app, UPLOAD_URL, demo, { purpose: 'profile' }, [
    { name: 'as9120.pdf', content: PDF, type: 'application/pdf' },
  ]);
  expect(certificate.statusCode, certificate.body).toBe(200);
  const profile = await call(supplierProfileApi.getOwnProfile, demo, {});
  const added = await call(supplierProfileApi.addQualification, demo, {
    version: profile.json().data.version,
    kind: 'as9120',
    number: 'AS9120-2291',
    issuer: 'BSI',
    expiresOn: '2099-01-01',
    fileId: certificate.json<{ data: { id: string } }>().data.id,
  });
  expect(added.statusCode, added.body).toBe(200);
  theirs.qualificationId = added
    .json<{ data: { qualifications: { id: string }[] } }>()
    .data.qualifications.at(-1)!.id;

  // The seed gives supplier.demo capabilities, and an audit with findings.
  const capability = await db
    .selectFrom('supplier_capabilities')
    .select('id')
    .where('company_id', '=', company.id)
    .executeTakeFirstOrThrow();
  theirs.capabilityId = capability.id;
  const finding = await db
    .selectFrom('supplier_audit_findings as f')
    .innerJoin('supplier_audits as a', 'a.id', 'f.audit_id')
    .select(['f.id', 'f.audit_id'])
    .where('a.company_id', '=', company.id)
    .executeTakeFirstOrThrow();
  theirs.findingId = finding.id;
  theirs.auditId = finding.audit_id;
});
afterAll(() => t.close());

describe('another company', () => {
  it('lists every call of the supplier lifecycle in exactly one of the tables', () => {
    const listed = [
      ...Object.keys(OTHER_COMPANY),
      ...Object.keys(BUYER_ONLY),
      ...OWN_COMPANY,
      ...PUBLIC,
    ];
    const all = Object.entries(MAPS).flatMap(([map, routes]) =>
      Object.keys(routes).map((name) => `${map}.${name}`),
    );
    expect([...listed].sort()).toEqual([...all].sort());
  });

  it.each(Object.keys(OTHER_COMPANY))(
    "%s with supplier.demo's ids answers 404 to supplier.other",
    async (name) => {
      const input = OTHER_COMPANY[name]!(theirs);
      // The first call checks the ids are real: supplier.demo itself does not get a 404.
      if (routeOf(name).method === 'GET') {
        expect((await call(routeOf(name), demo, input)).statusCode).toBe(200);
      }
      const res = await call(routeOf(name), other, input);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(theirs.companyId);
    },
  );

  it.each(Object.keys(BUYER_ONLY))('%s answers 403 to a supplier', async (name) => {
    const res = await call(routeOf(name), other, BUYER_ONLY[name]!(theirs));
    expect(res.statusCode, res.body).toBe(403);
  });

  it("shows supplier.other its own company only, and none of supplier.demo's things", async () => {
    const profile = await call(supplierProfileApi.getOwnProfile, other, {});
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.id).not.toBe(theirs.companyId);
    expect(profile.body).not.toContain(theirs.qualificationId);

    const customs = await call(customsApi.listCustoms, other, { kind: 'company' });
    expect(customs.statusCode).toBe(200);
    expect(customs.body).not.toContain(theirs.customsId);

    const audits = await call(supplierAuditApi.listMyAudits, other, {});
    expect(audits.statusCode).toBe(200);
    expect(audits.body).not.toContain(theirs.auditId);

    const findings = await call(supplierAuditApi.listMyFindings, other, {});
    expect(findings.statusCode).toBe(200);
    expect(findings.body).not.toContain(theirs.findingId);

    // supplier.demo still sees its own.
    expect((await call(customsApi.listCustoms, demo, { kind: 'company' })).body).toContain(
      theirs.customsId,
    );
    expect((await call(supplierAuditApi.listMyFindings, demo, {})).body).toContain(
      theirs.findingId,
    );
  });

  it("leaves supplier.demo's profile as it was when supplier.other saves its own", async () => {
    const before = (await call(supplierProfileApi.getOwnProfile, demo, {})).json().data;
    const mine = (await call(supplierProfileApi.getOwnProfile, other, {})).json().data;
    // Both are qualified: capabilities are what a qualified supplier may still change.
    const capabilities = (mine.capabilities as { businessType: string; productType: string }[]).map(
      ({ businessType, productType }) => ({ businessType, productType }),
    );
    const extra = { businessType: 'repair', productType: 'landingGear' };
    const saved = await call(supplierProfileApi.saveAbility, other, {
      version: mine.version,
      capabilities: capabilities.some(
        (c) => c.businessType === extra.businessType && c.productType === extra.productType,
      )
        ? capabilities
        : [...capabilities, extra],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call(supplierProfileApi.getOwnProfile, demo, {})).json().data;
    expect(after).toEqual(before);
  });
});
