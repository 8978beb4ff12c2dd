// The returned registration's edit, the quality assessment and authorized scopes, and customs-broker
// authorizations for stories and tests: small in-memory records with the server's version checks
// and refusals, answering in the request's language as the server does.
import {
  customsApi,
  formatMessage,
  supplierAuditApi,
  supplierQualityApi,
  toLanguage,
  type Assessment,
  type AuthorizationRow,
  type CustomsRow,
  type FindingRow,
  type MessageKey,
  type SupplierAuditRow,
  type ReturnedRegistration,
} from '@portal/contract';
import { failure, ok } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { page } from './resource-fixtures';

const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);
const refuse = (req: RecordedRequest, status: number, key: MessageKey, fields?: object) => {
  const body = failure(status, formatMessage(langOf(req), key));
  return [status, fields ? { ...body, data: { fields } } : body] as Reply;
};

// --- the returned registration ---------------------------------------------------------------------

/** An edit code that works; one that was used; one that expired. */
export const FIXTURE_EDIT_CODE = 'R3TURN9D';
export const FIXTURE_USED_EDIT_CODE = 'US3DC0D3';
export const FIXTURE_EXPIRED_EDIT_CODE = 'EXP1R3D9';

export function returnedRegistration(): ReturnedRegistration {
  return {
    supplierKind: 'aviation',
    country: 'CN',
    taxCategory: 'uscc',
    taxId: '91320000MA1TG00001',
    companyName: 'Tiangong Aero Materials Co., Ltd.',
    email: 'sales@tiangong.example',
    timeZone: 'Asia/Shanghai',
    account: 'tiangong.admin',
    remarks: 'The tax ID does not match the business licence.',
    expiresAt: new Date(Date.now() + 6 * 24 * 3_600_000).toISOString(),
    version: 3,
  };
}

export interface ReturnedMock {
  /** Bodies of the resubmit calls, in order. */
  resubmitted: () => Record<string, unknown>[];
}

/** Taken by other suppliers (the check and the resubmit compare without case). */
const TAKEN_TAX_IDS = ['91310000MA1FL8XQ2T'];

export function returnedHandlers(api: MockApi): ReturnedMock {
  const resubmitted: Record<string, unknown>[] = [];
  let used = false;
  const codeRefusal = (req: RecordedRequest, code: unknown): Reply | undefined => {
    const c = String(code ?? '').toUpperCase();
    if (c === FIXTURE_USED_EDIT_CODE || (c === FIXTURE_EDIT_CODE && used))
      return refuse(req, 409, 'registerEdit.codeUsed', { code: 'registerEdit.codeUsed' });
    if (c === FIXTURE_EXPIRED_EDIT_CODE)
      return refuse(req, 409, 'registerEdit.codeExpired', { code: 'registerEdit.codeExpired' });
    if (c !== FIXTURE_EDIT_CODE)
      return refuse(req, 409, 'registerEdit.codeInvalid', { code: 'registerEdit.codeInvalid' });
    return undefined;
  };
  api.on(supplierQualityApi.getReturnedRegistration, (req): Reply => {
    return codeRefusal(req, req.params.code) ?? [200, ok(returnedRegistration())];
  });
  api.on(supplierQualityApi.resubmitRegistration, (req): Reply => {
    const body = req.body;
    resubmitted.push(body);
    const refused = codeRefusal(req, body.code);
    if (refused) return refused;
    if (TAKEN_TAX_IDS.includes(String(body.taxId).toUpperCase()))
      return refuse(req, 409, 'register.taxIdTaken', { taxId: 'register.taxIdTaken' });
    used = true;
    return [
      200,
      {
        code: 200,
        msg: formatMessage(langOf(req), 'registerEdit.done'),
        data: { account: 'tiangong.admin' },
      },
    ];
  });
  return { resubmitted: () => [...resubmitted] };
}

// --- the quality assessment --------------------------------------------------------------------------

export interface AssessmentFixtureOptions {
  /** The recorded assessment; none yet by default. */
  assessment?: Partial<Assessment>;
  /** Whether the user may record it (the quality department, a state before QAUDIT). */
  editable?: boolean;
}

export interface AssessmentMock {
  saved: () => Record<string, unknown>[];
}

export function assessmentHandlers(
  api: MockApi,
  opts: AssessmentFixtureOptions = {},
): AssessmentMock {
  const saved: Record<string, unknown>[] = [];
  let record: Assessment = {
    supplierId: 'sup-1',
    grade: null,
    score: null,
    findings: '',
    onSite: false,
    assessedOn: null,
    assessedBy: '',
    updatedAt: null,
    editable: opts.editable ?? true,
    version: 0,
    ...opts.assessment,
  };
  api.on(supplierQualityApi.getAssessment, (req): Reply => [
    200,
    ok({ ...record, supplierId: req.params.id ?? record.supplierId }),
  ]);
  api.on(supplierQualityApi.saveAssessment, (req): Reply => {
    const body = req.body;
    saved.push(body);
    if (Number(body.version) !== record.version) return refuse(req, 409, 'quality.assessmentStale');
    // As the server's schema: each missing field named on it.
    const missing: Record<string, string> = {};
    if (!body.grade) missing.grade = formatMessage(langOf(req), 'quality.gradeRequired');
    if (!body.findings) missing.findings = formatMessage(langOf(req), 'quality.findingsRequired');
    if (!body.assessedOn) missing.assessedOn = formatMessage(langOf(req), 'quality.dateRule');
    if (Object.keys(missing).length) return refuse(req, 400, 'http.badRequest', missing);
    record = {
      ...record,
      grade: body.grade as Assessment['grade'],
      score: (body.score as number | null) ?? null,
      findings: String(body.findings),
      onSite: body.onSite === true,
      assessedOn: String(body.assessedOn),
      assessedBy: 'Zhang Wei',
      updatedAt: new Date().toISOString(),
      version: record.version + 1,
    };
    return [200, { code: 200, msg: formatMessage(langOf(req), 'quality.assessed'), data: record }];
  });
  return { saved: () => [...saved] };
}

// --- authorized scopes ---------------------------------------------------------------------------------

export function authorizationRows(): AuthorizationRow[] {
  const row = (
    n: number,
    supplierCode: string,
    supplierName: string,
    businessType: AuthorizationRow['businessType'],
    productType: AuthorizationRow['productType'],
    validUntil: string,
    state: AuthorizationRow['state'],
  ): AuthorizationRow => ({
    id: `auth-${n}`,
    supplierId: `sup-${supplierCode}`,
    supplierCode,
    supplierName,
    businessType,
    productType,
    validUntil,
    state,
    remarks: '',
    authorizedBy: 'Zhang Wei',
    authorizedAt: '2026-01-05T08:00:00Z',
    withdrawReason: state === 'withdrawn' ? 'Audit finding not closed' : '',
    version: state === 'withdrawn' ? 2 : 1,
  });
  return [
    row(1, 'S100001', 'Demo Aero Parts Co., Ltd.', 1, 5, '2027-06-30', 'active'),
    row(2, 'S100001', 'Demo Aero Parts Co., Ltd.', 2, 6, '2026-12-31', 'active'),
    row(3, 'S100002', 'Northwind Avionics Supply Co., Ltd.', 1, 9, '2025-12-31', 'expired'),
    row(4, 'S100002', 'Northwind Avionics Supply Co., Ltd.', 7, 10, '2027-03-31', 'withdrawn'),
  ];
}

export interface AuthorizationMock {
  authorized: () => Record<string, unknown>[];
  withdrawn: () => Record<string, unknown>[];
}

export function authorizationHandlers(
  api: MockApi,
  rows: AuthorizationRow[] = authorizationRows(),
): AuthorizationMock {
  const authorized: Record<string, unknown>[] = [];
  const withdrawn: Record<string, unknown>[] = [];
  let list = [...rows];
  api.on(supplierQualityApi.listAuthorizations, (req): Reply => {
    const p = req.params;
    const q = p.q?.toLowerCase();
    const found = list.filter(
      (r) =>
        (!p.state || r.state === p.state) &&
        (!q ||
          r.supplierName.toLowerCase().includes(q) ||
          r.supplierCode.toLowerCase().includes(q)),
    );
    return [200, page(found, req)];
  });
  api.on(supplierQualityApi.authorize, (req): Reply => {
    const body = req.body;
    authorized.push(body);
    const code = String(body.supplier ?? '').toUpperCase();
    const known = list.find((r) => r.supplierCode === code);
    if (!known)
      return refuse(req, 404, 'quality.supplierNotFound', {
        supplier: formatMessage(langOf(req), 'quality.supplierNotFound'),
      });
    const row: AuthorizationRow = {
      ...known,
      id: `auth-${list.length + 1}`,
      businessType: Number(body.businessType) as AuthorizationRow['businessType'],
      productType: Number(body.productType) as AuthorizationRow['productType'],
      validUntil: String(body.validUntil),
      state: 'active',
      remarks: String(body.remarks ?? ''),
      withdrawReason: '',
      version: 1,
    };
    list = [row, ...list];
    return [200, { code: 200, msg: formatMessage(langOf(req), 'quality.authorized'), data: row }];
  });
  api.on(supplierQualityApi.withdrawAuthorization, (req): Reply => {
    const body = req.body;
    withdrawn.push(body);
    const row = list.find((r) => r.id === body.id);
    if (!row) return refuse(req, 404, 'quality.authorizationNotFound');
    if (row.version !== Number(body.version)) return refuse(req, 409, 'quality.authorizationStale');
    const next: AuthorizationRow = {
      ...row,
      state: 'withdrawn',
      withdrawReason: String(body.reason),
      version: row.version + 1,
    };
    list = list.map((r) => (r.id === row.id ? next : r));
    return [200, { code: 200, msg: formatMessage(langOf(req), 'quality.withdrawn'), data: next }];
  });
  return { authorized: () => [...authorized], withdrawn: () => [...withdrawn] };
}

// --- customs-broker authorizations ------------------------------------------------------------------

export function customsRows(): CustomsRow[] {
  const base = {
    idNumber: '',
    phone: '',
    brokerName: '',
    brokerCompany: '',
    customsCode: '',
    scope: null,
    letterFileId: 'file-letter',
    letterName: 'authorization-letter.pdf',
    createdBy: 'Chen Jing',
    createdAt: '2026-10-08T03:00:00Z',
    revokedAt: null,
    revokeReason: '',
    version: 1,
  } satisfies Partial<CustomsRow>;
  return [
    {
      ...base,
      id: 'cus-1',
      kind: 'personal',
      brokerName: 'Wang Haiguan',
      idNumber: '310101199001011234',
      phone: '+86 21 5555 0101',
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
      state: 'active',
    },
    {
      ...base,
      id: 'cus-2',
      kind: 'personal',
      brokerName: 'Li Baoguan',
      idNumber: 'LIC-2019-0088',
      phone: '+86 21 5555 0102',
      validFrom: '2024-01-01',
      validUntil: '2025-12-31',
      state: 'expired',
    },
    {
      ...base,
      id: 'cus-3',
      kind: 'company',
      brokerCompany: 'Shanghai Orient Customs Brokerage Co., Ltd.',
      customsCode: '3122240ABC',
      scope: 'both',
      validFrom: '2026-01-01',
      validUntil: '2027-06-30',
      state: 'active',
    },
  ];
}

export interface CustomsMock {
  created: () => Record<string, unknown>[];
  revoked: () => Record<string, unknown>[];
}

export function customsHandlers(api: MockApi, rows: CustomsRow[] = customsRows()): CustomsMock {
  const created: Record<string, unknown>[] = [];
  const revoked: Record<string, unknown>[] = [];
  let list = [...rows];
  api.on(customsApi.listCustoms, (req): Reply => {
    const p = req.params;
    const kind = p.kind ?? 'personal';
    const found = list.filter((r) => r.kind === kind && (!p.state || r.state === p.state));
    return [200, page(found, req)];
  });
  api.on(customsApi.createCustoms, (req): Reply => {
    const body = req.body;
    created.push(body);
    if (!body.letterFileId)
      return refuse(req, 400, 'customs.letterRequired', {
        letterFileId: formatMessage(langOf(req), 'customs.letterRequired'),
      });
    const row: CustomsRow = {
      ...customsRows()[0]!,
      id: `cus-${list.length + 1}`,
      kind: body.kind === 'company' ? 'company' : 'personal',
      brokerName: String(body.brokerName ?? ''),
      idNumber: String(body.idNumber ?? ''),
      phone: String(body.phone ?? ''),
      brokerCompany: String(body.brokerCompany ?? ''),
      customsCode: String(body.customsCode ?? ''),
      scope: (body.scope as CustomsRow['scope']) ?? null,
      validFrom: String(body.validFrom),
      validUntil: String(body.validUntil),
      letterFileId: String(body.letterFileId),
      state: 'active',
    };
    list = [row, ...list];
    return [200, { code: 200, msg: formatMessage(langOf(req), 'customs.created'), data: row }];
  });
  api.on(customsApi.revokeCustoms, (req): Reply => {
    const body = req.body;
    revoked.push(body);
    const row = list.find((r) => r.id === body.id);
    if (!row) return refuse(req, 404, 'customs.notFound');
    if (row.version !== Number(body.version)) return refuse(req, 409, 'customs.stale');
    const next: CustomsRow = { ...row, state: 'revoked', version: row.version + 1 };
    list = list.map((r) => (r.id === row.id ? next : r));
    return [200, { code: 200, msg: formatMessage(langOf(req), 'customs.revoked'), data: next }];
  });
  return { created: () => [...created], revoked: () => [...revoked] };
}

// --- supplier audit management ---------------------------------------------------------------------

export function supplierAuditRows(): SupplierAuditRow[] {
  return [
    {
      id: 'aud-1',
      supplierId: 'sup-1',
      supplierName: 'Demo Aero Parts Co., Ltd.',
      kind: 'onSite',
      auditedOn: '2026-11-18',
      auditor: 'Zhang Wei',
      summary: 'Annual on-site audit of the Shanghai warehouse',
      findings: 2,
      openFindings: 2,
      createdAt: '2026-11-18T09:00:00Z',
    },
    {
      id: 'aud-2',
      supplierId: 'sup-1',
      supplierName: 'Demo Aero Parts Co., Ltd.',
      kind: 'document',
      auditedOn: '2026-05-10',
      auditor: 'Zhang Wei',
      summary: 'Review of the quality manual and AS9120B certificate',
      findings: 1,
      openFindings: 0,
      createdAt: '2026-05-10T09:00:00Z',
    },
  ];
}

export function findingRows(): FindingRow[] {
  const base = {
    supplierId: 'sup-1',
    supplierName: 'Demo Aero Parts Co., Ltd.',
    action: '',
    dueOn: null,
    attachmentId: null,
    attachmentName: '',
    answeredAt: null,
    answeredBy: '',
    closedAt: null,
    closedBy: '',
    closeRemarks: '',
    version: 1,
  } satisfies Partial<FindingRow>;
  return [
    {
      ...base,
      id: 'fnd-1',
      auditId: 'aud-1',
      auditKind: 'onSite',
      auditedOn: '2026-11-18',
      description: 'Shelf-life labels missing on two sealant batches',
      severity: 'major',
      state: 'open',
    },
    {
      ...base,
      id: 'fnd-2',
      auditId: 'aud-1',
      auditKind: 'onSite',
      auditedOn: '2026-11-18',
      description: 'ESD wrist-strap test log not kept daily',
      severity: 'minor',
      state: 'answered',
      action: 'Daily log sheet introduced at the bench',
      dueOn: '2026-12-15',
      answeredBy: 'Chen Jing',
      answeredAt: '2026-11-20T08:00:00Z',
      version: 2,
    },
    {
      ...base,
      id: 'fnd-3',
      auditId: 'aud-2',
      auditKind: 'document',
      auditedOn: '2026-05-10',
      description: 'Quality manual revision not controlled',
      severity: 'observation',
      state: 'closed',
      action: 'Document control procedure updated',
      dueOn: '2026-06-01',
      answeredBy: 'Chen Jing',
      closedBy: 'Zhang Wei',
      closeRemarks: 'Verified',
      version: 3,
    },
  ];
}

export interface SupplierAuditMock {
  answered: () => Record<string, unknown>[];
  closed: () => Record<string, unknown>[];
  recorded: () => Record<string, unknown>[];
}

export function supplierAuditHandlers(api: MockApi): SupplierAuditMock {
  const answered: Record<string, unknown>[] = [];
  const closed: Record<string, unknown>[] = [];
  const recorded: Record<string, unknown>[] = [];
  let findings = findingRows();
  const listFindings = (req: RecordedRequest): Reply => {
    const p = req.params;
    const found = findings.filter(
      (f) => (!p.state || f.state === p.state) && (!p.auditId || f.auditId === p.auditId),
    );
    return [200, page(found, req)];
  };
  api.on(supplierAuditApi.listMyAudits, (req): Reply => [200, page(supplierAuditRows(), req)]);
  api.on(supplierAuditApi.listSupplierAudits, (req): Reply => [
    200,
    page(supplierAuditRows(), req),
  ]);
  api.on(supplierAuditApi.listMyFindings, listFindings);
  api.on(supplierAuditApi.listFindings, listFindings);
  const update = (req: RecordedRequest, change: (f: FindingRow) => FindingRow, key: MessageKey) => {
    const body = req.body;
    const row = findings.find((f) => f.id === body.id);
    if (!row) return refuse(req, 404, 'supAudit.findingNotFound');
    if (row.version !== Number(body.version)) return refuse(req, 409, 'supAudit.findingStale');
    const next = { ...change(row), version: row.version + 1 };
    findings = findings.map((f) => (f.id === row.id ? next : f));
    return [200, { code: 200, msg: formatMessage(langOf(req), key), data: next }] as Reply;
  };
  api.on(supplierAuditApi.answerFinding, (req): Reply => {
    answered.push(req.body);
    if (!req.body.action)
      return refuse(req, 400, 'http.badRequest', {
        action: formatMessage(langOf(req), 'supAudit.actionRequired'),
      });
    return update(
      req,
      (f) => ({
        ...f,
        state: 'answered',
        action: String(req.body.action),
        dueOn: String(req.body.dueOn),
        attachmentId: (req.body.attachmentId as string | null) ?? null,
      }),
      'supAudit.answered',
    );
  });
  api.on(supplierAuditApi.closeFinding, (req): Reply => {
    closed.push(req.body);
    return update(
      req,
      (f) => ({ ...f, state: 'closed', closeRemarks: String(req.body.remarks ?? '') }),
      'supAudit.closed',
    );
  });
  api.on(supplierAuditApi.recordAudit, (req): Reply => {
    recorded.push(req.body);
    return [
      200,
      {
        code: 200,
        msg: formatMessage(langOf(req), 'supAudit.recorded'),
        data: supplierAuditRows()[0],
      },
    ];
  });
  return {
    answered: () => [...answered],
    closed: () => [...closed],
    recorded: () => [...recorded],
  };
}
